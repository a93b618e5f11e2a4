import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@yonder/contract/privacy';
import { api } from '#lib/api-client.ts';
import { privacyQueryOptions } from './get-privacy';

/** Asks for an archive of all the account's data; its link is mailed when it is ready. */
export const requestExport = () =>
  api.post<{ data: DataExport; message: string }>('/api/v1/account/export');

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyQueryOptions().queryKey }),
  });
}
