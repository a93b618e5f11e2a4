import {
  DEFAULT_PAY_CURRENCY,
  PAY_CURRENCIES,
  type PayCurrency,
  type PayPeriod,
} from '@yonder/contract/jobs';
import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';

/** What a person's pay is converted to. */
export type PayTarget = { currency: PayCurrency; period: PayPeriod };

export function isPayCurrency(value: string | null | undefined): value is PayCurrency {
  return value != null && (PAY_CURRENCIES as readonly string[]).includes(value);
}

/**
 * The request's own choice first (the web app sends it), then the person's stored preference,
 * then the interface language's currency (CNY in zh, USD in en), per year.
 */
export async function resolvePayTarget({
  db,
  userId,
  language,
  currency,
  period,
}: {
  db: Executor;
  userId?: string | null;
  language: 'zh' | 'en';
  currency?: PayCurrency;
  period?: PayPeriod;
}): Promise<PayTarget> {
  if (currency && period) return { currency, period };
  const stored = userId && !currency ? await findPayPreference(db, userId) : undefined;
  return {
    currency: currency ?? stored?.currency ?? DEFAULT_PAY_CURRENCY[language],
    period: period ?? stored?.period ?? 'year',
  };
}

export async function findPayPreference(
  db: Executor,
  userId: string,
): Promise<{ currency: PayCurrency | null; period: PayPeriod | null } | undefined> {
  const [row] = await queryRows<{ pay_currency: string | null; pay_period: string | null }>(
    db,
    sql`select pay_currency, pay_period from users where id = ${userId}::uuid`,
  );
  if (!row) return undefined;
  return {
    currency: isPayCurrency(row.pay_currency) ? row.pay_currency : null,
    period: row.pay_period === 'month' || row.pay_period === 'year' ? row.pay_period : null,
  };
}

/** Stores the person's choice; a currency of null goes back to the language's. */
export async function updatePayPreference(
  db: Executor,
  {
    userId,
    currency,
    period,
  }: { userId: string; currency?: PayCurrency | null; period?: PayPeriod },
): Promise<void> {
  await db.execute(
    sql`update users
           set pay_currency = ${currency === undefined ? sql`pay_currency` : currency},
               pay_period = ${period === undefined ? sql`pay_period` : period}
         where id = ${userId}::uuid`,
  );
}
