import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import type { EcbDay } from './ecb.ts';

/** Stores a day's rates; a day already stored keeps its rows (the ECB never revises a day). */
export async function storeRates(
  db: Executor,
  { day, source, now }: { day: EcbDay; source: string; now: Date },
): Promise<number> {
  const currencies = [...day.perEur.keys()];
  const rates = currencies.map((currency) => day.perEur.get(currency)!);
  const rows = await queryRows<{ currency: string }>(
    db,
    sql`insert into exchange_rates (rate_date, currency, per_eur, source, fetched_at)
        select ${day.date}::date, c.currency, c.per_eur, ${source}, ${now}
          from unnest(${`{${currencies.join(',')}}`}::text[], ${`{${rates.join(',')}}`}::float8[])
            as c(currency, per_eur)
        on conflict (rate_date, currency) do nothing
        returning currency`,
  );
  return rows.length;
}

export type StoredRates = { date: string; source: string; perEur: Map<string, number> };

/** The newest stored day's rates, or null before any were fetched. */
export async function findLatestRates(db: Executor): Promise<StoredRates | null> {
  const rows = await queryRows<{
    rate_date: string;
    currency: string;
    per_eur: number;
    source: string;
  }>(
    db,
    sql`select to_char(rate_date, 'YYYY-MM-DD') as rate_date, currency, per_eur, source
          from exchange_rates
         where rate_date = (select max(rate_date) from exchange_rates)`,
  );
  if (rows.length === 0) return null;
  return {
    date: rows[0]!.rate_date,
    source: rows[0]!.source,
    perEur: new Map(rows.map((row) => [row.currency, Number(row.per_eur)])),
  };
}

/**
 * Recomputes every job's yearly US-dollar salary (what the salary filter and sort compare) from
 * the newest stored day; only rows whose figure changes are written. A currency the rates do not
 * list keeps the figure of the built-in table. Answers the number of jobs changed.
 */
export async function recomputeAnnualUsd(db: Executor): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with latest as (
          select currency, per_eur from exchange_rates
           where rate_date = (select max(rate_date) from exchange_rates)
        ), usd as (
          select l.currency, u.per_eur / l.per_eur as usd_per_unit
            from latest l cross join (select per_eur from latest where currency = 'USD') u
        ), per_year(period, n) as (
          values ('year', 1), ('month', 12), ('week', 52), ('day', 260), ('hour', 2080)
        ), computed as (
          select j.id,
                 least(round(j.salary_min * usd.usd_per_unit * p.n), 2147483647)::int as low,
                 least(round(j.salary_max * usd.usd_per_unit * p.n), 2147483647)::int as high
            from jobs j
            join usd on usd.currency = upper(j.salary_currency)
            join per_year p on p.period = coalesce(j.salary_period, 'year')
           where j.salary_min is not null or j.salary_max is not null
        )
        update jobs j
           set salary_annual_usd_min = c.low, salary_annual_usd_max = c.high
          from computed c
         where j.id = c.id
           and (j.salary_annual_usd_min is distinct from c.low
             or j.salary_annual_usd_max is distinct from c.high)
        returning j.id`,
  );
  return rows.length;
}
