/** The application boards the extension fills (and nothing else it may read). */
export const ATS_MATCHES = [
  'https://boards.greenhouse.io/*',
  'https://job-boards.greenhouse.io/*',
  'https://jobs.lever.co/*',
  'https://jobs.ashbyhq.com/*',
  'https://*.myworkdayjobs.com/*',
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
