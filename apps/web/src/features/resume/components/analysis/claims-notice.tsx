import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useClaims, useConfirmClaims } from '../../api/get-claims';
import { usePathLabel } from '../../hooks/use-path-label';
import { markClaims } from '../../utils/word-diff';
import { ActionError } from './action-error';

/**
 * A tailored or translated copy's lines that say what its original does not (typed in later, as
 * in a letter): export waits until they are edited out or confirmed, and this says so before it.
 */
export function ClaimsNotice({ resumeId, isDerived }: { resumeId: string; isDerived: boolean }) {
  const { t } = useTranslation('resume');
  const claims = useClaims(resumeId, { enabled: isDerived });
  const confirm = useConfirmClaims();
  const pathLabel = usePathLabel();
  const items = claims.data?.items ?? [];
  if (!items.length) return null;
  const all = [...new Set(items.flatMap((item) => item.claims))];
  return (
    <section
      aria-labelledby="claims-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid="claims-notice"
    >
      <h2
        id="claims-heading"
        className="flex items-center gap-2 text-sm font-semibold text-amber-950"
      >
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('claims.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('claims.description')}</p>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item.path} className="text-sm text-slate-800">
            <span className="text-xs font-medium text-slate-600">{pathLabel(item.path)}: </span>
            {markClaims(item.text, item.claims).map((part, index) =>
              part.isMarked ? (
                <mark key={index} className="rounded bg-amber-200 px-0.5 text-amber-950">
                  {part.text}
                  <span className="sr-only"> {t('proposal.claimMark')}</span>
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate({ id: resumeId, claims: all })}
        >
          {confirm.isPending ? t('claims.confirming') : t('claims.confirm')}
        </Button>
      </div>
      {confirm.isError ? (
        <div className="mt-2">
          <ActionError error={confirm.error} fallback={t('claims.failed')} />
        </div>
      ) : null}
    </section>
  );
}
