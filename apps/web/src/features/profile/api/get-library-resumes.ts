import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeList } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

export async function getLibraryResumes(signal?: AbortSignal): Promise<ResumeList> {
  return (await api.get<{ data: ResumeList }>('/api/v1/resumes', { signal })).data;
}

export const libraryResumesQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'library-resumes'],
    queryFn: ({ signal }) => getLibraryResumes(signal),
    meta: PRIMARY_RESUME_QUERY,
  });

export const useLibraryResumes = (isEnabled: boolean) =>
  useQuery({ ...libraryResumesQueryOptions(), enabled: isEnabled });
