import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@yonder/contract/auth';
import type { UpdateProfile } from '@yonder/contract/users';
import { api } from '#lib/api-client.ts';
import { currentUserQueryOptions } from '#lib/current-user.ts';
import { accountQueryOptions } from '#lib/account.ts';
import { userRecordQueryOptions } from './get-user-record';

export const updateProfile = async (input: UpdateProfile) =>
  (await api.patch<{ data: AuthUser }>('/api/v1/users/me', input)).data;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userRecordQueryOptions(user.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
      ]);
    },
  });
}
