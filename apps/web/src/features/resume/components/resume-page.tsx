import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '#components/ui/page-header.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { isJobId } from '../api/get-job-title';
import { GuestPrompt } from './guest-prompt';
import { ResumeIntro } from './resume-intro';
import { ResumeLibrary } from './resume-library';

// The editor (drag and drop, sections, analysis) is its own chunk: the list never waits for it.
const ResumeWorkspace = lazy(() =>
  import('./resume-workspace').then((module) => ({ default: module.ResumeWorkspace })),
);

/**
 * The AI resume screen: a guest sees the features and a sign-in prompt (and no call is made);
 * a member sees the list, or with `?resume=` that resume's editor (`?job=` preselects a job).
 */
export function ResumePage() {
  const { t } = useTranslation('resume');
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resumeId = params.get('resume');
  const job = params.get('job');
  const jobId = isJobId(job) ? job : null;
  const open = (id: string) =>
    void navigate(paths.resume.getHref({ resume: id, job: jobId ?? undefined }));

  if (isSignedIn && resumeId)
    return (
      <Suspense fallback={<PageSpinner />}>
        <ResumeWorkspace id={resumeId} jobId={jobId} onOpen={open} />
      </Suspense>
    );
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ResumeIntro />
      {isSignedIn ? <ResumeLibrary jobId={jobId} onOpen={open} /> : <GuestPrompt />}
    </>
  );
}
