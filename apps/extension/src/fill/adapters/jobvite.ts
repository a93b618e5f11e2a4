import { companyFromPath, saysSent, textOf, type Adapter } from './types.ts';

/**
 * Jobvite (`jobs.jobvite.com/<company>/job/<id>/apply`): an Angular form whose questions are
 * `jv-form-field` blocks (`.jv-form-field-label`), with `autocomplete` tokens on the contact boxes.
 */
export const jobvite: Adapter = {
  name: 'jobvite',
  label: 'Jobvite',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('form.jv-form, form[name="jvform"], form:has(.jv-form-field)') ??
    doc.querySelector<HTMLElement>('form'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.jv-header, h2.jv-header, h1') || doc.title,
    company: companyFromPath(url),
  }),
  isConfirmation: (doc) => saysSent(doc, /thank you for (applying|your (interest|application))/i),
};
