import {
  applicationFromUrlSchema,
  type ApplicationFromUrl,
  type ApplicationFromUrlResult,
} from '@yonder/contract/applications';
import type { Database } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import type { MessageKey } from '#i18n/messages.ts';
import { jobPostingsIn } from '../ingestion/sources/jsonld-nodes.ts';
import { jsonld } from '../ingestion/sources/jsonld.ts';
import { findTrackedRow } from './application-repository.ts';
import { findApplication } from './application-service.ts';
import { normaliseJobUrl } from './application-view.ts';
import { fetchJobPage, PageFetchError, type PageFetchOptions } from './page-fetch.ts';
import { createApplication } from './tracking-service.ts';

type Found = ApplicationFromUrlResult['found'];

const salaryOf = (
  salary:
    { min: number | null; max: number | null; currency: string; period: string } | null | undefined,
) => {
  if (!salary || (salary.min == null && salary.max == null)) return '';
  const range =
    salary.min != null && salary.max != null && salary.min !== salary.max
      ? `${salary.min}–${salary.max}`
      : String(salary.min ?? salary.max);
  return `${range} ${salary.currency} / ${salary.period}`;
};

/** What the page's first schema.org JobPosting says, read with the catalogue's JSON-LD importer. */
export function readJobPosting(html: string, url: string, now: Date): Found {
  const empty: Found = {
    url,
    title: '',
    company: '',
    location: '',
    salary: '',
    job_posting: false,
  };
  const node = jobPostingsIn(html).flatMap((block) => ('nodes' in block ? block.nodes : []))[0];
  if (!node) return empty;
  try {
    const raw = jsonld.toRaw(node, { source: 'jsonld', url, now, target: url });
    return {
      url,
      title: raw.title.trim().slice(0, 300),
      company: raw.company.name.trim().slice(0, 300),
      location: (raw.location ?? '').trim().slice(0, 300),
      salary: salaryOf(raw.salary).slice(0, 300),
      job_posting: true,
    };
  } catch {
    return empty;
  }
}

/** Each problem in plain words: never the socket's own message (`connect ECONNREFUSED …`). */
const PROBLEM_MESSAGES: Record<Exclude<PageFetchError['problem'], 'refused'>, MessageKey> = {
  timeout: 'applicationFetchTimeout',
  too_large: 'applicationFetchTooLarge',
  not_found: 'applicationFetchNotFound',
  unreachable: 'applicationFetchUnreachable',
  redirects: 'applicationFetchRedirects',
  status: 'applicationFetchStatus',
  not_html: 'applicationFetchNotHtml',
};

export type FromUrlOutcome = ApplicationFromUrlResult & {
  created: boolean;
  /** The message of the answer when the page could not give the job. */
  messageKey: MessageKey | null;
  values: Record<string, string | number>;
};

/**
 * `POST /api/v1/applications/from-url`: reads an outside job's page and tracks it. A page without
 * a JobPosting (or one that cannot be read) keeps the address and answers which of title and
 * company the user still has to give; an address already tracked answers that application.
 */
export async function trackFromUrl(options: {
  db: Database;
  userId: string;
  input: ApplicationFromUrl;
  fetch: PageFetchOptions;
  now: Date;
}): Promise<FromUrlOutcome> {
  const { db, userId, now } = options;
  const input = applicationFromUrlSchema.parse(options.input);
  const url = normaliseJobUrl(input.url);
  const tracked = await findTrackedRow(db, userId, { url });
  if (tracked) {
    const application = await findApplication({ db, userId, id: tracked.id });
    const found = {
      url,
      title: application.title,
      company: application.company,
      location: application.location,
      salary: application.salary,
      job_posting: false,
    };
    return { application, found, missing: [], created: false, messageKey: null, values: {} };
  }
  let found: Found = { url, title: '', company: '', location: '', salary: '', job_posting: false };
  let messageKey: MessageKey | null = null;
  let values: Record<string, string | number> = {};
  try {
    const page = await fetchJobPage(url, options.fetch);
    found = { ...readJobPosting(page.html, url, now), url };
    if (!found.job_posting) messageKey = 'applicationFetchNeedsDetails';
  } catch (error) {
    if (!(error instanceof PageFetchError)) throw error;
    if (error.problem === 'refused') throw new AppError(422, 'applicationFetchRefused');
    messageKey = PROBLEM_MESSAGES[error.problem];
    values = {
      status: error.status ?? '',
      seconds: Math.round(options.fetch.timeoutMs / 1000),
      megabytes: Math.round((options.fetch.maxBytes / 1024 / 1024) * 10) / 10,
    };
  }
  const title = input.title || found.title;
  const company = input.company || found.company;
  const missing = [...(title ? [] : ['title' as const]), ...(company ? [] : ['company' as const])];
  if (missing.length > 0)
    return { application: null, found, missing, created: false, messageKey, values };
  const { application, created } = await createApplication({
    db,
    userId,
    now,
    source: 'url',
    input: {
      title,
      company,
      url,
      location: found.location,
      salary: found.salary,
      status: input.status,
    },
  });
  return { application, found, missing, created, messageKey: null, values: {} };
}
