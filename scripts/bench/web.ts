import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { percentile } from './stats.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The JavaScript a first visit to `path` downloads before the page settles, gzip-compressed. */
export async function initialJavaScript(
  url: string,
): Promise<{ kilobytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.slice(1),
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await browser.close();
  const bytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { kilobytes: bytes / 1024, files: scripts.length };
}

type Throttling = 'simulate' | 'devtools';

/**
 * Lighthouse's mobile performance score (0 to 100) of a page: the median of `runs` runs, since
 * the default simulated throttling scales what it observed and swings with the machine's load.
 */
export async function lighthousePerformance(
  url: string,
  throttlingMethod: Throttling = 'simulate',
  runs = 3,
): Promise<number> {
  const [{ launch }, { default: lighthouse }] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
  ]);
  const scores: number[] = [];
  // A run Lighthouse itself fails (its trace lost, `NO_NAVSTART`) has no score, rather than a
  // score of 0: it is run again, within three times as many runs as asked for.
  for (let attempt = 0; scores.length < runs && attempt < runs * 3; attempt += 1) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        throttlingMethod,
      });
      if (result?.lhr.runtimeError) {
        console.warn(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}; running again`);
        continue;
      }
      scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
    } finally {
      chrome.kill();
    }
  }
  if (scores.length < runs) throw new Error(`Lighthouse failed on ${url} in ${runs * 3} tries`);
  return scores.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/**
 * Time to the whole answer of jobs' pages the server draws, each job and language asked for once
 * (no picture cached), one after another: what drawing a page adds to finding the job.
 */
export async function jobPageTimes(
  baseUrl: string,
  jobIds: string[],
): Promise<{ pages: number; p50: number; p95: number; drawn: number }> {
  const times: number[] = [];
  let drawn = 0;
  for (const id of jobIds) {
    for (const language of ['zh', 'en']) {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/dashboard/job/job-search/${id}`, {
        headers: { cookie: `i18nextLng=${language}`, 'accept-encoding': 'br' },
      });
      const body = await answer.text();
      times.push(performance.now() - started);
      if (body.includes('<div id="prerender" inert>')) drawn += 1;
    }
  }
  return { pages: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), drawn };
}
