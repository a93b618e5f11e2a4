import { useMutation } from '@tanstack/react-query';
import type { LoginInput, Session } from '@yonder/contract/auth';
import { api } from '#lib/api-client.ts';

export const login = async (input: LoginInput) =>
  (await api.post<{ data: Session }>('/api/v1/auth/login', input)).data;

export const useLogin = () => useMutation({ mutationFn: login });
