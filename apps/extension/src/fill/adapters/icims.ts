import { companyFromHost, saysSent, textOf, type Adapter } from './types.ts';

/**
 * iCIMS (`careers-<company>.icims.com/jobs/<id>/<slug>/candidate`): the portal draws its form in
 * an iframe of the same host (`in_iframe=1`); the content script runs in every frame, so the
 * frame holding the form fills it. Boxes carry `autocomplete` tokens and `icims_f_` / profile ids.
 */
export const icims: Adapter = {
  name: 'icims',
  label: 'iCIMS',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('form#cp_form, form.iCIMS_Forms, form[name="icimsForm"]') ??
    doc.querySelector<HTMLElement>('form:has(input[autocomplete="given-name"])'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.iCIMS_Header h1, h1') || doc.title,
    company: companyFromHost(url).replace(/^Careers /i, ''),
  }),
  isConfirmation: (doc) =>
    doc.querySelector('.iCIMS_SuccessMessage') !== null ||
    saysSent(doc, /thank you for (applying|your application)/i),
};
