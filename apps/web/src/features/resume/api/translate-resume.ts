import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@yonder/contract/common';
import type { TranslateResult } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { resumesQueryOptions } from './get-resumes';

/** Makes a translated copy; the server needs an AI provider and says so clearly without one. */
export const translateResume = async ({ id, target }: { id: string; target: Language }) =>
  (
    await api.post<{ data: TranslateResult }>(
      `/api/v1/resumes/${encodeURIComponent(id)}/translate`,
      { target_language: target },
    )
  ).data;

export function useTranslateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey }),
  });
}
