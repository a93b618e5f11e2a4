import { FileText, Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useJobHeading } from '../api/get-job-title';
import { useResumes } from '../api/get-resumes';
import { useResumeActions } from '../hooks/use-resume-actions';
import { errorMessage } from '../utils/api-errors';
import { CreateResumeDialog } from './create/create-resume-dialog';
import { ResumeCard } from './resume-card';
import { ResumeDialogs } from './resume-dialogs';

type Props = { jobId: string | null; onOpen: (id: string) => void };

/** Resume management: the person's resumes, or the spec's empty state, and the create dialog. */
export function ResumeLibrary({ jobId, onOpen }: Props) {
  const { t } = useTranslation('resume');
  const resumes = useResumes();
  const job = useJobHeading(jobId);
  const [isCreating, setIsCreating] = useState(false);
  const actions = useResumeActions(onOpen);
  const items = resumes.data?.items ?? [];
  const createButton = (
    <Button onClick={() => setIsCreating(true)}>
      <Plus className="size-4" aria-hidden="true" />
      {t('list.create')}
    </Button>
  );

  return (
    <section aria-labelledby="resume-library-heading" className="mt-8">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="resume-library-heading" className="text-lg font-semibold text-slate-900">
          {t('list.heading')}
          {items.length ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{items.length}</span>
          ) : null}
        </h2>
        {items.length ? createButton : null}
      </div>

      {jobId && items.length ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-violet-50 px-4 py-3 text-sm text-violet-900">
          <Target className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {job.data ? t('list.pickForJobNamed', { title: job.data.title }) : t('list.pickForJob')}
        </p>
      ) : null}

      {resumes.isPending ? (
        <div className="flex justify-center py-14">
          <Spinner label={t('list.loading')} />
        </div>
      ) : resumes.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-sm text-red-800">
            {errorMessage(resumes.error, t('list.loadFailed'))}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void resumes.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          action={createButton}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((resume) => (
            <ResumeCard
              key={resume.id}
              resume={resume}
              isPrimary={resume.id === resumes.data?.primary_resume_id}
              href={paths.resume.getHref({ resume: resume.id, job: jobId ?? undefined })}
              onAction={(action) => actions.run(action, resume)}
            />
          ))}
        </ul>
      )}

      <CreateResumeDialog
        isOpen={isCreating}
        onOpenChange={setIsCreating}
        resumes={items}
        onCreated={onOpen}
      />
      <ResumeDialogs dialog={actions.dialog} onClose={actions.close} />
    </section>
  );
}
