// Run time, in the API server (vite build --ssr, bundled with its dependencies into
// dist/.ssr/job-page.js, see scripts/prerender.ts): a job's page in the visitor's language, so a
// first visit paints the job before any JavaScript has run. The page carries the job as data too
// (primeJobFromPage), so the live app shows the same job without asking for it again.
import { QueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@yonder/contract/jobs';
import { Component as JobDetailRoute } from '#app/routes/job-detail.tsx';
import { DashboardLayout } from '#components/layouts/dashboard-layout.tsx';
import { paths } from '#config/paths.ts';
import { jobQueryOptions } from '#features/jobs/api/get-job.ts';
import type { AppLanguage } from '#lib/i18n.ts';
import { payTargetOf } from '#lib/pay-target.ts';
import { renderRoute } from './render-route';

export function renderJobPage(
  job: JobDetail,
  language: AppLanguage,
  signal?: AbortSignal,
): Promise<{ html: string; title: string }> {
  const queryClient = new QueryClient();
  // The page is drawn for a guest: pay in the language's currency, per year (as the server converted).
  queryClient.setQueryData(jobQueryOptions(job.id, payTargetOf({}, language)).queryKey, job);
  return renderRoute({
    Page: JobDetailRoute,
    Layout: DashboardLayout,
    namespaces: ['jobs', 'matching'],
    title: 'jobDetail',
    location: paths.jobDetail.getHref(job.id),
    routePath: paths.jobDetail.path,
    language,
    queryClient,
    signal,
  });
}
