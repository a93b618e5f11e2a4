import { CheckCircle2, LogIn, Puzzle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useCreateConnection } from '../api/connect';
import { useExtensionBridge } from '../hooks/use-extension-bridge';
import { browserLabel } from '../utils/browser-label';

const SCOPES = ['profile', 'files', 'applications', 'answers'] as const;

function Approve() {
  const { t } = useTranslation('extension');
  const bridge = useExtensionBridge();
  const create = useCreateConnection();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const approve = async () => {
    setState('busy');
    try {
      const tokens = await create.mutateAsync({ label: browserLabel(navigator.userAgent) });
      await bridge.handOver(tokens, currentLanguage());
      setState('done');
    } catch {
      setState('failed');
    }
  };

  if (state === 'done')
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {t('connect.done')}
      </p>
    );
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {SCOPES.map((scope) => (
          <li key={scope}>{t(`connect.scopes.${scope}`)}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('connect.revokeHint')}</p>
      {bridge.isMissing ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('connect.missing')}{' '}
          <Link className="font-medium underline" to={paths.extension.getHref()}>
            {t('connect.install')}
          </Link>
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('connect.failed', { origin: window.location.origin })}
        </p>
      ) : null}
      {bridge.isMissing ? (
        // Nothing to approve for: the way on is installing it, then looking again here.
        <Button variant="secondary" onClick={bridge.lookAgain}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('connect.lookAgain')}
        </Button>
      ) : (
        <Button onClick={approve} disabled={!bridge.isPresent || state === 'busy'}>
          <Puzzle className="size-4" aria-hidden="true" />
          {bridge.isPresent ? t('connect.approve') : t('connect.detecting')}
        </Button>
      )}
    </div>
  );
}

/** `/extension/connect`: the signed-in user lets this browser's extension fill forms for them. */
export function ConnectPage() {
  const { t } = useTranslation('extension');
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title={t('connect.title')} description={t('connect.description')} />
      {isSignedIn ? (
        <Approve />
      ) : (
        <EmptyState
          icon={LogIn}
          title={t('connect.signInTitle')}
          description={t('connect.signInDescription')}
          action={
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => openDialog('auth', { mode: 'login', redirectTo: location.pathname })}
            >
              {t('connect.signIn')}
            </button>
          }
        />
      )}
    </div>
  );
}
