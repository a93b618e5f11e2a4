import { sql } from 'drizzle-orm';
import { salaryColumns, searchVectorOf, type JobRecord } from '#modules/jobs/job-record.ts';
import type { Column } from './bulk-sql.ts';
import type { Entry } from './merge.ts';
import type { SearchVectors } from './search-lexicon.ts';

/**
 * One job to write: its record, company, fingerprint and search document (and its id when
 * stored). The document is written as the lexicon's vectors, or as texts PostgreSQL turns into
 * vectors when the entry has none.
 */
export type JobWrite = {
  id?: string;
  record: JobRecord;
  companyId: string;
  fingerprint: string;
  document: Entry['document'];
  vectors: SearchVectors | null;
  salary: ReturnType<typeof salaryColumns>;
};

export function jobWrite(entry: Entry, companyId: string, id?: string): JobWrite {
  return {
    id,
    record: entry.record,
    companyId,
    fingerprint: entry.fingerprint,
    document: entry.document,
    vectors: entry.vectors ?? null,
    salary: salaryColumns(entry.record.salary),
  };
}

/** The `jobs` columns an import writes, the same values as the jobs writer's `jobRow`. */
export const JOB_COLUMNS: readonly Column<JobWrite>[] = [
  { name: 'title', type: 'text', value: (row) => row.record.title },
  { name: 'company_id', type: 'uuid', value: (row) => row.companyId },
  { name: 'location', type: 'text', value: (row) => row.record.location },
  { name: 'remote_type', type: 'text', value: (row) => row.record.remoteType },
  { name: 'remote_regions', type: 'text[]', value: (row) => row.record.remoteRegions },
  { name: 'remote_timezones', type: 'text[]', value: (row) => row.record.remoteTimezones },
  { name: 'job_type', type: 'text', value: (row) => row.record.jobType },
  { name: 'category', type: 'text', value: (row) => row.record.category },
  { name: 'salary_min', type: 'int', value: (row) => row.salary.salaryMin },
  { name: 'salary_max', type: 'int', value: (row) => row.salary.salaryMax },
  { name: 'salary_currency', type: 'text', value: (row) => row.salary.salaryCurrency },
  { name: 'salary_period', type: 'text', value: (row) => row.salary.salaryPeriod },
  { name: 'salary_annual_usd_min', type: 'int', value: (row) => row.salary.salaryAnnualUsdMin },
  { name: 'salary_annual_usd_max', type: 'int', value: (row) => row.salary.salaryAnnualUsdMax },
  { name: 'experience_years', type: 'int', value: (row) => row.record.experienceYears },
  { name: 'skills', type: 'text[]', value: (row) => row.record.skills },
  { name: 'description', type: 'text', value: (row) => row.record.description },
  { name: 'requirements', type: 'text[]', value: (row) => row.record.requirements },
  { name: 'responsibilities', type: 'text[]', value: (row) => row.record.responsibilities },
  { name: 'benefits', type: 'text[]', value: (row) => row.record.benefits },
  { name: 'application_url', type: 'text', value: (row) => row.record.applicationUrl },
  { name: 'language', type: 'text', value: (row) => row.record.language },
  { name: 'source', type: 'text', value: (row) => row.record.source },
  { name: 'source_id', type: 'text', value: (row) => row.record.sourceId },
  { name: 'fingerprint', type: 'text', value: (row) => row.fingerprint },
  { name: 'is_featured', type: 'boolean', value: (row) => row.record.isFeatured },
  { name: 'posted_at', type: 'timestamptz', value: (row) => row.record.postedAt },
  { name: 'expires_at', type: 'timestamptz', value: (row) => row.record.expiresAt },
];

/** The search document: the lexicon's two vectors, else the three texts (see `VECTOR_SELECT`). */
export const DOCUMENT_COLUMNS: readonly Column<JobWrite>[] = [
  { name: 'search_vector', type: 'text', value: (row) => row.vectors?.search ?? null },
  { name: 'title_vector', type: 'text', value: (row) => row.vectors?.title ?? null },
  { name: 'doc_title', type: 'text', value: (row) => (row.vectors ? null : row.document.title) },
  { name: 'doc_meta', type: 'text', value: (row) => (row.vectors ? null : row.document.meta) },
  { name: 'doc_body', type: 'text', value: (row) => (row.vectors ? null : row.document.body) },
];

/** The two tsvector columns: the literal when there is one, else built from the texts in SQL. */
export const VECTOR_SELECT = sql`coalesce(u.search_vector::tsvector, ${searchVectorOf(sql`u.doc_title`, sql`u.doc_meta`, sql`u.doc_body`)}),
  coalesce(u.title_vector::tsvector, to_tsvector('english', u.doc_title))`;

/** What replacing a stored job's content rewrites: everything but its id, dates, counts and flag. */
export const REPLACED_COLUMNS = [
  ...JOB_COLUMNS.map((column) => column.name).filter(
    (name) => !['is_featured', 'posted_at'].includes(name),
  ),
  'search_vector',
  'title_vector',
];
