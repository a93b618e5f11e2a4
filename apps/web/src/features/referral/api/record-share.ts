import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareChannel, ShareResult } from '@yonder/contract/referrals';
import { useTranslation } from 'react-i18next';
import { api } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { referralQueryOptions } from './get-referral';

export const recordShare = async (channel: ShareChannel) =>
  await api.post<{ data: ShareResult; message: string }>('/api/v1/referrals/share', { channel });

/** Tells the server the link was shared; the first share earns points, said in a toast. */
export function useRecordShare() {
  const { t } = useTranslation('referral');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordShare,
    onSuccess: async ({ data }) => {
      if (data.is_rewarded) toast.success(t('share.rewarded', { count: data.points }));
      await queryClient.invalidateQueries({ queryKey: referralQueryOptions().queryKey });
    },
  });
}
