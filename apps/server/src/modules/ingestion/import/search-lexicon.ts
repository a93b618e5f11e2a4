import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import type { SearchDocument } from '#modules/jobs/job-record.ts';
import { pgArray } from './bulk-sql.ts';

/**
 * What a piece of text between ASCII spaces gives in `to_tsvector('english', …)`: for each token
 * with a dictionary, in order, its lexeme (quoted for a `tsvector` literal), or null for a stop
 * word, which still takes a position. False for a piece only PostgreSQL itself may index: a token
 * longer than its parser takes, or a dictionary answering more than one lexeme.
 */
type Slots = (string | null)[] | false;

export type SearchVectors = { search: string; title: string };
/**
 * A document's vectors as `tsvector` literals; null when PostgreSQL must build them; undefined
 * while the lexicon does not know one of its pieces yet.
 */
export type DocumentVectors = SearchVectors | null | undefined;

/** The text search configuration of every search document (`searchVectorOf`). */
const CONFIG = 'english';
/** The parser leaves out a token of this many bytes or more (MAXSTRLEN), with a notice. */
const MAX_TOKEN_BYTES = 2048;
/** A lexeme keeps at most 255 positions, and positions stop at 16,383 (MAXNUMPOS, MAXENTRYPOS). */
const MAX_POSITIONS = 255;
const MAX_POSITION = 16_383;
/** Pieces remembered per context before the lexicon starts afresh. */
const MAX_PIECES = 50_000;
/** The parts of a search document in the order `searchVectorOf` joins them, and their weights. */
const PARTS = ['title', 'meta', 'body'] as const;
const WEIGHTS = ['A', 'B', 'C'] as const;

/** A lexeme's positions so far, as written in each vector's literal, and how many. */
type Positions = { search: string; title: string; count: number };

/**
 * Where a piece stands: after a space or at the start of its text (where `~1` is a file name, not
 * a number), and before a space or at the end. The parser meets it so; bit 1 is "first", bit 2
 * is "last".
 */
type Context = 0 | 1 | 2 | 3;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/**
 * Calls `visit` with each piece of the text, cut at ASCII whitespace, and its context, until
 * `visit` answers false.
 */
function eachPiece(text: string, visit: (piece: string, context: Context) => boolean): void {
  let start = -1;
  for (let index = 0; index <= text.length; index += 1) {
    const space = index === text.length || isSpace(text.charCodeAt(index));
    if (space && start >= 0) {
      const context = ((start === 0 ? 1 : 0) | (index === text.length ? 2 : 0)) as Context;
      if (!visit(text.slice(start, index), context)) return;
      start = -1;
    } else if (!space && start < 0) start = index;
  }
}

/** The text the parser is given for a piece: the piece with the spaces its context has. */
function parsed(piece: string, context: Context): string {
  return `${context & 1 ? '' : ' '}${piece}${context & 2 ? '' : ' '}`;
}

type Config = { parser: number; dictionaries: Map<number, number[]> };

/**
 * Search documents built here from PostgreSQL's own parser and dictionaries, so that an import
 * does not parse every description in the database's one thread: `to_tsvector` was two thirds of
 * the embedded database's work per imported job.
 *
 * PostgreSQL parses and stems each distinct piece of text once. Pieces are cut at ASCII
 * whitespace, which ends every token but a tag (so a text with `<` is left to PostgreSQL), and
 * each piece is parsed with the spaces around it. The vector of a document is then put together
 * the way `to_tsvector`, `setweight` and `||` would, and written as a `tsvector` literal. It is
 * the same vector; the tests compare it with `to_tsvector` itself. One lexicon per database: its
 * dictionaries are the ones that count.
 */
export class SearchLexicon {
  readonly #pieces: Map<string, Slots>[] = [new Map(), new Map(), new Map(), new Map()];
  #config: Promise<Config> | undefined;

