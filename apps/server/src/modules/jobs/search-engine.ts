import type { JobListItem, JobSearchQuery, JobSort } from '@yonder/contract/jobs';
import { placeCandidate, hireAnswer } from '@yonder/career-ai/matching/hire';
import type { HireAnswer } from '@yonder/career-ai/matching/types';
import { findSkill, normalizeSkill, skillForms } from '@yonder/career-ai/skills/vocabulary';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import type { FacetCell } from './facets-repository.ts';
import { findListRows } from './job-page-repository.ts';
import { findProvenance, type ProvenanceRow } from './job-provenance.ts';
import { toJobListItem } from './job-view.ts';
import { professionOf } from './professions.ts';
import { expandedTermQuery } from './search-query.ts';
import { compoundParts, parseQuery, type QueryTerm } from './search-text.ts';

/**
 * The job search engine (issue 33): every search answered from memory, each instance holding its
 * own index of the catalogue, kept fresh from the database.
 *
 * What is kept: every job's filter and sort columns (newest first), an inverted index of the
 * words of its title and skills (in both languages: Chinese as characters and two-character
 * windows), the group of its hiring rules (countries and time zones, for "open to me"), and, for
 * each term searched since the catalogue was read, its matches in the whole document, found once
 * by PostgreSQL's text index (stemming, synonyms and phrases exactly as the database finds them)
 * and kept as one bit per job. A search then combines bitsets, counts its facets and walks to its
 * page without a query; only the page's cards are read, and recent cards are kept too.
 *
 * Freshness: a trigger adds one to `search_version` in the transaction of every statement that
 * changes what search reads (migration 0024). Each instance reads that integer at most every
 * `freshnessMs` and, when it moved, reads the catalogue again in one snapshot with its version;
 * until that read is done the previous catalogue answers. So a change made through any instance is
 * seen by every other within `freshnessMs` plus one catalogue read.
 *
 * Ranking by relevance (issue 29), each tier newest first: the title says every word as typed (a
 * profession's words in either language count as typed: 会计 is accountant); then the title or the
 * skills say it in another form (a skill's aliases, a Chinese compound's parts, a profession near
 * it: 出纳 or bookkeeper for accountant); then the rest of the document. A profession word is never
 * matched in a description alone. A word no job has is corrected to the nearest word the catalogue
 * does have (`reakt` → `react`, `前段` → `前端`), and its matches rank after the ones typed.
 */

/** Columns of the catalogue the engine reads: yearly US-dollar salaries (recomputed from the ECB rates) and the stale mark. */
export const CATALOGUE_COLUMNS = {
  /** The salary filter's value: yearly US dollars, the lower bound, else the upper. */
  salaryFilter: sql`coalesce(j.salary_annual_usd_min, j.salary_annual_usd_max)`,
  /** The salary sort's value: the upper bound, else the lower. */
  salarySort: sql`coalesce(j.salary_annual_usd_max, j.salary_annual_usd_min)`,
  /** True for a job that sinks below the others of its tier (a stale job). */
  sinks: sql`j.is_stale`,
};

type Bits = Uint32Array;

type HireGroup = { remoteType: string; remoteRegions: string[]; remoteTimezones: string[] };

type Catalogue = {
  version: number;
  size: number;
  ids: string[];
  /** A job's ordinal by its `search_key`, -1 for none. */
  ordinalOfKey: Int32Array;
  category: Uint16Array;
  remoteType: Uint16Array;
  categories: string[];
  remoteTypes: string[];
  salary: Float64Array;
  expiresAt: Float64Array;
  bySalary: Uint32Array;
  sinks: Uint8Array;
  hasSinking: boolean;
  /** Title words → ordinals (ascending: newest first). */
  titleIndex: Map<string, number[]>;
  /** Skill words → ordinals. */
  skillIndex: Map<string, number[]>;
  /** Latin words of titles and skills and how many jobs say them: the typo corrector's dictionary. */
  dictionary: Map<string, number>;
  /** A dictionary word as the catalogue first writes it (`kubernete` → `kubernetes`). */
  written: Map<string, string>;
  /** Each job's hiring-rules group. */
  hireGroup: Uint32Array;
  hireGroups: HireGroup[];
};

