import { useMutation } from '@tanstack/react-query';
import type { UpdatePassword } from '@yonder/contract/users';
import { api } from '#lib/api-client.ts';

/** Changes the password after checking the current one; other devices are signed out, this one stays. */
export const updatePassword = (input: UpdatePassword) =>
  api.put<{ message: string }>('/api/v1/users/updateUserPassword', input);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
