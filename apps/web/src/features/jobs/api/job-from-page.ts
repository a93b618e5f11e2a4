import type { QueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@yonder/contract/jobs';

// Apart from get-job.ts: the app's entry reads the page's job, and needs none of useQuery for it.

/** The query cache's key of a job (get-job.ts). */
export const jobQueryKey = (id: string) => ['jobs', 'detail', id] as const;

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
    queryClient.setQueryData(jobQueryKey(job.id), job);
  } catch {
    // Not the job: the page asks for it as any other.
  }
}
