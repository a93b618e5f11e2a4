import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { normalizeCompanyName } from '#modules/jobs/job-record.ts';
import { upsertCompanies } from '#modules/jobs/job-writer.ts';
import { pgArray, selectColumns, unnestRows, type Column } from './bulk-sql.ts';
import {
  DOCUMENT_COLUMNS,
  JOB_COLUMNS,
  REPLACED_COLUMNS,
  VECTOR_SELECT,
  jobWrite,
  type JobWrite,
} from './job-columns.ts';
import { RICHNESS_COLUMNS, type Entry } from './merge.ts';

export type StoredSource = { source_id: string; job_id: string; content_hash: string | null };
export type StoredJob = {
  id: string;
  fingerprint: string;
  source: string;
  source_id: string;
  expires_at: Date | string | null;
  description_length: number;
  filled: boolean[];
};

/** This feed's earlier sightings of these ids. */
export async function findSources(
  db: Executor,
  source: string,
  sourceIds: string[],
): Promise<StoredSource[]> {
  if (sourceIds.length === 0) return [];
  return queryRows<StoredSource>(
    db,
    sql`select source_id, job_id, content_hash from job_sources
        where source = ${source} and source_id = any(${pgArray(sourceIds)}::text[])`,
  );
}

/**
 * Stored jobs by fingerprint or id, with what tells how rich they are. One index lookup per
 * value (`limit 1` keeps each lookup its own): with `= any(...)` the planner scans the whole
 * table once it has a few thousand jobs.
 */
export async function findJobs(
  db: Executor,
  fingerprints: string[],
  ids: string[],
): Promise<StoredJob[]> {
  return queryRows<StoredJob>(
    db,
    sql`select j.id, j.fingerprint, j.source, j.source_id, j.expires_at, ${RICHNESS_COLUMNS}
        from unnest(${pgArray(fingerprints)}::text[]) as f(fingerprint)
        cross join lateral (select * from jobs where fingerprint = f.fingerprint limit 1) j
        union
        select j.id, j.fingerprint, j.source, j.source_id, j.expires_at, ${RICHNESS_COLUMNS}
        from unnest(${pgArray(ids)}::uuid[]) as i(id)
        cross join lateral (select * from jobs where id = i.id limit 1) j`,
  );
}

async function companyIdsOf(db: Executor, entries: readonly Entry[]) {
  return upsertCompanies(
    db,
    entries.map((entry) => entry.record),
  );
}

/** Inserts new jobs in one statement; answers the ids by fingerprint of those it created. */
export async function insertNewJobs(
  db: Executor,
  entries: readonly Entry[],
): Promise<Map<string, string>> {
  if (entries.length === 0) return new Map();
  const companyIds = await companyIdsOf(db, entries);
  const rows = entries.flatMap((entry) => {
    const companyId = companyIds.get(normalizeCompanyName(entry.record.company.name));
    return companyId ? [jobWrite(entry, companyId)] : [];
  });
  const columns = [...JOB_COLUMNS, ...DOCUMENT_COLUMNS];
  const created = await queryRows<{ id: string; fingerprint: string }>(
    db,
    sql`insert into jobs (${sql.raw(JOB_COLUMNS.map((column) => column.name).join(', '))}, search_vector, title_vector)
        select ${selectColumns(JOB_COLUMNS)}, ${VECTOR_SELECT}
        from ${unnestRows(columns, rows)}
        on conflict do nothing
        returning id, fingerprint`,
  );
  return new Map(created.map((row) => [row.fingerprint, row.id]));
}