type CatalogueRow = {
  id: string;
  search_key: number;
  category: string;
  remote_type: string;
  title: string;
  skills: string[];
  remote_regions: string[];
  remote_timezones: string[];
  salary_filter: number | null;
  salary_sort: number | null;
  expires_at: Date | string | null;
  sinks: boolean;
};

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu;

/** A Latin word as the index holds it: a final `.` or `-` and a plural `s` dropped. */
export function normalWord(word: string): string {
  const trimmed = word.replace(/[.-]+$/, '');
  if (/^[a-z]{4,}s$/.test(trimmed) && !/(ss|us|is)$/.test(trimmed)) return trimmed.slice(0, -1);
  return trimmed;
}

/** The words of a text as the index holds them; Chinese as characters and two-character windows. */
export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const [raw] of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    if (!HAN.test(raw)) {
      words.push(normalWord(raw));
      continue;
    }
    for (const part of raw.split(/(\p{Script=Han}+)/u).filter(Boolean)) {
      if (!HAN.test(part)) {
        words.push(normalWord(part));
        continue;
      }
      const chars = [...part];
      words.push(...chars);
      for (let index = 0; index + 1 < chars.length; index += 1)
        words.push(chars[index]! + chars[index + 1]!);
    }
  }
  return words;
}

function addPostings(index: Map<string, number[]>, words: Iterable<string>, ordinal: number) {
  for (const word of new Set(words)) {
    const list = index.get(word);
    if (list) list.push(ordinal);
    else index.set(word, [ordinal]);
  }
}

