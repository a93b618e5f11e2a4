import { companyFromHost, textOf, type Adapter } from './types.ts';

/**
 * JazzHR (`<company>.applytojob.com/apply/<id>/<slug>`): a server-drawn form,
 * `form#form_submit_new_resume`, each question a `div.form-group` with `label.control-label`
 * and ids `resumator-<field>-value`.
 */
export const jazzhr: Adapter = {
  name: 'jazzhr',
  label: 'JazzHR',
  findForm: (doc) => doc.querySelector<HTMLElement>('form#form_submit_new_resume'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '#job-title, .job-header h1, h1') || doc.title,
    company: textOf(doc, '#company-name, .company-name') || companyFromHost(url),
  }),
  isConfirmation: (doc) => doc.querySelector('.page-body.success') !== null,
};
