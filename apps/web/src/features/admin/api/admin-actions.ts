import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtendPlan, GrantPoints, ReviewReferral } from '@yonder/contract/admin-console';
import { api } from '#lib/api-client.ts';
import { adminQueries } from './admin-queries';

type Action =
  | { kind: 'points'; userId: string; body: GrantPoints }
  | { kind: 'extend'; userId: string; body: ExtendPlan }
  | { kind: 'review'; userId: string; body: ReviewReferral }
  | { kind: 'retry'; jobId: string };

const pathOf = (action: Action) =>
  action.kind === 'retry'
    ? `/api/v1/admin/jobs/${action.jobId}/retry`
    : action.kind === 'review'
      ? `/api/v1/admin/referrals/${action.userId}/review`
      : `/api/v1/admin/users/${action.userId}/${action.kind}`;

/** Every change an operator makes; the server checks the operator and writes the audit log. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) =>
      api.post<{ message: string }>(pathOf(action), 'body' in action ? action.body : undefined),
    onSuccess: async () => {
      await Promise.all(
        [
          adminQueries.users('').queryKey.slice(0, 2),
          adminQueries.billing().queryKey,
          adminQueries.jobs().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
