import { companyFromHost, saysSent, siteName, textOf, type Adapter } from './types.ts';

/** BambooHR careers (`<company>.bamboohr.com/careers/<id>`): a React form of `fab-` widgets. */
export const bamboohr: Adapter = {
  name: 'bamboohr',
  label: 'BambooHR',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>('form:has(#firstName), form:has([name="firstName"])') ??
    doc.querySelector<HTMLElement>('form'),
  jobInfo: (doc, url) => ({
    title: textOf(doc, 'h2, h1') || doc.title,
    company: siteName(doc) || companyFromHost(url),
  }),
  isConfirmation: (doc) =>
    saysSent(doc, /application (was |has been )?(submitted|received)|thank you/i),
};
