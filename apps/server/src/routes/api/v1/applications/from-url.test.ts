import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { freePort } from '#test/smtp-capture.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const POSTING = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Staff Product Designer',
  hiringOrganization: { '@type': 'Organization', name: 'Initech' },
  jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
  baseSalary: {
    currency: 'EUR',
    value: { minValue: 90000, maxValue: 110000, unitText: 'YEAR' },
  },
  description: '<p>Design things.</p>',
};

const page = (head: string) =>
  `<!doctype html><html><head><title>Job</title>${head}</head><body><h1>Job</h1></body></html>`;

/** A job site on this machine: a page with JSON-LD, one without, one too large, one that never answers. */
function startJobSite(): Promise<{ server: Server; base: string; hanging: Set<unknown> }> {
  const hanging = new Set<unknown>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/posting')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        page(`<script type="application/ld+json">${JSON.stringify(POSTING)}</script>`),
      );
    }
    if (path === '/plain') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(page(''));
    }
    if (path === '/huge') {
      // No content-length: the limit must hold while reading.
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 64 && response.write(chunk)) sent += 1;
        if (sent < 64) response.once('drain', push);
        else response.end();
      };
      return push();
    }
    if (path === '/hang') {
      hanging.add(response);
      return;
    }
    if (path === '/to-private') {
      response.writeHead(302, { location: `http://127.0.0.2:${port()}/posting` });
      return response.end();
    }
    response.writeHead(404).end();
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${port()}`, hanging }),
    ),
  );
}

describe('applications: adding an outside job by its address', () => {
  let site: Awaited<ReturnType<typeof startJobSite>>;
  let t: TestApp;
  let strict: TestApp;
  let token: string;
  let strictToken: string;

  beforeAll(async () => {
    site = await startJobSite();
    // Only the test site's own address is allowed; every other private one stays refused.
    t = await createTestApp({
      APPLICATION_FETCH_ALLOW_PRIVATE: '127.0.0.1',
      APPLICATION_FETCH_TIMEOUT_MS: '800',
      APPLICATION_FETCH_MAX_BYTES: String(1024 * 1024),
    });
    strict = await createTestApp();
    token = (await signUp(t.app)).access_token;
    strictToken = (await signUp(strict.app)).access_token;
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    await t.close();
    await strict.close();
  });

  const fromUrl = (body: object, language: 'zh' | 'en' = 'en') =>
    call(t.app, 'POST', '/api/v1/applications/from-url', body, { token, language });

  it("reads the page's JobPosting and tracks the job", async () => {
    const res = await fromUrl({ url: `${site.base}/posting?utm_source=mail#top` });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.missing).toEqual([]);
    expect(data.found).toMatchObject({ job_posting: true, title: 'Staff Product Designer' });
    expect(data.application).toMatchObject({
      status: 'wishlist',
      version: 1,
      source: 'url',
      title: 'Staff Product Designer',
      company: 'Initech',
      location: 'Berlin, DE',
      url: `${site.base}/posting`,
    });
    expect(data.application.salary).toContain('EUR');
    // The same address again answers the tracked one without a second card.
    const again = await fromUrl({ url: `${site.base}/posting` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.application.id).toBe(data.application.id);
  });

  it('keeps the address of a page without a JobPosting and asks for title and company', async () => {
    const res = await fromUrl({ url: `${site.base}/plain` }, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '该网页没有结构化职位信息，请填写职位名称和公司',
      data: {
        application: null,
        missing: ['title', 'company'],
        found: { url: `${site.base}/plain`, job_posting: false },
      },
    });
    const completed = await fromUrl({
      url: `${site.base}/plain`,
      title: 'Writer',
      company: 'Hooli',
      status: 'applied',
    });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.application).toMatchObject({
      title: 'Writer',
      company: 'Hooli',
      status: 'applied',
      url: `${site.base}/plain`,
    });
  });

  it('stops reading a page over the size limit', async () => {
    const res = await fromUrl({ url: `${site.base}/huge` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'The page is larger than 1 MB and was not read; enter the title and company by hand',
    );
    expect(res.json().data).toMatchObject({ application: null, missing: ['title', 'company'] });
  });

  it('gives up on a page that never answers', async () => {
    const started = Date.now();
    const res = await fromUrl({ url: `${site.base}/hang` });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'The page did not answer within 1 s; enter the title and company by hand',
    );
    expect(site.hanging.size).toBe(1);
  });

  it('says in plain words, in the user language, that a site could not be reached', async () => {
    // Nothing listens on this port: the socket's answer is ECONNREFUSED, which no user should read.
    const closed = `http://127.0.0.1:${await freePort()}/job`;
    const en = await fromUrl({ url: closed });
    expect(en.statusCode).toBe(200);
    expect(en.json().message).toBe(
      'The site could not be reached; check the address or try again later, or enter the title and company by hand',
    );
    expect(en.json().data).toMatchObject({ application: null, missing: ['title', 'company'] });
    const zh = await fromUrl({ url: closed }, 'zh');
    expect(zh.json().message).toBe(
      '无法连接到这个网站，请检查网址或稍后再试，也可以手动填写职位名称和公司',
    );
    // A name that does not resolve.
    const unknown = await fromUrl({ url: 'http://no-such-host.invalid/job' }, 'zh');
    expect(unknown.json().message).toBe(
      '找不到这个网站，请检查网址是否正确，也可以手动填写职位名称和公司',
    );
    const missing = await fromUrl({ url: `${site.base}/gone` });
    expect(missing.json().message).toBe(
      'The site answered with an error (HTTP 404); enter the title and company by hand',
    );
    for (const res of [en, zh, unknown, missing])
      expect(res.json().message).not.toMatch(
        /E[A-Z]{4,}|connect|getaddrinfo|127\.0\.0\.1|answered 404/,
      );
  });

  it('refuses private, loopback and link-local addresses, also after a redirect', async () => {
    for (const url of [
      `${site.base}/posting`,
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://10.0.0.1/',
      // IPv4-compatible IPv6 (::/96) spells a private IPv4 address too.
      'http://[::127.0.0.1]/',
      'http://[::7f00:1]/',
      'http://[::a9fe:a9fe]/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:0:10.0.0.1]/',
      // 6to4 and Teredo tunnel to an IPv4 address written inside them.
      'http://[2002:7f00:1::1]/',
      'http://[2001:0:a00:1::]/',
    ]) {
      const res = await call(
        strict.app,
        'POST',
        '/api/v1/applications/from-url',
        { url },
        { token: strictToken, language: 'en' },
      );
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toBe(
        'For safety this address cannot be read (it points to a private or local network)',
      );
    }
    // Allowed: 127.0.0.1; the redirect goes to 127.0.0.2, which is not.
    const redirected = await fromUrl({ url: `${site.base}/to-private` });
    expect(redirected.statusCode).toBe(422);
    const other = await fromUrl({ url: 'ftp://example.com/job' });
    expect(other.statusCode).toBe(422);
    const list = await call(strict.app, 'GET', '/api/v1/applications', undefined, {
      token: strictToken,
    });
    expect(list.json().data.items).toEqual([]);
  });
});
