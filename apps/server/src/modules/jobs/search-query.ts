import type { JobSearchQuery } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import { findSkill, normalizeSkill, skillForms } from '@yonder/career-ai/skills/vocabulary';
import { compoundParts, formTerm, parseQuery, type QueryTerm } from './search-text.ts';

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

/** A skill's written forms searched for at most: its name, aliases and Chinese names come first. */
const MAX_FORMS = 8;

/** Every way the vocabulary writes the skill `text` names (`golang` → `Go`, `golang`, `Go语言`). */
function skillTerms(text: string): QueryTerm[] {
  const name = normalizeSkill(text, { loose: false });
  const skill = name ? findSkill(name) : undefined;
  if (!skill) return [];
  const forms = [...new Set(skillForms(skill).map((form) => form.toLowerCase()))];
  return forms.slice(0, MAX_FORMS).flatMap((form) => formTerm(form) ?? []);
}

/**
 * A typed term widened to what it means: a skill in any of its written forms, in either language,
 * and a Chinese compound to the jobs that have each of its words (`前端工程师` → `前端` and
 * `工程师`, wherever they stand).
 */
export function expandedTermQuery(term: QueryTerm): SQL | null {
  const exact = termQuery(term);
  const typed = term.kind === 'word' ? term.text : term.word;
  if (!exact || !typed) return exact;
  const alternatives = skillTerms(typed).flatMap((alternative) => termQuery(alternative) ?? []);
  const parts = term.kind === 'phrase' ? compoundParts(typed) : [];
  if (parts.length > 0) {
    const each = parts.flatMap((part) => {
      const partTerm = formTerm(part);
      return partTerm ? (termQuery(partTerm) ?? []) : [];
    });
    if (each.length === parts.length) alternatives.push(sql`(${sql.join(each, sql` && `)})`);
  }
  if (alternatives.length === 0) return exact;
  return sql`(${sql.join([exact, ...alternatives], sql` || `)})`;
}

/**
 * The `tsquery` for a typed keyword, or null when it holds no searchable word. `exact` keeps the
 * words as typed; otherwise each is widened through the skills vocabulary and Chinese compounds
 * (`expandedTermQuery`), and relevance puts the exact matches first.
 */
export function keywordTsQuery(
  keyword: string | undefined,
  { exact = false }: { exact?: boolean } = {},
): SQL | null {
  if (!keyword) return null;
  const parts = parseQuery(keyword).flatMap(
    (term) => (exact ? termQuery(term) : expandedTermQuery(term)) ?? [],
  );
  if (parts.length === 0) return null;
  return sql.join(parts, sql` && `);
}

/**
 * A keyword's terms one by one: the keyword's `tsquery` is their AND (`keywordTsQuery`), so a
 * job matches it when it matches each. `query` is the widened term, `exact` the term as typed,
 * `key` names the term for a cache of its matches.
 */
export type KeywordPart = { key: string; query: SQL; exact: SQL };

export function keywordParts(keyword: string | undefined): KeywordPart[] {
  if (!keyword) return [];
  return parseQuery(keyword).flatMap((term) => {
    const exact = termQuery(term);
    const query = expandedTermQuery(term);
    return exact && query ? [{ key: JSON.stringify(term), query, exact }] : [];
  });
}

export type SearchConditions = {
  /** Every condition but the category and remote-type filters (they drive the facets). */
  base: SQL;
  /** The conditions but the keyword: a job's expiry and salary. */
  filters: SQL;
  category: SQL | null;
  remoteType: SQL | null;
  tsQuery: SQL | null;
  /** The keyword as typed, without synonyms: relevance ranks its title matches first. */
  exactTsQuery: SQL | null;
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
    exactTsQuery: keywordTsQuery(query.keyword, { exact: true }),
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
