import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@yonder/contract/jobs';
import { api, ApiError } from '#lib/api-client.ts';
import { usePayTarget } from '#hooks/use-pay-target.ts';
import type { PayTarget } from '#lib/pay-target.ts';
import { jobQueryKey } from './job-from-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job ids are UUIDs: any other id is not found without asking the server. */
export const isJobId = (id: string) => UUID.test(id);

/** The job, the first element of the answer's list (spec section 3); a 404 when there is none. */
export async function getJob(
  id: string,
  pay: PayTarget | undefined,
  signal?: AbortSignal,
): Promise<JobDetail> {
  if (!isJobId(id)) throw new ApiError('not found', { status: 404 });
  const answer = await api.get<{ data: JobDetail[] }>(
    `/api/v1/jobs/getJobById/${encodeURIComponent(id)}`,
    { signal, ...(pay && { query: { currency: pay.currency, pay_period: pay.period } }) },
  );
  const job = answer.data?.[0];
  if (!job) throw new ApiError('not found', { status: 404 });
  return job;
}

/** The job with its pay converted to `pay` (without it, to the server's choice for the reader). */
export const jobQueryOptions = (id: string, pay?: PayTarget) =>
  queryOptions({
    queryKey: jobQueryKey(id, pay),
    queryFn: ({ signal }) => getJob(id, pay, signal),
  });

export const useJob = (id: string) => {
  const { currency, period } = usePayTarget();
  return useQuery(jobQueryOptions(id, { currency, period }));
};

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
