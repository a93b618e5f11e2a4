import type { AddFavoriteJob } from '@yonder/contract/jobs';
import { api } from '#lib/api-client.ts';

/** Saves or deletes a bookmark on the server (spec section 7); the answer is not read. */
export const addFavoriteJob = (input: AddFavoriteJob) =>
  api.post<unknown>('/api/v1/jobs/addFavoriteJob', input);
