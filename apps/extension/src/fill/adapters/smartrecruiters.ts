import { queryAllDeep } from '../dom.ts';
import { companyFromPath, textOf, type Adapter } from './types.ts';

/**
 * SmartRecruiters one-click apply (jobs.smartrecruiters.com/oneclick-ui/company/<Company>/…):
 * an Angular page whose every box sits in a Spark web component (`spl-input`, `spl-dropzone`,
 * `spl-phone-field`) with an open shadow root. The page itself is the form (there is no `<form>`);
 * the resume-parsing drop zone at the top is not the resume field and is left alone.
 */
export const smartrecruiters: Adapter = {
  name: 'smartrecruiters',
  label: 'SmartRecruiters',
  findForm: (doc) =>
    queryAllDeep(doc, '#first-name-input, #email-input').length > 0
      ? (doc.querySelector<HTMLElement>('oc-oneclick-form, main, form') ?? doc.body)
      : null,
  jobInfo: (doc, url) => {
    const segments = url.pathname.split('/').filter(Boolean);
    const company = segments[0] === 'oneclick-ui' ? (segments[2] ?? '') : (segments[0] ?? '');
    return {
      title: textOf(doc, 'h1') || doc.title,
      company: company ? companyFromPath(new URL(`https://x/${company}`)) : '',
    };
  },
  // Only the resume field's drop zone takes the resume; the one above it parses a file to
  // prefill the page, which the profile already does.
  fillSpecial: async (form, _data, seen) => {
    for (const zone of queryAllDeep(form, 'spl-dropzone:not([data-test="resume-upload"])'))
      queryAllDeep(zone, 'input').forEach((input) => seen.add(input));
    return [];
  },
  isConfirmation: (doc) => queryAllDeep(doc, '[data-test="success-page-confirmation"]').length > 0,
};
