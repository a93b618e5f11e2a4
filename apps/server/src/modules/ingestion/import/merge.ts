import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  jobFingerprint,
  searchDocument,
  type JobRecord,
  type SearchDocument,
} from '#modules/jobs/job-record.ts';
import type { DocumentVectors } from './search-lexicon.ts';

/** What makes one record of a job richer than another: fields filled first, then description. */
type Features = {
  descriptionLength: number;
  filled: readonly boolean[];
};

function score({ descriptionLength, filled }: Features): number {
  return filled.filter(Boolean).length * 1_000_000 + Math.min(descriptionLength, 999_999);
}

export function richnessOfRecord(record: JobRecord): number {
  return score({
    descriptionLength: record.description.length,
    filled: [
      record.salary !== null,
      record.experienceYears !== null,
      record.applicationUrl !== null,
      record.location !== null,
      record.requirements.length > 0,
      record.responsibilities.length > 0,
      record.benefits.length > 0,
      record.skills.length > 0,
      record.remoteRegions.length + record.remoteTimezones.length > 0,
    ],
  });
}

/** The same features read from a stored job, in the same order as `richnessOfRecord`. */
export const RICHNESS_COLUMNS = sql`length(j.description) as description_length,
  array[j.salary_min is not null or j.salary_max is not null, j.experience_years is not null,
    j.application_url is not null, j.location is not null, cardinality(j.requirements) > 0,
    cardinality(j.responsibilities) > 0, cardinality(j.benefits) > 0, cardinality(j.skills) > 0,
    cardinality(j.remote_regions) + cardinality(j.remote_timezones) > 0] as filled`;

export function richnessOfRow(row: { description_length: number; filled: boolean[] }): number {
  return score({ descriptionLength: Number(row.description_length), filled: row.filled });
}

/**
 * A record as it is written: its fingerprint, a hash of its content, how rich it is and its
 * search texts (prepared while the last batch is written, not between two statements).
 */
export type Entry = {
  record: JobRecord;
  fingerprint: string;
  hash: string;
  richness: number;
  document: SearchDocument;
  /** Its search vectors once the lexicon has read them (null: PostgreSQL builds them). */
  vectors?: DocumentVectors;
};

/** A hash of what a feed item says; the same hash next time means nothing to write. */
export function contentHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

export function entryOf(record: JobRecord, hash?: string): Entry {
  const { postedAt: _postedAt, ...content } = record;
  return {
    record,
    fingerprint: jobFingerprint(record),
    // Without the feed item's own hash, the record's (less the date, which some feeds restamp).
    hash: hash ?? contentHash(content),
    richness: richnessOfRecord(record),
    document: searchDocument(record),
  };
}

/** Records of one job within a batch: the richest one is written, every one is a source of it. */
export type Group = { best: Entry; members: Entry[] };

/**
 * Groups a batch by fingerprint; an id the feed repeats counts once (its last record). Feeds
 * that publish one job twice under two ids become one job with two sources.
 */
export function groupEntries(entries: readonly Entry[]): Group[] {
  const bySourceId = new Map(entries.map((entry) => [entry.record.sourceId, entry]));
  const groups = new Map<string, Group>();
  for (const entry of bySourceId.values()) {
    const group = groups.get(entry.fingerprint);
    if (!group) groups.set(entry.fingerprint, { best: entry, members: [entry] });
    else {
      group.members.push(entry);
      if (entry.richness > group.best.richness) group.best = entry;
    }
  }
  return [...groups.values()];
}
