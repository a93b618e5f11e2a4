import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeList } from '@yonder/contract/resumes';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

export async function getResumes(signal?: AbortSignal): Promise<ResumeList> {
  return (await api.get<{ data: ResumeList }>('/api/v1/resumes', { signal })).data;
}

export const resumesQueryOptions = () =>
  queryOptions({
    queryKey: ['resumes', 'list'],
    queryFn: ({ signal }) => getResumes(signal),
    meta: PRIMARY_RESUME_QUERY,
  });

/** The signed-in person's resumes, newest first; nothing is asked for while signed out. */
export function useResumes() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...resumesQueryOptions(), enabled: isSignedIn });
}
