import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { FRONTEND_JOB } from '#test/resume-samples.ts';
import { createTestApp, createTestClock, type TestApp } from '#test/test-app.ts';
import { recordApplied } from '#modules/applications/tracking-service.ts';

const MINUTE = 60 * 1000;

describe('applications: tracking, owner-only access, timeline, versions and CSV', () => {
  let t: TestApp;
  let jobId: string;
  const clock = createTestClock(new Date('2030-03-01T09:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
    [jobId] = (await createJobs(t.database.db, [
      {
        ...FRONTEND_JOB,
        sourceId: 'tracked-job',
        company: { name: 'Northwind Labs' },
        applicationUrl: 'https://jobs.northwind.test/frontend',
        salary: { min: 80000, max: 120000, currency: 'USD', period: 'year' },
      },
    ])) as [string];
  });
  afterAll(() => t.close());

  async function newUser() {
    const session = await signUp(t.app);
    const token = session.access_token;
    return {
      id: session.user.id,
      token,
      request: (
        method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
        url: string,
        body?: object,
        language: 'zh' | 'en' = 'en',
      ) => call(t.app, method, url, body, { token, language }),
    };
  }

  it('tracks a catalogue job, moves it through every status and keeps the timeline', async () => {
    const user = await newUser();
    const created = await user.request('POST', '/api/v1/applications', { job_id: jobId });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toContain('no-store');
    const application = created.json().data;
    expect(application).toMatchObject({
      status: 'wishlist',
      version: 1,
      job_id: jobId,
      title: 'Senior Frontend Engineer',
      company: 'Northwind Labs',
      url: 'https://jobs.northwind.test/frontend',
      salary: '80k–120k USD / year',
      archived: false,
    });
    expect(application.timeline).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'wishlist' }),
    ]);

    let version = 1;
    const path = ['applied', 'interview', 'offer', 'rejected', 'applied'] as const;
    for (const status of path) {
      clock.advance(MINUTE);
      const moved = await user.request('PATCH', `/api/v1/applications/${application.id}`, {
        version,
        status,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({ status, version: version + 1 });
      expect(moved.json().data.status_changed_at).toBe(clock.now().toISOString());
      version += 1;
    }
    const one = (await user.request('GET', `/api/v1/applications/${application.id}`)).json().data;
    expect(one.timeline.map((e: { to_status: string }) => e.to_status)).toEqual([
      'wishlist',
      ...path,
    ]);
    expect(one.timeline.map((e: { from_status: string | null }) => e.from_status)).toEqual([
      null,
      'wishlist',
      ...path.slice(0, -1),
    ]);
    expect(one.timeline.at(-1).at).toBe(clock.now().toISOString());

    // Changing details without a new status adds nothing to the timeline.
    const noted = await user.request('PATCH', `/api/v1/applications/${application.id}`, {
      version,
      notes: 'Called the recruiter',
      contacts: [{ name: 'Mei Lin', role: 'Recruiter', email: 'mei@northwind.test' }],
      interviews: [{ at: '2030-03-05T10:00:00+08:00', time_zone: 'Asia/Shanghai' }],
      next_step: 'Send portfolio',
      next_step_due: '2030-03-04',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data).toMatchObject({
      notes: 'Called the recruiter',
      contacts: [{ name: 'Mei Lin', role: 'Recruiter', email: 'mei@northwind.test' }],
      interviews: [{ at: '2030-03-05T10:00:00+08:00', time_zone: 'Asia/Shanghai', label: '' }],
      next_step: 'Send portfolio',
      next_step_due: '2030-03-04',
    });
    expect(noted.json().data.timeline).toHaveLength(path.length + 1);

    // Tracking the same job again moves it forward instead of adding a second card.
    const again = await user.request('POST', '/api/v1/applications', {
      job_id: jobId,
      status: 'interview',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: application.id, status: 'interview' });
    const list = (await user.request('GET', '/api/v1/applications')).json().data;
    expect(list.total).toBe(1);
  });

  it('refuses a stale version with 409 and keeps the newer change', async () => {
    const user = await newUser();
    const { id } = (
      await user.request('POST', '/api/v1/applications', {
        title: 'Designer',
        company: 'Acme',
        url: 'https://acme.test/jobs/1',
      })
    ).json().data;
    const first = await user.request('PATCH', `/api/v1/applications/${id}`, {
      version: 1,
      status: 'applied',
    });
    expect(first.statusCode).toBe(200);
    const stale = await user.request(
      'PATCH',
      `/api/v1/applications/${id}`,
      { version: 1, status: 'offer' },
      'zh',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('第 2 版');
    const current = (await user.request('GET', `/api/v1/applications/${id}`)).json().data;
    expect(current).toMatchObject({ status: 'applied', version: 2 });
    expect(current.timeline).toHaveLength(2);
  });

  it('answers 404 to everyone but the owner and lists only their own', async () => {
    const ada = await newUser();
    const bob = await newUser();
    const { id } = (
      await ada.request('POST', '/api/v1/applications', {
        title: 'Secret role',
        company: 'Ada Corp',
        url: 'https://ada.test/secret',
      })
    ).json().data;
    expect((await bob.request('GET', `/api/v1/applications/${id}`)).statusCode).toBe(404);
    const patch = await bob.request('PATCH', `/api/v1/applications/${id}`, {
      version: 1,
      status: 'offer',
    });
    expect(patch.statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/v1/applications/${id}`)).statusCode).toBe(404);
    expect((await bob.request('GET', '/api/v1/applications')).json().data.items).toEqual([]);
    const csv = await bob.request('GET', '/api/v1/applications/export.csv');
    expect(csv.body).not.toContain('Secret role');
    // Bob tracking the same address gets his own application.
    const bobs = await bob.request('POST', '/api/v1/applications', {
      title: 'Secret role',
      company: 'Ada Corp',
      url: 'https://ada.test/secret',
    });
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data.id).not.toBe(id);
    expect((await ada.request('GET', `/api/v1/applications/${id}`)).json().data.status).toBe(
      'wishlist',
    );
    // A resume of someone else cannot be attached.
    expect(
      (await call(t.app, 'GET', '/api/v1/applications')).statusCode,
      'guests are refused',
    ).toBe(401);
    const deleted = await ada.request('DELETE', `/api/v1/applications/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await ada.request('GET', `/api/v1/applications/${id}`)).statusCode).toBe(404);
  });

  it('filters, searches, sorts and archives', async () => {
    const user = await newUser();
    const add = async (title: string, company: string, status: string) =>
      (
        await user.request('POST', '/api/v1/applications', {
          title,
          company,
          status,
          url: `https://${company.toLowerCase()}.test/${title.length}`,
        })
      ).json().data as { id: string };
    await add('Backend Engineer', 'Zeta', 'applied');
    const beta = await add('Data Analyst', 'Beta', 'interview');
    await add('Support Lead', 'Alpha', 'applied');
    const applied = (await user.request('GET', '/api/v1/applications?status=applied')).json().data;
    expect(applied.items.map((a: { company: string }) => a.company).sort()).toEqual([
      'Alpha',
      'Zeta',
    ]);
    const found = (await user.request('GET', '/api/v1/applications?q=analyst')).json().data;
    expect(found.items.map((a: { id: string }) => a.id)).toEqual([beta.id]);
    const byCompany = (await user.request('GET', '/api/v1/applications?sort=company')).json().data;
    expect(byCompany.items.map((a: { company: string }) => a.company)).toEqual([
      'Alpha',
      'Beta',
      'Zeta',
    ]);
    const desc = (await user.request('GET', '/api/v1/applications?sort=company&order=desc')).json()
      .data;
    expect(desc.items[0].company).toBe('Zeta');
    await user.request('PATCH', `/api/v1/applications/${beta.id}`, { version: 1, archived: true });
    const board = (await user.request('GET', '/api/v1/applications')).json().data;
    expect(board.items.map((a: { id: string }) => a.id)).not.toContain(beta.id);
    const archived = (await user.request('GET', '/api/v1/applications?archived=true')).json().data;
    expect(archived.items.map((a: { id: string }) => a.id)).toEqual([beta.id]);
    const bad = await user.request('GET', '/api/v1/applications?status=hired', undefined, 'zh');
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad input with 422 per field, in the user language', async () => {
    const user = await newUser();
    const res = await user.request(
      'POST',
      '/api/v1/applications',
      { title: 'X', company: 'Y', url: 'javascript:alert(1)' },
      'zh',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'url', message: '请输入以 http:// 或 https:// 开头的网址' },
    ]);
    const { id } = (
      await user.request('POST', '/api/v1/applications', { title: 'X', company: 'Y' })
    ).json().data;
    const zone = await user.request('PATCH', `/api/v1/applications/${id}`, {
      version: 1,
      interviews: [{ at: '2030-03-05T10:00:00Z', time_zone: 'Mars/Olympus' }],
    });
    expect(zone.statusCode).toBe(422);
    expect(JSON.stringify(zone.json().errors)).toContain('Unknown time zone');
    const farDate = await user.request('PATCH', `/api/v1/applications/${id}`, {
      version: 1,
      next_step_due: '0000-01-01',
    });
    expect(farDate.statusCode).toBe(422);
    const missing = await user.request('POST', '/api/v1/applications', { title: 'only' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'company', message: 'Required for a job outside the catalogue' },
    ]);
    const otherResume = await user.request('POST', '/api/v1/applications', {
      title: 'X',
      company: 'Z',
      resume_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherResume.statusCode).toBe(404);
  });

  it('records "applied" for an address once: the extension call moves the tracked card', async () => {
    const user = await newUser();
    const { id } = (
      await user.request('POST', '/api/v1/applications', {
        title: 'Platform Engineer',
        company: 'Globex',
        url: 'https://globex.test/careers/42#apply',
      })
    ).json().data;
    const viaApi = await user.request('POST', '/api/v1/applications', {
      title: 'Platform Engineer',
      company: 'Globex',
      url: 'https://globex.test/careers/42?utm_source=ext',
      status: 'applied',
      source: 'extension',
    });
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.json().data).toMatchObject({ id, status: 'applied', version: 2 });
    // The service the extension helper calls does the same, and never moves a card back.
    await user.request('PATCH', `/api/v1/applications/${id}`, { version: 2, status: 'interview' });
    const recorded = await recordApplied({
      db: t.database.db,
      userId: user.id,
      url: 'https://globex.test/careers/42',
      title: 'Platform Engineer',
      company: 'Globex',
      now: clock.now(),
    });
    expect(recorded).toMatchObject({ created: false, application: { id, status: 'interview' } });
    // The extension seeing the catalogue job's application page finds that card too.
    const catalogue = (await user.request('POST', '/api/v1/applications', { job_id: jobId })).json()
      .data;
    const seen = await recordApplied({
      db: t.database.db,
      userId: user.id,
      url: 'https://jobs.northwind.test/frontend',
      title: 'Frontend',
      company: 'Northwind',
      now: clock.now(),
    });
    expect(seen.application).toMatchObject({ id: catalogue.id, status: 'applied' });
    expect((await user.request('GET', '/api/v1/applications')).json().data.total).toBe(2);
  });

  it('exports CSV with every application, quoted and safe for spreadsheets', async () => {
    const user = await newUser();
    await user.request('POST', '/api/v1/applications', {
      title: 'Engineer, "Platform"',
      company: '=HYPERLINK("x")',
      url: 'https://csv.test/1',
      status: 'offer',
      notes: 'line one\nline two',
    });
    await user.request('POST', '/api/v1/applications', { title: '前端工程师', company: '远方' });
    const res = await user.request('GET', '/api/v1/applications/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('applications.csv');
    expect(res.headers['cache-control']).toContain('no-store');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^id,status,archived,title,company,/);
    const text = rows.join('\r\n');
    expect(text).toContain('"Engineer, ""Platform"""');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('"line one\nline two"');
    expect(text).toContain('前端工程师,远方');
    // The wishlist card comes first (board order), then the offer.
    expect(rows[0]).toContain(',wishlist,');
  });

  it('documents every route in OpenAPI under the applications tag', async () => {
    const openapi = (await t.app.inject('/api/docs/openapi.json')).json();
    expect(openapi.tags).toContainEqual(expect.objectContaining({ name: 'applications' }));
    const routes = [
      ['/api/v1/applications', 'get'],
      ['/api/v1/applications', 'post'],
      ['/api/v1/applications/from-url', 'post'],
      ['/api/v1/applications/export.csv', 'get'],
      ['/api/v1/applications/{id}', 'get'],
      ['/api/v1/applications/{id}', 'patch'],
      ['/api/v1/applications/{id}', 'delete'],
    ] as const;
    const paths = Object.keys(openapi.paths).filter((key) => key.includes('applications'));
    for (const [path, method] of routes) {
      // The list's path keeps the slash of its route (`/`) in the document.
      const key = paths.find((candidate) => candidate.replace(/\/$/, '') === path);
      expect(openapi.paths[key ?? path]?.[method]?.tags, `${method} ${path}`).toEqual([
        'applications',
      ]);
    }
  });
});
