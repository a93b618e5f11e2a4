import type { JobSearchQuery } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import { parseQuery, type QueryTerm } from './search-text.ts';

/** Letters and digits only: safe inside a quoted `to_tsquery` lexeme. */
const lexeme = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

function termQuery(term: QueryTerm): SQL | null {
  if (term.kind === 'phrase') return sql`phraseto_tsquery('english', ${term.words.join(' ')})`;
  const stemmed = sql`plainto_tsquery('english', ${term.text})`;
  const prefix = lexeme(term.text);
  if (!term.prefix || prefix.length < 2) return stemmed;
  // While typing: `typesc` is a prefix of `typescript`, matched unstemmed.
  return sql`(${stemmed} || to_tsquery('simple', ${`'${prefix}':*`}))`;
}

/** The `tsquery` for a typed keyword, or null when it holds no searchable word. */
export function keywordTsQuery(keyword: string | undefined): SQL | null {
  if (!keyword) return null;
  const parts = parseQuery(keyword).flatMap((term) => termQuery(term) ?? []);
  if (parts.length === 0) return null;
  return sql.join(parts, sql` && `);
}

export type SearchConditions = {
  /** Every condition but the category and remote-type filters (they drive the facets). */
  base: SQL;
  /** The conditions but the keyword: a job's expiry and salary. */
  filters: SQL;
  category: SQL | null;
  remoteType: SQL | null;
  tsQuery: SQL | null;
};

/**
 * The WHERE parts of a search over `jobs j`. A job belongs to a salary range by its yearly US-dollar
 * lower bound, or its upper bound when it names only that, so each job falls in exactly one range.
 */
export function searchConditions(query: JobSearchQuery, now: Date): SearchConditions {
  const tsQuery = keywordTsQuery(query.keyword);
  const filters: SQL[] = [sql`(j.expires_at is null or j.expires_at > ${now.toISOString()})`];
  const salary = sql`coalesce(j.salary_annual_usd_min, j.salary_annual_usd_max)`;
  if (query.salary_min !== undefined) filters.push(sql`${salary} >= ${query.salary_min}`);
  if (query.salary_max !== undefined) filters.push(sql`${salary} <= ${query.salary_max}`);
  const filtersSql = sql.join(filters, sql` and `);
  return {
    base: tsQuery ? sql`j.search_vector @@ (${tsQuery}) and ${filtersSql}` : filtersSql,
    filters: filtersSql,
    category: query.category ? sql`j.category = ${query.category}` : null,
    remoteType: query.remote_type ? sql`j.remote_type = ${query.remote_type}` : null,
    tsQuery,
  };
}

/** Every condition of a search; `withoutKeyword` leaves the keyword out. */
export function allConditions(conditions: SearchConditions, { withoutKeyword = false } = {}): SQL {
  return sql.join(
    [
      withoutKeyword ? conditions.filters : conditions.base,
      conditions.category,
      conditions.remoteType,
    ].filter((part) => part !== null),
    sql` and `,
  );
}
