import { itemId } from '../report.ts';
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
    doc.querySelector<HTMLElement>('form#profileForm, form#cp_form, form[name="icimsForm"]') ??
    doc.querySelector<HTMLElement>('form:has(input[autocomplete="given-name"])'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.iCIMS_Header h1, h1') || doc.title,
    company: companyFromHost(url).replace(/^Careers /i, ''),
  }),
  // Choosing a resume submits the page (iCIMS re-reads it and draws the form again, dropping
  // every typed answer): it is left to the person, to attach first.
  fillSpecial: async (form, _data, seen) =>
    [...form.querySelectorAll<HTMLInputElement>('input[type="file"][onchange*="uploadResume"]')]
      .filter((input) => !input.files?.length)
      .map((input) => {
        seen.add(input);
        return {
          id: itemId(),
          label: 'CV/Resume',
          key: 'resume' as const,
          required: input.getAttribute('aria-required') === 'true',
          element: input,
          status: 'empty' as const,
          reason: 'uploadReloads' as const,
        };
      }),
  isConfirmation: (doc) =>
    doc.querySelector('.iCIMS_SuccessMessage') !== null ||
    saysSent(doc, /thank you for (applying|your application)/i),
};
