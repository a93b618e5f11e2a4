import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { ROOT } from './server-process.ts';
import { standInServer } from '../extension-stand-in.ts';
import { percentile } from './stats.ts';

/**
 * Issue 32: the extension's fill time, from the click on "Fill with Yonder" to the last field, on
 * the real captures in ../shared/realdata/forms and on the test boards written in each board's
 * structure, each served at its board's address. The extension is the built one, in the system
 * Chromium; its server is a small local stand-in answering the five calls the extension makes,
 * so the figure is the fill alone. Each page is loaded afresh for every run.
 */
const EXTENSION = path.join(ROOT, 'apps/extension/dist/chrome-mv3');
const FIXTURES = path.join(ROOT, 'apps/web/e2e/extension/fixtures');
const CAPTURES = path.resolve(ROOT, '../shared/realdata/forms');
const RUNS = 7;

export type FillFigure = { form: string; hasMenus: boolean; medianMs: number; maxMs: number };

type Page = {
  form: string;
  url: string;
  body: () => string;
  hasMenus: boolean;
  isCapture?: boolean;
};

const html = (file: string) => () => fs.readFileSync(file, 'utf8');
const PAGES: Page[] = [
  {
    form: 'Greenhouse capture (GitLab)',
    isCapture: true,
    url: 'https://job-boards.greenhouse.io/gitlab/jobs/8620720002',
    body: html(path.join(CAPTURES, 'greenhouse-gitlab-application.html')),
    hasMenus: true,
  },
  {
    form: 'Lever capture (Highspot)',
    isCapture: true,
    url: 'https://jobs.lever.co/highspot/f222ad5c-b7dd-43c4-9008-ee1a53174afa/apply',
    body: html(path.join(CAPTURES, 'lever-highspot-apply.html')),
    hasMenus: false,
  },
  {
    form: 'Workday capture, step "My Experience"',
    isCapture: true,
    url: 'https://workday.wd5.myworkdayjobs.com/en-US/Workday/job/x/apply/applyManually',
    body: html(path.join(CAPTURES, 'workday-my-experience.html')),
    hasMenus: false,
  },
  ...(
    [
      ['Workable', 'https://apply.workable.com/acme/j/5B6C7D8E9F/apply/', 'workable', true],
      ['Teamtailor', 'https://acme.teamtailor.com/jobs/1-x/applications/new', 'teamtailor', false],
      ['Breezy HR', 'https://acme.breezy.hr/p/abc123-x/apply', 'breezy', false],
      ['BambooHR', 'https://acme.bamboohr.com/careers/42', 'bamboohr', false],
      ['Recruitee', 'https://acme.recruitee.com/o/x/c/new', 'recruitee', false],
      ['Personio', 'https://acme.jobs.personio.de/job/1234567', 'personio', false],
      ['JazzHR', 'https://acme.applytojob.com/apply/AbCdE00001/x', 'jazzhr', false],
      ['iCIMS', 'https://careers-acme.icims.com/jobs/1234/x/candidate', 'icims', false],
      ['Jobvite', 'https://jobs.jobvite.com/acme/job/oAbC123/apply', 'jobvite', false],
      [
        'SmartRecruiters',
        'https://jobs.smartrecruiters.com/oneclick-ui/company/Acme/publication/x',
        'smartrecruiters',
        false,
      ],
    ] as const
  ).map(([name, url, file, hasMenus]) => ({
    form: `${name} test board`,
    url,
    body: html(path.join(FIXTURES, 'boards', `${file}.html`)),
    hasMenus,
  })),
  {
    form: 'Lever test board',
    url: 'https://jobs.lever.co/acme/7f1c2b3a-0000-4000-8000-000000000001/apply',
    body: html(path.join(FIXTURES, 'lever.html')),
    hasMenus: false,
  },
  {
    form: 'a company careers page (generic form)',
    url: 'https://careers.northwind-robotics.com/jobs/42/apply',
    body: html(path.join(FIXTURES, 'company-careers.html')),
    hasMenus: false,
  },
];

async function connect(context: BrowserContext, origin: string) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (server) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set: (value: object) => Promise<void> } } };
        }
      ).chrome.storage.local.set({
        server,
        language: 'en',
        auth: { accessToken: 'bench', refreshToken: 'bench', expiresAt: Date.now() + 3_600_000 },
      }),
    origin,
  );
  return worker;
}

export async function extensionFillBench(): Promise<FillFigure[]> {
  const hasCaptures = fs.existsSync(CAPTURES);
  const { server, origin } = await standInServer();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-extension-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--enable-unsafe-extension-debugging',
      `--disable-extensions-except=${EXTENSION}`,
      `--load-extension=${EXTENSION}`,
    ],
  });
  const figures: FillFigure[] = [];
  try {
    const worker = await connect(context, origin);
    const id = new URL(worker.url()).host;
    await context.route('**/*', (route, request) =>
      request.url().startsWith(origin)
        ? route.continue()
        : route.fulfill({ status: 404, body: '' }),
    );
    for (const entry of PAGES.filter((page) => hasCaptures || !page.isCapture)) {
      await context.route(entry.url, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: entry.body() }),
      );
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await context.newPage();
        await page.goto(entry.url);
        const isKnown = await page
          .locator('[data-yonder-panel]')
          .waitFor({ state: 'attached', timeout: 3000 })
          .then(() => true)
          .catch(() => false);
        if (!isKnown) {
          // A page no board uses: the toolbar button, then the popup's "Fill this page".
          const session = await context.browser()!.newBrowserCDPSession();
          const { targetInfos } = await session.send('Target.getTargets', {
            filter: [{ type: 'tab' }],
          });
          const tab = targetInfos.find((target) => target.url === entry.url)!;
          await session.send(
            'Extensions.triggerAction' as 'Target.getTargets',
            { id, targetId: tab.targetId } as never,
          );
          await session.detach();
          await worker.evaluate(async (url) => {
            const chrome = (
              globalThis as unknown as {
                chrome: {
                  tabs: { query: (q: object) => Promise<{ id: number; url?: string }[]> };
                  scripting: { executeScript: (o: object) => Promise<unknown> };
                };
              }
            ).chrome;
            const [tab] = (await chrome.tabs.query({})).filter((item) => item.url === url);
            await chrome.scripting.executeScript({
              target: { tabId: tab!.id },
              files: ['content-scripts/content.js'],
            });
          }, entry.url);
        }
        const panel = page.locator('[data-yonder-panel]');
        await panel.and(page.locator('[data-ready="true"]')).waitFor({ state: 'attached' });
        await panel.getByRole('button', { name: 'Fill with Yonder' }).click();
        await page.locator('[data-yonder-panel][data-fill-ms]').waitFor({ state: 'attached' });
        times.push(Number(await panel.getAttribute('data-fill-ms')));
        await page.close();
      }
      figures.push({
        form: entry.form,
        hasMenus: entry.hasMenus,
        medianMs: percentile(times, 0.5),
        maxMs: Math.max(...times),
      });
    }
  } finally {
    await context.close();
    server.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return figures;
}
