import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Application,
  ApplicationFromUrl,
  ApplicationFromUrlResult,
  ApplicationList,
  ApplicationSort,
  ApplicationStatus,
  CreateApplication,
  UpdateApplication,
} from '@yonder/contract/applications';
import type { JobSearchResult } from '@yonder/contract/jobs';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api, requestFile } from '#lib/api-client.ts';
import { APPLICATIONS_QUERY_KEY } from '#lib/applications.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const BASE = '/api/v1/applications';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export type ListParams = {
  q?: string;
  sort: ApplicationSort;
  order?: 'asc' | 'desc';
  status?: ApplicationStatus;
  archived: 'true' | 'false';
};

const getList = async (query: Partial<ListParams>, signal?: AbortSignal) =>
  (await api.get<{ data: ApplicationList }>(BASE, { query, signal })).data;

/** The board: every application not archived, column by column, in each column's order. */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'board'],
    queryFn: ({ signal }) => getList({ sort: 'status', archived: 'false' }, signal),
    meta: PERSONAL_QUERY,
  });

export function useBoard() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...boardQueryOptions(), enabled: isSignedIn });
}

/** The list view: searched and sorted by the server. */
export const listQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getList(params, signal),
    placeholderData: keepPreviousData,
    meta: PERSONAL_QUERY,
  });

/** One application with its timeline. */
export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'detail', id],
    queryFn: async ({ signal }) => (await api.get<{ data: Application }>(one(id), { signal })).data,
    meta: PERSONAL_QUERY,
  });

/** Saves a change of `version`; the server answers 409 when another change came first. */
export const updateApplication = async (id: string, input: UpdateApplication) =>
  (await api.patch<{ data: Application }>(one(id), input)).data;

export const deleteApplication = (id: string) => api.delete<unknown>(one(id));

export const addFromUrl = (input: ApplicationFromUrl) =>
  api.post<{ data: ApplicationFromUrlResult; message: string }>(`${BASE}/from-url`, input);

export const exportApplications = () => requestFile(`${BASE}/export.csv`);

/** Tracks a job; the server's message says whether it was added or an existing one moved. */
export const trackJob = async (input: CreateApplication) => {
  const answer = await api.post<{ data: Application; message: string }>(BASE, input);
  return { application: answer.data, message: answer.message };
};

/** A few catalogue jobs for the add dialog. */
export const searchCatalogue = async (keyword: string, signal?: AbortSignal) =>
  (
    await api.get<{ data: JobSearchResult }>('/api/v1/jobs/getAllJobs', {
      query: { keyword, page_size: 6 },
      signal,
    })
  ).data.items;
