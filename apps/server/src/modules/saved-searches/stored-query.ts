import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@yonder/contract/common';
import { SALARY_RANGES } from '@yonder/contract/jobs-constants';
import { savedSearchQuerySchema, type SavedSearchQuery } from '@yonder/contract/saved-searches';

/**
 * What `saved_searches.query` holds: the search's keyword and filters, and the language its alert
 * mails are written in (users have no stored language; the web app sends its interface language).
 */
export function toStoredQuery(
  query: SavedSearchQuery,
  language: Language,
): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) stored[key] = value;
  return { ...stored, language };
}

/** The stored query read back; anything no longer valid is left out rather than failing. */
export function readStoredQuery(stored: Record<string, unknown>): {
  query: SavedSearchQuery;
  language: Language;
} {
  const { language, ...rest } = stored;
  const parsed = savedSearchQuerySchema.safeParse(rest);
  const languageParsed = languageSchema.safeParse(language);
  return {
    query: parsed.success ? parsed.data : { keyword: undefined },
    language: languageParsed.success ? languageParsed.data : DEFAULT_LANGUAGE,
  };
}

/** The web app's job search URL parameters for a query (its salary filter is a range id). */
export function toSearchParams(query: SavedSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.category) params.set('category', query.category);
  if (query.remote_type) params.set('remote_type', query.remote_type);
  const range = SALARY_RANGES.find(
    (candidate) => candidate.min === query.salary_min && candidate.max === query.salary_max,
  );
  if (range) params.set('salary', range.id);
  if (query.sort) params.set('sort', query.sort);
  return params;
}
