import type { JobMatchResult, MatchesResult, MatchScores } from '@yonder/contract/matching';
import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { FIELD_POSTINGS, FIELD_RESUMES } from '@yonder/career-ai/test-support/field-resumes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { candidateProfiles } from '#db/schema/profiles.ts';
import { seedDemoJobs } from '#modules/jobs/demo/seed.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';
import { queryRows } from '#db/query-rows.ts';
import { sql } from 'drizzle-orm';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('GET /api/v1/matches and /api/v1/jobs/{id}/match', () => {
  let t: TestApp;
  const fieldJobIds = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => NOW;
    await seedDemoJobs(t.database.db, { count: 5_000, now: NOW });
    await insertJobs(
      t.database.db,
      FIELD_POSTINGS.map((posting) =>
        jobRecord({
          ...posting,
          category: posting.field,
          sourceId: `field-${posting.field}`,
          postedAt: new Date('2026-05-20T00:00:00Z'),
        }),
      ),
    );
    const rows = await queryRows<{ id: string; source_id: string }>(
      t.database.db,
      sql`select id, source_id from jobs where source_id like 'field-%'`,
    );
    for (const row of rows) fieldJobIds.set(row.source_id.slice('field-'.length), row.id);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  async function user() {
    const session = await signUp(t.app);
    const id = (
      await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from users where email = ${session.user.email}`,
      )
    )[0]!.id;
    return { token: session.access_token, id };
  }

  /** A resume made through the API, as the resume page makes one (the first becomes primary). */
  async function addResume(
    token: string,
    document: ResumeDocument,
    { language = 'en', title = 'Resume' }: { language?: string; title?: string } = {},
  ) {
    const created = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title, language, document, origin: 'import' },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  }

  async function matches(token: string, query = '', language: 'zh' | 'en' = 'en') {
    const response = await call(t.app, 'GET', `/api/v1/matches?${query}`, undefined, {
      token,
      language,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MatchesResult;
  }

  async function jobMatch(token: string, jobId: string, language: 'zh' | 'en' = 'en') {
    const response = await call(t.app, 'GET', `/api/v1/jobs/${jobId}/match`, undefined, {
      token,
      language,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as JobMatchResult;
  }

  it('ranks each field’s own jobs first for five resumes of different fields', async () => {
    for (const { field, document, language } of FIELD_RESUMES) {
      const { token } = await user();
      await addResume(token, document, { language });
      const result = await matches(token);
      expect(result.has_candidate).toBe(true);
      expect(result.total).toBeGreaterThan(100);
      const top = result.items.slice(0, 10);
      const ofField = top.filter((job) => job.category === field).length;
      expect(
        ofField,
        `${field}: ${top.map((job) => job.title).join(' | ')}`,
      ).toBeGreaterThanOrEqual(8);
      expect(top[0]!.match.reasons.length).toBeGreaterThanOrEqual(2);
      const scores = await Promise.all(
        FIELD_POSTINGS.map(async (posting) => ({
          field: posting.field,
          score: (await jobMatch(token, fieldJobIds.get(posting.field)!)).match!.score,
        })),
      );
      const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
      expect(best.field, `${field}: ${JSON.stringify(scores)}`).toBe(field);
    }
  }, 120_000);

  it('pages with the search filters, and answers the same ranking again', async () => {
    const { token } = await user();
    await addResume(token, FIELD_RESUMES[0]!.document);
    const first = await matches(token, 'page_size=5');
    const second = await matches(token, 'page=2&page_size=5');
    expect(first.items).toHaveLength(5);
    expect(second.items.map((job) => job.id)).not.toContain(first.items[0]!.id);
    expect((await matches(token, 'page_size=5')).items).toEqual(first.items);
    const hybrid = await matches(token, 'remote_type=hybrid');
    expect(hybrid.items.length).toBeGreaterThan(0);
    expect(hybrid.items.every((job) => job.remote_type === 'hybrid')).toBe(true);
    const design = await matches(token, 'category=design');
    expect(design.items.every((job) => job.category === 'design')).toBe(true);
    const bad = await call(t.app, 'GET', '/api/v1/matches?page=0', undefined, { token });
    expect(bad.statusCode).toBe(422);
  });

  it('ranks jobs the candidate cannot be hired for below the others, and says why', async () => {
    const { token, id } = await user();
    const profile: CandidateProfile = emptyCandidateProfile();
    profile.contact.country = 'CN';
    profile.contact.timeZone = 'Asia/Shanghai';
    profile.preferences.desiredTitles = ['Frontend Engineer'];
    profile.skills = [
      { id: 's1', name: 'React' },
      { id: 's2', name: 'TypeScript' },
    ];
    await t.database.db.insert(candidateProfiles).values({ userId: id, profile });
    const first = await matches(token, 'page_size=50');
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page += 1) {
      items.push(...(await matches(token, `page=${page}&page_size=50`)).items);
    }
    const firstBlocked = items.findIndex((job) => !job.match.is_eligible);
    const lastOpen = items.findLastIndex((job) => job.match.is_eligible);
    expect(firstBlocked).toBeGreaterThan(-1);
    expect(lastOpen).toBeLessThan(firstBlocked);
    // A blocked job may score well on everything else, yet it comes after every open one.
    expect(items[firstBlocked]!.match.score).toBeLessThanOrEqual(40);
    const blocked = items[firstBlocked]!;
    expect(blocked.match.reasons[0]).toMatchObject({ part: 'location', tone: 'negative' });
    const detail = await jobMatch(token, blocked.id, 'zh');
    expect(detail.match!.hire.is_eligible).toBe(false);
    expect(detail.match!.hire.text).toMatch(/中国|重叠/);
  });

  it('answers scores for a page of cards, the whole breakdown for one job, in the user’s language', async () => {
    const { token } = await user();
    await addResume(token, FIELD_RESUMES[0]!.document);
    const frontend = fieldJobIds.get('frontend')!;
    const design = fieldJobIds.get('design')!;
    const response = await call(
      t.app,
      'GET',
      `/api/v1/matches/scores?ids=${frontend},${design}`,
      undefined,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const scores = response.json().data as MatchScores;
    expect(scores.scores.map((s) => s.job_id)).toEqual([frontend, design]);
    expect(scores.scores[0]!.score).toBeGreaterThan(scores.scores[1]!.score);
    const en = (await jobMatch(token, frontend)).match!;
    expect(en.parts.map((part) => part.part)).toEqual([
      'skills',
      'role',
      'seniority',
      'location',
      'salary',
      'language',
      'preferences',
    ]);
    expect(en.matched_skills).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(en.hire.text).toMatch(/^Yes/);
    const zh = (await jobMatch(token, frontend, 'zh')).match!;
    expect(zh.score).toBe(en.score);
    expect(zh.hire.text).toMatch(/可以/);
    const unknown = await call(
      t.app,
      'GET',
      '/api/v1/jobs/00000000-0000-4000-8000-000000000000/match',
      undefined,
      { token },
    );
    expect(unknown.statusCode).toBe(404);
    const badIds = await call(t.app, 'GET', '/api/v1/matches/scores?ids=nope', undefined, {
      token,
    });
    expect(badIds.statusCode).toBe(422);
  });

  it('asks for a profile or resume first, and only answers the signed-in user', async () => {
    const { token } = await user();
    expect(await matches(token)).toMatchObject({ has_candidate: false, items: [], total: 0 });
    expect((await jobMatch(token, fieldJobIds.get('design')!)).has_candidate).toBe(false);
    expect((await call(t.app, 'GET', '/api/v1/matches')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', `/api/v1/jobs/${fieldJobIds.get('design')}/match`)).statusCode,
    ).toBe(401);
  });
});
