import type { SavedSearchQuery } from '@yonder/contract/saved-searches';
import type { Executor } from '#db/client.ts';

/** What an alert mail shows of a job. */
export type AlertJobRow = {
  id: string;
  title: string;
  company_name: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
};

type SourceOptions = {
  db: Executor;
  userId: string;
  query: SavedSearchQuery;
  /** Only jobs posted after this count. */
  postedAfter: Date;
  now: Date;
};

/** Where the jobs of one kind of saved search come from. */
export type AlertSource = {
  /** New jobs, newest first, leaving out those an alert of this saved search has mailed. */
  findNewJobs: (
    options: SourceOptions & { savedSearchId: string; limit: number },
  ) => Promise<AlertJobRow[]>;
  /** How many jobs were posted after `postedAfter`, counted up to `cap`. */
  countNewJobs: (options: SourceOptions & { cap: number }) => Promise<number>;
};
