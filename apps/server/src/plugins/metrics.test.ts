import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { lastUserJson, startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { createJobs, ENGLISH_RESUME_LINES, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { FRONTEND_JOB, frontend } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { startFeedServer, type FeedServer } from '../modules/ingestion/test/feed-server.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (no escaped quotes in our label values). */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of that name whose labels include these; undefined if none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

const PROXY = '192.168.9.9';

describe('/metrics', () => {
  it('is closed by default: an unknown route to everyone, loopback included', async () => {
    const t = await createTestApp();
    try {
      const closed = await call(t.app, 'GET', '/metrics', undefined, { ip: '127.0.0.1' });
      const unknown = await call(t.app, 'GET', '/api/v1/no-such-route', undefined, {
        ip: '127.0.0.1',
      });
      expect(closed.statusCode).toBe(404);
      const { request_id: _closedId, ...closedBody } = closed.json();
      const { request_id: _unknownId, ...unknownBody } = unknown.json();
      expect(closedBody).toEqual(unknownBody);
      expect(closedBody).toMatchObject({ success: false });
      expect(closed.headers['content-type']).toBe(unknown.headers['content-type']);
    } finally {
      await t.close();
    }
  });

  describe('open to METRICS_ALLOW', () => {
    let t: TestApp;
    let ai: FakeAi;
    let feeds: FeedServer;
    const scrape = async (ip = '127.0.0.1') => {
      const res = await call(t.app, 'GET', '/metrics', undefined, { ip });
      expect(res.statusCode).toBe(200);
      return parseSamples(res.body);
    };

    beforeAll(async () => {
      ai = await startFakeAi();
      feeds = await startFeedServer();
      feeds.route('/v1/boards/acme/jobs', { file: 'greenhouse.json' });
      t = await createTestApp({
        METRICS_ALLOW: '127.0.0.1, 10.1.0.0/16, fd00::/8',
        TRUST_PROXY: PROXY,
        AI_BASE_URL: ai.baseUrl,
        AI_MAX_RETRIES: '0',
        JOB_SOURCES: 'greenhouse:acme=Acme@1h',
        JOB_SOURCE_URLS: `greenhouse=${feeds.url}`,
      });
    });
    afterAll(async () => {
      await t?.close();
      await ai?.close();
      await feeds?.close();
    });

    it('answers the listed addresses and ranges (the client address behind a trusted proxy)', async () => {
      for (const ip of ['127.0.0.1', '10.1.200.3', 'fd00::17']) {
        const res = await call(t.app, 'GET', '/metrics', undefined, { ip });
        expect(res.statusCode, ip).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(res.body).toContain('process_cpu_user_seconds_total');
      }
      for (const ip of ['10.2.0.1', '192.168.0.1', '::1', PROXY]) {
        const res = await call(t.app, 'GET', '/metrics', undefined, { ip });
        expect(res.statusCode, ip).toBe(404);
        expect(res.json()).toMatchObject({ success: false });
      }
      const forwarded = (client: string) =>
        t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': client },
        });
      expect((await forwarded('10.1.0.5')).statusCode).toBe(200);
      expect((await forwarded('10.9.0.5')).statusCode).toBe(404);
      // Only a trusted proxy is believed.
      const spoofed = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.168.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(404);
    });

    it('counts requests and their time per route template, never per path', async () => {
      await call(t.app, 'GET', '/healthz');
      await call(t.app, 'GET', '/healthz');
      for (const id of [
        '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-000000000002',
      ])
        expect((await call(t.app, 'GET', `/api/v1/jobs/getJobById/${id}`)).statusCode).toBe(404);
      await call(t.app, 'GET', '/no/such/page-1');
      await call(t.app, 'GET', '/no/such/page-2');
      const samples = await scrape();
      const labels = (route: string, code: string) => ({
        method: 'GET',
        route,
        status_code: code,
      });
      expect(valueOf(samples, 'http_requests_total', labels('/healthz', '200'))).toBe(2);
      expect(
        valueOf(samples, 'http_requests_total', labels('/api/v1/jobs/getJobById/:id', '404')),
      ).toBe(2);
      expect(valueOf(samples, 'http_requests_total', labels('(unmatched)', '404'))).toBe(2);
      expect(samples.some((sample) => sample.labels.route?.includes('page-1'))).toBe(false);
      expect(
        valueOf(samples, 'http_request_duration_seconds_count', labels('/healthz', '200')),
      ).toBe(2);
      expect(
        valueOf(samples, 'http_request_duration_seconds_bucket', {
          ...labels('/healthz', '200'),
          le: '+Inf',
        }),
      ).toBe(2);
      expect(
        valueOf(samples, 'http_request_duration_seconds_sum', labels('/healthz', '200')),
      ).toBeGreaterThan(0);
    });

    it('shows the database pool and each queue by state, read at the scrape', async () => {
      const samples = await scrape();
      expect(valueOf(samples, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'db_pool_waiting_requests')).toBe(0);
      for (const queue of ['mail', 'feed-sync'])
        for (const state of ['waiting', 'running', 'failed'])
          expect(valueOf(samples, 'queue_jobs', { queue, state }), `${queue} ${state}`).toBeTypeOf(
            'number',
          );
    });

    it('counts the scheduled feed import and its items, and the queue job that ran it', async () => {
      await expect
        .poll(
          async () =>
            valueOf(await scrape(), 'feed_imports_total', {
              source: 'greenhouse',
              status: 'succeeded',
            }),
          { timeout: 15_000 },
        )
        .toBe(1);
      // Poll: the job is marked done just after the import's counters move.
      await expect
        .poll(async () =>
          valueOf(await scrape(), 'queue_job_runs_total', {
            queue: 'feed-sync',
            outcome: 'completed',
          }),
        )
        .toBe(1);
      const samples = await scrape();
      expect(
        valueOf(samples, 'feed_import_items_total', { source: 'greenhouse', result: 'created' }),
      ).toBe(4);
      expect(
        valueOf(samples, 'queue_job_duration_seconds_count', {
          queue: 'feed-sync',
          outcome: 'completed',
        }),
      ).toBe(1);
    });

    it('times AI calls by outcome, and counts the 502 a refused call answers as a server error', async () => {
      const session = await signUp(t.app);
      const token = session.access_token;
      const resumeId = (
        await call(
          t.app,
          'POST',
          '/api/v1/resumes',
          { title: 'Grace', language: 'en', document: frontend },
          { token },
        )
      ).json().data.id as string;
      const [jobId] = (await createJobs(t.database.db, [
        { ...FRONTEND_JOB, sourceId: 'metrics-job' },
      ])) as [string];
      ai.respond((request) => {
        const { bullets } = lastUserJson(request) as { bullets: Array<{ path: string }> };
        return {
          content: JSON.stringify({
            bullets: bullets.map(({ path }) => ({ path, text: 'Led it' })),
          }),
        };
      });
      const tailor = () =>
        call(t.app, 'POST', `/api/v1/resumes/${resumeId}/tailor`, { job_id: jobId }, { token });
      expect((await tailor()).statusCode).toBe(201);
      ai.respond(() => ({ status: 401, body: '{"error":"bad key"}' }));
      expect((await tailor()).statusCode).toBe(502);

      const samples = await scrape();
      expect(valueOf(samples, 'ai_calls_total', { outcome: 'ok' })).toBe(1);
      expect(valueOf(samples, 'ai_calls_total', { outcome: 'rejected' })).toBe(1);
      expect(valueOf(samples, 'ai_call_duration_seconds_count', { outcome: 'ok' })).toBe(1);
      expect(valueOf(samples, 'ai_call_duration_seconds_sum', { outcome: 'ok' })).toBeGreaterThan(
        0,
      );
      const route = '/api/v1/resumes/:id/tailor';
      expect(valueOf(samples, 'http_server_errors_total', { method: 'POST', route })).toBe(1);
      expect(
        valueOf(samples, 'http_requests_total', { method: 'POST', route, status_code: '502' }),
      ).toBe(1);
    });

    it('times resume parsing and PDF export by outcome', async () => {
      const { access_token: token } = await signUp(t.app);
      const parsed = await uploadFile(t.app, token, {
        bytes: await makePdf(ENGLISH_RESUME_LINES),
        fileName: 'cv.pdf',
      });
      expect(parsed.statusCode).toBe(201);
      const scanned = await uploadFile(t.app, token, {
        bytes: await makePdf([], { textLayer: false }),
        fileName: 'scan.pdf',
      });
      expect(scanned.statusCode).toBe(422);
      const pdf = await call(
        t.app,
        'GET',
        `/api/v1/resumes/${parsed.json().data.id}/pdf?template=classic`,
        undefined,
        { token },
      );
      expect(pdf.statusCode).toBe(200);

      const samples = await scrape();
      expect(valueOf(samples, 'resume_parse_duration_seconds_count', { outcome: 'ok' })).toBe(1);
      expect(valueOf(samples, 'resume_parse_duration_seconds_count', { outcome: 'scanned' })).toBe(
        1,
      );
      expect(
        valueOf(samples, 'resume_parse_duration_seconds_sum', { outcome: 'ok' }),
      ).toBeGreaterThan(0);
      expect(valueOf(samples, 'pdf_export_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    }, 60_000);
  });
});
