import { expect, test, useLanguage } from './fixtures';

test.describe('language', () => {
  // A first visit without a stored choice follows the browser; these browsers speak Chinese.
  test.use({ locale: 'zh-CN' });

  test('a browser in any other language gets Chinese, the default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('控制台');
    await context.close();
  });

  test('an English browser gets the English landing page, prerendered, without a stored choice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.request.get('/', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(await response.text()).toContain('<html lang="en">');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live app replaces the prerendered picture once its scripts have run.
    await expect
      .poll(() => page.evaluate(() => document.getElementById('prerender') === null))
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await context.close();
  });

  test('the pricing, privacy and feedback pages arrive prerendered in the browser language', async ({
    request,
  }) => {
    const pages = [
      { path: '/pricing', zh: '价格方案 · 远方 Yonder', en: 'Pricing · Yonder' },
      { path: '/privacy', zh: '隐私政策 · 远方 Yonder', en: 'Privacy policy · Yonder' },
      { path: '/feedback', zh: '意见反馈 · 远方 Yonder', en: 'Feedback · Yonder' },
    ];
    for (const { path, zh, en } of pages) {
      const english = await (
        await request.get(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
      ).text();
      expect(english, path).toContain('<html lang="en">');
      expect(english, path).toContain(`<title>${en}</title>`);
      expect(english, path).toMatch(/<div id="prerender" inert>.*<h1/s);
      const chinese = await (
        await request.get(path, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })
      ).text();
      expect(chinese, path).toContain(`<title>${zh}</title>`);
    }
  });

  test("a job's page arrives drawn with the job in the browser language, and the app shows it without asking again", async ({
    browser,
    request,
  }) => {
    const answer = await request.get('/api/v1/jobs/getAllJobs?page_size=1');
    const [job] = (await answer.json()).data.items as { id: string; title: string }[];
    const path = `/dashboard/job/job-search/${job!.id}`;
    const html = await (
      await request.get(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Job detail · Yonder</title>');
    expect(html).toMatch(/<div id="prerender" inert>.*<h1[^>]*>[^<]+<\/h1>.*Apply now/s);
    const chinese = await (
      await request.get(path, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })
    ).text();
    expect(chinese).toContain('<title>职位详情 · 远方 Yonder</title>');
    expect(chinese).toMatch(/<div id="prerender" inert>.*立即申请/s);

    // Without JavaScript the visitor reads the job; with it, the app draws the same job from the
    // page's data instead of asking the server for it a second time.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/v1/jobs/getJobById/')) asked.push(sent.url());
      });
      await page.goto(path);
      if (javaScriptEnabled) {
        await expect
          .poll(() => page.evaluate(() => document.getElementById('prerender') === null))
          .toBe(true);
        await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Bookmark' }).first()).toBeEnabled();
        expect(asked).toEqual([]);
      } else {
        // The picture is inert until the app takes over: seen, not yet usable.
        await expect(page.locator('#prerender h1')).toHaveText(job!.title);
      }
      await context.close();
    }
  });

  test('an English visitor downloads only the English texts', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app loads the English texts once it starts, which a loaded machine may do after the
    // network first fell quiet.
    await expect
      .poll(async () => (await Promise.all(scripts)).some((body) => body.includes('Pricing')), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    // The Chinese page titles live in the Chinese common texts (and the pages' own texts) only.
    expect(bodies.filter((body) => body.includes('价格方案'))).toEqual([]);
    await context.close();
  });

  test('Chinese by default; a switch to English changes lang and title and survives a reload', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: /选择语言/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Yonder · Remote jobs/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Find jobs' }).first()).toBeVisible();
  });

  test('on mobile a single toggle switches the language', async ({ page, allowProblem }) => {
    allowProblem(/^$/);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: '切换到 English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Switch to 中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('sidebar', () => {
  test('collapses to 64 px and expands to 220 px; the choice survives a reload and reaches other tabs', async ({
    page,
    context,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveCSS('width', '220px');
    const labels = sidebar.getByRole('link');
    await expect(labels).toHaveText([
      'Yonder',
      'Dashboard',
      'Find jobs',
      'AI resume',
      'AI cover letter',
      'Auto apply',
    ]);
    const other = await context.newPage();
    await other.goto('/dashboard/resume');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '64px');
    await expect(other.getByTestId('sidebar')).toHaveCSS('width', '64px');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '220px');
  });

  test('below 768 px a top bar opens a full-screen menu and locks scrolling', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      'hidden',
    );
    await page.getByRole('link', { name: 'AI resume' }).click();
    await expect(page).toHaveURL('/dashboard/resume');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe(
      'hidden',
    );
  });
});

test.describe('navigation bar', () => {
  test('the mobile menu closes on an outside touch and locks scrolling while open', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Find jobs' })).toBeVisible();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      'hidden',
    );
    await page.mouse.click(100, 30);
    await expect(menu).toBeHidden();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe(
      'hidden',
    );
  });

  test('the sign-in button opens a dialog that traps focus and closes on Escape', async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      'hidden',
    );
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a change of path scrolls to the top', async ({ page, allowProblem }) => {
    allowProblem(/^$/);
    await useLanguage(page, 'en');
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
