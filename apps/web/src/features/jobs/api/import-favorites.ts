import type { ImportFavoriteJobs } from '@yonder/contract/jobs';
import { api } from '#lib/api-client.ts';

/** Saves a guest's bookmarks to the signed-in account; answers how many were newly saved. */
export const importFavoriteJobs = async (input: ImportFavoriteJobs) =>
  (await api.post<{ data: { saved: number } }>('/api/v1/jobs/favorites/import', input)).data;
