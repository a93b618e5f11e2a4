import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_FIELDS } from '@yonder/contract/jobs-constants';
import type { JobCategory } from '@yonder/contract/jobs';
import type { MatchesResult } from '@yonder/contract/matching';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { parseResume } from '@yonder/career-ai/resume-parser';
import { PROFESSION_RESUMES } from '@yonder/career-ai/test-support/profession-resumes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { SERVER_ROOT } from '#lib/server-root.ts';
import { seedDemoJobs } from '#modules/jobs/demo/seed.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const ACCOUNTANT_PDF = path.resolve(
  SERVER_ROOT,
  '../../../shared/realdata/resumes/01-Accountant.pdf',
);
const fieldOf = (category: string) => CATEGORY_FIELDS[category as JobCategory];

async function addResume(
  app: TestApp['app'],
  token: string,
  document: ResumeDocument,
  language: string,
) {
  const created = await call(
    app,
    'POST',
    '/api/v1/resumes',
    { title: 'Resume', language, document, origin: 'import' },
    { token },
  );
  expect(created.statusCode, created.body).toBe(201);
}

async function matches(app: TestApp['app'], token: string, language: 'zh' | 'en' = 'en') {
  const response = await call(app, 'GET', '/api/v1/matches', undefined, { token, language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MatchesResult;
}

describe('recommendations for every profession, on the demo catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => NOW;
    await seedDemoJobs(t.database.db, { count: 5_000, now: NOW });
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  async function topOf(document: ResumeDocument, language: 'zh' | 'en') {
    const { access_token: token } = await signUp(t.app);
    await addResume(t.app, token, document, language);
    const result = await matches(t.app, token, language);
    expect(result.has_candidate).toBe(true);
    return { result, top: result.items.slice(0, 10) };
  }

  it('keeps at least 8 of the top 10 in the person’s own field for seven non-engineering resumes', async () => {
    for (const { field, document, language } of PROFESSION_RESUMES) {
      const { result, top } = await topOf(document, language);
      const titles = top.map((job) => `${job.title} (${job.category})`).join(' | ');
      expect(top.length, `${field}: ${titles}`).toBe(10);
      const own = top.filter((job) => fieldOf(job.category) === fieldOf(field)).length;
      expect(own, `${field}: ${titles}`).toBeGreaterThanOrEqual(8);
      // Within the profession, not padded with another field's jobs, and the page knows the field.
      expect(result.field?.categories, field).toContain(field);
      expect(result.field?.few).toBe(false);
      expect(result.items.every((job) => fieldOf(job.category) === fieldOf(field))).toBe(true);
    }
  }, 180_000);

  it('reads the accountant, the office coordinator and the desktop-support technician as such', async () => {
    const [accountant, coordinator, technician] = PROFESSION_RESUMES;
    const expectTitles = async (document: ResumeDocument, words: RegExp) => {
      const { top } = await topOf(document, 'en');
      const named = top.filter((job) => words.test(job.title)).length;
      expect(named, top.map((job) => job.title).join(' | ')).toBeGreaterThanOrEqual(5);
    };
    await expectTitles(accountant!.document, /accountant|bookkeeper|accounts payable|tax/i);
    await expectTitles(coordinator!.document, /coordinator|assistant|office|operations|project/i);
    await expectTitles(technician!.document, /support|help desk|desktop|it administrator/i);
  }, 120_000);

  it.runIf(fs.existsSync(ACCOUNTANT_PDF))(
    'recommends accounting and finance jobs for the real accountant’s PDF resume, never sales',
    async () => {
      const parsed = await parseResume(new Uint8Array(fs.readFileSync(ACCOUNTANT_PDF)), 'pdf');
      const { result, top } = await topOf(parsed.document, parsed.language);
      const titles = top.map((job) => `${job.title} (${job.category})`).join(' | ');
      expect(top.filter((job) => job.category === 'finance').length, titles).toBeGreaterThanOrEqual(
        8,
      );
      expect(
        result.items.some((job) => job.category === 'sales'),
        titles,
      ).toBe(false);
      // Her certifications count: a posting asking for a CPA is met.
      const cpa = top.find((job) => job.match.fits.some((fit) => /CPA/.test(fit.text)));
      expect(cpa, titles).toBeDefined();
    },
    60_000,
  );

  it('keeps engineers as good: a frontend resume still gets engineering jobs only', async () => {
    const { top, result } = await topOf(
      {
        ...PROFESSION_RESUMES[0]!.document,
        basics: {
          ...PROFESSION_RESUMES[0]!.document.basics,
          label: 'Senior Frontend Engineer',
          summary: 'Frontend engineer building React and TypeScript web apps.',
        },
        work: [
          {
            ...PROFESSION_RESUMES[0]!.document.work[0]!,
            position: 'Senior Frontend Engineer',
            highlights: ['Built a design system in React, TypeScript and Tailwind CSS.'],
          },
        ],
        certificates: [],
        skills: [{ name: 'Web', level: '', keywords: ['React', 'TypeScript', 'CSS', 'Next.js'] }],
      },
      'en',
    );
    expect(top.filter((job) => job.category === 'frontend').length).toBeGreaterThanOrEqual(8);
    expect(result.field?.categories).toEqual(['frontend']);
  }, 60_000);
});

describe('a profession the catalogue holds few jobs of', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => NOW;
    await insertJobs(t.database.db, [
      ...['Staff Accountant', 'Senior Accountant', 'Bookkeeper'].map((title) =>
        jobRecord({
          title,
          category: 'finance',
          skills: ['Accounting', 'Reconciliation', 'GAAP'],
          postedAt: new Date('2026-05-20T00:00:00Z'),
        }),
      ),
      ...Array.from({ length: 30 }, (_, index) =>
        jobRecord({
          title: `Account Executive ${index + 1}`,
          category: 'sales',
          skills: ['Sales', 'Salesforce', 'Excel'],
          postedAt: new Date('2026-05-20T00:00:00Z'),
        }),
      ),
    ]);
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('says so, in the user’s language, instead of padding the list with another field’s jobs', async () => {
    const { access_token: token } = await signUp(t.app);
    await addResume(t.app, token, PROFESSION_RESUMES[0]!.document, 'en');
    const en = await matches(t.app, token, 'en');
    expect(en.items.map((job) => job.title).sort()).toEqual([
      'Bookkeeper',
      'Senior Accountant',
      'Staff Accountant',
    ]);
    expect(en.field).toEqual({ categories: ['finance'], count: 3, few: true });
    // A category the user chooses is theirs to see, whatever their field.
    const chosen = await call(t.app, 'GET', '/api/v1/matches?category=sales', undefined, {
      token,
    });
    expect(chosen.json().data.items).toHaveLength(20);
    expect(chosen.json().data.field).toBeNull();
  });
});
