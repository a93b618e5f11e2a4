import { queryAll } from '../dom.ts';
import type { Adapter } from './types.ts';

const FILLABLE =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="search"]), select, textarea';

/** How many boxes a person could fill in `root` (open shadow roots included). */
export const fillableCount = (root: ParentNode) => queryAll(root, FILLABLE).length;

/**
 * The form of a page no adapter knows: the `<form>` with the most boxes, else the page's body when
 * it holds boxes outside any form (a React form with no `<form>` element).
 */
export function findLargestForm(doc: Document): HTMLElement | null {
  const forms = [...doc.querySelectorAll<HTMLFormElement>('form')]
    .map((form) => ({ form, count: fillableCount(form) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  const best = forms[0];
  const all = fillableCount(doc.body);
  if (best && best.count * 2 >= all) return best.form;
  return all > 0 ? doc.body : null;
}

const meta = (doc: Document, property: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[property="${property}"], meta[name="${property}"]`)
    ?.content ?? '';

/** Any application form, filled on request from the popup, by its labels and autofill tokens. */
export const generic: Adapter = {
  name: 'generic',
  label: '',
  findForm: findLargestForm,
  jobInfo: (doc, url) => ({
    title:
      (doc.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim() ||
      meta(doc, 'og:title') ||
      doc.title,
    company: meta(doc, 'og:site_name') || url.hostname.replace(/^(www|jobs|careers?)\./, ''),
  }),
  // A page of any site says nothing reliable when it was sent: the submit itself is recorded.
  isConfirmation: () => false,
  recordsOnSubmit: true,
};
