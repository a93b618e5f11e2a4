import { companyFromPath, textOf, type Adapter } from './types.ts';

/** Ashby: jobs.ashbyhq.com/<company>/<job>/application, a React form. */
export const ashby: Adapter = {
  name: 'ashby',
  label: 'Ashby',
  findForm: (doc) => doc.querySelector<HTMLElement>('.ashby-application-form-container, #form'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.ashby-job-posting-heading, h1'),
    company:
      doc.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ||
      companyFromPath(url),
  }),
  isConfirmation: (doc) => doc.querySelector('.ashby-application-form-success-container') !== null,
};
