import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeList } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

/** The person's resumes, to choose the one matching reads. */
export async function getResumeChoices(signal?: AbortSignal): Promise<ResumeList> {
  return (await api.get<{ data: ResumeList }>('/api/v1/resumes', { signal })).data;
}

export const resumeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['matches', 'resume-choices'],
    queryFn: ({ signal }) => getResumeChoices(signal),
    meta: PRIMARY_RESUME_QUERY,
  });

export const useResumeChoices = (isEnabled: boolean) =>
  useQuery({ ...resumeChoicesQueryOptions(), enabled: isEnabled });
