import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PAGE_PATH = '/dashboard/job/job-search/:id';
const pageOf = (id: string) => `/dashboard/job/job-search/${id}`;

/**
 * A web build with a renderer of its own: the server's part (finding the job, the language, the
 * document around the picture, the data, the cache, the fallbacks) is what is tested here; the
 * real renderer is the web app's, run by the browser tests (e2e/shell.spec.ts).
 */
const RENDERER = `
let renders = 0;
export const renderCount = () => renders;
let gate;
export const hold = () => { gate = Promise.withResolvers(); };
export const release = () => { gate?.resolve(); gate = undefined; };
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderJobPage(job, language) {
  renders += 1;
  await gate?.promise;
  if (job.title.includes('Broken')) throw new Error('the renderer failed');
  return {
    html: '<h1>' + escape(job.title) + '</h1><div class="description">' + job.description + '</div>',
    title: (language === 'en' ? 'Job detail' : '职位详情') + ' · ' + job.title,
  };
}
`;
const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><title>%JOB_TITLE%</title>` +
  '<div id="prerender" inert>%JOB_HTML%</div>' +
  '<script type="application/json" id="job-data">%JOB_DATA%</script><div id="root"></div>';

describe("a job's page drawn by the server", () => {
  let t: TestApp;
  let webDir: string;
  let renderer: { renderCount: () => number; hold: () => void; release: () => void };
  let jobId: string;
  let brokenId: string;
  let moreIds: string[];

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-job-pages-'));
    const ssr = path.join(webDir, '.ssr');
    await fs.mkdir(ssr, { recursive: true });
    const files: Record<string, string> = {
      'index.html': '<!doctype html><div id="root"></div><!-- landing -->',
      'job-detail.html': '<!doctype html><div id="root"></div><!-- job shell -->',
      'job-detail.en.html': '<!doctype html><div id="root"></div><!-- en job shell -->',
      'pages.json': JSON.stringify({
        [PAGE_PATH]: { zh: 'job-detail.html', en: 'job-detail.en.html' },
        '*': { zh: 'index.html', en: 'index.html' },
      }),
      '.ssr/job-page.js': RENDERER,
      '.ssr/job-page.json': JSON.stringify({ path: PAGE_PATH }),
      '.ssr/job-detail.zh.html': template('zh-CN'),
      '.ssr/job-detail.en.html': template('en'),
    };
    for (const [file, content] of Object.entries(files))
      await fs.writeFile(path.join(webDir, file), content);
    renderer = (await import(pathToFileURL(path.join(ssr, 'job-page.js')).href)) as typeof renderer;
    t = await createTestApp({ WEB_DIST_DIR: webDir });
    [jobId, brokenId] = (await createJobs(t.database.db, [
      {
        title: 'Go & Rust </script><!-- $& $$ engineer',
        description: '<p>Pay: $120k. <script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
      { title: 'Broken Renderer Engineer' },
    ])) as [string, string];
    moreIds = await createJobs(
      t.database.db,
      Array.from({ length: 3 }, (_, index) => ({ title: `Waiting Engineer ${index}` })),
    );
  });

  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      url,
      remoteAddress,
      headers: { 'accept-language': 'en-US,en;q=0.9', ...headers },
    });
  const isDrawn = (body: string) => body.includes('<div id="prerender" inert><h1>');

  it("sends the job drawn in the visitor's language, its title, and the job as the API answers it", async () => {
    const res = await get(pageOf(jobId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.body).toContain('<html lang="en">');
    // Every `$` kept as written: nothing in a job is read as a replacement pattern.
    expect(res.body).toContain(
      '<title>Job detail · Go &amp; Rust &lt;/script&gt;&lt;!-- $&amp; $$ engineer</title>',
    );
    expect(res.body).toContain('<h1>Go &amp; Rust &lt;/script>&lt;!-- $&amp; $$ engineer</h1>');
    expect(res.body).toContain('Pay: $120k.');
    // The description is sanitised again before it is drawn: nothing in it can run.
    const picture = res.body.slice(0, res.body.indexOf('<script type="application/json"'));
    expect(picture).toContain('<div class="description"><p>Pay: $120k. </p></div>');
    expect(picture).not.toMatch(/<script|<img|onerror/);

    // Nothing in the data closes its element: one script element, holding exactly the job.
    const data = /<script type="application\/json" id="job-data">([^<]*)<\/script>/.exec(res.body);
    expect(data).not.toBeNull();
    const api = await get(`/api/v1/jobs/getJobById/${jobId}`);
    expect(JSON.parse(data![1]!)).toEqual(api.json().data[0]);
    expect(JSON.parse(data![1]!).description).toContain('<script>alert(1)</script>');
  });

  it('draws an unchanged job once per language', async () => {
    await get(pageOf(jobId));
    const before = renderer.renderCount();
    await get(pageOf(jobId));
    expect(renderer.renderCount()).toBe(before);
    const chinese = await get(pageOf(jobId), { cookie: 'i18nextLng=zh' });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect(chinese.body).toContain('<title>职位详情 · Go &amp; Rust');
    expect(renderer.renderCount()).toBe(before + 1);
  });

  it('sends the app to find a job that does not exist (as a 404), or one the server failed to draw', async () => {
    for (const [id, status] of [
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-a-job', 404],
      [brokenId, 200],
    ] as const) {
      const res = await get(pageOf(id));
      expect(res.statusCode, id).toBe(status);
      expect(res.body, id).toContain('<!-- en job shell -->');
      expect((await get(pageOf(id), { 'accept-language': 'zh-CN' })).body, id).toContain(
        '<!-- job shell -->',
      );
    }
  });

  it('draws 60 pages a minute for one address, then lets the app draw them', async () => {
    const page = pageOf(jobId);
    for (let count = 0; count < 60; count += 1)
      expect(isDrawn((await get(page, {}, '203.0.113.7')).body), `page ${count + 1}`).toBe(true);
    const over = await get(page, {}, '203.0.113.7');
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('<!-- en job shell -->');
    expect(isDrawn((await get(page, {}, '203.0.113.8')).body)).toBe(true);
  });

  it('lets the app draw a page rather than keep it waiting behind four renders', async () => {
    renderer.hold();
    const finished: boolean[] = [];
    const pages = moreIds.flatMap((id) =>
      ['en', 'zh'].map(async (language) => {
        const res = await get(pageOf(id), { cookie: `i18nextLng=${language}` }, '198.51.100.9');
        finished.push(isDrawn(res.body));
      }),
    );
    try {
      // Four renders wait their turn; the two other pages go out at once, without a picture.
      await expect.poll(() => finished.length, { timeout: 10_000 }).toBe(2);
      expect(finished).toEqual([false, false]);
    } finally {
      renderer.release();
    }
    await Promise.all(pages);
    expect(finished).toEqual([false, false, true, true, true, true]);
  });

  it('lets the app draw a page whose picture takes more than 2 s', async () => {
    const [slowId] = await createJobs(t.database.db, [{ title: 'Slow Engineer' }]);
    renderer.hold();
    try {
      const started = Date.now();
      const res = await get(pageOf(slowId!), { cookie: 'i18nextLng=zh' }, '198.51.100.10');
      expect(res.body).toContain('<!-- job shell -->');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    } finally {
      renderer.release();
    }
  });

  it('never sends the renderer or its templates as files', async () => {
    for (const file of ['/.ssr/job-page.js', '/.ssr/job-detail.en.html', '/.ssr/job-page.json']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.body, file).not.toContain('renderJobPage');
    }
  });
});
