import type { QueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@yonder/contract/jobs';
import { payTargetOf, readGuestPay } from '#lib/pay-target.ts';

// Apart from get-job.ts: the app's entry reads the page's job, and needs none of useQuery for it.

/** The query cache's key of a job (get-job.ts). */
export const jobQueryKey = (id: string, pay?: { currency: string; period: string }) =>
  pay
    ? (['jobs', 'detail', id, pay.currency, pay.period] as const)
    : (['jobs', 'detail', id] as const);

/** The element in which a job's page drawn by the server carries the job (scripts/prerender.ts). */
const JOB_DATA_ID = 'job-data';

/**
 * A job's page rendered by the server carries the job: the app starts with it instead of asking
 * for it again, and so draws the page the visitor already sees.
 */
export function primeJobFromPage(queryClient: QueryClient) {
  const data = document.getElementById(JOB_DATA_ID)?.textContent;
  if (!data) return;
  try {
    const job = JSON.parse(data) as JobDetail;
    // Under the pay the server converted to; without a salary, the one the app will ask for.
    const language = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
    const served = job.salary_converted ?? payTargetOf(readGuestPay(), language);
    queryClient.setQueryData(
      jobQueryKey(job.id, { currency: served.currency, period: served.period }),
      job,
    );
  } catch {
    // Not the job: the page asks for it as any other.
  }
}
