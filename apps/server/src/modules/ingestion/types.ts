import { IMPORT_SOURCES } from '@yonder/contract/ingestion';
import type { JobCompany } from '../jobs/job-record.ts';
import type { Salary } from './normalize/salary.ts';
import type { Sections } from './normalize/sections.ts';
import type { WorkplaceHint } from './normalize/remote.ts';

/** The feeds (the contract's list, so the admin API and the importers never disagree). */
export const SOURCE_NAMES = IMPORT_SOURCES;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** `none`: one feed for the whole board; `board`: a board token or company name; `url`: a page. */
export type TargetKind = 'none' | 'board' | 'url';
export const SOURCE_TARGETS: Record<SourceName, TargetKind> = {
  remoteok: 'none',
  remotive: 'none',
  weworkremotely: 'none',
  himalayas: 'none',
  arbeitnow: 'none',
  greenhouse: 'board',
  lever: 'board',
  ashby: 'board',
  jsonld: 'url',
};

/** One job as an adapter reads it from its feed, before the normaliser. */
export type RawJob = {
  sourceId: string;
  title: string;
  company: JobCompany;
  location?: string | null;
  remoteFlag?: boolean | null;
  workplace?: WorkplaceHint;
  /** Places the feed allows, in its own words. */
  regions?: string[];
  /** UTC offsets in hours the feed allows. */
  timezoneOffsets?: number[];
  jobType?: string | string[] | null;
  /** The feed's own category name ("Software Development", "Customer Support"). */
  categoryHint?: string | null;
  tags?: string[];
  /** A salary the feed gives in fields, already read by `structuredSalary`. */
  salary?: Salary | null;
  /** A salary the feed gives as text. */
  salaryText?: string | null;
  description: string;
  descriptionFormat?: 'html' | 'text';
  /** Lists the feed gives itself (Lever `lists`, JSON-LD `qualifications`). */
  lists?: Partial<Sections>;
  experienceYears?: number | null;
  applicationUrl?: string | null;
  sourceUrl?: string | null;
  attributionUrl?: string | null;
  postedAt?: Date | null;
  expiresAt?: Date | null;
};

/** What a run reads: a source, and for board sources the board (or the page URL for JSON-LD). */
export type FeedTarget = {
  source: SourceName;
  target: string | null;
  /** The company's name for boards whose feed does not say it (Lever, Ashby). */
  companyName?: string | null;
};

export type FeedContext = FeedTarget & { url: string; now: Date };

/** One page of a feed: its items, and the next page's URL for paginated feeds. */
export type FeedPage = { items: unknown[]; next?: string | null; companyName?: string | null };

/** A feed answer that is not the feed: the whole run fails and no job changes. */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** An item the run skips and records. */
export class ItemError extends Error {
  override name = 'ItemError';
}

export type SourceAdapter = {
  name: SourceName;
  target: TargetKind;
  defaultBaseUrl: string;
  feedUrl: (baseUrl: string, target: string | null) => string;
  /** Reads one page of the feed; throws FeedError when the body is not this feed. */
  parsePage: (body: string, context: FeedContext) => FeedPage;
  /** The item's id in the feed, or its position when it has none, for the failure record. */
  itemRef: (item: unknown, index: number) => string;
  /** Reads one item; throws ItemError (or any error) for an item it cannot read. */
  toRaw: (item: unknown, context: FeedContext) => RawJob;
};
