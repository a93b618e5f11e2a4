import { companyFromHost, saysSent, siteName, textOf, type Adapter } from './types.ts';

/**
 * Recruitee (`<company>.recruitee.com/o/<offer>/c/new`): boxes named `candidate.name`,
 * `candidate.email`, `candidate.cv`, `candidate.coverLetterFile` (older forms `candidate[name]`).
 */
export const recruitee: Adapter = {
  name: 'recruitee',
  label: 'Recruitee',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>(
      'form:has([name="candidate.name"]), form:has([name="candidate[name]"])',
    ) ?? doc.querySelector<HTMLElement>('form'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, 'h1') || doc.title,
    company: siteName(doc) || companyFromHost(url),
  }),
  isConfirmation: (doc) =>
    saysSent(
      doc,
      /application has been (successfully )?submitted|bewerbung wurde .*(gesendet|übermittelt)/i,
    ),
};
