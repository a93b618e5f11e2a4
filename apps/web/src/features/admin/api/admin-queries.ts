import { queryOptions } from '@tanstack/react-query';
import type { AdminFeedbackPage, AdminJobs } from '@yonder/contract/admin';
import type { AdminBilling, AdminUser } from '@yonder/contract/admin-console';
import type { ImportRunsPage } from '@yonder/contract/ingestion';
import { api } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const read = async <T>(path: string, signal: AbortSignal) =>
  (await api.get<{ data: T }>(path, { signal })).data;

/** The console's reads, one query each; personal (operators only), so dropped at sign-out. */
export const adminQueries = {
  users: (q: string) =>
    queryOptions({
      queryKey: ['admin', 'users', q],
      queryFn: ({ signal }) =>
        read<AdminUser[]>(`/api/v1/admin/users?${new URLSearchParams(q ? { q } : {})}`, signal),
      meta: PERSONAL_QUERY,
    }),
  billing: () =>
    queryOptions({
      queryKey: ['admin', 'billing'],
      queryFn: ({ signal }) => read<AdminBilling>('/api/v1/admin/billing', signal),
      meta: PERSONAL_QUERY,
    }),
  feedback: () =>
    queryOptions({
      queryKey: ['admin', 'feedback'],
      queryFn: ({ signal }) =>
        read<AdminFeedbackPage>('/api/v1/admin/feedback?page_size=50', signal),
      meta: PERSONAL_QUERY,
    }),
  importRuns: () =>
    queryOptions({
      queryKey: ['admin', 'import-runs'],
      queryFn: ({ signal }) =>
        read<ImportRunsPage>('/api/v1/admin/import-runs?page_size=50', signal),
      meta: PERSONAL_QUERY,
    }),
  jobs: () =>
    queryOptions({
      queryKey: ['admin', 'jobs'],
      queryFn: ({ signal }) => read<AdminJobs>('/api/v1/admin/jobs', signal),
      meta: PERSONAL_QUERY,
    }),
};
