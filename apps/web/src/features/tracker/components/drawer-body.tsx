import type { Application } from '@yonder/contract/applications';
import { Archive, ArchiveRestore, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useTrackerActions } from '../hooks/tracker-actions';
import { useUpdateApplication } from '../hooks/use-application-mutations';
import { toDraft, toUpdate, type ApplicationDraft } from '../utils/draft';
import { DrawerFields } from './drawer-fields';
import { Receipts } from './receipts';
import { Timeline } from './timeline';

type Props = { application: Application; onReload: () => void; onClose: () => void };

/** The drawer's content: links, timeline and the form; saving sends the version it was read at. */
export function DrawerBody({ application, onReload, onClose }: Props) {
  const { t } = useTranslation('tracker');
  const actions = useTrackerActions();
  const update = useUpdateApplication();
  const [draft, setDraft] = useState<ApplicationDraft>(() => toDraft(application));
  const [failure, setFailure] = useState<{ message: string; isConflict: boolean } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    setFailure(null);
    setErrors({});
    update.mutate(
      { id: application.id, input: toUpdate(draft, application.version) },
      {
        onSuccess: () => toast.success(t('toast.saved')),
        onError: (error) => {
          const isConflict = error instanceof ApiError && error.status === 409;
          if (error instanceof ApiError)
            setErrors(
              Object.fromEntries(error.errors.map((e) => [e.field.split('.')[0], e.message])),
            );
          setFailure({ message: isConflict ? t('drawer.conflict') : error.message, isConflict });
        },
      },
    );
  };

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-5">
        <div className="flex flex-wrap gap-2">
          {application.job_id ? (
            <Link
              to={paths.jobDetail.getHref(application.job_id)}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('drawer.openJob')}
            </Link>
          ) : null}
          {application.url ? (
            <a
              href={application.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('drawer.openLink')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </div>
        <Timeline events={application.timeline ?? []} />
        <Receipts receipts={application.receipts ?? []} />
        <DrawerFields
          draft={draft}
          errors={errors}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        />
      </div>
      <div className="border-t border-slate-200 px-5 py-3">
        {failure ? (
          <div role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{failure.message}</p>
            {failure.isConflict ? (
              <Button variant="secondary" size="sm" className="mt-2" onClick={onReload}>
                {t('drawer.reload')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                actions.setArchived(application, !application.archived);
                onClose();
              }}
            >
              {application.archived ? (
                <ArchiveRestore className="size-4" aria-hidden="true" />
              ) : (
                <Archive className="size-4" aria-hidden="true" />
              )}
              {t(application.archived ? 'drawer.unarchive' : 'drawer.archive')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700"
              onClick={() => actions.remove(application)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('drawer.delete')}
            </Button>
          </div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('drawer.saving') : t('drawer.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