/** Replaces the content of stored jobs (id → richer record) in one statement. */
export async function replaceJobs(
  db: Executor,
  updates: readonly { id: string; entry: Entry }[],
  now: Date,
): Promise<void> {
  if (updates.length === 0) return;
  const companyIds = await companyIdsOf(
    db,
    updates.map(({ entry }) => entry),
  );
  const rows = updates.flatMap(({ id, entry }) => {
    const companyId = companyIds.get(normalizeCompanyName(entry.record.company.name));
    return companyId ? [jobWrite(entry, companyId, id)] : [];
  });
  const idColumn: Column<JobWrite> = { name: 'id', type: 'uuid', value: (row) => row.id ?? null };
  const columns = [idColumn, ...JOB_COLUMNS, ...DOCUMENT_COLUMNS];
  const set = REPLACED_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', ');
  await db.execute(
    sql`insert into jobs (id, ${sql.raw(JOB_COLUMNS.map((column) => column.name).join(', '))}, search_vector, title_vector)
        select u.id, ${selectColumns(JOB_COLUMNS)}, ${VECTOR_SELECT}
        from ${unnestRows(columns, rows)}
        on conflict (id) do update set ${sql.raw(set)}, updated_at = ${now.toISOString()}::timestamptz`,
  );
}

/** Jobs a feed lists again are live again, unless the feed itself gives an end already past. */
export async function reviveJobs(
  db: Executor,
  revivals: readonly { id: string; expiresAt: Date | null }[],
  now: Date,
): Promise<void> {
  if (revivals.length === 0) return;
  await db.execute(sql`
    update jobs j set expires_at = v.expires_at, updated_at = ${now.toISOString()}::timestamptz
    from unnest(${pgArray(revivals.map((item) => item.id))}::uuid[],
                ${pgArray(revivals.map((item) => item.expiresAt?.toISOString() ?? null))}::timestamptz[])
      as v(id, expires_at)
    where j.id = v.id and j.expires_at is not null and j.expires_at <= ${now.toISOString()}::timestamptz`);
}

const SOURCE_COLUMNS: readonly Column<{ jobId: string; entry: Entry }>[] = [
  { name: 'job_id', type: 'uuid', value: (row) => row.jobId },
  { name: 'source_id', type: 'text', value: (row) => row.entry.record.sourceId },
  { name: 'source_url', type: 'text', value: (row) => row.entry.record.sourceUrl ?? null },
  {
    name: 'attribution_url',
    type: 'text',
    value: (row) => row.entry.record.attributionUrl ?? null,
  },
  { name: 'content_hash', type: 'text', value: (row) => row.entry.hash },
];

/** Remembers, in one statement, that this run saw these items and which job each one is. */
export async function upsertSources(
  db: Executor,
  rows: readonly { jobId: string; entry: Entry }[],
  { source, runId, now }: { source: string; runId: string; now: Date },
): Promise<void> {
  if (rows.length === 0) return;
  const at = now.toISOString();
  await db.execute(
    sql`insert into job_sources (job_id, source_id, source_url, attribution_url, content_hash, source, last_run_id, first_seen_at, last_seen_at, missed_runs)
        select ${selectColumns(SOURCE_COLUMNS)}, ${source}, ${runId}::uuid, ${at}::timestamptz, ${at}::timestamptz, 0
        from ${unnestRows(SOURCE_COLUMNS, rows)}
        on conflict (source, source_id) do update set
          job_id = excluded.job_id, source_url = excluded.source_url,
          attribution_url = excluded.attribution_url, content_hash = excluded.content_hash,
          last_run_id = excluded.last_run_id, last_seen_at = excluded.last_seen_at, missed_runs = 0`,
  );
}

/** A stored job that a new posting of the same company may be (see cluster.ts). */
export type ClusterCandidate = StoredJob & {
  company: string;
  title: string;
  location: string | null;
  description: string;
};

/**
 * The stored jobs of these companies (by normalised name), newest first, with what the clustering
 * compares; a company's jobs are found through its name and the company index, never a scan.
 */
export async function findClusterCandidates(
  db: Executor,
  companies: string[],
): Promise<ClusterCandidate[]> {
  if (companies.length === 0) return [];
  return queryRows<ClusterCandidate>(
    db,
    sql`select j.id, j.fingerprint, j.source, j.source_id, j.expires_at, ${RICHNESS_COLUMNS},
               c.normalized_name as company, j.title, j.location, left(j.description, 20000) as description
          from companies c join jobs j on j.company_id = c.id
         where c.normalized_name = any(${pgArray(companies)}::text[])
         order by j.posted_at desc
         limit 5000`,
  );
}
