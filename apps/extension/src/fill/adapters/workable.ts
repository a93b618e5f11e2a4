import { saysSent, siteName, textOf, companyFromPath, type Adapter } from './types.ts';

/** Workable (apply.workable.com/<company>/j/<id>/apply): a React form marked with `data-ui`. */
export const workable: Adapter = {
  name: 'workable',
  label: 'Workable',
  findForm: (doc) => doc.querySelector<HTMLElement>('form[data-ui="application-form"]'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '[data-ui="job-title"], h1') || doc.title,
    company: siteName(doc) || companyFromPath(url),
  }),
  isConfirmation: (doc) =>
    doc.querySelector('[data-ui="successful-submit"]') !== null ||
    saysSent(doc, /thank you for applying|application (has been )?(submitted|received)/i),
};
