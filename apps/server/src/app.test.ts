import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('foundation of the API server', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Yonder</title><div id="root"></div>',
    );
    await fs.writeFile(
      path.join(webDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    t = await createTestApp({ WEB_DIST_DIR: webDir }, (app) => {
      app.get('/api/v1/test-explode', async () => {
        throw new Error('secret connection string postgres://user:pass@db');
      });
    });
  });

  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz with the database kind', async () => {
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DATABASE ?? 'pglite',
    });
  });

  it('answers an unknown API path with a JSON 404 in the envelope, with a request id', async () => {
    const res = await t.app.inject({
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 404, message: 'No such API endpoint' });
    expect(body.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers in Chinese by default', async () => {
    const res = await t.app.inject('/api/v1/nothing-here');
    expect(res.json().message).toBe('接口不存在');
  });

  it('gives 422 with an errors list naming each bad field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create_feedback',
      headers: { 'accept-language': 'en' },
      payload: { type: 'nope', description: '   ', rating: 9 },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'description',
      'rating',
      'type',
    ]);
  });

  it('never shows internals in a 5xx', async () => {
    const res = await t.app.inject({
      url: '/api/v1/test-explode',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toMatchObject({ success: false, code: 500 });
    expect(res.json().request_id).toBeTruthy();
  });

  it('rejects malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create_feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"description":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400 });
  });

  it('publishes an OpenAPI document generated from the routes, and a reference page', async () => {
    const doc = await t.app.inject('/api/docs/openapi.json');
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(openapi.paths['/api/v1/feedback/create_feedback'].post).toBeDefined();
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves the web app for every non-API path (history fallback), without caching index.html', async () => {
    for (const url of ['/', '/dashboard/job/job-search/42', '/privacy?x=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("sends each prerendered page in the visitor's language and the shell in it elsewhere", async () => {
    const files = {
      'index.en.html': '<!doctype html><html lang="en"><div id="root"></div><!-- landing -->',
      'pricing.html': '<!doctype html><html lang="zh-CN"><div id="root"></div><!-- 价格 -->',
      'pricing.en.html': '<!doctype html><html lang="en"><div id="root"></div><!-- pricing -->',
      'app.html': '<!doctype html><html lang="zh-CN"><div id="root"></div><!-- shell -->',
      'app.en.html': '<!doctype html><html lang="en"><div id="root"></div><!-- en shell -->',
      'job.html': '<!doctype html><html lang="zh-CN"><div id="root"></div><!-- job -->',
      'job.en.html': '<!doctype html><html lang="en"><div id="root"></div><!-- en job -->',
      'pages.json': JSON.stringify({
        '/jobs/:id': { zh: 'job.html', en: 'job.en.html' },
        '/': { zh: 'index.html', en: 'index.en.html' },
        '/pricing': { zh: 'pricing.html', en: 'pricing.en.html' },
        '*': { zh: 'app.html', en: 'app.en.html' },
      }),
    };
    for (const [file, content] of Object.entries(files))
      await fs.writeFile(path.join(webDir, file), content);
    const scoped = await createTestApp({ WEB_DIST_DIR: webDir });
    const get = (url: string, headers: Record<string, string>) =>
      scoped.app.inject({ url, headers });
    const zh = { 'accept-language': 'zh-CN,zh;q=0.9' };
    const en = { 'accept-language': 'en-US,en;q=0.9' };
    try {
      expect((await get('/', zh)).body).toContain('<title>Yonder</title>');
      expect((await get('/', en)).body).toContain('<!-- landing -->');
      expect((await get('/pricing?checkout=month', zh)).body).toContain('<!-- 价格 -->');
      expect((await get('/pricing', en)).body).toContain('<!-- pricing -->');
      const cookie = await get('/pricing', { ...en, cookie: 'a=1; i18nextLng=zh' });
      expect(cookie.body).toContain('<!-- 价格 -->');
      expect(cookie.headers.vary).toContain('Cookie');
      expect((await get('/dashboard/resume', zh)).body).toContain('<!-- shell -->');
      expect((await get('/dashboard/resume', en)).body).toContain('<!-- en shell -->');
      expect((await get('/jobs/42?tab=match', en)).body).toContain('<!-- en job -->');
      expect((await get('/jobs/42', zh)).body).toContain('<!-- job -->');
      expect((await get('/jobs/', zh)).body).toContain('<!-- shell -->');
      expect((await get('/jobs/42/more', zh)).body).toContain('<!-- shell -->');
    } finally {
      await scoped.close();
      for (const file of Object.keys(files)) await fs.rm(path.join(webDir, file));
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject('/assets/missing-file.js');
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's brotli copy of a page or script to a browser that accepts it", async () => {
    const page = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
    const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    await fs.writeFile(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(page));
    await fs.writeFile(path.join(webDir, 'assets', 'app-def456.js'), script);
    await fs.writeFile(
      path.join(webDir, 'assets', 'app-def456.js.br'),
      zlib.brotliCompressSync(script),
    );
    const scoped = await createTestApp({ WEB_DIST_DIR: webDir });
    try {
      for (const [url, body] of [
        ['/', page],
        ['/assets/app-def456.js', script],
      ] as const) {
        const res = await scoped.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers.vary, url).toContain('accept-encoding');
        expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(body);
        const plain = await scoped.app.inject(url);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body, url).toBe(body);
      }
    } finally {
      await scoped.close();
      await fs.rm(path.join(webDir, 'index.html.br'));
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks API answers as not cacheable', async () => {
    const res = await t.app.inject('/api/v1/nothing-here');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('deployment facts', () => {
  it('publishes the configured support address', async () => {
    const t = await createTestApp({ SUPPORT_EMAIL: 'help@example.org' });
    try {
      const res = await t.app.inject('/api/v1/meta');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.support_email).toBe('help@example.org');
    } finally {
      await t.close();
    }
  });
});
