import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@yonder/contract/privacy';
import { api } from '#lib/api-client.ts';

/** Mails the signed-in person a code that confirms the deletion (accounts without a password). */
export const sendDeleteCode = () => api.post<{ message: string }>('/api/v1/account/delete-code');

/** Deletes the account and all its data; every session ends on the server at once. */
export const deleteAccount = (input: DeleteAccountInput) =>
  api.delete<{ message: string }>('/api/v1/account', { body: input });

export const useSendDeleteCode = () => useMutation({ mutationFn: sendDeleteCode });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
