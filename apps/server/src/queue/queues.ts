import type { Queue } from 'pg-boss';
import type { Config } from '../config/env.ts';

/** Every queue of the product: its name here, its retry policy below. */
export const QUEUES = {
  mail: 'mail',
  feedSync: 'feed-sync',
  dataExport: 'data-export',
  dataExportCleanup: 'data-export-cleanup',
  savedSearchAlerts: 'saved-search-alerts',
  nextStepsMail: 'next-steps-mail',
  planReminders: 'plan-reminders',
  exchangeRates: 'exchange-rates',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const HOUR_SECONDS = 60 * 60;
/** Attempts after the first at building a data export. */
export const DATA_EXPORT_RETRY_LIMIT = 2;

/**
 * Retry policy per queue. A failed attempt waits `QUEUE_RETRY_SECONDS`, then twice that, and so
 * on (pg-boss adds jitter), up to the cap. A mail is tried for about a day before it counts as
 * failed (an operator can still retry it); a feed tries a few times, never waiting past its
 * interval (set per schedule), and the next scheduled run starts over anyway.
 */
export function queuePolicies(config: Config['queue']): Record<QueueName, Omit<Queue, 'name'>> {
  const sweep = {
    retryLimit: 5,
    retryDelay: config.retrySeconds,
    retryBackoff: true,
    retryDelayMax: HOUR_SECONDS / 2,
    expireInSeconds: HOUR_SECONDS,
    deleteAfterSeconds: 7 * 24 * HOUR_SECONDS,
  };
  return {
    [QUEUES.mail]: {
      retryLimit: 30,
      retryDelay: config.retrySeconds,
      retryBackoff: true,
      retryDelayMax: HOUR_SECONDS,
      // An attempt still running after this was lost with its process: the job is tried again
      // (the delivery record keeps an accepted mail from going twice).
      expireInSeconds: 120,
      // The mail's text (a code) stays no longer than a day after it was sent.
      deleteAfterSeconds: 24 * HOUR_SECONDS,
    },
    // An archive is built again a few times; after the last failure the export shows as failed
    // and the user can ask again.
    [QUEUES.dataExport]: {
      retryLimit: DATA_EXPORT_RETRY_LIMIT,
      retryDelay: config.retrySeconds,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 24 * HOUR_SECONDS,
    },
    // Hourly (a schedule); the next run does whatever a failed one left.
    [QUEUES.dataExportCleanup]: {
      retryLimit: 0,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 24 * HOUR_SECONDS,
    },
    [QUEUES.feedSync]: {
      retryLimit: 5,
      retryDelay: config.retrySeconds * 2,
      retryBackoff: true,
      expireInSeconds: 2 * HOUR_SECONDS,
    },
    // Sweeps (due saved searches, next steps due today, passes about to end): a failed one is run
    // again, and what it had already mailed is marked in the transaction that queued the mail, so
    // none goes twice. The mails go through the mail queue's own retries.
    // Daily: a failed fetch is tried a few times; until one succeeds the older rates are shown,
    // with their age.
    [QUEUES.exchangeRates]: {
      retryLimit: 4,
      retryDelay: config.retrySeconds * 2,
      retryBackoff: true,
      retryDelayMax: HOUR_SECONDS,
      expireInSeconds: 15 * 60,
      deleteAfterSeconds: 7 * 24 * HOUR_SECONDS,
    },
    [QUEUES.savedSearchAlerts]: sweep,
    [QUEUES.nextStepsMail]: sweep,
    [QUEUES.planReminders]: sweep,
  };
}
