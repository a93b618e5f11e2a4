import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeSummary } from '@yonder/contract/resumes';
import { api } from '@/lib/api-client';
import { PERSONAL_QUERY } from '@/lib/current-user';

export async function getLibraryResumes(signal?: AbortSignal): Promise<ResumeSummary[]> {
  return (await api.get<{ data: { items: ResumeSummary[] } }>('/api/v1/resumes', { signal })).data
    .items;
}

export const libraryResumesQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'library-resumes'],
    queryFn: ({ signal }) => getLibraryResumes(signal),
    meta: PERSONAL_QUERY,
  });

export const useLibraryResumes = (isEnabled: boolean) =>
  useQuery({ ...libraryResumesQueryOptions(), enabled: isEnabled });
