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
