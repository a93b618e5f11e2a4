import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resume } from '@yonder/contract/resumes';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

export async function getResume(id: string, signal?: AbortSignal): Promise<Resume> {
  return (await api.get<{ data: Resume }>(`/api/v1/resumes/${encodeURIComponent(id)}`, { signal }))
    .data;
}

export const resumeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['resumes', 'detail', id],
    queryFn: ({ signal }) => getResume(id, signal),
    meta: PERSONAL_QUERY,
    // The editor holds the working copy; a refetch behind its back would only confuse it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useResume(id: string) {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...resumeQueryOptions(id), enabled: isSignedIn });
}
