import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

describe('job detail and favourites', () => {
  let t: TestApp;
  let jobId: string;
  let otherJobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await insertJobs(t.database.db, [
      jobRecord({
        title: 'Staff Engineer',
        company: {
          name: 'Northwind',
          website: 'https://northwind.example.com',
          size: '51-200',
          industry: 'Logistics',
        },
        sourceId: 'staff',
        benefits: ['Home office budget'],
        requirements: ['Ten years of experience'],
        applicationUrl: 'https://northwind.example.com/careers/1',
        attributionUrl: 'https://remoteok.com/remote-jobs/1',
      }),
      jobRecord({ title: 'Writer', sourceId: 'writer' }),
    ]);
    const list = (await call(t.app, 'GET', '/api/v1/jobs/getAllJobs')).json().data.items;
    jobId = list.find((job: { title: string }) => job.title === 'Staff Engineer').id;
    otherJobId = list.find((job: { title: string }) => job.title === 'Writer').id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a list of one job with every detail field, company facts included', async () => {
    const response = await call(t.app, 'GET', `/api/v1/jobs/getJobById/${jobId}`);
    expect(response.statusCode).toBe(200);
    const [job] = response.json().data;
    expect(job).toMatchObject({
      id: jobId,
      title: 'Staff Engineer',
      company_name: 'Northwind',
      company_website: 'https://northwind.example.com',
      company_size: '51-200',
      company_industry: 'Logistics',
      is_remote: true,
      remote_type: 'fullRemote',
      benefits: ['Home office budget'],
      requirements: ['Ten years of experience'],
      application_url: 'https://northwind.example.com/careers/1',
      source_attribution_url: 'https://remoteok.com/remote-jobs/1',
      applicants_count: 0,
    });
  });

  it('counts a view once per viewer and day', async () => {
    const realNow = t.app.now;
    t.app.now = () => new Date('2026-11-21T10:00:00Z');
    const views = async (ip: string, token?: string) =>
      (
        await call(t.app, 'GET', `/api/v1/jobs/getJobById/${otherJobId}`, undefined, {
          ip,
          ...(token ? { token } : {}),
        })
      ).json().data[0].view_count;
    expect(await views('10.0.0.1')).toBe(1);
    expect(await views('10.0.0.1')).toBe(1);
    expect(await views('10.0.0.2')).toBe(2);
    const ada = await signUp(t.app);
    expect(await views('10.0.0.3', ada.access_token)).toBe(3);
    expect(await views('10.0.0.4', ada.access_token)).toBe(3);
    t.app.now = () => new Date('2026-11-22T10:00:00Z');
    expect(await views('10.0.0.1')).toBe(4);
    t.app.now = realNow;
  });

  it('answers 404 with a clear message for an unknown job and 422 for a malformed id', async () => {
    const missing = await call(t.app, 'GET', `/api/v1/jobs/getJobById/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'This job does not exist or is no longer listed',
    });
    const zh = await call(t.app, 'GET', `/api/v1/jobs/getJobById/${randomUUID()}`, undefined, {
      language: 'zh',
    });
    expect(zh.json().message).toBe('职位不存在或已下线');
    expect((await call(t.app, 'GET', '/api/v1/jobs/getJobById/42')).statusCode).toBe(422);
  });

  it('saves and un-saves a job for the caller only, idempotently', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const favorite = (status: 'saved' | 'deleted', token: string, extra: object = {}) =>
      call(
        t.app,
        'POST',
        '/api/v1/jobs/addFavoriteJob',
        { job_id: jobId, status, job_title: 'Staff Engineer', source: 'web_app', ...extra },
        { token },
      );
    const saved = async (token: string) =>
      (await call(t.app, 'GET', '/api/v1/jobs/favorites', undefined, { token })).json().data;

    expect((await favorite('saved', ada.access_token)).json().message).toBe('Saved to bookmarks');
    expect((await favorite('saved', ada.access_token)).statusCode).toBe(200);
    expect(await saved(ada.access_token)).toMatchObject({
      total: 1,
      items: [{ job_id: jobId, status: 'saved', job: { title: 'Staff Engineer' } }],
    });
    expect((await saved(bob.access_token)).total).toBe(0);

    const forOther = await favorite('saved', bob.access_token, { user_id: ada.user.id });
    expect(forOther.statusCode).toBe(403);

    expect((await favorite('deleted', ada.access_token)).json().message).toBe(
      'Removed from bookmarks',
    );
    expect((await saved(ada.access_token)).total).toBe(0);
  });

  it('keeps guests out of favourites and rejects unknown jobs', async () => {
    const guest = await call(t.app, 'POST', '/api/v1/jobs/addFavoriteJob', {
      job_id: jobId,
      status: 'saved',
    });
    expect(guest.statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/jobs/favorites')).statusCode).toBe(401);
    const ada = await signUp(t.app);
    const unknown = await call(
      t.app,
      'POST',
      '/api/v1/jobs/addFavoriteJob',
      { job_id: randomUUID(), status: 'saved' },
      { token: ada.access_token },
    );
    expect(unknown.statusCode).toBe(404);
  });
  it("saves a guest's bookmarks to the account they sign in to, once, and only theirs", async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const importBookmarks = (token: string | undefined, jobIds: string[]) =>
      call(t.app, 'POST', '/api/v1/jobs/favorites/import', { job_ids: jobIds }, { token });
    const savedIds = async (token: string) =>
      (await call(t.app, 'GET', '/api/v1/jobs/favorites', undefined, { token }))
        .json()
        .data.items.map((item: { job_id: string }) => item.job_id)
        .sort();

    // Ada had un-saved one job on her account; as a guest she bookmarked it again, another job,
    // and one that has since left the catalogue.
    await call(
      t.app,
      'POST',
      '/api/v1/jobs/addFavoriteJob',
      { job_id: otherJobId, status: 'deleted' },
      { token: ada.access_token },
    );
    const first = await importBookmarks(ada.access_token, [jobId, otherJobId, randomUUID()]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ saved: 2 });
    expect(await savedIds(ada.access_token)).toEqual([jobId, otherJobId].sort());

    // The same list again (another tab) saves nothing twice.
    expect((await importBookmarks(ada.access_token, [jobId, otherJobId])).json().data).toEqual({
      saved: 0,
    });
    expect(await savedIds(bob.access_token)).toEqual([]);

    expect((await importBookmarks(undefined, [jobId])).statusCode).toBe(401);
    expect((await importBookmarks(ada.access_token, [])).statusCode).toBe(422);
    expect((await importBookmarks(ada.access_token, ['not-a-job'])).statusCode).toBe(422);
  });
  it("labels the demo catalogue's made-up jobs as samples, and only those", async () => {
    await insertJobs(t.database.db, [
      jobRecord({ title: 'Invented Job', source: 'demo', sourceId: 'demo-1' }),
    ]);
    const list = (await call(t.app, 'GET', '/api/v1/jobs/getAllJobs')).json().data.items as {
      id: string;
      title: string;
      is_sample: boolean;
    }[];
    const invented = list.find((job) => job.title === 'Invented Job');
    expect(invented?.is_sample).toBe(true);
    expect(list.filter((job) => job.title !== 'Invented Job').every((job) => !job.is_sample)).toBe(
      true,
    );
    const detail = await call(t.app, 'GET', `/api/v1/jobs/getJobById/${invented?.id}`);
    expect(detail.json().data[0]).toMatchObject({ is_sample: true, source: 'demo' });
  });
});
