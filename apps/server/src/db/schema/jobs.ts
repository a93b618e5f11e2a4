import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** PostgreSQL's full-text document; written by the jobs repository from segmented text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** Lower-cased, legal suffixes and punctuation removed: the key two feeds agree on. */
  normalizedName: text('normalized_name').notNull().unique(),
  logoUrl: text('logo_url'),
  website: text('website'),
  /** Head-count band such as `51-200`. */
  size: text('size'),
  industry: text('industry'),
  ...timestamps,
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    location: text('location'),
    /** fullRemote | regionRemote | hybrid | onsite */
    remoteType: text('remote_type').notNull(),
    /** Countries or regions a remote job accepts (`US`, `EU`, `APAC`, `China`). */
    remoteRegions: text('remote_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Time zones a remote job accepts (`UTC-5`, `UTC+8`, `Americas`). */
    remoteTimezones: text('remote_timezones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** fullTime | partTime | contract | internship | freelance */
    jobType: text('job_type').notNull().default('fullTime'),
    /** One of the spec's 12 categories. */
    category: text('category').notNull().default('other'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    /** year | month | week | day | hour */
    salaryPeriod: text('salary_period'),
    /** The salary as a yearly amount in US dollars, for the salary filter and sort. */
    salaryAnnualUsdMin: integer('salary_annual_usd_min'),
    salaryAnnualUsdMax: integer('salary_annual_usd_max'),
    experienceYears: integer('experience_years'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    applicationUrl: text('application_url'),
    /** zh | en: the language the posting is written in. */
    language: text('language').notNull().default('en'),
    /** The feed whose record the job shows (`demo`, `remoteok`, `greenhouse:acme`, …): the first, until a richer one replaces it. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** Normalised company, title and location: one job published by several feeds is one row. */
    fingerprint: text('fingerprint').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    applicantsCount: integer('applicants_count').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the job was marked stale: older than its board's usual life, or no source lists it any
     * more. A stale job stays findable but sinks below fresh ones. Null while fresh.
     */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    /** `stale_at is not null`, first in the page indexes' order: stale jobs come after fresh ones. */
    isStale: boolean('is_stale').notNull().default(false),
    /** After this moment the job leaves search; null for jobs without a known end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Weighted document: title (A), company and skills (B), description and lists (C). */
    searchVector: tsvector('search_vector').notNull(),
    /** The title alone: ranks title matches above the rest without reading the large document. */
    titleVector: tsvector('title_vector').notNull(),
    /**
     * A small number for the job, given once: a word's matches are read as these (a few bytes
     * each) rather than as ids, and placed in the search engine's bitsets by a flat array.
     */
    searchKey: integer('search_key').generatedAlwaysAsIdentity(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('jobs_fingerprint_idx').on(table.fingerprint),
    uniqueIndex('jobs_source_idx').on(table.source, table.sourceId),
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    index('jobs_title_vector_idx').using('gin', table.titleVector),
    // The three orders a page is read in. Migrations 0006 and 0025 give them INCLUDE columns, which this
    // builder cannot express: the filters, the expiry and the title vector, so that deep pages and
    // title matches are read from the index alone.
    // Each leads with `is_stale` (after the category or remote type), so stale jobs sink.
    index('jobs_posted_at_idx').on(
      table.isStale,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('jobs_category_posted_at_idx').on(
      table.category,
      table.isStale,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('jobs_remote_type_posted_at_idx').on(
      table.remoteType,
      table.isStale,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('jobs_salary_idx').on(table.salaryAnnualUsdMin),
    index('jobs_company_id_idx').on(table.companyId),
    index('jobs_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Daily reference rates (the European Central Bank's): units of `currency` per euro on `rateDate`.
 * Job salaries' yearly US-dollar columns are computed from the newest day, and the converted pay
 * each answer shows names that day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    perEur: doublePrecision('per_eur').notNull(),
    /** `ecb` */
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.rateDate, table.currency] })],
);

/** Every feed a job was seen in, so a job is only expired when all of them dropped it. */
export const jobSources = pgTable(
  'job_sources',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    sourceUrl: text('source_url'),
    /** A link the source's terms require us to show (RemoteOK). */
    attributionUrl: text('attribution_url'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Consecutive runs of this source that did not list the job. */
    missedRuns: integer('missed_runs').notNull().default(0),
    /** Hash of the normalised record this feed gave last time: an unchanged item is not rewritten. */
    contentHash: text('content_hash'),
    /** The import run that last listed the job; the others of its source count as missed. */
    lastRunId: uuid('last_run_id'),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.sourceId] }),
    index('job_sources_job_id_idx').on(table.jobId),
  ],
);

/** One row per viewer and day: a view counts once per viewer per day. */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** `user:<id>` or `ip:<hash>`. */
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.viewerKey, table.day] })],
);

/** The spec's favourite job record; `status` is saved or deleted. */
export const favoriteJobs = pgTable(
  'favorite_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['saved', 'deleted'] }).notNull(),
    jobTitle: text('job_title'),
    jobUrl: text('job_url'),
    companyName: text('company_name'),
    location: text('location'),
    source: text('source'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('favorite_jobs_user_status_idx').on(table.userId, table.status, table.updatedAt.desc()),
  ],
);

/** One row per import of a feed, scheduled or by hand. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    source: text('source').notNull(),
    /** The board token, company name or URL the run read. */
    target: text('target'),
    /** running | succeeded | failed */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the whole run failed, when it did. */
    error: text('error'),
  },
  (table) => [index('import_runs_source_started_idx').on(table.source, table.startedAt.desc())],
);

export const importRunFailures = pgTable(
  'import_run_failures',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    /** The item's id in the feed, or its position when it has none. */
    itemRef: text('item_ref').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [index('import_run_failures_run_id_idx').on(table.runId)],
);

/**
 * One row: the catalogue's change counter. A trigger on `jobs` and `companies` (migration 0025)
 * adds one in the transaction of every statement that changes what search reads, so each server
 * instance knows, by reading one integer, whether its in-memory search index is still the
 * catalogue's (search-engine.ts).
 */
export const searchVersion = pgTable('search_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
