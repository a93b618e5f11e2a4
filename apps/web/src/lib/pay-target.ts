import { queryOptions } from '@tanstack/react-query';
import type { Preferences } from '@yonder/contract/dashboard';
import {
  DEFAULT_PAY_CURRENCY,
  PAY_CURRENCIES,
  PAY_PERIODS,
  type PayCurrency,
  type PayPeriod,
} from '@yonder/contract/jobs-constants';
import { api } from './api-client';
import { PERSONAL_QUERY } from './current-user';

/** The currency and period job pay is converted to. */
export type PayTarget = { currency: PayCurrency; period: PayPeriod };

/** What a guest chose, kept in this browser; a signed-in person's choice is in their preferences. */
export const GUEST_PAY_KEY = 'yonder.pay';
export const PAY_CHANGE_EVENT = 'yonder:pay-change';

const isCurrency = (value: unknown): value is PayCurrency =>
  typeof value === 'string' && (PAY_CURRENCIES as readonly string[]).includes(value);
const isPeriod = (value: unknown): value is PayPeriod =>
  typeof value === 'string' && (PAY_PERIODS as readonly string[]).includes(value);

export function readGuestPay(): Partial<PayTarget> {
  try {
    const stored = JSON.parse(localStorage.getItem(GUEST_PAY_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return {
      ...(isCurrency(stored.currency) ? { currency: stored.currency } : {}),
      ...(isPeriod(stored.period) ? { period: stored.period } : {}),
    };
  } catch {
    return {};
  }
}

export function writeGuestPay(target: PayTarget): void {
  try {
    localStorage.setItem(GUEST_PAY_KEY, JSON.stringify(target));
  } catch {
    // Storage refused (private mode): the choice lasts this page.
  }
  window.dispatchEvent(new Event(PAY_CHANGE_EVENT));
}

/** The chosen currency, else the language's (CNY in zh, USD in en); per year unless chosen. */
export function payTargetOf(
  chosen: { currency?: PayCurrency | null; period?: PayPeriod | null },
  language: 'zh' | 'en',
): PayTarget {
  return {
    currency: chosen.currency ?? DEFAULT_PAY_CURRENCY[language],
    period: chosen.period ?? 'year',
  };
}

/** The account's preferences (the settings dialog reads the same query). */
export const payPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'preferences'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Preferences }>('/api/v1/account/preferences', { signal })).data,
    meta: PERSONAL_QUERY,
  });
