import { companyFromHost, siteName, textOf, type Adapter } from './types.ts';

/**
 * Teamtailor: career sites on `<company>.teamtailor.com` and on a company's own domain
 * (`career.oneflow.com/jobs/<id>-<slug>/applications/new`); the form is
 * `form#job-application-form` driven by the `careersite--form` controller, which also marks a
 * custom domain as Teamtailor's.
 */
export const TEAMTAILOR_FORM = 'form#job-application-form[data-controller~="careersite--form"]';

export const teamtailor: Adapter = {
  name: 'teamtailor',
  label: 'Teamtailor',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>(TEAMTAILOR_FORM) ??
    doc.querySelector<HTMLElement>('form#job-application-form'),
  jobInfo: (doc, url) => {
    const title = doc.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content ?? '';
    const company = siteName(doc) || companyFromHost(url);
    const suffix = ` - ${company}`;
    const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    return { title: bare.trim() || textOf(doc, 'h1'), company };
  },
  isConfirmation: (doc, url) =>
    doc.querySelector('[data-test="applied-thanks"]') !== null ||
    /\/applications\/[^/]+\/(thanks|thank_you|thank-you)/.test(url.pathname),
};
