import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { SERVER_ROOT } from '#lib/server-root.ts';
import { markStaleJobs } from '#modules/jobs/job-provenance.ts';
import { feed } from '../test/helpers.ts';
import type { SourceName } from '../types.ts';
import { clusterTitle, isSameJob, placesCanMatch } from './cluster.ts';
import { runImport } from './run-import.ts';

/** Real captures kept beside the project (`../shared/realdata`), never in the repository. */
const REALDATA = path.resolve(SERVER_ROOT, '../../../shared/realdata/feeds');
const DAY = 24 * 60 * 60 * 1000;

type Source = { name: string; url: string | null; is_company_board: boolean };
type Card = {
  id: string;
  title: string;
  company_name: string;
  location: string | null;
  sources: Source[];
  first_seen_at: string;
  repost_count: number;
  is_stale: boolean;
};

describe('one job on several boards', () => {
  it('reads titles without what boards add, and places that can be one', () => {
    expect(clusterTitle('Senior Data Engineer (Remote)')).toBe('senior data engineer');
    expect(clusterTitle('Backend Engineer (m/f/d)')).toBe('backend engineer');
    expect(placesCanMatch('Remote - Europe', 'Germany, Portugal')).toBe(true);
    expect(placesCanMatch('Berlin, Germany', 'Germany')).toBe(true);
    expect(
      placesCanMatch('Omaha, Nebraska, United States', 'Chicago, Illinois, United States'),
    ).toBe(true);
    expect(placesCanMatch('San Francisco, CA', 'Europe')).toBe(false);
  });

  it('keeps two cities of one template apart, and a region with a country in it together', () => {
    const template = `<p>${'We are looking for a capable adjuster to join our claims team and work with brokers on cases every week. '.repeat(3)}</p>`;
    const job = (location: string, description = template) => ({
      company: 'northwind',
      title: 'Claims Adjuster',
      location,
      description,
    });
    expect(isSameJob(job('Omaha'), job('Chicago'))).toBe(false);
    expect(isSameJob(job('Europe'), job('Germany'))).toBe(true);
    expect(isSameJob(job('Europe'), job('Germany', '<p>Something else entirely.</p>'))).toBe(false);
    expect(isSameJob(job('Remote'), { ...job('Remote'), title: 'Claims Manager' })).toBe(false);
  });
});

