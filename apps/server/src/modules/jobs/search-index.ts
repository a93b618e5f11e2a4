import type { JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import type { FacetCell } from './facets-repository.ts';
import type { KeywordPart } from './search-query.ts';

/**
 * Keyword searches under load, answered from memory (issue 12). A stream of searches that never
 * repeat defeats every cache of whole searches, but not of their words: a search's keyword is an
 * AND of terms (`search-query.ts`), and each term's matches are the same whatever it is combined
 * with. So the database finds each term's matches once, exactly as it would inside a search
 * (stemming, synonyms, phrases), and a search combines them here with the jobs' filter and sort
 * columns: its facet counts exact, its page found without a query, and only the page's rows read.
 *
 * What is kept: the catalogue (every job's id, category, remote type, salary and expiry, newest
 * first: about 25 MB for 200,000 jobs) and the matches of recent terms, in the document and in
 * the title, one bit per job (50 KB a term at 200,000 jobs). Both may lag a catalogue change by `ttlMs`, like the facet counts, and
 * only searches under load read them: a person searching alone is answered by the database.
 */

/** One bit per job of the catalogue, in its order (newest first). */
type Bits = Uint32Array;

type Catalogue = {
  /** Job ids, fresh then stale, newest first (`is_stale, posted_at desc, id desc`: the `newest` sort). */
  ids: string[];
  ordinalOf: Map<string, number>;
  /** Indexes into `categories` and `remoteTypes`. */
  category: Uint16Array;
  remoteType: Uint16Array;
  categories: string[];
  remoteTypes: string[];
  /** The yearly US-dollar lower bound, else the upper (the salary filter's value); NaN: none. */
  salary: Float64Array;
  /** Milliseconds; Infinity: never. */
  expiresAt: Float64Array;
  /** Ordinals in the order of the `salary` sort (highest first, no salary last, then newest). */
  bySalary: Uint32Array;
  /** What the catalogue was read at: its count and last change. */
  stamp: string;
  loadedAt: number;
};

type CatalogueRow = {
  id: string;
  category: string;
  remote_type: string;
  salary_filter: number | null;
  salary_sort: number | null;
  expires_at: Date | string | null;
};

const STAMP = sql`select count(*)::text || '/' || coalesce(max(updated_at)::text, '') as stamp from jobs`;

async function readStamp(db: Executor): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(db, STAMP);
  return row?.stamp ?? '';
}

async function readCatalogue(db: Executor): Promise<Catalogue> {
  const stamp = await readStamp(db);
  const rows = await queryRows<CatalogueRow>(
    db,
    sql`select j.id, j.category, j.remote_type,
          coalesce(j.salary_annual_usd_min, j.salary_annual_usd_max) as salary_filter,
          coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min) as salary_sort, j.expires_at
        from jobs j order by j.is_stale, j.posted_at desc, j.id desc`,
  );
  const size = rows.length;
  const categories: string[] = [];
  const remoteTypes: string[] = [];
  const indexOf = (values: string[], value: string) => {
    const found = values.indexOf(value);
    return found >= 0 ? found : values.push(value) - 1;
  };
  const catalogue: Catalogue = {
    ids: new Array<string>(size),
    ordinalOf: new Map(),
    category: new Uint16Array(size),
    remoteType: new Uint16Array(size),
    categories,
    remoteTypes,
    salary: new Float64Array(size),
    expiresAt: new Float64Array(size),
    bySalary: new Uint32Array(size),
    stamp,
    loadedAt: Date.now(),
  };
  const salarySort = new Float64Array(size);
  rows.forEach((row, ordinal) => {
    catalogue.ids[ordinal] = row.id;
    catalogue.ordinalOf.set(row.id, ordinal);
    catalogue.category[ordinal] = indexOf(categories, row.category);
    catalogue.remoteType[ordinal] = indexOf(remoteTypes, row.remote_type);
    catalogue.salary[ordinal] = row.salary_filter ?? Number.NaN;
    catalogue.expiresAt[ordinal] =
      row.expires_at === null ? Number.POSITIVE_INFINITY : new Date(row.expires_at).getTime();
    salarySort[ordinal] = row.salary_sort ?? Number.NEGATIVE_INFINITY;
  });
  // Highest first, no salary last; equal salaries keep the catalogue's (newest-first) order.
  const order = Array.from({ length: size }, (_, ordinal) => ordinal).sort(
    (a, b) => salarySort[b]! - salarySort[a]! || a - b,
  );
  catalogue.bySalary.set(order);
  return catalogue;
}

