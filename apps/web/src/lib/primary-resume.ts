import type { QueryClient } from '@tanstack/react-query';
import type { ProfileView } from '@yonder/contract/profile';
import { api } from './api-client';
import { PERSONAL_QUERY } from './current-user';

/**
 * Marks a query whose answer depends on which resume is the person's primary one (the matches,
 * the dashboard's ATS figure, the resume lists, the profile). It is one setting on the server,
 * chosen on the matching tab, in the resume library or on the auto-apply page; wherever it
 * changes, every such query is read again.
 */
export const PRIMARY_RESUME_QUERY = { ...PERSONAL_QUERY, readsPrimaryResume: true } as const;

/** Makes one of the person's resumes their primary one: matching and the dashboard read it. */
export const choosePrimaryResume = async (resumeId: string) =>
  (await api.put<{ data: ProfileView }>('/api/v1/profile/resumes', { primaryResumeId: resumeId }))
    .data;

/**
 * Reads again what depends on the primary resume: after choosing it, and after making or deleting
 * a resume (a first resume becomes primary; deleting the primary makes a successor primary).
 */
export const refreshPrimaryResumeQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.readsPrimaryResume === true });
