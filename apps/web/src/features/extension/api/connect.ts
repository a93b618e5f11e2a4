import { useMutation } from '@tanstack/react-query';
import type { CreateExtensionConnectionBody, ExtensionTokens } from '@yonder/contract/extension';
import { api } from '#lib/api-client.ts';

export const createConnection = async (input: CreateExtensionConnectionBody) =>
  (await api.post<{ data: ExtensionTokens }>('/api/v1/extension/connections', input)).data;

/** Approves this browser's extension: the server answers tokens scoped to the extension. */
export function useCreateConnection() {
  return useMutation({ mutationFn: createConnection });
}
