import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { indexText } from '#modules/jobs/search-text.ts';
import { searchVectorOf, type SearchDocument } from '#modules/jobs/job-record.ts';
import { pgArray } from './bulk-sql.ts';
import { SearchLexicon, type SearchVectors } from './search-lexicon.ts';

/** What PostgreSQL itself makes of the documents: the vectors the jobs writer stores. */
async function postgresVectors(db: Executor, documents: SearchDocument[]) {
  const column = (part: keyof SearchDocument) => pgArray(documents.map((doc) => doc[part]));
  return queryRows<{ search: string; title: string }>(
    db,
    sql`select (${searchVectorOf(sql`u.t`, sql`u.m`, sql`u.b`)})::text as search,
          to_tsvector('english', u.t)::text as title
        from unnest(${column('title')}::text[], ${column('meta')}::text[], ${column('body')}::text[])
          with ordinality as u(t, m, b, n)
        order by u.n`,
  );
}

/** The lexicon's literals as PostgreSQL reads them back, to compare like with like. */
async function readBack(db: Executor, vectors: (SearchVectors | null)[]) {
  return queryRows<{ search: string; title: string }>(
    db,
    sql`select u.s::tsvector::text as search, u.t::tsvector::text as title
        from unnest(${pgArray(vectors.map((v) => v?.search ?? ''))}::text[],
                    ${pgArray(vectors.map((v) => v?.title ?? ''))}::text[])
          with ordinality as u(s, t, n)
        order by u.n`,
  );
}

/** Seeded text made of words, numbers, marks, non-Latin letters and odd spaces. */
function randomDocuments(count: number, seed: number): SearchDocument[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = [
    'the',
    'of',
    'running',
    'Engineer',
    'node',
    'js',
    'I',
    '100',
    '1.5',
    '-3',
    'v2',
    'café',
    '工程',
    'naïve',
    'e',
    'mail',
    'com',
    'http',
    'www',
    'C',
    'über',
    '½',
    'ß',
    'foo_bar',
    'a1b2',
    '1a',
    "don't",
    'b2b',
    'Ωmega',
    'x86',
    '3rd',
  ];
  const marks = [
    '.',
    '-',
    '/',
    '@',
    ':',
    '~',
    '_',
    '+',
    '#',
    '&',
    ';',
    "'",
    '"',
    '(',
    ')',
    ',',
    '!',
    '?',
    '=',
    '%',
    '$',
    '\\',
    '>',
    '\u00a0',
    '\u3000',
    '\u2019',
    '…',
    '://',
    '&amp;',
  ];
  const spaces = [' ', ' ', '  ', '\t', '\n', '\r\n'];
  const text = (pieces: number) => {
    let out = random() < 0.2 ? pick(spaces) : '';
    for (let i = 0; i < pieces; i += 1) {
      const parts = 1 + Math.floor(random() * 4);
      for (let j = 0; j < parts; j += 1) out += random() < 0.6 ? pick(words) : pick(marks);
      if (i < pieces - 1 || random() < 0.3) out += pick(spaces);
    }
    return out;
  };
  return Array.from({ length: count }, () => ({
    title: text(1 + Math.floor(random() * 6)),
    meta: text(Math.floor(random() * 5)),
    body: text(5 + Math.floor(random() * 40)),
  }));
}

describe('the search lexicon', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('builds exactly the vectors to_tsvector, setweight and || build', async () => {
    const documents: SearchDocument[] = [
      {
        title: 'Senior Frontend Engineer (React) – Remote',
        meta: 'Acme Inc. React TypeScript C++ C# Node.js',
        body: 'Build full-stack e-commerce at https://acme.example/jobs?id=7, mail jobs@acme.example. ~100 users, 1.5x growth, v2.0.1; 3+ years.',
      },
      { title: 'Head of the', meta: 'The Co', body: 'of the and' },
      { title: '', meta: '', body: '' },
      { title: '~100 first', meta: 'x', body: 'last ~100' },
      {
        title: indexText('高级前端工程师 Senior'),
        meta: indexText('远方 科技'),
        body: indexText('负责前端开发，熟悉 React。 Work with café naïve teams.'),
      },
      ...randomDocuments(400, 7),
    ];
    const lexicon = new SearchLexicon();
    const vectors = await lexicon.complete(
      t.database.db,
      documents.map((document) => ({ document })),
    );
    expect(vectors.filter((vector) => vector === null)).toHaveLength(0);
    expect(await readBack(t.database.db, vectors)).toEqual(
      await postgresVectors(t.database.db, documents),
    );
  });

  it('asks the database only about pieces it has not seen', async () => {
    const lexicon = new SearchLexicon();
    const document = { title: 'Backend Engineer', meta: '', body: 'x Build APIs in Go y' };
    await lexicon.complete(t.database.db, [{ document }]);
    const unreachable = {
      execute: () => Promise.reject(new Error('the lexicon asked the database again')),
    } as unknown as Executor;
    const [again] = await lexicon.complete(unreachable, [
      { document: { ...document, body: 'x in Go Build APIs y' } },
    ]);
    expect(again).toEqual({
      search: "'backend':1A 'engin':2A 'x':3C 'go':5C 'build':6C 'api':7C 'y':8C",
      title: "'backend':1 'engin':2",
    });
  });

  it('leaves to PostgreSQL what it cannot build the same way', async () => {
    const lexicon = new SearchLexicon();
    const documents: SearchDocument[] = [
      // A tag may hold spaces: the text cannot be cut into pieces at them.
      { title: 'Engineer', meta: '', body: 'Salary <b class="x"> great </b>' },
      // A lexeme keeps at most 255 positions.
      { title: 'Engineer', meta: '', body: 'react '.repeat(300) },
      // The parser skips a token of 2,048 bytes or more.
      { title: 'Engineer', meta: '', body: `long ${'a'.repeat(2_100)} word` },
    ];
    const vectors = await lexicon.complete(
      t.database.db,
      documents.map((document) => ({ document })),
    );
    expect(vectors).toEqual([null, null, null]);
  });
});
