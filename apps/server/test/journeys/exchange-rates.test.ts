import fs from 'node:fs/promises';
import type { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEcbDaily, RatesFormatError } from '#modules/exchange-rates/ecb.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { feed } from '#modules/ingestion/test/helpers.ts';
import { startFeedServer, type FeedServer } from '#modules/ingestion/test/feed-server.ts';
import { call, signUp } from '../auth-helpers.ts';
import { jobRecord } from '../job-fixtures.ts';
import { advanceUntil, createQueueClock } from '../queue-clock.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const SAMPLE = 'ecb-eurofxref-daily-2024-06-28.xml';
type Converted = {
  currency: string;
  period: string;
  min: number | null;
  max: number | null;
  rate_date: string;
  rate_source: string;
  rate_age_days: number;
};
type Card = { id: string; title: string; salary_converted: Converted | null };

describe('the ECB reference rates', () => {
  it('reads the real daily file: its day, every currency per euro, the euro at 1', async () => {
    const day = parseEcbDaily(await fs.readFile(feed(SAMPLE), 'utf8'));
    expect(day.date).toBe('2024-06-28');
    expect(day.perEur.get('USD')).toBe(1.0705);
    expect(day.perEur.get('CNY')).toBe(7.7748);
    expect(day.perEur.get('EUR')).toBe(1);
    expect(day.perEur.size).toBe(31);
    expect(day.perEur.has('TWD')).toBe(false);
  });

  it('refuses an error page, a file without a day and a rate that is not a number', () => {
    expect(() => parseEcbDaily('<html><body>Service unavailable')).toThrow(RatesFormatError);
    expect(() => parseEcbDaily('<Envelope><Cube><Cube/></Cube></Envelope>')).toThrow(
      RatesFormatError,
    );
    expect(() =>
      parseEcbDaily(
        "<Envelope><Cube><Cube time='2024-06-28'><Cube currency='USD' rate='n/a'/></Cube></Cube></Envelope>",
      ),
    ).toThrow(RatesFormatError);
  });
});

/**
 * Pay in the reader's currency, end to end: the daily schedule fires on the queue's clock, the
 * worker reads the ECB file (the stored sample of a real day), stores it, and every answer converts
 * with it, saying how old it is; the salary filter compares in the reader's currency.
 */
