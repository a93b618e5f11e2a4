import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

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
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        throttlingMethod,
      });
      scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
    } finally {
      chrome.kill();
    }
  }
  return scores.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
