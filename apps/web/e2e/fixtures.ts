import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;
export const LANGUAGES = ['zh', 'en'] as const;

type Problems = { problems: string[] };

/**
 * Every page is watched: a console error, an uncaught exception, a failed request or an
 * answer of 400 or more fails the test unless the test expects it.
 */
export const test = base.extend<Problems & { allowProblem: (pattern: RegExp) => void }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Navigations away abort in-flight requests; those are not failures of the product.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`requestfailed: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
  allowProblem: async ({ problems }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = problems.filter(
      (problem) => !allowed.some((pattern) => pattern.test(problem)),
    );
    expect(unexpected, 'console errors or failed requests').toEqual([]);
  },
});

export { expect };

export async function useLanguage(page: Page, language: string) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('i18nextLng', value);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/**
 * Axe finds no serious or critical violation on the page, or only inside `within` (an open modal:
 * the page behind it is inert). The screen is checked once it stands still: a toast fading in has
 * the contrast of its opacity. (Spinners turn for ever and are left out.) A toast may also start
 * fading out while axe reads the page, so a violation counts only when a second check, once the
 * screen stands still again, finds it too.
 */
export async function expectNoSeriousViolations(page: Page, within?: string) {
  const check = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    const builder = new AxeBuilder({ page });
    const axe = await (within ? builder.include(within) : builder).analyze();
    return axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const first = await check();
  const serious = first.length === 0 ? first : await check();
  expect(serious, 'serious accessibility violations').toEqual([]);
}

/** With E2E_SHOTS_DIR set, keeps a full-page picture of the screen for a person to look at. */
export async function shot(page: Page, name: string) {
  const directory = process.env.E2E_SHOTS_DIR;
  if (!directory) return;
  const [{ default: fs }, { default: path }] = await Promise.all([
    import('node:fs'),
    import('node:path'),
  ]);
  fs.mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}
