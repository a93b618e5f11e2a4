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
  for (const board of Object.values(BOARD_PAGES)) {
    const { origin } = new URL(board.url);
    await context.route(`${origin}/**`, (route) => {
      if (route.request().method() !== 'POST')
        return route.fulfill(page(read(`boards/${board.file}`)));
      record(route);
      return route.fulfill(page(board.thanks));
    });
  }
  return { submissions };
}

/**
 * The other boards, each a page written in its real structure (see the comment in each file),
 * served at an address of that board; a post answers with the board's own confirmation.
 */
export const BOARD_PAGES = {
  smartrecruiters: {
    file: 'smartrecruiters.html',
    url: 'https://jobs.smartrecruiters.com/oneclick-ui/company/Acme/publication/3b1c2d4e-0000-4000-8000-000000000003',
    thanks: '',
  },
  workable: {
    file: 'workable.html',
    url: 'https://apply.workable.com/acme/j/5B6C7D8E9F/apply/',
    thanks: '<div data-ui="successful-submit"><h2>Thank you for applying!</h2></div>',
  },
  teamtailor: {
    file: 'teamtailor.html',
    url: 'https://acme.teamtailor.com/jobs/4012345-legal-counsel/applications/new',
    thanks: '<h1 data-test="applied-thanks">Thanks for applying!</h1>',
  },
  teamtailorOwnDomain: {
    file: 'teamtailor.html',
    url: 'https://join.contoso-legal.com/jobs/8002146-legal-counsel/applications/new',
    thanks: '<h1 data-test="applied-thanks">Thanks for applying!</h1>',
  },
  breezy: {
    file: 'breezy.html',
    url: 'https://acme.breezy.hr/p/abc123-backend-engineer/apply',
    thanks: '<div class="application-confirmed"><h2>Application submitted</h2></div>',
  },
  bamboohr: {
    file: 'bamboohr.html',
    url: 'https://acme.bamboohr.com/careers/42',
    thanks: '<h2>Your application was submitted</h2>',
  },
  recruitee: {
    file: 'recruitee.html',
    url: 'https://acme.recruitee.com/o/backend-engineer/c/new',
    thanks:
      '<div aria-live="assertive"><h2>Your application has been successfully submitted</h2></div>',
  },
  personio: {
    file: 'personio.html',
    url: 'https://acme.jobs.personio.de/job/1234567',
    thanks: '<h1>Thank you for your application</h1>',
  },
  jazzhr: {
    file: 'jazzhr.html',
    url: 'https://acme.applytojob.com/apply/AbCdE00001/Backend-Engineer',
    thanks: '<div class="page-body success"><h2>Your application has been submitted</h2></div>',
  },
  icims: {
    file: 'icims.html',
    url: 'https://careers-acme.icims.com/jobs/1234/backend-engineer/candidate?in_iframe=1',
    thanks: '<div class="iCIMS_SuccessMessage"><h2>Thank you for applying</h2></div>',
  },
  jobvite: {
    file: 'jobvite.html',
    url: 'https://jobs.jobvite.com/acme/job/oAbC123/apply',
    thanks: '<h1>Thank you for applying</h1>',
  },
} as const;
