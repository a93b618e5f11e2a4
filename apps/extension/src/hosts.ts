/**
 * The application boards the extension fills on its own (and nothing else it may read). A page of
 * any other site is filled only when the user asks in the popup: `activeTab` from the toolbar
 * click, or an optional permission for that one site.
 */
export const ATS_MATCHES = [
  'https://boards.greenhouse.io/*',
  'https://job-boards.greenhouse.io/*',
  'https://jobs.lever.co/*',
  'https://jobs.ashbyhq.com/*',
  'https://*.myworkdayjobs.com/*',
  'https://jobs.smartrecruiters.com/*',
  'https://careers.smartrecruiters.com/*',
  'https://apply.workable.com/*',
  'https://*.teamtailor.com/*',
  'https://*.breezy.hr/*',
  'https://*.bamboohr.com/*',
  'https://*.recruitee.com/*',
  'https://*.jobs.personio.de/*',
  'https://*.jobs.personio.com/*',
  'https://*.applytojob.com/*',
  'https://*.icims.com/*',
  'https://jobs.jobvite.com/*',
];

/**
 * Yonder servers known at build time: a local one (any port) and the hosted one. Another
 * server's address is granted at run time (optional host permission).
 */
export const DEFAULT_SERVER = 'http://localhost:3000';
export const YONDER_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'];

/** The origin of a server address the user typed, or null when it is no http(s) address. */
export function toServerOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The match pattern Chromium and Firefox both accept for one origin (any port). */
export const originPattern = (origin: string) =>
  `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;
