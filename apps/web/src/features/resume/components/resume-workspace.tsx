import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useResume } from '../api/get-resume';
import { errorMessage, isNotFound } from '../utils/api-errors';
import { ResumeEditor } from './resume-editor';

type Props = { id: string; jobId: string | null; onOpen: (id: string) => void };

/** Loads one resume for the editor, with its loading, not-found and failure states. */
export function ResumeWorkspace({ id, jobId, onOpen }: Props) {
  const { t } = useTranslation('resume');
  const resume = useResume(id);
  if (resume.isPending) return <PageSpinner />;
  if (resume.isError)
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center"
      >
        <h1 className="text-lg font-semibold text-slate-900">
          {isNotFound(resume.error) ? t('editor.notFound') : t('editor.loadFailed')}
        </h1>
        {!isNotFound(resume.error) ? (
          <p className="mt-1.5 text-sm text-slate-600">
            {errorMessage(resume.error, t('editor.loadFailed'))}
          </p>
        ) : null}
        <div className="mt-5 flex justify-center gap-2">
          <Link to={paths.resume.getHref()} className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('editor.back')}
          </Link>
          {!isNotFound(resume.error) ? (
            <Button onClick={() => void resume.refetch()}>{t('actions.retry')}</Button>
          ) : null}
        </div>
      </div>
    );
  return <ResumeEditor key={resume.data.id} resume={resume.data} jobId={jobId} onOpen={onOpen} />;
}
