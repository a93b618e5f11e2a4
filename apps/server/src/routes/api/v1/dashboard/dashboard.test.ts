import type { Application } from '@yonder/contract/applications';
import type { ActivityPage, DashboardSummary } from '@yonder/contract/dashboard';
import type { MatchesResult } from '@yonder/contract/matching';
import { FIELD_POSTINGS, FIELD_RESUMES } from '@yonder/career-ai/test-support/field-resumes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '#db/query-rows.ts';
import { recordActivity } from '#modules/activity/activity-service.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

// A Wednesday; its week (Monday to Sunday) starts on 2026-06-08.
const NOW = new Date('2026-06-10T10:00:00Z');

describe('GET /api/v1/dashboard/summary and /activity', () => {
  let t: TestApp;
  let clock = NOW;
  const jobIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => clock;
    await insertJobs(
      t.database.db,
      FIELD_POSTINGS.map((posting) =>
        jobRecord({
          ...posting,
          category: posting.field,
          sourceId: `field-${posting.field}`,
          postedAt: new Date('2026-06-01T00:00:00Z'),
        }),
      ),
    );
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from jobs order by source_id`,
    );
    jobIds.push(...rows.map((row) => row.id));
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  const at = (iso: string) => {
    clock = new Date(iso);
  };

  async function user() {
    const session = await signUp(t.app);
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = ${session.user.email}`,
    );
    return { token: session.access_token, id: row!.id };
  }

  async function track(token: string, body: object): Promise<Application> {
    const answer = await call(t.app, 'POST', '/api/v1/applications', body, { token });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().data.application ?? answer.json().data;
  }

  async function change(token: string, application: Application, body: object) {
    const answer = await call(
      t.app,
      'PATCH',
      `/api/v1/applications/${application.id}`,
      { version: application.version, ...body },
      { token },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Application;
  }

  async function summary(token: string, query = ''): Promise<DashboardSummary> {
    const answer = await call(t.app, 'GET', `/api/v1/dashboard/summary${query}`, undefined, {
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json().data;
  }

  it('answers 401 to guests', async () => {
    for (const url of ['/api/v1/dashboard/summary', '/api/v1/dashboard/activity']) {
      const answer = await call(t.app, 'GET', url);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().success).toBe(false);
    }
  });

  it('gives every figure from the data behind it, and only to its owner', async () => {
    const { token } = await user();
    const other = await user();

    // Nothing yet: every figure is empty, the twelve weeks are there.
    const empty = await summary(token);
    expect(empty).toMatchObject({ ats: null, match: null, saved_jobs: 0, applied_jobs: 0 });
    expect(empty.funnel.map((row) => row.count)).toEqual([0, 0, 0, 0]);
    expect(empty.weeks).toHaveLength(12);
    expect(empty.weeks.at(-1)).toEqual({ start: '2026-06-08', count: 0 });
    expect(empty.weeks[0]!.start).toBe('2026-03-23');

    // The resume analysed: its score and date.
    const created = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'Frontend CV', language: 'en', document: FIELD_RESUMES[0]!.document },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const resumeId = created.json().data.id as string;
    at('2026-06-09T08:00:00Z');
    const analysed = await call(
      t.app,
      'POST',
      `/api/v1/resumes/${resumeId}/analysis`,
      {},
      { token },
    );
    expect(analysed.statusCode, analysed.body).toBe(200);
    const score = analysed.json().data.score as number;

    // Applications with their timelines.
    at('2026-05-01T09:00:00Z');
    const wish = await track(token, { title: 'Designer', company: 'Globex', status: 'wishlist' });
    at('2026-04-01T09:00:00Z');
    let rejected = await track(token, { job_id: jobIds[0], status: 'applied' });
    at('2026-04-20T09:00:00Z');
    rejected = await change(token, rejected, { status: 'rejected' });
    at('2026-05-20T09:00:00Z');
    let offer = await track(token, { job_id: jobIds[1], status: 'applied' });
    at('2026-05-27T09:00:00Z');
    offer = await change(token, offer, { status: 'interview' });
    offer = await change(token, offer, { status: 'offer' });
    at('2026-06-01T09:00:00Z');
    let moved = await track(token, { job_id: jobIds[2], status: 'wishlist' });
    // Sunday evening in UTC, Monday morning in Shanghai.
    at('2026-06-07T20:00:00Z');
    moved = await change(token, moved, { status: 'applied' });
    at('2026-06-08T09:00:00Z');
    moved = await change(token, moved, { status: 'interview' });
    at('2026-06-09T09:00:00Z');
    const archived = await track(token, { title: 'PM', company: 'Initech', status: 'applied' });
    at(NOW.toISOString());

    // Next steps: one due today, one overdue; a later one, a rejected and an archived one are not listed.
    await change(token, wish, { next_step: 'Send the portfolio', next_step_due: '2026-06-10' });
    await change(token, moved, { next_step: 'Thank-you note', next_step_due: '2026-06-09' });
    await change(token, offer, { next_step: 'Negotiate', next_step_due: '2026-06-12' });
    await change(token, rejected, { next_step: 'Ask why', next_step_due: '2026-06-10' });
    await change(token, archived, {
      next_step: 'Archived step',
      next_step_due: '2026-06-10',
      archived: true,
    });

    // Two jobs saved (already tracked), one saved and removed.
    for (const [jobId, status] of [
      [jobIds[1], 'saved'],
      [jobIds[2], 'saved'],
      [jobIds[3], 'saved'],
      [jobIds[3], 'deleted'],
    ] as const) {
      const saved = await call(
        t.app,
        'POST',
        '/api/v1/jobs/addFavoriteJob',
        { job_id: jobId, status },
        { token },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const figures = await summary(token, '?tz=Asia/Shanghai');
    expect(figures.ats).toEqual({
      score,
      resume_id: resumeId,
      resume_title: 'Frontend CV',
      analyzed_at: '2026-06-09T08:00:00.000Z',
    });
    expect(figures.primary_resume_id).toBe(resumeId);
    expect(figures.saved_jobs).toBe(2);
    // Every application started in the funnel; a rejected one counts where it had got to.
    expect(figures.funnel).toEqual([
      { stage: 'wishlist', count: 5 },
      { stage: 'applied', count: 4 },
      { stage: 'interview', count: 2 },
      { stage: 'offer', count: 1 },
    ]);
    expect(figures.applied_jobs).toBe(4);
    expect(figures.time_zone).toBe('Asia/Shanghai');
    expect(figures.today).toBe('2026-06-10');
    const weeks = Object.fromEntries(figures.weeks.map((week) => [week.start, week.count]));
    expect(weeks).toMatchObject({ '2026-06-08': 2, '2026-05-18': 1, '2026-03-30': 1 });
    expect(figures.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
    expect(figures.due_next_steps).toEqual([
      expect.objectContaining({ next_step: 'Thank-you note', due: '2026-06-09', is_overdue: true }),
      expect.objectContaining({
        next_step: 'Send the portfolio',
        title: 'Designer',
        company: 'Globex',
        due: '2026-06-10',
        is_overdue: false,
      }),
    ]);

    // In UTC the Sunday-evening application belongs to the week before.
    const utc = await summary(token);
    expect(utc.time_zone).toBe('UTC');
    const utcWeeks = Object.fromEntries(utc.weeks.map((week) => [week.start, week.count]));
    expect(utcWeeks).toMatchObject({ '2026-06-08': 1, '2026-06-01': 1 });

    // The best match is the recommendations' first.
    const matches = await call(t.app, 'GET', '/api/v1/matches?page_size=1', undefined, { token });
    const best = (matches.json().data as MatchesResult).items[0]!;
    expect(figures.match).toEqual({
      score: best.match.score,
      job_id: best.id,
      title: best.title,
      company: best.company_name,
    });

    // What was done, newest first.
    const activity = await call(t.app, 'GET', '/api/v1/dashboard/activity', undefined, { token });
    expect(activity.statusCode).toBe(200);
    const kinds = (activity.json().data as ActivityPage).items.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === 'job_saved')).toHaveLength(3);
    expect(kinds).toContain('resume_analysed');
    expect(kinds.filter((kind) => kind === 'application_added')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'application_moved')).toHaveLength(5);
    const move = (activity.json().data as ActivityPage).items.find(
      (item) => item.kind === 'application_moved' && item.detail.to === 'interview',
    );
    expect(move).toMatchObject({ detail: { from: 'applied', to: 'interview' } });

    // Another user sees none of it.
    const theirs = await summary(other.token);
    expect(theirs).toMatchObject({ ats: null, saved_jobs: 0, applied_jobs: 0, due_next_steps: [] });
    const theirActivity = await call(t.app, 'GET', '/api/v1/dashboard/activity', undefined, {
      token: other.token,
    });
    expect(theirActivity.json().data).toEqual({ items: [], next_cursor: null });
  }, 60_000);

  it('pages the activity by a cursor, ties included, and refuses a bad cursor or time zone', async () => {
    const { token, id } = await user();
    const base = Date.parse('2026-06-01T00:00:00Z');
    for (let index = 0; index < 25; index += 1) {
      // Pairs share an instant: the cursor must not lose or repeat either.
      await recordActivity(t.database.db, {
        userId: id,
        kind: 'job_saved',
        title: `Job ${index}`,
        now: new Date(base + Math.floor(index / 2) * 60_000),
      });
    }
    const first = (
      await call(t.app, 'GET', '/api/v1/dashboard/activity', undefined, { token })
    ).json().data as ActivityPage;
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = (
      await call(
        t.app,
        'GET',
        `/api/v1/dashboard/activity?cursor=${encodeURIComponent(first.next_cursor!)}`,
        undefined,
        { token },
      )
    ).json().data as ActivityPage;
    expect(second.items).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(25);
    expect(titles[0]).toBe('Job 24');
    const times = [...first.items, ...second.items].map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const bad = await call(t.app, 'GET', '/api/v1/dashboard/activity?cursor=nonsense', undefined, {
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const zone = await call(t.app, 'GET', '/api/v1/dashboard/summary?tz=Mars/Olympus', undefined, {
      token,
      language: 'zh',
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors[0]).toMatchObject({ field: 'tz', message: '未知的时区' });
  });
});
