import { companyFromPath, textOf, type Adapter } from './types.ts';

/** Lever: jobs.lever.co/<company>/<posting>/apply, a plain server-rendered form. */
export const lever: Adapter = {
  name: 'lever',
  label: 'Lever',
  findForm: (doc) => doc.querySelector<HTMLElement>('#application-form, form[action$="/apply"]'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.posting-headline h2, .posting-header h2, h2'),
    company:
      doc.querySelector<HTMLImageElement>('.main-header-logo img')?.alt.replace(/\s*logo$/i, '') ||
      companyFromPath(url),
  }),
  isConfirmation: (doc, url) =>
    /\/thanks\/?$/.test(url.pathname) || doc.querySelector('.application-confirmation') !== null,
};