describe('pay in my currency', { timeout: 90_000 }, () => {
  let clock: TestClock;
  let rates: FeedServer;
  let test: TestApp;
  let ids: Record<string, string>;
  const search = async (query: string, language: 'zh' | 'en' = 'en', token?: string) =>
    (
      await call(test.app, 'GET', `/api/v1/jobs/getAllJobs?${query}`, undefined, {
        language,
        token,
      })
    ).json().data.items as Card[];
  const cardOf = (cards: Card[], id: string) => cards.find((card) => card.id === id)!;

  beforeAll(async () => {
    clock = createQueueClock('2024-06-30T15:00:00Z');
    rates = await startFeedServer();
    rates.route('/stats/eurofxref/eurofxref-daily.xml', { file: SAMPLE, type: 'text/xml' });
    test = await createTestApp(
      {
        EXCHANGE_RATES_URL: `${rates.url}/stats/eurofxref/eurofxref-daily.xml`,
        EXCHANGE_RATES_CRON: '0 16 * * *',
      },
      undefined,
      { queueClock: clock },
    );
    const posted = new Date('2024-06-29T00:00:00Z');
    const jobs = [
      ['Euro Engineer', { min: 60_000, max: 80_000, currency: 'EUR', period: 'year' }],
      ['Yuan Engineer', { min: 30_000, max: 40_000, currency: 'CNY', period: 'month' }],
      ['Taiwan Engineer', { min: 1_500_000, max: null, currency: 'TWD', period: 'year' }],
      ['Dollar Engineer', { min: 50_000, max: null, currency: 'USD', period: 'year' }],
    ] as const;
    const written = await insertJobs(
      test.database.db,
      jobs.map(([title, salary]) => jobRecord({ title, salary: { ...salary }, postedAt: posted })),
    );
    void written;
    const found = await search('page_size=100');
    ids = Object.fromEntries(found.map((card) => [card.title, card.id]));
  });
  afterAll(async () => {
    await test?.close();
    await rates?.close();
  });

  it('before any day is fetched, converts with the built-in table and says so', async () => {
    // At start, with no rates stored, one fetch is queued: the first rates come at once.
    // (The first look may come before it runs.)
    const card = cardOf(await search('page_size=100', 'zh'), ids['Euro Engineer']!);
    expect(card.salary_converted?.currency).toBe('CNY');
    expect(['builtin', 'ecb']).toContain(card.salary_converted?.rate_source);
  });

  it('fetches the day on the schedule through the queue and converts every card with it', async () => {
    await advanceUntil(
      clock,
      // The euro job's card: the four jobs share a posting time, so any may come first, and the
      // Taiwan dollar's has no conversion at all.
      async () =>
        cardOf(await search('page_size=100'), ids['Euro Engineer']!).salary_converted
          ?.rate_source === 'ecb',
      { maxMs: 26 * 60 * 60 * 1000, stepMs: 60_000 },
    );
    expect(rates.requests.length).toBeGreaterThanOrEqual(1);
    // The schedule's next occurrence reads the file again.
    const before = rates.requests.length;
    await clock.setTime('2024-07-01T15:59:00Z');
    await advanceUntil(clock, () => rates.requests.length > before, {
      maxMs: 2 * 60 * 60 * 1000,
      stepMs: 30_000,
    });
    expect(new Date(clock.now()).toISOString() >= '2024-07-01T16:00:00.000Z').toBe(true);

    // In zh: yuan per year. 60,000 EUR at 7.7748 CNY per euro.
    const zh = await search('page_size=100', 'zh');
    const euro = cardOf(zh, ids['Euro Engineer']!).salary_converted!;
    expect(euro).toMatchObject({
      currency: 'CNY',
      period: 'year',
      min: 466_000,
      max: 622_000,
      rate_date: '2024-06-28',
      rate_source: 'ecb',
    });
    // In en: dollars; asked per month, 30,000 CNY a month is about 4,130 USD.
    const en = await search('page_size=100&pay_period=month');
    expect(cardOf(en, ids['Yuan Engineer']!).salary_converted).toMatchObject({
      currency: 'USD',
      period: 'month',
      min: 4_130,
      max: 5_510,
    });
    // A currency the ECB does not list shows only the listed salary.
    expect(cardOf(en, ids['Taiwan Engineer']!).salary_converted).toBeNull();
  });

  it('says how old the rate is when no fresher day came', async () => {
    await clock.setTime('2024-07-20T10:00:00Z');
    const [card] = (await search('keyword=Euro%20Engineer')) as Card[];
    expect(card!.salary_converted!.rate_date).toBe('2024-06-28');
    expect(card!.salary_converted!.rate_age_days).toBe(22);
  });

  it('filters pay in the reader currency against the converted yearly amounts', async () => {
    // 400,000 CNY a year is about 55,000 USD: the euro job (64,000 USD) and the yuan job
    // (360,000 CNY a year, about 49,600 USD) fall on either side.
    const titles = (cards: Card[]) => cards.map((card) => card.title).sort();
    expect(titles(await search('salary_min=400000&salary_currency=CNY&page_size=100'))).toEqual([
      'Euro Engineer',
    ]);
    expect(titles(await search('salary_min=300000&salary_currency=CNY&page_size=100'))).toContain(
      'Yuan Engineer',
    );
  });

  it("keeps a person's currency and period in their preferences and converts to them", async () => {
    const session = await signUp(test.app);
    const token = session.access_token;
    const saved = await call(
      test.app,
      'PATCH',
      '/api/v1/account/preferences',
      { pay_currency: 'EUR', pay_period: 'month' },
      { token, language: 'zh' },
    );
    expect(saved.json().data).toMatchObject({ pay_currency: 'EUR', pay_period: 'month' });
    const detail = await call(
      test.app,
      'GET',
      `/api/v1/jobs/getJobById/${ids['Dollar Engineer']}`,
      undefined,
      { token, language: 'zh' },
    );
    expect(detail.json().data[0].salary_converted).toMatchObject({
      currency: 'EUR',
      period: 'month',
      min: 3_890,
    });
    const bad = await call(
      test.app,
      'PATCH',
      '/api/v1/account/preferences',
      { pay_currency: 'XYZ' },
      { token, language: 'zh' },
    );
    expect(bad.statusCode).toBe(422);
  });
});
