import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** The tracker follows what the user does: bookmarks and "did you apply?". */
describe('applications: following bookmarks and applying', () => {
  let t: TestApp;
  let jobs: string[];
  beforeAll(async () => {
    t = await createTestApp();
    jobs = await createJobs(t.database.db, [
      { sourceId: 'follow-1', title: 'Support Engineer', company: { name: 'Umbrella' } },
      { sourceId: 'follow-2', title: 'QA Engineer', company: { name: 'Stark' } },
      { sourceId: 'follow-3', title: 'SRE', company: { name: 'Wayne' } },
    ]);
  });
  afterAll(() => t.close());

  async function newUser() {
    const token = (await signUp(t.app)).access_token;
    const request = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
      call(t.app, method, url, body, { token });
    const bookmark = (jobId: string, status: 'saved' | 'deleted') =>
      request('POST', '/api/v1/jobs/addFavoriteJob', { job_id: jobId, status });
    const board = async () =>
      (await request('GET', '/api/v1/applications?archived=all')).json().data.items as Array<{
        id: string;
        job_id: string;
        status: string;
        version: number;
        source: string;
        title: string;
      }>;
    return { token, request, bookmark, board };
  }

  it('bookmarking puts a job in wishlist; un-bookmarking removes it while it is still there', async () => {
    const user = await newUser();
    expect((await user.bookmark(jobs[0]!, 'saved')).statusCode).toBe(200);
    expect(await user.board()).toEqual([
      expect.objectContaining({
        job_id: jobs[0],
        status: 'wishlist',
        source: 'bookmark',
        title: 'Support Engineer',
      }),
    ]);
    // Bookmarking twice keeps one card.
    await user.bookmark(jobs[0]!, 'saved');
    expect(await user.board()).toHaveLength(1);
    await user.bookmark(jobs[0]!, 'deleted');
    expect(await user.board()).toEqual([]);
  });

  it('keeps an application that moved on when the bookmark goes', async () => {
    const user = await newUser();
    await user.bookmark(jobs[1]!, 'saved');
    const [card] = await user.board();
    await user.request('PATCH', `/api/v1/applications/${card!.id}`, {
      version: card!.version,
      status: 'interview',
    });
    await user.bookmark(jobs[1]!, 'deleted');
    expect(await user.board()).toEqual([
      expect.objectContaining({ id: card!.id, status: 'interview' }),
    ]);
    // Bookmarking it again does not send it back to the wishlist.
    await user.bookmark(jobs[1]!, 'saved');
    expect(await user.board()).toEqual([
      expect.objectContaining({ id: card!.id, status: 'interview' }),
    ]);
  });

  it('"did you apply?" yes moves the bookmarked job to applied, or adds it applied', async () => {
    const user = await newUser();
    await user.bookmark(jobs[0]!, 'saved');
    const [wish] = await user.board();
    const yes = await user.request('POST', '/api/v1/applications', {
      job_id: jobs[0],
      status: 'applied',
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data).toMatchObject({ id: wish!.id, status: 'applied', version: 2 });
    expect(yes.json().data.timeline.map((e: { to_status: string }) => e.to_status)).toEqual([
      'wishlist',
      'applied',
    ]);
    // Un-bookmarking now leaves it: it moved on.
    await user.bookmark(jobs[0]!, 'deleted');
    expect(await user.board()).toHaveLength(1);
    // A job never bookmarked is added straight to applied.
    const fresh = await user.request('POST', '/api/v1/applications', {
      job_id: jobs[2],
      status: 'applied',
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data).toMatchObject({ status: 'applied', job_id: jobs[2] });
  });

  it('guest bookmarks imported at sign-in join the wishlist', async () => {
    const user = await newUser();
    const res = await user.request('POST', '/api/v1/jobs/favorites/import', {
      job_ids: [jobs[1], jobs[2]],
    });
    expect(res.json().data.saved).toBe(2);
    const board = await user.board();
    expect(board.map((card) => card.job_id).sort()).toEqual([jobs[1], jobs[2]].sort());
    expect(board.every((card) => card.status === 'wishlist')).toBe(true);
  });
});
