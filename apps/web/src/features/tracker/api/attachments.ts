import { queryOptions } from '@tanstack/react-query';
import type { CoverLetterList } from '@yonder/contract/cover-letters';
import type { ResumeList } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

/** The person's resumes and letters, to say which were used for an application. */
export const resumeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['resumes', 'tracker-choices'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ResumeList }>('/api/v1/resumes', { signal })).data.items,
    meta: PERSONAL_QUERY,
  });

export const letterChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['cover-letters', 'tracker-choices'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CoverLetterList }>('/api/v1/cover-letters', { signal })).data.items,
    meta: PERSONAL_QUERY,
  });
