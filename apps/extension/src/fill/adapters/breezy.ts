import { companyFromHost, saysSent, textOf, type Adapter } from './types.ts';

/** Breezy HR (`<company>.breezy.hr/p/<id>/apply`): an AngularJS form (`ng-controller`). */
export const breezy: Adapter = {
  name: 'breezy',
  label: 'Breezy HR',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('form[ng-controller], form[name="form"]') ??
    doc.querySelector<HTMLElement>('form'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, '.position-title h1, h1, h2') || doc.title,
    company: textOf(doc, '.company-name, .brand h1') || companyFromHost(url),
  }),
  isConfirmation: (doc) =>
    doc.querySelector('.application-confirmed:not([hidden])') !== null ||
    saysSent(doc, /application (has been )?submitted|thank(s| you) for applying/i),
};
