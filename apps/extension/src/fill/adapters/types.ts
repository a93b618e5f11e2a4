import type { FillData } from '../filler.ts';
import type { FillItem } from '../report.ts';

export type AtsName = 'greenhouse' | 'lever' | 'ashby' | 'workday';

/** What differs between boards: where the form is, what job it is, and when it was sent. */
export type Adapter = {
  name: AtsName;
  /** The application form in this document, or null (a job page without one). */
  findForm: (doc: Document) => HTMLElement | null;
  jobInfo: (doc: Document, url: URL) => { title: string; company: string };
  isConfirmation: (doc: Document, url: URL) => boolean;
  /** Board-specific parts filled before the generic pass (Workday's repeated entries). */
  fillSpecial?: (form: HTMLElement, data: FillData, seen: WeakSet<Element>) => Promise<FillItem[]>;
};

export const textOf = (doc: Document, selector: string) =>
  (doc.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A company from the first path segment (`/acme/…` → `Acme`) when the page does not say. */
export function companyFromPath(url: URL, index = 0): string {
  const segment = url.pathname.split('/').filter(Boolean)[index] ?? '';
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
