import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { companies, jobSources, jobs } from '#db/schema/index.ts';
import {
  jobFingerprint,
  normalizeCompanyName,
  salaryColumns,
  searchVectorSql,
  titleVectorSql,
  type JobRecord,
} from './job-record.ts';

/** Creates or refreshes the companies of these jobs; answers their ids by normalised name. */
export async function upsertCompanies(
  db: Executor,
  records: readonly JobRecord[],
): Promise<Map<string, string>> {
  const byName = new Map<string, JobRecord['company']>();
  for (const { company } of records) {
    const key = normalizeCompanyName(company.name);
    if (key && !byName.has(key)) byName.set(key, company);
  }
  if (byName.size === 0) return new Map();
  const rows = await db
    .insert(companies)
    .values(
      [...byName].map(([normalizedName, company]) => ({
        name: company.name,
        normalizedName,
        logoUrl: company.logoUrl ?? null,
        website: company.website ?? null,
        size: company.size ?? null,
        industry: company.industry ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: companies.normalizedName,
      set: {
        logoUrl: sql`coalesce(excluded.logo_url, ${companies.logoUrl})`,
        website: sql`coalesce(excluded.website, ${companies.website})`,
        size: sql`coalesce(excluded.size, ${companies.size})`,
        industry: sql`coalesce(excluded.industry, ${companies.industry})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: companies.id, normalizedName: companies.normalizedName });
  return new Map(rows.map((row) => [row.normalizedName, row.id]));
}

/** The `jobs` row for a record, its search document included. */
export function jobRow(record: JobRecord, companyId: string, fingerprint = jobFingerprint(record)) {
  return {
    title: record.title,
    companyId,
    location: record.location,
    remoteType: record.remoteType,
    remoteRegions: record.remoteRegions,
    remoteTimezones: record.remoteTimezones,
    jobType: record.jobType,
    category: record.category,
    ...salaryColumns(record.salary),
    experienceYears: record.experienceYears,
    skills: record.skills,
    description: record.description,
    requirements: record.requirements,
    responsibilities: record.responsibilities,
    benefits: record.benefits,
    applicationUrl: record.applicationUrl,
    language: record.language,
    source: record.source,
    sourceId: record.sourceId,
    fingerprint,
    isFeatured: record.isFeatured,
    viewCount: record.viewCount ?? 0,
    applicantsCount: record.applicantsCount ?? 0,
    postedAt: record.postedAt,
    expiresAt: record.expiresAt,
    searchVector: searchVectorSql(record),
    titleVector: titleVectorSql(record),
  };
}

/**
 * Inserts new jobs in one statement per batch; a job whose fingerprint is already stored is left
 * as it is (the importers merge such jobs themselves). Answers how many rows were created.
 */
export async function insertJobs(db: Executor, records: readonly JobRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const companyIds = await upsertCompanies(db, records);
  const rows = records.flatMap((record) => {
    const companyId = companyIds.get(normalizeCompanyName(record.company.name));
    return companyId ? [jobRow(record, companyId)] : [];
  });
  const created = await db
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: jobs.id, source: jobs.source, sourceId: jobs.sourceId });
  if (created.length > 0) {
    const bySource = new Map(
      records.map((record) => [`${record.source}\u0000${record.sourceId}`, record]),
    );
    await db
      .insert(jobSources)
      .values(
        created.map((row) => {
          const record = bySource.get(`${row.source}\u0000${row.sourceId}`);
          return {
            jobId: row.id,
            source: row.source,
            sourceId: row.sourceId,
            sourceUrl: record?.sourceUrl ?? null,
            attributionUrl: record?.attributionUrl ?? null,
          };
        }),
      )
      .onConflictDoNothing();
  }
  return created.length;
}
