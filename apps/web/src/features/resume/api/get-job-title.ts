import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@yonder/contract/jobs';
import { api } from '#lib/api-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job ids are UUIDs; anything else in a `?job=` link is ignored without asking. */
export const isJobId = (id: string | null | undefined): id is string =>
  Boolean(id && UUID.test(id));

export type JobHeading = Pick<JobDetail, 'id' | 'title' | 'company_name'>;

/** The job a `?job=` link names, for its heading (spec section 3: the first element of `data`). */
export async function getJobHeading(id: string, signal?: AbortSignal): Promise<JobHeading | null> {
  const answer = await api.get<{ data: JobDetail[] }>(
    `/api/v1/jobs/getJobById/${encodeURIComponent(id)}`,
    { signal },
  );
  const job = answer.data?.[0];
  return job ? { id: job.id, title: job.title, company_name: job.company_name } : null;
}

export const jobHeadingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['resume', 'job-heading', id],
    queryFn: ({ signal }) => getJobHeading(id, signal),
    staleTime: 5 * 60_000,
  });

export const useJobHeading = (id: string | null) =>
  useQuery({ ...jobHeadingQueryOptions(id ?? ''), enabled: isJobId(id) });
