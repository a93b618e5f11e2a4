import type { JobCategory, JobType, RemoteType, SalaryPeriod } from '@yonder/contract/jobs';
import { sql, type SQL } from 'drizzle-orm';
import { annualUsd } from './salary.ts';
import { indexText } from './search-text.ts';

/** A job's company as a record names it; the jobs writer keeps one row per normalised name. */
export type JobCompany = {
  name: string;
  logoUrl?: string | null;
  website?: string | null;
  size?: string | null;
  industry?: string | null;
};

/** A job as the demo generator and the importers hand it to the jobs repository. */
export type JobRecord = {
  title: string;
  company: JobCompany;
  location: string | null;
  remoteType: RemoteType;
  remoteRegions: string[];
  remoteTimezones: string[];
  jobType: JobType;
  category: JobCategory;
  salary: {
    min: number | null;
    max: number | null;
    currency: string;
    period: SalaryPeriod;
  } | null;
  experienceYears: number | null;
  skills: string[];
  /** Sanitised HTML. */
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  applicationUrl: string | null;
  language: 'zh' | 'en';
  source: string;
  sourceId: string;
  sourceUrl?: string | null;
  attributionUrl?: string | null;
  isFeatured: boolean;
  /** The counts a new job starts with (the demo catalogue's); 0 when not given. */
  viewCount?: number;
  applicantsCount?: number;
  postedAt: Date;
  expiresAt: Date | null;
};

const LEGAL_SUFFIXES =
  /\b(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|ag|sa|bv|plc|pte|srl|oy|ab)\b\.?/g;
const CHINESE_SUFFIXES = /(股份有限公司|有限责任公司|有限公司|集团|公司)$/u;

/** The key two feeds agree on for one company: `Acme, Inc.` and `ACME` are the same. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(CHINESE_SUFFIXES, '')
    .replace(LEGAL_SUFFIXES, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normalizeText(text: string | null): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One job published by several feeds gets one fingerprint: company, title and location. */
export function jobFingerprint(job: Pick<JobRecord, 'company' | 'title' | 'location'>): string {
  return [
    normalizeCompanyName(job.company.name),
    normalizeText(job.title),
    normalizeText(job.location),
  ].join('|');
}

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

export type SearchDocument = { title: string; meta: string; body: string };

/**
 * The texts of a job's search document, segmented for `to_tsvector('english', …)`. A list item
 * the description already says (the normaliser took it from there) is not said twice.
 */
export function searchDocument(job: JobRecord): SearchDocument {
  const description = htmlToText(job.description);
  const lists = [...job.requirements, ...job.responsibilities].filter(
    (item) => !description.includes(item),
  );
  return {
    title: indexText(job.title),
    meta: indexText([job.company.name, ...job.skills].join(' ')),
    body: indexText([job.location ?? '', description, ...lists].join(' ')),
  };
}

/** The weighted search document from its three texts: title (A), company and skills (B), the rest (C). */
export function searchVectorOf(title: SQL, meta: SQL, body: SQL): SQL {
  return sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${meta}), 'B') || setweight(to_tsvector('english', ${body}), 'C')`;
}

/** The weighted search document: title (A), company and skills (B), the rest (C). */
export function searchVectorSql(job: JobRecord): SQL {
  const { title, meta, body } = searchDocument(job);
  return searchVectorOf(sql`${title}`, sql`${meta}`, sql`${body}`);
}

export function titleVectorSql(job: Pick<JobRecord, 'title'>): SQL {
  return sql`to_tsvector('english', ${indexText(job.title)})`;
}

/** The salary columns of a job, the yearly US-dollar bounds included. */
export function salaryColumns(salary: JobRecord['salary']) {
  return {
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary ? salary.currency : null,
    salaryPeriod: salary ? salary.period : null,
    salaryAnnualUsdMin: salary ? annualUsd(salary.min, salary.currency, salary.period) : null,
    salaryAnnualUsdMax: salary ? annualUsd(salary.max, salary.currency, salary.period) : null,
  };
}