describe('importing one job from every board', { timeout: 120_000 }, () => {
  let t: TestApp;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2026-11-20T12:00:00Z');
    t = await createTestApp({}, undefined, { now: () => now });
  });
  afterEach(async () => {
    await t.close();
  });

  const sync = (source: SourceName, file: string, target: string | null = null) =>
    runImport({
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      source,
      target,
      companyName: target === 'northwind' ? 'Northwind Analytics' : null,
      origin: { file },
      now: () => now,
    });
  const search = async (query: string, language: 'zh' | 'en' = 'en') =>
    (
      await call(t.app, 'GET', `/api/v1/jobs/getAllJobs?page_size=100&${query}`, undefined, {
        language,
      })
    ).json().data.items as Card[];
  const detail = async (id: string) =>
    (await call(t.app, 'GET', `/api/v1/jobs/getJobById/${id}`)).json().data[0] as Card;

  async function importEveryBoard() {
    const boards: [SourceName, string, string | null][] = [
      ['remoteok', 'cluster/remoteok.json', null],
      ['remotive', 'cluster/remotive.json', null],
      ['weworkremotely', 'cluster/weworkremotely.rss', null],
      ['himalayas', 'cluster/himalayas.json', null],
      ['greenhouse', 'cluster/greenhouse.json', 'northwind'],
    ];
    for (const [source, file, target] of boards) {
      expect(await sync(source, feed(file), target)).toMatchObject({ status: 'succeeded' });
      now = new Date(now.getTime() + 60 * 60 * 1000);
    }
  }

  it('is one card listing every board, the company board first, and the other opening apart', async () => {
    await importEveryBoard();
    const northwind = (await search('keyword=Senior%20Data%20Engineer')).filter((card) =>
      card.company_name.startsWith('Northwind'),
    );
    expect(northwind).toHaveLength(2);
    const remote = northwind.find((card) => card.sources.length > 1)!;
    const office = northwind.find((card) => card.sources.length === 1)!;
    expect(remote.sources.map((source) => source.name)).toEqual([
      'greenhouse',
      'remoteok',
      'remotive',
      'weworkremotely',
      'himalayas',
    ]);
    expect(remote.sources[0]).toEqual({
      name: 'greenhouse',
      url: 'https://boards.greenhouse.io/northwind/jobs/5200001',
      is_company_board: true,
    });
    expect(remote.sources[1]!.url).toContain('remoteok.com/remote-jobs/');
    // First seen when the first board listed it, hours before the company's own board did.
    expect(remote.first_seen_at).toBe('2026-11-20T12:00:00.000Z');
    expect(office.location).toBe('San Francisco, CA');
    expect(office.sources.map((source) => source.name)).toEqual(['greenhouse']);
    expect((await detail(remote.id)).sources).toEqual(remote.sources);
  });

  it('says a job posted again under a new id is reposted, first seen the first time', async () => {
    await sync('remotive', feed('cluster/remotive.json'));
    const first = (await search('keyword=Senior%20Data%20Engineer'))[0]!;
    now = new Date(now.getTime() + 3 * DAY);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-repost-'));
    const reposted = JSON.parse(fs.readFileSync(feed('cluster/remotive.json'), 'utf8'));
    reposted.jobs[0].id = 2200077;
    reposted.jobs[0].url = 'https://remotive.com/remote-jobs/data/senior-data-engineer-2200077';
    reposted.jobs[0].publication_date = '2026-11-23T08:00:00';
    fs.writeFileSync(path.join(dir, 'remotive.json'), JSON.stringify(reposted));
    expect(await sync('remotive', path.join(dir, 'remotive.json'))).toMatchObject({
      status: 'succeeded',
    });
    const cards = await search('keyword=Senior%20Data%20Engineer');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id: first.id,
      repost_count: 1,
      first_seen_at: '2026-11-20T12:00:00.000Z',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a source another instance added in the next search, though the card was kept', async () => {
    await sync('remotive', feed('cluster/remotive.json'));
    const [card] = await search('keyword=Senior%20Data%20Engineer');
    expect(card!.sources.map((source) => source.name)).toEqual(['remotive']);
    // Written straight to the database, as an import on another instance would, touching no job.
    await t.database.db.execute(
      sql`insert into job_sources (job_id, source, source_id, source_url, first_seen_at)
          values (${card!.id}::uuid, 'greenhouse:northwind', '5200001',
                  'https://boards.greenhouse.io/northwind/jobs/5200001', ${now.toISOString()}::timestamptz)`,
    );
    const [again] = await search('keyword=Senior%20Data%20Engineer');
    expect(again!.sources.map((source) => source.name)).toEqual(['greenhouse', 'remotive']);
    await t.database.db.execute(
      sql`update job_sources set source_url = 'https://boards.greenhouse.io/northwind/jobs/5200002'
           where source_id = '5200001'`,
    );
    const [moved] = await search('keyword=Senior%20Data%20Engineer');
    expect(moved!.sources[0]!.url).toBe('https://boards.greenhouse.io/northwind/jobs/5200002');
  });

  it('marks stale a job past its boards’ usual life or no longer listed, and sinks it', async () => {
    await importEveryBoard();
    // A job that only an aggregator lists, posted long ago.
    const old = JSON.parse(fs.readFileSync(feed('remotive.json'), 'utf8'));
    old.jobs = old.jobs.slice(0, 1);
    old.jobs[0].publication_date = '2026-09-01T08:00:00';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-stale-'));
    fs.writeFileSync(path.join(dir, 'remotive.json'), JSON.stringify(old));
    await sync('remotive', path.join(dir, 'remotive.json'));
    const oldTitle = old.jobs[0].title as string;

    const byTitle = async () => {
      const cards = await search('');
      return { cards, find: (title: string) => cards.filter((card) => card.title === title) };
    };
    let { cards, find } = await byTitle();
    const stale = find(oldTitle)[0]!;
    expect(stale.is_stale).toBe(true);
    // Fresh jobs first, newest first; the stale one after every fresh one.
    expect(cards.at(-1)!.id).toBe(stale.id);
    expect(cards.filter((card) => card.is_stale)).toHaveLength(1);

    // The company board stops listing the San Francisco opening: no source lists it now.
    const board = JSON.parse(fs.readFileSync(feed('cluster/greenhouse.json'), 'utf8'));
    board.jobs = board.jobs.slice(0, 1);
    fs.writeFileSync(path.join(dir, 'greenhouse.json'), JSON.stringify(board));
    await sync('greenhouse', path.join(dir, 'greenhouse.json'), 'northwind');
    ({ cards, find } = await byTitle());
    const northwind = cards.filter((card) => card.company_name.startsWith('Northwind'));
    expect(northwind.map((card) => [card.location, card.is_stale]).sort()).toEqual([
      ['Europe', false],
      ['San Francisco, CA', true],
    ]);

    // Forty days on, the aggregators' copies are past their month, but the company board keeps
    // its roles for two: the job it still lists stays fresh.
    now = new Date(now.getTime() + 40 * DAY);
    await markStaleJobs(t.database.db, now);
    ({ cards } = await byTitle());
    const listed = cards.find((card) => card.sources.length > 1)!;
    expect(listed.company_name).toMatch(/^Northwind/);
    expect(listed.is_stale).toBe(false);
    const inChinese = await search('', 'zh');
    expect(
      inChinese.filter((card) => !card.is_stale).every((card) => card.sources.length > 0),
    ).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe.runIf(fs.existsSync(REALDATA))('with the real captures', () => {
    it('merges a real repost, keeps two cities of one template apart, and no real job joins ours', async () => {
      const real = await sync('remoteok', path.join(REALDATA, 'remoteok-api.json'));
      expect(real).toMatchObject({ status: 'succeeded' });
      const greenhouse = await sync(
        'greenhouse',
        path.join(REALDATA, 'greenhouse-jobs-content.json'),
        'vaulttec',
      );
      expect(greenhouse).toMatchObject({ status: 'succeeded', created: 1 });
      await importEveryBoard();

      const rows = await queryRows<{
        title: string;
        company: string;
        location: string;
        sources: number;
      }>(
        t.database.db,
        sql`select j.title, c.name as company, j.location,
              (select count(*)::int from job_sources s where s.job_id = j.id) as sources
            from jobs j join companies c on c.id = j.company_id`,
      );
      const read = real.fetched - real.failures.length;
      // Every real posting is a job of its own but one: 1840 & Company posted its Johannesburg
      // account manager twice, eleven days apart.
      const realJobs = rows.filter(
        (row) => !row.company.startsWith('Northwind') && row.title !== 'Vault Designer',
      );
      expect(realJobs).toHaveLength(read - 1);
      const reposted = realJobs.filter((row) => row.sources === 2);
      expect(reposted.map((row) => [row.company, row.title])).toEqual([
        ['1840 & Company', 'Account Manager B2B Sales'],
      ]);
      // Argo Group's adjuster in Omaha and in Chicago: one template, two openings.
      expect(
        realJobs.filter((row) => row.title === "Workers' Compensation Claims Adjuster"),
      ).toHaveLength(2);
      const ours = rows.filter((row) => row.company.startsWith('Northwind'));
      expect(ours.map((row) => row.sources).sort()).toEqual([1, 5]);

      const card = (await search('keyword=Account%20Manager%20B2B')).find((item) =>
        item.company_name.startsWith('1840'),
      )!;
      expect(card.repost_count).toBe(1);
      expect(card.sources).toEqual([
        expect.objectContaining({ name: 'remoteok', is_company_board: false }),
      ]);
    });
  });
});
