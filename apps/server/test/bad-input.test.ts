import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The headers every answer carries, whoever writes it (a route, Fastify, the socket handler). */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

function expectEnvelope(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body);
  expect(body).toMatchObject({ success: false, code: status, message });
  expect(body.request_id).toEqual(expect.any(String));
  expect(response.headers['x-request-id']).toBe(body.request_id);
  expectSecurityHeaders(response.headers);
}

/** One raw HTTP/1.1 exchange, for requests no HTTP client would send. */
function rawRequest(port: number, request: string) {
  return new Promise<{ statusCode: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body: rest.join('') });
      });
    },
  );
}

describe('bad input answers a 4xx envelope, never a 500', () => {
  let t: TestApp;
  let webDir: string;
  let token: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>zh</title>');
    await fs.writeFile(path.join(webDir, 'index.en.html'), '<!doctype html><title>en</title>');
    // The build's map of pages per language (web's scripts/prerender.ts).
    await fs.writeFile(
      path.join(webDir, 'pages.json'),
      JSON.stringify({ '/': { zh: 'index.html', en: 'index.en.html' } }),
    );
    t = await createTestApp({ WEB_DIST_DIR: webDir }, (app) => {
      // A value the contract would have refused, sent to the database anyway.
      app.get('/api/v1/test-nul', async () =>
        app.database.db.execute(sql`select ${'a\u0000b'}::text as value`),
      );
    });
    token = (await signUp(t.app)).access_token;
  });

  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('refuses a NUL in a text field, in the caller language', async () => {
    const feedback = await call(t.app, 'POST', '/api/v1/feedback/create_feedback', {
      description: 'broken\u0000text',
    });
    expectEnvelope(feedback, 422, 'Some fields are invalid');
    expect(feedback.json().errors).toEqual([
      {
        field: 'description',
        message: 'Must not contain control characters (such as NUL) or invalid Unicode',
      },
    ]);

    const search = await call(t.app, 'GET', '/api/v1/jobs/getAllJobs?keyword=a%00b', undefined, {
      language: 'zh',
    });
    expectEnvelope(search, 422, '请求参数有误');
    expect(search.json().errors[0].message).toContain('控制字符');

    const rename = await call(
      t.app,
      'PATCH',
      '/api/v1/users/me',
      { username: 'A\u0000da' },
      { token },
    );
    expectEnvelope(rename, 422, 'Some fields are invalid');
  });

  it('refuses a lone surrogate in a text field', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'half \ud800 pair' },
      { token },
    );
    expectEnvelope(created, 422, 'Some fields are invalid');
  });

  it('drops control characters from a resume document instead of losing the document', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title: 'CV', document: { basics: { name: 'Ada\u0000 Lovelace\ud800' } } },
      { token },
    );
    expect(created.statusCode).toBe(201);
    const resume = await call(
      t.app,
      'GET',
      `/api/v1/resumes/${created.json().data.id}`,
      undefined,
      {
        token,
      },
    );
    expect(resume.json().data.document.basics.name).toBe('Ada Lovelace\ufffd');
  });

  it('refuses numbers beyond the database column', async () => {
    const search = await call(t.app, 'GET', '/api/v1/jobs/getAllJobs?salary_min=9999999999');
    expectEnvelope(search, 422, 'Some fields are invalid');
    expect(search.json().errors[0].field).toBe('salary_min');

    const created = await call(t.app, 'POST', '/api/v1/resumes', { title: 'CV' }, { token });
    const saved = await call(
      t.app,
      'PUT',
      `/api/v1/resumes/${created.json().data.id}`,
      { version: 2 ** 40 },
      { token },
    );
    expectEnvelope(saved, 422, 'Some fields are invalid');
  });

  it('answers a value the database refuses with 400, not 500', async () => {
    const response = await call(t.app, 'GET', '/api/v1/test-nul');
    expectEnvelope(
      response,
      400,
      'The request holds a value that cannot be stored: a number out of range or invalid characters',
    );
  });

  it('reads a cookie with broken percent-encoding as no cookie', async () => {
    const callback = await t.app.inject({
      url: '/api/v1/auth/oauth/google/callback?code=x&state=y',
      headers: { cookie: 'yonder_oauth=%E0%A4%A' },
    });
    expect(callback.statusCode).toBeLessThan(500);

    const landing = await t.app.inject({
      url: '/',
      headers: { cookie: 'i18nextLng=%E0%A4%A', 'accept-language': 'en' },
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<title>en</title>');
  });

  it('answers a path with broken percent-encoding in the envelope with the security headers', async () => {
    for (const url of ['/api/v1/jobs/%E0%A4%A', '/%E0%A4%A', '/jobs/%E0%A4%A?x=1']) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expectEnvelope(response, 400, 'The request URL is not valid');
    }
    const chinese = await t.app.inject('/api/v1/jobs/getJobById/%E0%A4%A');
    expectEnvelope(chinese, 400, '请求地址无效');
  });

  it('answers a path parameter past the router limit with 414 in the envelope', async () => {
    const response = await t.app.inject({
      url: `/api/v1/jobs/getJobById/${'a'.repeat(300)}`,
      headers: { 'accept-language': 'en' },
    });
    expectEnvelope(response, 414, 'The request URL is too long');
  });

  it('answers a malformed multipart upload with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resumes',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'accept-language': 'en',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nab',
    });
    expectEnvelope(response, 400, 'The uploaded form data is incomplete or malformed');
  });

  it('answers malformed JSON in the caller language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/create_feedback',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      payload: '{"description": "x"',
    });
    expectEnvelope(response, 400, '请求体不是有效的 JSON');
  });

  it('frames nothing: X-Frame-Options and frame-ancestors agree, the API reference included', async () => {
    for (const url of ['/healthz', '/api/docs/']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(String(response.headers['content-security-policy'])).not.toContain(
        "frame-ancestors 'self'",
      );
    }
  });

  describe('on a listening server', () => {
    let port: number;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    it('answers headers too large with 431 in the envelope, in the caller language', async () => {
      const response = await rawRequest(
        port,
        `GET /healthz HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectEnvelope(response, 431, 'The request headers are too large');
    });

    it('answers a URL too long with 414 in the envelope', async () => {
      const response = await rawRequest(
        port,
        `GET /api/v1/jobs/getAllJobs?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expectEnvelope(response, 414, '请求地址过长');
    });

    it('answers a request Node cannot parse with 400 in the envelope', async () => {
      const response = await rawRequest(port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n');
      expectEnvelope(response, 400, '请求无效');
    });
  });
});
