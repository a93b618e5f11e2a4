import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeClaims } from '@yonder/contract/resume-proposals';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const base = (id: string) => `/api/v1/resumes/${encodeURIComponent(id)}/claims`;

export async function getClaims(id: string, signal?: AbortSignal): Promise<ResumeClaims> {
  return (await api.get<{ data: ResumeClaims }>(base(id), { signal })).data;
}

/** What a tailored or translated copy claims that its original does not (export waits for them). */
export const claimsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['resumes', 'claims', id],
    queryFn: ({ signal }) => getClaims(id, signal),
    meta: PERSONAL_QUERY,
  });

export function useClaims(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...claimsQueryOptions(id), enabled });
}

export const confirmClaims = async ({ id, claims }: { id: string; claims: string[] }) =>
  (await api.post<{ data: ResumeClaims }>(`${base(id)}/confirm`, { claims })).data;

export function useConfirmClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClaims,
    onSuccess: (answer, { id }) =>
      queryClient.setQueryData(claimsQueryOptions(id).queryKey, answer),
  });
}
