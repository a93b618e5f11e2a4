import { sql, type SQL } from 'drizzle-orm';
import {
  salaryColumns,
  searchDocument,
  searchVectorOf,
  type JobRecord,
} from '../../jobs/job-record.ts';
import type { Column } from './bulk-sql.ts';

/** One job to write: its record, company, fingerprint and search texts (and its id when stored). */
export type JobWrite = {
  id?: string;
  record: JobRecord;
  companyId: string;
  fingerprint: string;
  document: { title: string; meta: string; body: string };
  salary: ReturnType<typeof salaryColumns>;
};

export function jobWrite(
  record: JobRecord,
  companyId: string,
  fingerprint: string,
  id?: string,
): JobWrite {
  return {
    id,
    record,
    companyId,
    fingerprint,
    document: searchDocument(record),
    salary: salaryColumns(record.salary),
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

/** The search texts, turned into the two tsvector columns in SQL. */
export const DOCUMENT_COLUMNS: readonly Column<JobWrite>[] = [
  { name: 'doc_title', type: 'text', value: (row) => row.document.title },
  { name: 'doc_meta', type: 'text', value: (row) => row.document.meta },
  { name: 'doc_body', type: 'text', value: (row) => row.document.body },
];

export const VECTOR_SELECT: SQL = sql`${searchVectorOf(sql`u.doc_title`, sql`u.doc_meta`, sql`u.doc_body`)}, to_tsvector('english', u.doc_title)`;

/** What replacing a stored job's content rewrites: everything but its id, dates, counts and flag. */
export const REPLACED_COLUMNS = [
  ...JOB_COLUMNS.map((column) => column.name).filter(
    (name) => !['is_featured', 'posted_at'].includes(name),
  ),
  'search_vector',
  'title_vector',
];
