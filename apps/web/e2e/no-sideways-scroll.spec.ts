import type { APIRequestContext, Page } from '@playwright/test';
import { FIELD_RESUMES } from '../../../packages/career-ai/src/test-support/field-resumes.ts';
import { registerMember, signInAs } from './auth-helpers';
import { expect, LANGUAGES, shot, test, useLanguage } from './fixtures';

/** Every page a person reaches, signed in with data of every kind on it. */
const ROUTES = [
  '/',
  '/dashboard',
  '/dashboard/job/job-search',
  '/dashboard/job/job-search?tab=management',
  '/dashboard/job/job-search?tab=tracking',
  '/dashboard/job/job-search?tab=matching',
  '/dashboard/resume',
  '/dashboard/cover-letter',
  '/dashboard/auto-apply',
  '/extension',
  '/extension/connect',
  '/privacy',
  '/pricing',
  '/feedback',
  '/payment/cancel',
] as const;

const LONG_COMPANY = 'Lantern Labs International Holdings';
const today = () => new Date().toISOString().slice(0, 10);

/** Data with the longest texts a person's pages show: applications, a due step, a letter. */
async function seed(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const resume = FIELD_RESUMES[0]!;
  const created = await request.post('/api/v1/resumes', {
    headers,
    data: { title: 'Frontend CV', language: resume.language, document: resume.document },
  });
  expect(created.status()).toBe(201);
  const jobs = (await (await request.get('/api/v1/jobs/getAllJobs?page=1&page_size=3')).json()).data
    .items as { id: string; title: string }[];
  for (const job of jobs) {
    await request.post('/api/v1/jobs/addFavoriteJob', {
      headers,
      data: { job_id: job.id, status: 'saved', job_title: job.title, source: 'web_app' },
    });
  }
  for (const [index, status] of ['wishlist', 'applied', 'interview'].entries()) {
    const answer = await request.post('/api/v1/applications', {
      headers,
      data: {
        title: `Senior Frontend Engineer, Design Systems ${index}`,
        company: LONG_COMPANY,
        status,
        next_step: 'Prepare the take-home presentation for the hiring panel',
        next_step_due: today(),
      },
    });
    expect(answer.status()).toBe(201);
  }
  await request.post('/api/v1/cover-letters', {
    headers,
    data: {
      language: 'en',
      company: LONG_COMPANY,
      body: 'Dear Hiring Manager,\n\nI am applying for the Senior Frontend Engineer role.\n\nRegards,\nGrace',
    },
  });
  return { jobId: jobs[0]!.id };
}

/** What sticks out past the right edge of the screen, outside any box that scrolls sideways. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      // Inside a box that scrolls sideways on purpose, fixed to the screen, or there for screen
      // readers only (clipped to nothing).
      if (scrollsSideways(element) || getComputedStyle(element).position === 'fixed') continue;
      if (element.closest('.sr-only')) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()} "${text}" reaches ${Math.round(box.right)} px`);
      if (found.length > 5) break;
    }
    return found;
  });
}

for (const language of LANGUAGES)
  for (const width of [375, 320])
    test(`no page scrolls sideways at ${width} px (${language})`, async ({
      page,
      allowProblem,
    }) => {
      test.setTimeout(120_000);
      allowProblem(/^$/);
      await page.setViewportSize({ width, height: 740 });
      await useLanguage(page, language);
      const member = await registerMember(page.request, `narrow${width}${language}`);
      const token = await signInAs(page, member);
      const { jobId } = await seed(page.request, token);
      for (const route of [...ROUTES, `/dashboard/job/job-search/${jobId}`]) {
        await page.goto(route);
        await page.locator('main, [role="main"]').first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysOverflow(page);
        if (overflow.length > 0)
          await shot(page, `overflow-${language}-${width}${route.replace(/[/?=]/g, '_')}`);
        expect(overflow, `${route} at ${width} px (${language})`).toEqual([]);
      }
    });
