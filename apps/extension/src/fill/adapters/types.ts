import type { FillData } from '../filler.ts';
import type { FillItem } from '../report.ts';

export type AtsName =
  | 'greenhouse'
  | 'lever'
  | 'ashby'
  | 'workday'
  | 'smartrecruiters'
  | 'workable'
  | 'teamtailor'
  | 'breezy'
  | 'bamboohr'
  | 'recruitee'
  | 'personio'
  | 'jazzhr'
  | 'icims'
  | 'jobvite'
  | 'generic';

/** What differs between boards: where the form is, what job it is, and when it was sent. */
export type Adapter = {
  name: AtsName;
  /** The board's name as the panel shows it; empty for a page no adapter knows. */
  label: string;
  /** The application form in this document, or null (a job page without one). */
  findForm: (doc: Document) => HTMLElement | null;
  jobInfo: (doc: Document, url: URL) => { title: string; company: string };
  isConfirmation: (doc: Document, url: URL) => boolean;
  /** Sent when the form is submitted, not when a confirmation shows (a page of any site). */
  recordsOnSubmit?: boolean;
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

/** A company from the first label of the host (`acme.breezy.hr` → `Acme`). */
export const companyFromHost = (url: URL) =>
  (url.hostname.split('.')[0] ?? '')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());

/** `og:site_name`, the name most career sites give themselves. */
export const siteName = (doc: Document) =>
  doc.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content.trim() ?? '';

/** True when the page shows `pattern` in a heading, alert or status (a board's thank-you). */
export const saysSent = (doc: Document, pattern: RegExp) =>
  [...doc.querySelectorAll('h1, h2, h3, [role="alert"], [role="status"], [aria-live]')].some(
    (node) => pattern.test((node.textContent ?? '').replace(/\s+/g, ' ')),
  );