async function readVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from search_version where id = 1`,
  );
  return row?.version ?? 0;
}

async function readCatalogue(db: Executor): Promise<Catalogue> {
  const { version, rows } = await db.transaction(
    async (tx) => ({
      version: await readVersion(tx),
      rows: await queryRows<CatalogueRow>(
        tx,
        sql`select j.id, j.search_key, j.category, j.remote_type, j.title, j.skills, j.remote_regions,
              j.remote_timezones, ${CATALOGUE_COLUMNS.salaryFilter} as salary_filter,
              ${CATALOGUE_COLUMNS.salarySort} as salary_sort, j.expires_at,
              ${CATALOGUE_COLUMNS.sinks} as sinks
            from jobs j order by j.posted_at desc, j.id desc`,
      ),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const size = rows.length;
  const largestKey = rows.reduce((largest, row) => Math.max(largest, row.search_key), 0);
  const categories: string[] = [];
  const remoteTypes: string[] = [];
  const indexOf = (values: string[], value: string) => {
    const found = values.indexOf(value);
    return found >= 0 ? found : values.push(value) - 1;
  };
  const catalogue: Catalogue = {
    version,
    size,
    ids: new Array<string>(size),
    ordinalOfKey: new Int32Array(largestKey + 1).fill(-1),
    category: new Uint16Array(size),
    remoteType: new Uint16Array(size),
    categories,
    remoteTypes,
    salary: new Float64Array(size),
    expiresAt: new Float64Array(size),
    bySalary: new Uint32Array(size),
    sinks: new Uint8Array(size),
    hasSinking: false,
    titleIndex: new Map(),
    skillIndex: new Map(),
    dictionary: new Map(),
    written: new Map(),
    hireGroup: new Uint32Array(size),
    hireGroups: [],
  };
  const groupOf = new Map<string, number>();
  const salarySort = new Float64Array(size);
  rows.forEach((row, ordinal) => {
    catalogue.ids[ordinal] = row.id;
    catalogue.ordinalOfKey[row.search_key] = ordinal;
    catalogue.category[ordinal] = indexOf(categories, row.category);
    catalogue.remoteType[ordinal] = indexOf(remoteTypes, row.remote_type);
    catalogue.salary[ordinal] = row.salary_filter ?? Number.NaN;
    catalogue.expiresAt[ordinal] =
      row.expires_at === null ? Number.POSITIVE_INFINITY : new Date(row.expires_at).getTime();
    salarySort[ordinal] = row.salary_sort ?? Number.NEGATIVE_INFINITY;
    if (row.sinks) {
      catalogue.sinks[ordinal] = 1;
      catalogue.hasSinking = true;
    }
    const titleWords = textWords(row.title);
    const skillWords = row.skills.flatMap(textWords);
    addPostings(catalogue.titleIndex, titleWords, ordinal);
    addPostings(catalogue.skillIndex, skillWords, ordinal);
    for (const word of new Set([...titleWords, ...skillWords])) {
      if (word.length >= 3 && !HAN.test(word))
        catalogue.dictionary.set(word, (catalogue.dictionary.get(word) ?? 0) + 1);
    }
    for (const [raw] of `${row.title} ${row.skills.join(' ')}`.toLowerCase().matchAll(WORD)) {
      const word = raw.replace(/[.-]+$/, '');
      if (!HAN.test(word) && !catalogue.written.has(normalWord(word)))
        catalogue.written.set(normalWord(word), word);
    }
    const key = `${row.remote_type}\u0000${row.remote_regions.join('\u0001')}\u0000${row.remote_timezones.join('\u0001')}`;
    let group = groupOf.get(key);
    if (group === undefined) {
      group = catalogue.hireGroups.push({
        remoteType: row.remote_type,
        remoteRegions: row.remote_regions,
        remoteTimezones: row.remote_timezones,
      });
      group -= 1;
      groupOf.set(key, group);
    }
    catalogue.hireGroup[ordinal] = group;
  });
  const order = Array.from({ length: size }, (_, ordinal) => ordinal).sort(
    (a, b) => salarySort[b]! - salarySort[a]! || a - b,
  );
  catalogue.bySalary.set(order);
  return catalogue;
}

const COMMA = 44;
const ZERO = 48;

const newBits = (size: number): Bits => new Uint32Array(Math.ceil(size / 32));
const hasBit = (bits: Bits, ordinal: number) =>
  (bits[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
const setBit = (bits: Bits, ordinal: number) => {
  bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
};
function bitsOf(size: number, ordinals: Iterable<number>): Bits {
  const bits = newBits(size);
  for (const ordinal of ordinals) setBit(bits, ordinal);
  return bits;
}
function and(a: Bits, b: Bits): Bits {
  const result = new Uint32Array(a.length);
  for (let index = 0; index < a.length; index += 1) result[index] = a[index]! & b[index]!;
  return result;
}
function or(a: Bits, b: Bits): Bits {
  const result = new Uint32Array(a.length);
  for (let index = 0; index < a.length; index += 1) result[index] = a[index]! | b[index]!;
  return result;
}
function andNot(a: Bits, b: Bits): Bits {
  const result = new Uint32Array(a.length);
  for (let index = 0; index < a.length; index += 1) result[index] = a[index]! & ~b[index]!;
  return result;
}
function countBits(bits: Bits): number {
  let count = 0;
  for (let word of bits) {
    while (word !== 0) {
      word &= word - 1;
      count += 1;
    }
  }
  return count;
}

/** A term's matches: as typed in the title, in the title or skills in any form, anywhere. */
type TermMatches = { exact: Bits; wide: Bits; all: Bits; documentCount: number };

/** Runs a read in a transaction of its own, with the search's time limit. */
export type Run = <T>(read: (tx: Executor) => Promise<T>) => Promise<T>;

/** The restricted Damerau–Levenshtein distance of two words, or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [new Array<number>(b.length + 1).fill(0), [], []] as number[][];
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  let previous2: number[] = [];
  let previous = rows[0]!;
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** The typed words a term stands for in the title: the words of a word, or of a phrase. */
function termWords(term: QueryTerm): string[] {
  return term.kind === 'word' ? [normalWord(term.text)] : term.words.map(normalWord);
}

/** A skill's other written forms (`golang` → `go`, `go语言`), as lists of index words. */
function skillFormWords(typed: string): string[][] {
  const name = normalizeSkill(typed, { loose: false });
  const skill = name ? findSkill(name) : undefined;
  if (!skill) return [];
  return [...new Set(skillForms(skill).map((form) => form.toLowerCase()))]
    .slice(0, 8)
    .map((form) => textWords(form))
    .filter((words) => words.length > 0);
}

export type EngineAnswer = {
  cells: FacetCell[];
  ids: string[];
  /** For "open to me": each page job's answer, by id. */
  hire: Map<string, HireAnswer> | null;
  /** The keyword as corrected, when a word of it was misspelt. */
  correctedKeyword: string | null;
};

export type SearchEngine = ReturnType<typeof createSearchEngine>;

export function createSearchEngine({
  freshnessMs = 100,
  maxTerms = 1_000,
  maxCards = 5_000,
}: {
  /** How often the change counter is read; 0: before every search (tests). */
  freshnessMs?: number;
  maxTerms?: number;
  maxCards?: number;
} = {}) {
  let current: Catalogue | undefined;
  let loading: Promise<Catalogue> | undefined;
  let checking: Promise<void> | undefined;
  let checkedAt = 0;
  const terms = new LRUCache<string, TermMatches>({ max: maxTerms });
  const pendingTerms = new Map<string, Promise<TermMatches>>();
  const documents = new LRUCache<string, Bits>({ max: maxTerms });
  const places = new LRUCache<string, HireAnswer[]>({ max: 200 });
  const cards = keptRows<JobListItem>(maxCards);
  const provenance = keptRows<ProvenanceRow>(maxCards);
  /** Typed word → its correction, '' for none. */
  const corrections = new LRUCache<string, string>({ max: maxTerms });
  // Facet cells of recent searches: the same for every page, sort, category and remote type.
  // Kept briefly, as jobs expire with time.
  const cellsCache = new LRUCache<string, FacetCell[]>({ max: 2_000, ttl: 10_000 });
  // The most searched keywords' tiers: six bitsets each (about 150 KB at 200,000 jobs).
  const keywordTiers = new LRUCache<string, Awaited<ReturnType<typeof combineTiers>>>({
    max: 100,
  });

  function load(db: Executor): Promise<Catalogue> {
    loading ??= readCatalogue(db)
      .then((catalogue) => {
        if (!current || catalogue.version !== current.version || catalogue !== current) {
          current = catalogue;
          terms.clear();
          documents.clear();
          places.clear();
          cards.clear();
          provenance.clear();
          corrections.clear();
          cellsCache.clear();
          keywordTiers.clear();
        }
        return catalogue;
      })
      .finally(() => (loading = undefined));
    return loading;
  }

  /** The catalogue; a changed one is read in the background while the previous one answers. */
  async function fresh(db: Executor, run: Run = (read) => read(db)): Promise<Catalogue> {
    if (!current) return load(db);
    const seen = current;
    if (Date.now() - checkedAt >= freshnessMs && !checking) {
      checking = run(readVersion)
        .then(async (version) => {
          checkedAt = Date.now();
          if (version === seen.version) return;
          const reading = load(db);
          if (freshnessMs === 0) await reading;
          else reading.catch(() => {});
        })
        .finally(() => (checking = undefined));
      // In the background, a failed check is tried again by the next search.
      if (freshnessMs !== 0) checking.catch(() => {});
    }
    if (freshnessMs === 0) {
      await checking;
      return current;
    }
    return seen;
  }

  /** A term's matches in the whole document, through the database's text index. */
  async function readDocument(run: Run, catalogue: Catalogue, query: SQL): Promise<Bits> {
    const [row] = await run((tx) =>
      tx
        .execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
        )
        .then(() =>
          queryRows<{ keys: string | null }>(
            tx,
            sql`select string_agg(j.search_key::text, ',') as keys from jobs j where j.search_vector @@ (${query})`,
          ),
        ),
    );
    const bits = newBits(catalogue.size);
    const keys = row?.keys ?? '';
    const { ordinalOfKey } = catalogue;
    let key = 0;
    // The list is parsed as it stands (digits and commas): at 86,000 matches this is most of the
    // read's own time.
    for (let index = 0; index <= keys.length; index += 1) {
      const code = index < keys.length ? keys.charCodeAt(index) : COMMA;
      if (code !== COMMA) {
        key = key * 10 + code - ZERO;
        continue;
      }
      // A job added since the catalogue was read waits for the next one.
      const ordinal = key < ordinalOfKey.length ? ordinalOfKey[key]! : -1;
      if (ordinal >= 0) setBit(bits, ordinal);
      key = 0;
    }
    return bits;
  }

  /** The jobs whose `index` holds every word of `words` (one of them as a prefix: `prefix`). */
  function allWords(
    catalogue: Catalogue,
    index: Map<string, number[]>,
    words: string[],
    prefix: string | null = null,
  ): Bits {
    let result: Bits | null = null;
    for (const word of words) {
      let bits = bitsOf(catalogue.size, index.get(word) ?? []);
      if (prefix !== null && words.length === 1) {
        for (const [known, postings] of index)
          if (known !== word && known.startsWith(prefix))
            for (const ordinal of postings) setBit(bits, ordinal);
      }
      result = result ? and(result, bits) : bits;
      bits = result;
    }
    return result ?? newBits(catalogue.size);
  }

  async function computeTerm(run: Run, catalogue: Catalogue, term: QueryTerm) {
    const words = termWords(term);
    const typed = term.kind === 'word' ? term.text : (term.word ?? term.words.join(' '));
    const prefix = term.kind === 'word' && term.prefix && term.text.length >= 3 ? term.text : null;
    const inTitle = (list: string[], withPrefix: string | null = null) =>
      allWords(catalogue, catalogue.titleIndex, list, withPrefix);
    const inSkills = (list: string[]) => allWords(catalogue, catalogue.skillIndex, list);
    const profession = professionOf(normalWord(typed));
    let exact = inTitle(words, prefix);
    for (const same of profession?.same ?? []) exact = or(exact, inTitle(textWords(same)));
    let wide = or(exact, inSkills(words));
    for (const near of profession?.near ?? []) wide = or(wide, inTitle(textWords(near)));
    for (const form of skillFormWords(typed)) wide = or(wide, or(inTitle(form), inSkills(form)));
    const parts = term.kind === 'phrase' && term.word ? compoundParts(term.word) : [];
    if (parts.length > 0) {
      let each: Bits | null = null;
      for (const part of parts) {
        const bits = inTitle(textWords(part));
        each = each ? and(each, bits) : bits;
      }
      if (each) wide = or(wide, each);
    }
    // A profession is matched in titles and skills only: a blurb about an accounting app is no
    // accountant's job.
    if (profession) return { exact, wide, all: wide, documentCount: countBits(wide) };
    const query = expandedTermQuery(term);
    const documentKey = JSON.stringify(term);
    let document = documents.get(documentKey);
    if (!document) {
      document = query ? await readDocument(run, catalogue, query) : newBits(catalogue.size);
      if (current === catalogue) documents.set(documentKey, document);
    }
    return { exact, wide, all: or(wide, document), documentCount: countBits(document) };
  }

  function term(run: Run, catalogue: Catalogue, queryTerm: QueryTerm): Promise<TermMatches> {
    const key = `${catalogue.version}\u0000${JSON.stringify(queryTerm)}`;
    const known = terms.get(key);
    if (known) return Promise.resolve(known);
    let pending = pendingTerms.get(key);
    if (!pending) {
      pending = computeTerm(run, catalogue, queryTerm)
        .then((matches) => {
          if (current === catalogue) terms.set(key, matches);
          return matches;
        })
        .finally(() => pendingTerms.delete(key));
      pendingTerms.set(key, pending);
    }
    return pending;
  }

  /** The nearest word the catalogue's titles and skills have, or null. */
  function correctLatin(catalogue: Catalogue, word: string): string | null {
    const max = word.length <= 4 ? 1 : 2;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [known, count] of catalogue.dictionary) {
      if (Math.abs(known.length - word.length) > max) continue;
      const distance = editDistance(word, known, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: known, distance, count };
    }
    return best ? (catalogue.written.get(best.word) ?? best.word) : null;
  }

  /**
   * A Chinese word with one character of one of its words changed (`前段工程师` → `前端工程师`):
   * a word (as the segmenter cuts it) that no title says is replaced by the one, a character
   * away, that most titles say.
   */
  function correctHan(catalogue: Catalogue, word: string): string | null {
    const jobsWith = (chars: string[]) => {
      if (chars.length < 2) return catalogue.titleIndex.get(chars[0] ?? '')?.length ?? 0;
      let fewest = Number.POSITIVE_INFINITY;
      for (let index = 0; index + 1 < chars.length; index += 1) {
        const postings = catalogue.titleIndex.get(chars[index]! + chars[index + 1]!);
        fewest = Math.min(fewest, postings?.length ?? 0);
      }
      return fewest;
    };
    const parts = compoundParts(word);
    let changed = false;
    const fixed = (parts.length > 0 ? parts : [word]).map((part) => {
      const chars = [...part];
      if (chars.length < 2 || chars.length > 4 || !HAN.test(part) || jobsWith(chars) > 0)
        return part;
      let best: { word: string; count: number } | null = null;
      for (let position = 0; position < chars.length; position += 1) {
        const before = position > 0 ? chars[position - 1]! : null;
        const after = position + 1 < chars.length ? chars[position + 1]! : null;
        for (const known of catalogue.titleIndex.keys()) {
          const pair = [...known];
          if (pair.length !== 2) continue;
          const candidateChar = before
            ? pair[0] === before
              ? pair[1]!
              : null
            : pair[1] === after
              ? pair[0]!
              : null;
          if (!candidateChar || candidateChar === chars[position] || !HAN.test(candidateChar))
            continue;
          const candidate = [...chars];
          candidate[position] = candidateChar;
          const count = jobsWith(candidate);
          if (count > 0 && (!best || count > best.count))
            best = { word: candidate.join(''), count };
        }
      }
      if (!best) return part;
      changed = true;
      return best.word;
    });
    return changed ? fixed.join('') : null;
  }

  /** The keyword with its misspelt words corrected, or null when none is. */
  function correct(
    catalogue: Catalogue,
    keyword: string,
    terms: QueryTerm[],
    matches: TermMatches[],
  ): string | null {
    let corrected = keyword;
    let changed = false;
    for (const [index, queryTerm] of terms.entries()) {
      const match = matches[index]!;
      if (match.documentCount > 2 || countBits(match.wide) > 0) continue;
      const typed =
        queryTerm.kind === 'word' ? queryTerm.text : queryTerm.word ? queryTerm.word : null;
      if (!typed || (!HAN.test(typed) && typed.length < 4)) continue;
      const key = `${catalogue.version}\u0000${typed}`;
      let fixed: string | null | undefined = corrections.get(key);
      if (fixed === undefined) {
        fixed = HAN.test(typed)
          ? correctHan(catalogue, typed)
          : /^[a-z]+$/.test(typed)
            ? correctLatin(catalogue, normalWord(typed))
            : null;
        corrections.set(key, fixed ?? '');
      }
      if (!fixed || fixed === typed) continue;
      const pattern = new RegExp(typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu');
      if (!pattern.test(corrected)) continue;
      corrected = corrected.replace(pattern, fixed);
      changed = true;
    }
    return changed ? corrected : null;
  }

  /** A keyword's tiers, combined once per catalogue: the same words are searched again and again. */
  async function tiersOf(run: Run, catalogue: Catalogue, keyword: string) {
    const known = keywordTiers.get(keyword);
    if (known) return known;
    const found = await combineTiers(run, catalogue, keyword);
    if (current === catalogue) keywordTiers.set(keyword, found);
    return found;
  }

  /** Relevance's tiers of a keyword (disjoint), and all its matches. */
  async function combineTiers(run: Run, catalogue: Catalogue, keyword: string) {
    const queryTerms = parseQuery(keyword);
    const matches = await Promise.all(
      queryTerms.map((queryTerm) => term(run, catalogue, queryTerm)),
    );
    const allOf = (pick: (match: TermMatches) => Bits) =>
      matches.reduce<Bits | null>(
        (result, match) => (result ? and(result, pick(match)) : pick(match)),
        null,
      ) ?? newBits(catalogue.size);
    const exact = allOf((match) => match.exact);
    const wide = or(
      exact,
      allOf((match) => match.wide),
    );
    const all = or(
      wide,
      allOf((match) => match.all),
    );
    return {
      queryTerms,
      matches,
      all,
      tiers: [exact, andNot(wide, exact), andNot(all, wide)],
    };
  }

  function placeAnswers(catalogue: Catalogue, country: string | null, timeZone: string | null) {
    const key = `${country}\u0000${timeZone ?? ''}`;
    let answers = places.get(key);
    if (!answers) {
      const candidate = placeCandidate(country, timeZone);
      answers = catalogue.hireGroups.map((group) =>
        hireAnswer(candidate, {
          remoteType: group.remoteType as never,
          remoteRegions: group.remoteRegions,
          remoteTimezones: group.remoteTimezones,
        }),
      );
      places.set(key, answers);
    }
    return answers;
  }

  /**
   * Rows kept by id for the current catalogue (cards, sources). A missing row is read once however
   * many searches ask for it at the same moment; it is kept unless the catalogue moved to another
   * version during the read (it may then be older than the catalogue).
   */
  function keptRows<T extends { id: string }>(max: number) {
    const kept = new LRUCache<string, T>({ max });
    const reading = new Map<string, Promise<T | undefined>>();
    return {
      clear() {
        kept.clear();
        reading.clear();
      },
      async get(ids: string[], read: (missing: string[]) => Promise<T[]>) {
        const found = new Map<string, T>();
        const waits: Promise<void>[] = [];
        const missing: string[] = [];
        for (const id of ids) {
          const row = kept.get(id);
          const pending = row ? undefined : reading.get(id);
          if (row) found.set(id, row);
          else if (pending) waits.push(pending.then((one) => void (one && found.set(id, one))));
          else missing.push(id);
        }
        if (missing.length > 0) {
          const version = current?.version;
          const batch = read(missing).then((rows) => new Map(rows.map((row) => [row.id, row])));
          const ones = missing.map((id) => {
            const one = batch.then((rows) => rows.get(id));
            one.catch(() => {});
            reading.set(id, one);
            return [id, one] as const;
          });
          try {
            const rows = await batch;
            const isCurrent = current?.version === version;
            for (const [id, row] of rows) {
              found.set(id, row);
              if (isCurrent) kept.set(id, row);
            }
          } finally {
            for (const [id, one] of ones) if (reading.get(id) === one) reading.delete(id);
          }
        }
        await Promise.all(waits);
        return found;
      },
    };
  }

  return {
    /** Reads the catalogue ahead (at start), so that the first search finds it ready. */
    prepare(db: Executor): void {
      fresh(db).catch(() => {});
    },
    async search({
      db,
      run,
      query,
      sort,
      now,
    }: {
      db: Executor;
      run: Run;
      query: JobSearchQuery;
      sort: JobSort;
      now: Date;
    }): Promise<EngineAnswer> {
      const catalogue = await fresh(db, run);
      let tiers: (Bits | null)[] = [null];
      let matched: Bits | null = null;
      let correctedKeyword: string | null = null;
      if (query.keyword) {
        const typed = await tiersOf(run, catalogue, query.keyword);
        tiers = sort === 'relevance' ? typed.tiers : [typed.all];
        matched = typed.all;
        correctedKeyword = correct(catalogue, query.keyword, typed.queryTerms, typed.matches);
        if (correctedKeyword) {
          const fixed = await tiersOf(run, catalogue, correctedKeyword);
          const more = fixed.tiers.map((tier) => andNot(tier, typed.all));
          tiers = sort === 'relevance' ? [...tiers, ...more] : [or(typed.all, fixed.all)];
          matched = or(typed.all, fixed.all);
        }
      }
      const answers =
        query.open_to || query.timezone
          ? placeAnswers(catalogue, query.open_to ?? null, query.timezone ?? null)
          : null;
      const cellsKey = JSON.stringify([
        catalogue.version,
        query.keyword?.toLowerCase() ?? '',
        query.salary_min ?? '',
        query.salary_max ?? '',
        query.open_to ?? '',
        query.timezone ?? '',
      ]);
      const known = cellsCache.get(cellsKey);
      const { cells, ordinals } = walk(catalogue, {
        tiers,
        matched,
        query,
        sort,
        now,
        answers,
        cells: known,
      });
      if (!known && current === catalogue) cellsCache.set(cellsKey, cells);
      const ids = ordinals.map((ordinal) => catalogue.ids[ordinal]!);
      const hire = answers
        ? new Map(
            ordinals.map((ordinal) => [
              catalogue.ids[ordinal]!,
              answers[catalogue.hireGroup[ordinal]!]!,
            ]),
          )
        : null;
      return { cells, ids, hire, correctedKeyword };
    },
    /**
     * The cards of `ids` as answers carry them, in that order: recent ones from memory (each made
     * once), the others read by their keys (at most a page: one statement, no time limit needed).
     */
    cards(db: Executor, ids: string[]): Promise<JobListItem[]> {
      return cards
        .get(ids, (missing) => findListRows(db, missing).then((rows) => rows.map(toJobListItem)))
        .then((found) => ids.flatMap((id) => found.get(id) ?? []));
    },
    /**
     * The sources of `ids` (job-provenance.ts), kept and read like the cards: a change to a job's
     * sources moves the search version (migration 0028).
     */
    provenance(db: Executor, ids: string[]): Promise<Map<string, ProvenanceRow>> {
      return provenance.get(ids, (missing) =>
        findProvenance(db, missing).then((rows) => [...rows.values()]),
      );
    },
  };
}

/**
 * One pass for the facet cells over every match (keyword, salary, expiry and "open to me", as the
 * facets count them), then the page: the tiers in order, each newest first (a sinking job after
 * the others of its tier), or by salary.
 */
function walk(
  catalogue: Catalogue,
  {
    tiers,
    matched,
    query,
    sort,
    now,
    answers,
    cells: knownCells,
  }: {
    /** Known cells: only the page is walked. */
    cells: FacetCell[] | undefined;
    /** null: every job. */
    tiers: (Bits | null)[];
    matched: Bits | null;
    query: JobSearchQuery;
    sort: JobSort;
    now: Date;
    answers: HireAnswer[] | null;
  },
): { cells: FacetCell[]; ordinals: number[] } {
  const moment = now.getTime();
  const { salary_min: salaryMin, salary_max: salaryMax } = query;
  const category = query.category ? catalogue.categories.indexOf(query.category) : -1;
  const remoteType = query.remote_type ? catalogue.remoteTypes.indexOf(query.remote_type) : -1;
  const isMissingValue =
    (query.category !== undefined && category < 0) ||
    (query.remote_type !== undefined && remoteType < 0);
  const needed = query.page * query.page_size;
  const offset = needed - query.page_size;
  const eligible = answers
    ? Uint8Array.from(answers, (answer) => (answer.isEligible ? 1 : 0))
    : null;

  const isBase = (ordinal: number) => {
    if (!(catalogue.expiresAt[ordinal]! > moment)) return false;
    const salary = catalogue.salary[ordinal]!;
    if (salaryMin !== undefined && !(salary >= salaryMin)) return false;
    if (salaryMax !== undefined && !(salary <= salaryMax)) return false;
    if (eligible && eligible[catalogue.hireGroup[ordinal]!] === 0) return false;
    return true;
  };
  const isChosen = (ordinal: number) =>
    !isMissingValue &&
    (category < 0 || catalogue.category[ordinal] === category) &&
    (remoteType < 0 || catalogue.remoteType[ordinal] === remoteType);

  const kinds = catalogue.remoteTypes.length;
  const cellCounts = new Uint32Array(catalogue.categories.length * kinds);
  const count = (ordinal: number) => {
    if (isBase(ordinal))
      cellCounts[catalogue.category[ordinal]! * kinds + catalogue.remoteType[ordinal]!]! += 1;
  };
  if (knownCells) {
    // Counted by an earlier search.
  } else if (matched) {
    for (let index = 0; index < matched.length; index += 1) {
      let word = matched[index]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        count(index * 32 + bit);
      }
    }
  } else {
    for (let ordinal = 0; ordinal < catalogue.size; ordinal += 1) count(ordinal);
  }

  const page: number[] = [];
  const fits = (ordinal: number) => isBase(ordinal) && isChosen(ordinal);
  if (sort === 'salary') {
    for (const ordinal of catalogue.bySalary) {
      if (page.length === needed) break;
      if ((!matched || hasBit(matched, ordinal)) && fits(ordinal)) page.push(ordinal);
    }
  } else {
    const passes = catalogue.hasSinking ? [0, 1] : [-1];
    for (const tier of tiers) {
      for (const pass of passes) {
        if (page.length === needed) break;
        const take = (ordinal: number) => {
          if (pass >= 0 && catalogue.sinks[ordinal] !== pass) return;
          if (fits(ordinal)) page.push(ordinal);
        };
        if (tier) {
          for (let index = 0; index < tier.length && page.length < needed; index += 1) {
            let word = tier[index]!;
            while (word !== 0 && page.length < needed) {
              const bit = 31 - Math.clz32(word & -word);
              word &= word - 1;
              take(index * 32 + bit);
            }
          }
        } else {
          for (let ordinal = 0; ordinal < catalogue.size && page.length < needed; ordinal += 1)
            take(ordinal);
        }
      }
    }
  }
  if (knownCells) return { cells: knownCells, ordinals: page.slice(offset, needed) };
  const cells: FacetCell[] = [];
  cellCounts.forEach((cellCount, cell) => {
    if (cellCount === 0) return;
    cells.push({
      category: catalogue.categories[Math.floor(cell / kinds)]!,
      remote_type: catalogue.remoteTypes[cell % kinds]!,
      count: cellCount,
    });
  });
  return { cells, ordinals: page.slice(offset, needed) };
}
