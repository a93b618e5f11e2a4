import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@yonder/contract/auth';
import { api } from '#lib/api-client.ts';

/** Sets a new password with the e-mailed code; the server ends every session of the account. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>('/api/v1/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
