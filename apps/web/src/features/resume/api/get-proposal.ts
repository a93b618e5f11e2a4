import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeProposal } from '@yonder/contract/resume-proposals';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getProposal(
  id: string,
  signal?: AbortSignal,
): Promise<ResumeProposal | null> {
  return (
    await api.get<{ data: ResumeProposal | null }>(
      `/api/v1/resumes/${encodeURIComponent(id)}/proposal`,
      {
        signal,
      },
    )
  ).data;
}

/** What tailoring or translation proposed for this copy, kept on the server until decided. */
export const proposalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['resumes', 'proposal', id],
    queryFn: ({ signal }) => getProposal(id, signal),
    meta: PERSONAL_QUERY,
  });

export function useProposal(id: string) {
  return useQuery(proposalQueryOptions(id));
}
