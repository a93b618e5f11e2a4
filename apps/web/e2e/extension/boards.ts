import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { build } from 'esbuild';

/**
 * The four boards, offline: pages we wrote in each board's structure, served at the boards' real
 * host names through Playwright's request routing. Form posts are recorded, never sent anywhere.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const APPS = ['greenhouse-new', 'ashby', 'workday'] as const;

export type Submission = { url: string; parts: Part[] };
export type Part = { name: string; fileName: string | null; data: Buffer };

async function bundle(name: (typeof APPS)[number]): Promise<string> {
  const result = await build({
    entryPoints: [path.join(FIXTURES, `${name}.tsx`)],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A multipart body's parts (what a server behind the board would read). */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter) + delimiter.length;
  while (start > delimiter.length - 1) {
    const end = body.indexOf(delimiter, start);
    if (end < 0) break;
    const chunk = body.subarray(start + 2, end - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    const headers = chunk.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1] ?? null;
    parts.push({ name, fileName, data: chunk.subarray(headerEnd + 4) });
    start = end + delimiter.length;
  }
  return parts;
}

const page = (body: string) => ({ status: 200, contentType: 'text/html; charset=utf-8', body });
const shell = (title: string, meta = '') =>
  page(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${meta}</head>` +
      `<body><div id="root"></div><script src="/__fixture/app.js"></script></body></html>`,
  );
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, file), 'utf8');

export async function serveBoards(context: BrowserContext) {
  const scripts = Object.fromEntries(
    await Promise.all(APPS.map(async (name) => [name, await bundle(name)] as const)),
  );
  const submissions: Submission[] = [];
  const script = (route: Route, name: (typeof APPS)[number]) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: scripts[name] });
  const record = (route: Route) => {
    const request = route.request();
    submissions.push({
      url: request.url(),
      parts: parseMultipart(
        request.postDataBuffer() ?? Buffer.alloc(0),
        request.headers()['content-type'] ?? '',
      ),
    });
  };

  await context.route('https://boards.greenhouse.io/**', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'POST') {
      record(route);
      const confirmation = url.pathname.replace(/\/applications$/, '/confirmation');
      return route.fulfill({ status: 302, headers: { location: confirmation } });
    }
    if (url.pathname.endsWith('/confirmation'))
      return route.fulfill(
        page('<div id="application_confirmation"><h2>Thank you for applying.</h2></div>'),
      );
    return route.fulfill(page(read('greenhouse-old.html')));
  });
  // A company's own careers site: a host no board uses.
  await context.route('https://careers.northwind-robotics.com/**', async (route) => {
    if (route.request().method() === 'POST') {
      record(route);
      return route.fulfill(page('<h1>Vielen Dank für Ihre Bewerbung!</h1>'));
    }
    return route.fulfill(page(read('company-careers.html')));
  });
  await context.route('https://careers.acme-robotics.com/**', (route) =>
    route.fulfill(page(read('careers.html'))),
  );
  await context.route('https://job-boards.greenhouse.io/**', (route) =>
    route.request().url().includes('/__fixture/')
      ? script(route, 'greenhouse-new')
      : route.fulfill(shell('Staff Platform Engineer at Acme')),
  );
  await context.route('https://jobs.lever.co/**', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'POST') {
      record(route);
      return route.fulfill({
        status: 302,
        headers: { location: url.pathname.replace(/\/apply$/, '/thanks') },
      });
    }
    if (url.pathname.endsWith('/thanks'))
      return route.fulfill(
        page('<div class="application-confirmation"><h3>Application submitted!</h3></div>'),
      );
    return route.fulfill(page(read('lever.html')));
  });
  await context.route('https://jobs.ashbyhq.com/**', (route) =>
    route.request().url().includes('/__fixture/')
      ? script(route, 'ashby')
      : route.fulfill(
          shell('Senior Data Engineer @ Acme', '<meta property="og:site_name" content="Acme">'),
        ),
  );
  await context.route('https://acme.wd5.myworkdayjobs.com/**', (route) =>
    route.request().url().includes('/__fixture/')
      ? script(route, 'workday')
      : route.fulfill(shell('Backend Engineer')),
  );
  return { submissions };
}
