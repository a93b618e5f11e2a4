import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoverLetter,
  CoverLetterList,
  CreateCoverLetter,
  GenerateCoverLetter,
  LetterDraft,
  UpdateCoverLetter,
} from '@yonder/contract/cover-letters';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api, requestFile, type DownloadedFile } from '#lib/api-client.ts';
import { PERSONAL_QUERY } from '#lib/current-user.ts';

const BASE = '/api/v1/cover-letters';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const lettersQueryOptions = () =>
  queryOptions({
    queryKey: ['cover-letters', 'list'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CoverLetterList }>(BASE, { signal })).data,
    meta: PERSONAL_QUERY,
  });

/** The signed-in person's letters, last changed first. */
export function useLetters() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...lettersQueryOptions(), enabled: isSignedIn });
}

export const getLetter = async (id: string) => (await api.get<{ data: CoverLetter }>(one(id))).data;

export const createLetter = async (input: CreateCoverLetter) =>
  (await api.post<{ data: { id: string } }>(BASE, input)).data;

/** Saves an edit of `version`; the server answers 409 when another tab saved first. */
export const updateLetter = async (id: string, input: UpdateCoverLetter) =>
  (await api.put<{ data: CoverLetter }>(one(id), input)).data;

export const draftLetter = async (input: GenerateCoverLetter) =>
  (await api.post<{ data: LetterDraft }>(`${BASE}/draft`, input)).data;

export const exportLetter = (id: string, format: 'pdf' | 'docx'): Promise<DownloadedFile> =>
  requestFile(`${one(id)}/export`, { query: { format } });

/** Refreshes the list after anything that adds, changes or removes a letter. */
export function useRefreshLetters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lettersQueryOptions().queryKey });
}

export function useDeleteLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (id: string) => api.delete(one(id)),
    onSuccess: refresh,
  });
}

export function useDuplicateLetter() {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ data: { id: string } }>(`${one(id)}/duplicate`)).data,
    onSuccess: refresh,
  });
}