const words = (size: number) => new Uint32Array(Math.ceil(size / 32));
const hasBit = (bits: Bits, ordinal: number) =>
  (bits[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;

function intersect(sets: Bits[], size: number): Bits {
  const result = words(size);
  if (sets.length === 0) return result;
  result.set(sets[0]!);
  for (const other of sets.slice(1)) {
    for (let index = 0; index < result.length; index += 1) result[index]! &= other[index]!;
  }
  return result;
}

/**
 * A term's matches in the document and, among them, in the title (as typed: relevance's first
 * tier). Null for a query without a lexeme (only stop words), which an AND leaves out.
 */
type TermMatches = { document: Bits | null; title: Bits | null };

/** Runs a read in a transaction of its own, with the search's time limit. */
type Run = (read: (tx: Executor) => Promise<TermMatches>) => Promise<TermMatches>;

export type SearchIndex = ReturnType<typeof createSearchIndex>;

export function createSearchIndex({ ttlMs = 30_000, maxTerms = 500 } = {}) {
  let current: Catalogue | undefined;
  let loading: Promise<Catalogue> | undefined;
  let checking: Promise<void> | undefined;
  const terms = new LRUCache<string, TermMatches>({ max: maxTerms });
  const pendingTerms = new Map<string, Promise<TermMatches>>();

  function load(db: Executor): Promise<Catalogue> {
    loading ??= readCatalogue(db)
      .then((catalogue) => {
        current = catalogue;
        terms.clear();
        return catalogue;
      })
      .finally(() => (loading = undefined));
    return loading;
  }

  /** The catalogue; an old one is served while a changed catalogue is read in the background. */
  async function currentCatalogue(db: Executor): Promise<Catalogue> {
    if (!current) return load(db);
    const seen = current;
    if (Date.now() - seen.loadedAt > ttlMs && !checking && !loading) {
      checking = readStamp(db)
        .then((stamp) => {
          if (stamp === seen.stamp) seen.loadedAt = Date.now();
          else return load(db).then(() => {});
        })
        .catch(() => {})
        .finally(() => (checking = undefined));
    }
    return seen;
  }

  /**
   * One pass through the text index for both: the title vector is stored inline, so testing it on
   * each document match costs little, and a title match of the term as typed is always a document
   * match of the widened term (the title is the document's first part).
   */
  async function readTerm(db: Executor, catalogue: Catalogue, part: KeywordPart) {
    // Through the text index: never a scan that reads every job's document back.
    await db.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    // One string of ids, not a row per match: a common word has 100,000 of them.
    const [row] = await queryRows<{
      lexemes: number;
      exact_lexemes: number;
      ids: string | null;
      title_ids: string | null;
    }>(
      db,
      sql`select numnode(${part.query}) as lexemes, numnode(${part.exact}) as exact_lexemes,
            string_agg(j.id::text, ',') as ids,
            string_agg(j.id::text, ',') filter (where j.title_vector @@ (${part.exact})) as title_ids
          from jobs j where j.search_vector @@ (${part.query})`,
    );
    const bitsOf = (ids: string | null) => {
      const bits = words(catalogue.ids.length);
      for (const id of ids?.split(',') ?? []) {
        const ordinal = catalogue.ordinalOf.get(id);
        // A job added since the catalogue was read waits for the next one.
        if (ordinal !== undefined) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
      }
      return bits;
    };
    return {
      document: row?.lexemes ? bitsOf(row.ids) : null,
      title: row?.exact_lexemes ? bitsOf(row.title_ids) : null,
    };
  }

  /** A term's matches, read once per catalogue while it is kept; `run` gives the read its transaction. */
  function term(run: Run, catalogue: Catalogue, part: KeywordPart): Promise<TermMatches> {
    const cacheKey = `${catalogue.stamp}\u0000${part.key}`;
    const known = terms.get(cacheKey);
    if (known) return Promise.resolve(known);
    let pending = pendingTerms.get(cacheKey);
    if (!pending) {
      pending = run((tx) => readTerm(tx, catalogue, part))
        .then((matches) => {
          if (current === catalogue) terms.set(cacheKey, matches);
          return matches;
        })
        .finally(() => pendingTerms.delete(cacheKey));
      pendingTerms.set(cacheKey, pending);
    }
    return pending;
  }

  return {
    /** Reads the catalogue ahead, the first time search is busy, so that it is ready when needed. */
    prepare(db: Executor): void {
      currentCatalogue(db).catch(() => {});
    },
    /** A keyword search's facet cells and the ids of its page, in order. */
    async search({
      db,
      run,
      parts,
      query,
      sort,
      now,
    }: {
      db: Executor;
      run: Run;
      /** The keyword's terms; at least one. */
      parts: KeywordPart[];
      query: JobSearchQuery;
      sort: JobSort;
      now: Date;
    }): Promise<{ cells: FacetCell[]; ids: string[] }> {
      const catalogue = await currentCatalogue(db);
      const matches = await Promise.all(parts.map((part) => term(run, catalogue, part)));
      // Each term's matches, ANDed; a term of stop words alone is left out, as PostgreSQL leaves
      // it out of the keyword's query (and a keyword of stop words alone matches nothing).
      const all = (sets: (Bits | null)[]) =>
        intersect(
          sets.filter((bits) => bits !== null),
          catalogue.ids.length,
        );
      const inDocument = all(matches.map((match) => match.document));
      const inTitle = all(matches.map((match) => match.title));
      return walk(catalogue, inDocument, inTitle, query, sort, now);
    },
  };
}

/**
 * One pass over a search's matches: the facet cells (keyword, salary and expiry, as the database
 * counts them) and the page, by the search's sort. By relevance the title matches come first and
 * then the others, each newest first, as `findJobPage` orders them.
 */
function walk(
  catalogue: Catalogue,
  inDocument: Bits,
  inTitle: Bits,
  query: JobSearchQuery,
  sort: JobSort,
  now: Date,
): { cells: FacetCell[]; ids: string[] } {
  const moment = now.getTime();
  const { salary_min: salaryMin, salary_max: salaryMax } = query;
  const category = query.category ? catalogue.categories.indexOf(query.category) : -1;
  const remoteType = query.remote_type ? catalogue.remoteTypes.indexOf(query.remote_type) : -1;
  const isMissingValue =
    (query.category !== undefined && category < 0) ||
    (query.remote_type !== undefined && remoteType < 0);
  const needed = query.page * query.page_size;
  const offset = needed - query.page_size;

  const isBase = (ordinal: number) => {
    if (!(catalogue.expiresAt[ordinal]! > moment)) return false;
    const salary = catalogue.salary[ordinal]!;
    if (salaryMin !== undefined && !(salary >= salaryMin)) return false;
    if (salaryMax !== undefined && !(salary <= salaryMax)) return false;
    return true;
  };
  const isChosen = (ordinal: number) =>
    !isMissingValue &&
    (category < 0 || catalogue.category[ordinal] === category) &&
    (remoteType < 0 || catalogue.remoteType[ordinal] === remoteType);

  const kinds = catalogue.remoteTypes.length;
  const cellCounts = new Uint32Array(catalogue.categories.length * kinds);
  const first: number[] = [];
  const rest: number[] = [];
  for (let index = 0; index < inDocument.length; index += 1) {
    let word = inDocument[index]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      const ordinal = index * 32 + bit;
      if (!isBase(ordinal)) continue;
      cellCounts[catalogue.category[ordinal]! * kinds + catalogue.remoteType[ordinal]!]! += 1;
      if (sort === 'salary' || !isChosen(ordinal)) continue;
      const tier = sort === 'relevance' && hasBit(inTitle, ordinal) ? first : rest;
      if (tier.length < needed) tier.push(ordinal);
    }
  }
  let page: number[];
  if (sort === 'salary') {
    page = [];
    for (const ordinal of catalogue.bySalary) {
      if (page.length === needed) break;
      if (hasBit(inDocument, ordinal) && isBase(ordinal) && isChosen(ordinal)) page.push(ordinal);
    }
  } else {
    page = sort === 'relevance' ? [...first, ...rest] : rest;
  }
  const cells: FacetCell[] = [];
  cellCounts.forEach((count, cell) => {
    if (count === 0) return;
    cells.push({
      category: catalogue.categories[Math.floor(cell / kinds)]!,
      remote_type: catalogue.remoteTypes[cell % kinds]!,
      count,
    });
  });
  return { cells, ids: page.slice(offset, needed).map((ordinal) => catalogue.ids[ordinal]!) };
}