  /**
   * The vectors of each document: the ones read already (`read`, while the last batch was being
   * written), else read now, after learning the pieces nobody has asked about yet.
   */
  async complete(
    db: Executor,
    documents: readonly { document: SearchDocument; vectors?: DocumentVectors }[],
  ): Promise<(SearchVectors | null)[]> {
    const unread = documents.filter(({ vectors }) => vectors === undefined);
    if (unread.length > 0)
      await this.#learn(
        db,
        unread.flatMap(({ document }) => [document.title, document.meta, document.body]),
      );
    return documents.map(({ document, vectors }) =>
      vectors === undefined ? (this.read(document) ?? null) : vectors,
    );
  }

  /** Learns, in two or three statements, the pieces of these texts it does not know yet. */
  async #learn(db: Executor, texts: readonly string[]): Promise<void> {
    for (const known of this.#pieces) if (known.size > MAX_PIECES) known.clear();
    const unknown = new Map<string, [string, Context]>();
    for (const text of texts)
      eachPiece(text, (piece, context) => {
        if (!this.#pieces[context]!.has(piece))
          unknown.set(parsed(piece, context), [piece, context]);
        return true;
      });
    if (unknown.size === 0) return;
    // A failed read (an aborted transaction) is asked again next time.
    this.#config ??= readConfig(db).catch((error: unknown) => {
      this.#config = undefined;
      throw error;
    });
    const { parser, dictionaries } = await this.#config;
    const asked = [...unknown.keys()];
    const tokens = await queryRows<{ piece: string; type: number; token: string }>(
      db,
      sql`select p.n as piece, t.tokid as type, t.token
          from unnest(${pgArray(asked)}::text[]) with ordinality as p(text, n),
            ts_parse(${parser}::oid, p.text) with ordinality as t(tokid, token, k)
          order by p.n, t.k`,
    );
    const indexed = tokens.filter((token) => dictionaries.has(token.type));
    const lexemes = await lexize(db, indexed, dictionaries);
    const learned: Slots[] = asked.map(() => []);
    indexed.forEach((token, index) => {
      const n = Number(token.piece) - 1;
      const slots = learned[n];
      if (!slots) return;
      const result = lexemes[index];
      if (tooLong(token.token) || (result && result.length > 1)) learned[n] = false;
      else if (result) slots.push(result[0] === undefined ? null : quote(result[0]));
    });
    asked.forEach((text, n) => {
      const [piece, context] = unknown.get(text)!;
      this.#pieces[context]!.set(piece, learned[n]!);
    });
  }

  /**
   * The search vector (title A, company and skills B, the rest C) and the title vector, read
   * in one pass: `to_tsvector` of each text, weighted and joined with `||`, where a later text's
   * positions follow the last lexeme of the ones before. The title's positions are the same in
   * both vectors.
   */
  read(document: SearchDocument): DocumentVectors {
    const lexemes = new Map<string, Positions>();
    /** Why reading stopped: a piece the lexicon does not know, or a text only PostgreSQL may index. */
    let stop = null as 'unknown' | 'postgres' | null;
    let offset = 0;
    for (let part = 0; part < PARTS.length && !stop; part += 1) {
      const text = document[PARTS[part]!];
      if (text.includes('<')) return null;
      const weight = WEIGHTS[part]!;
      let position = 0;
      let last = 0;
      eachPiece(text, (piece, context) => {
        const slots = this.#pieces[context]!.get(piece);
        if (!slots) {
          stop = slots === undefined ? 'unknown' : 'postgres';
          return false;
        }
        for (const lexeme of slots) {
          position += 1;
          if (lexeme === null) continue;
          last = position;
          const at = offset + position;
          const seen = lexemes.get(lexeme);
          if (!seen)
            lexemes.set(lexeme, {
              search: `${lexeme}:${at}${weight}`,
              title: part === 0 ? `${lexeme}:${at}` : '',
              count: 1,
            });
          else {
            if ((seen.count += 1) >= MAX_POSITIONS) {
              stop = 'postgres';
              return false;
            }
            seen.search += `,${at}${weight}`;
            if (part === 0) seen.title += `,${at}`;
          }
        }
        return true;
      });
      offset += last;
      if (offset >= MAX_POSITION) stop = 'postgres';
    }
    if (stop) return stop === 'unknown' ? undefined : null;
    let search = '';
    let title = '';
    for (const positions of lexemes.values()) {
      search += search ? ` ${positions.search}` : positions.search;
      if (positions.title) title += title ? ` ${positions.title}` : positions.title;
    }
    return { search, title };
  }
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const lexicons = new WeakMap<Database, SearchLexicon>();

export function searchLexicon(db: Database): SearchLexicon {
  let lexicon = lexicons.get(db);
  if (!lexicon) lexicons.set(db, (lexicon = new SearchLexicon()));
  return lexicon;
}

function tooLong(token: string): boolean {
  return token.length * 3 >= MAX_TOKEN_BYTES && Buffer.byteLength(token) >= MAX_TOKEN_BYTES;
}

async function readConfig(db: Executor): Promise<Config> {
  const [config] = await queryRows<{ parser: number }>(
    db,
    sql`select cfgparser::int8 as parser from pg_ts_config where oid = ${CONFIG}::regconfig`,
  );
  const maps = await queryRows<{ type: number; dictionaries: string[] }>(
    db,
    sql`select maptokentype as type, array_agg(mapdict::int8 order by mapseqno) as dictionaries
        from pg_ts_config_map where mapcfg = ${CONFIG}::regconfig group by maptokentype`,
  );
  return {
    parser: Number(config!.parser),
    dictionaries: new Map(maps.map((row) => [row.type, row.dictionaries.map(Number)])),
  };
}

/**
 * Each token's lexemes from the first of its type's dictionaries that knows it, as `to_tsvector`
 * asks them: null when none does. Each distinct word is asked once.
 */
async function lexize(
  db: Executor,
  tokens: readonly { type: number; token: string }[],
  dictionaries: Map<number, number[]>,
): Promise<(string[] | null)[]> {
  const known = new Map<string, string[] | null>();
  const keyOf = (index: number, round: number) =>
    `${dictionaries.get(tokens[index]!.type)![round]} ${tokens[index]!.token}`;
  let pending = tokens.map((_, index) => index);
  for (let round = 0; pending.length > 0; round += 1) {
    const asked = pending.filter((index) => dictionaries.get(tokens[index]!.type)!.length > round);
    const questions = [...new Set(asked.map((index) => keyOf(index, round)))].filter(
      (key) => !known.has(key),
    );
    if (questions.length > 0) {
      const split = questions.map((key) => [
        key.slice(0, key.indexOf(' ')),
        key.slice(key.indexOf(' ') + 1),
      ]);
      const rows = await queryRows<{ lexemes: string[] | null }>(
        db,
        sql`select ts_lexize(u.dictionary::oid::regdictionary, u.token) as lexemes
            from unnest(${pgArray(split.map(([dictionary]) => dictionary!))}::int8[],
                        ${pgArray(split.map(([, token]) => token!))}::text[])
              with ordinality as u(dictionary, token, n)
            order by u.n`,
      );
      questions.forEach((key, row) => known.set(key, rows[row]!.lexemes));
    }
    pending = asked.filter((index) => known.get(keyOf(index, round)) === null);
  }
  return tokens.map((token, index) => {
    const chain = dictionaries.get(token.type)!;
    for (let round = 0; round < chain.length; round += 1) {
      const lexemes = known.get(keyOf(index, round));
      if (lexemes) return lexemes;
    }
    return null;
  });
}
