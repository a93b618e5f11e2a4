import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, Session } from '@yonder/contract/auth';
import { api } from '#lib/api-client.ts';

export const register = async (input: RegisterInput) =>
  (await api.post<{ data: Session }>('/api/v1/auth/register', input)).data;

export const useRegister = () => useMutation({ mutationFn: register });
