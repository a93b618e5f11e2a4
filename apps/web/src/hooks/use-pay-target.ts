import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@yonder/contract/dashboard';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '#lib/api-client.ts';
import {
  PAY_CHANGE_EVENT,
  payPreferencesQueryOptions,
  payTargetOf,
  readGuestPay,
  writeGuestPay,
  type PayTarget,
} from '#lib/pay-target.ts';
import { useIsSignedIn } from './use-is-signed-in';

function subscribe(onChange: () => void) {
  window.addEventListener(PAY_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PAY_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const guestSnapshot = () => JSON.stringify(readGuestPay());

/**
 * What job pay is converted to: a signed-in person's preference (kept on the server), a guest's
 * choice (kept in this browser), else the interface language's currency per year. `setPay`
 * changes it where it is kept.
 */
export function usePayTarget(): PayTarget & { setPay: (target: PayTarget) => void } {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'zh';
  const isSignedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const guest = JSON.parse(
    useSyncExternalStore(subscribe, guestSnapshot, () => '{}'),
  ) as Partial<PayTarget>;
  const preferences = useQuery({
    ...payPreferencesQueryOptions(),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: async (target: PayTarget) =>
      (
        await api.patch<{ data: Preferences }>('/api/v1/account/preferences', {
          pay_currency: target.currency,
          pay_period: target.period,
        })
      ).data,
    onMutate: (target) => {
      const { queryKey } = payPreferencesQueryOptions();
      const before = queryClient.getQueryData(queryKey);
      if (before)
        queryClient.setQueryData(queryKey, {
          ...before,
          pay_currency: target.currency,
          pay_period: target.period,
        });
      return { before };
    },
    onError: (_error, _target, context) => {
      if (context?.before)
        queryClient.setQueryData(payPreferencesQueryOptions().queryKey, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(payPreferencesQueryOptions().queryKey, answer);
      // The saved list converts with the stored preference.
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'favorites'] });
    },
  });
  const chosen =
    isSignedIn && preferences.data
      ? { currency: preferences.data.pay_currency, period: preferences.data.pay_period }
      : guest;
  const target = payTargetOf(chosen, language);
  return {
    ...target,
    setPay: (next) => {
      writeGuestPay(next);
      if (isSignedIn) save.mutate(next);
    },
  };
}
