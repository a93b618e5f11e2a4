import type { JobListItem, JobSourceLink } from '@yonder/contract/jobs';
import type { Executor } from '#db/client.ts';
import type { PayTarget } from '../exchange-rates/pay-target.ts';
import { convertSalary, latestRates } from '../exchange-rates/rates.ts';
import { boardOf, COMPANY_BOARDS, findProvenance, type ProvenanceRow } from './job-provenance.ts';

/**
 * The boards of a job, each once (its newest link), the company's own board first, then in the
 * order they first listed it; and how many times a board posted it again under a new id.
 */
export function sourcesOf(row: ProvenanceRow): { sources: JobSourceLink[]; reposts: number } {
  const byBoard = new Map<string, JobSourceLink>();
  const postings = new Map<string, number>();
  for (const source of row.sources) {
    const name = boardOf(source.source);
    // The demo catalogue is no board: its jobs are marked as samples instead.
    if (name === 'demo') continue;
    byBoard.set(name, {
      name,
      url: source.url ?? byBoard.get(name)?.url ?? null,
      is_company_board: COMPANY_BOARDS.has(name),
    });
    postings.set(source.source, (postings.get(source.source) ?? 0) + 1);
  }
  if (byBoard.size === 0 && row.source !== 'demo') {
    const name = boardOf(row.source);
    byBoard.set(name, { name, url: null, is_company_board: COMPANY_BOARDS.has(name) });
  }
  const sources = [...byBoard.values()].sort(
    (a, b) => Number(b.is_company_board) - Number(a.is_company_board),
  );
  const reposts = [...postings.values()].reduce((sum, count) => sum + count - 1, 0);
  return { sources, reposts };
}

/**
 * Adds to each job what depends on the reader and on other tables: its pay in the reader's
 * currency and period (the newest rates), its sources, when it was first seen, how often it was
 * reposted, and whether it is stale. One statement for the page, whatever its size, or none where
 * the search engine keeps the sources (`provenanceOf`).
 */
export async function withJobExtras<T extends JobListItem>(
  db: Executor,
  items: T[],
  {
    target,
    now,
    provenanceOf = (ids) => findProvenance(db, ids),
  }: {
    target: PayTarget;
    now: Date;
    provenanceOf?: (ids: string[]) => Promise<Map<string, ProvenanceRow>>;
  },
): Promise<T[]> {
  if (items.length === 0) return items;
  const [rates, provenance] = await Promise.all([
    latestRates(db),
    provenanceOf(items.map((item) => item.id)),
  ]);
  return items.map((item) => {
    const row = provenance.get(item.id);
    const { sources, reposts } = row ? sourcesOf(row) : { sources: [], reposts: 0 };
    return {
      ...item,
      salary_converted: convertSalary(
        {
          min: item.salary_min,
          max: item.salary_max,
          currency: item.currency,
          period: item.salary_period,
        },
        target,
        rates,
        now,
      ),
      sources,
      first_seen_at: row ? new Date(row.first_seen_at).toISOString() : item.first_seen_at,
      repost_count: reposts,
      is_stale: row?.stale_at != null,
    };
  });
}
