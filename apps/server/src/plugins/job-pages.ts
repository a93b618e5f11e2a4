import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Language } from '@yonder/contract/common';
import { escapeText } from 'entities/escape';
import { isHtml } from '@yonder/contract/job-text';
import type { JobDetail } from '@yonder/contract/jobs';
import { sanitizeMarkup } from '../modules/ingestion/normalize/html.ts';

/** What the web build's renderer exports (apps/web/src/job-page.tsx). */
type JobPageRenderer = {
  renderJobPage: (
    job: JobDetail,
    language: Language,
    signal: AbortSignal,
  ) => Promise<{ html: string; title: string }>;
};

/** The web build's files for a job's page (apps/web/scripts/prerender.ts writes them). */
const RENDERER = 'job-page.js';
const MANIFEST = 'job-page.json';
const template = (language: Language) => `job-detail.${language}.html`;
/** Renders waiting their turn beyond which a page goes without its picture (~10 ms each). */
const MAX_WAITING_RENDERS = 4;
/** Time a page waits for its picture, its turn included, before the app draws it instead. */
const RENDER_TIMEOUT_MS = 2_000;

/** Settles, rejected, when `signal` aborts. */
const abortion = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/** JSON inside a `<script>` element: nothing in it can close the element or open a comment. */
const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type JobPages = {
  /** The router's pattern of a job's page (`/dashboard/job/job-search/:id`). */
  path: string;
  /**
   * The whole document of a job's page in a language: its title, its picture and its data;
   * undefined when the server is too busy drawing pages to draw one more in time.
   */
  render: (job: JobDetail, language: Language) => Promise<string | undefined>;
};

/**
 * A job's page drawn by the server, so that a first visit (a shared link, a search engine) paints
 * the job before any JavaScript has run; the app then starts with the job the page carries.
 * Undefined when the web build has no renderer (a build that only ran `vite build`).
 */
export function loadJobPages(webRoot: string): JobPages | undefined {
  const dir = path.join(webRoot, '.ssr');
  const manifest = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifest)) return undefined;
  const { path: pagePath } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { path: string };
  const templates: Record<Language, string> = {
    zh: fs.readFileSync(path.join(dir, template('zh')), 'utf8'),
    en: fs.readFileSync(path.join(dir, template('en')), 'utf8'),
  };
  // React and the app's pages load with the first job's page, not with the server.
  let renderer: Promise<JobPageRenderer> | undefined;
  // A job's picture depends on the job and the language alone: a reload, or a second reader of an
  // unchanged job, costs no rendering.
  const pictures = new LRUCache<string, { html: string; title: string }>({
    max: 200,
    ttl: 10 * 60_000,
  });

  let waiting = 0;

  async function picture(job: JobDetail, json: string, language: Language) {
    const key = createHash('sha256').update(language).update(json).digest('base64');
    const cached = pictures.get(key);
    if (cached) return cached;
    // Renders run one at a time; past a few waiting, the app draws the page in the browser.
    if (waiting >= MAX_WAITING_RENDERS) return undefined;
    waiting += 1;
    try {
      return await draw(key, job, language);
    } finally {
      waiting -= 1;
    }
  }

  async function draw(key: string, job: JobDetail, language: Language) {
    renderer ??= import(pathToFileURL(path.join(dir, RENDERER)).href) as Promise<JobPageRenderer>;
    const { renderJobPage } = await renderer;
    // The browser cleans a description's HTML with DOMPurify; the server's rendering has no DOM,
    // so the server's own sanitiser cleans it (it did at import already: this is the second line).
    const description = isHtml(job.description) ? sanitizeMarkup(job.description) : job.description;
    // A render that never ends must hold neither this page nor those behind it: the renderer
    // stops at the signal, and the page does not wait for it to.
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const rendered = await Promise.race([
      renderJobPage({ ...job, description }, language, signal),
      abortion(signal),
    ]);
    pictures.set(key, rendered);
    return rendered;
  }

  return {
    path: pagePath,
    async render(job, language) {
      const json = JSON.stringify(job);
      const drawn = await picture(job, json, language);
      if (!drawn) return undefined;
      const { html, title } = drawn;
      // Functions, not strings: a `$` in a job ("$120k") is no replacement pattern.
      return templates[language]
        .replace('%JOB_TITLE%', () => escapeText(title))
        .replace('%JOB_DATA%', () => scriptJson(json))
        .replace('%JOB_HTML%', () => html);
    },
  };
}
