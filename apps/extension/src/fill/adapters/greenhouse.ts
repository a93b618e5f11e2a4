import { companyFromPath, textOf, type Adapter } from './types.ts';

/**
 * Greenhouse: the old board (boards.greenhouse.io, `#application_form`, select2 menus, also the
 * `/embed/job_app` iframe on company sites) and the new React board (job-boards.greenhouse.io).
 */
export const greenhouse: Adapter = {
  name: 'greenhouse',
  label: 'Greenhouse',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('#application_form, #application-form, form.application--form'),
  jobInfo: (doc, url) => {
    const title = textOf(doc, '.app-title, h1.section-header, .job__title h1, h1');
    const company =
      textOf(doc, '.company-name').replace(/^at\s+/i, '') ||
      url.searchParams.get('for')?.replace(/\b\w/g, (c) => c.toUpperCase()) ||
      companyFromPath(url);
    return { title, company };
  },
  isConfirmation: (doc, url) =>
    /\/confirmation\b/.test(url.pathname) ||
    doc.querySelector('#application_confirmation, [data-testid="application-confirmation"]') !==
      null,
};
