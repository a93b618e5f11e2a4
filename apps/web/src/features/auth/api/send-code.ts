import { useMutation } from '@tanstack/react-query';
import type { SendCodeInput } from '@yonder/contract/auth';
import { api } from '#lib/api-client.ts';

/** The answer is the same whether or not the e-mail has an account. */
export const sendCode = (input: SendCodeInput) =>
  api.post<{ message: string }>('/api/v1/auth/send-code', input);

export const useSendCode = () => useMutation({ mutationFn: sendCode });
