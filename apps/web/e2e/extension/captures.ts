import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/**
 * Real application pages captured from the live boards (scripts removed, the real markup kept),
 * read at test time from `../shared/realdata/forms` beside the repository and served at the
 * address they were captured from. They are never copied into the repository.
 */
const FORMS = path.resolve(import.meta.dirname, '../../../../../shared/realdata/forms');

export const CAPTURES = {
  greenhouse: {
    file: 'greenhouse-gitlab-application.html',
    url: 'https://job-boards.greenhouse.io/gitlab/jobs/8620720002',
  },
  lever: {
    file: 'lever-highspot-apply.html',
    url: 'https://jobs.lever.co/highspot/f222ad5c-b7dd-43c4-9008-ee1a53174afa/apply',
  },
  workday: {
    file: 'workday-my-experience.html',
    url: 'https://workday.wd5.myworkdayjobs.com/en-US/Workday/job/Canada,-QC,-Montreal/Sr-Services-Executive-%2D-Dirigeant-suprieur-des-services_JR-0104977/apply/applyManually',
  },
} as const;

export type CaptureName = keyof typeof CAPTURES;

export const hasCaptures = () => fs.existsSync(FORMS);

/**
 * Nothing leaves the machine: a request no other route answers (a capture's images, fonts and
 * styles on the boards' CDNs) gets an empty 404. Registered first, so it is consulted last.
 */
export async function answerOutsideRequests(context: BrowserContext, server: string) {
  await context.route('**/*', (route, request) =>
    request.url().startsWith(server) || request.url().startsWith('chrome-extension:')
      ? route.continue()
      : route.fulfill({ status: 404, body: '' }),
  );
}

/** Serves each capture at its address; other paths fall through to the boards' routes. */
export async function serveCaptures(context: BrowserContext) {
  for (const capture of Object.values(CAPTURES)) {
    const { origin, pathname } = new URL(capture.url);
    await context.route(`${origin}/**`, (route, request) => {
      const url = new URL(request.url());
      if (url.pathname !== pathname) return route.fallback();
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: fs.readFileSync(path.join(FORMS, capture.file)),
      });
    });
  }
}
