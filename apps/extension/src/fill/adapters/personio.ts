import { companyFromHost, saysSent, siteName, textOf, type Adapter } from './types.ts';

/** Personio (`<company>.jobs.personio.de/job/<id>#apply`, also `.jobs.personio.com`). */
export const personio: Adapter = {
  name: 'personio',
  label: 'Personio',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('form#job-application-form, form[name="application"]') ??
    doc.querySelector<HTMLElement>('form:has([name="first_name"]), form:has([name="email"])'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, 'h1') || doc.title,
    company: siteName(doc) || companyFromHost(url),
  }),
  isConfirmation: (doc) =>
    saysSent(
      doc,
      /thank you for your application|application (was |has been )?(sent|submitted)|vielen dank für deine bewerbung/i,
    ),
};
