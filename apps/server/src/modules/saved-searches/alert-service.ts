import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { savedSearchAlertMail } from './alert-mail.ts';
import { ALERT_SOURCES } from './alert-sources.ts';
import {
  findDueSavedSearchIds,
  lockDueSavedSearch,
  recordAlertedJobs,
  setAlertedAt,
  type DueCutoffs,
} from './saved-searches-repository.ts';
import { readStoredQuery, toSearchParams } from './stored-query.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';
import { messageOf } from '#lib/errors.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A search is due a little before its full period has passed: the sweep runs on a schedule, and
 * a search alerted a few seconds later than the last run would otherwise wait a whole extra run.
 */
const DUE_SLACK_MS = HOUR_MS / 2;
/**
 * Jobs posted this long before the last alert still count if not mailed yet: a feed is imported
 * after its jobs were posted, and a job imported after an alert but posted before it would
 * otherwise never be mailed. The record of mailed jobs keeps any job from being mailed twice.
 */
const LOOKBACK_MS = 2 * DAY_MS;
/** Jobs one alert lists; the rest are "and N more" behind the link to the search. */
export const ALERT_JOBS_LISTED = 20;
/** Jobs one alert covers (recorded as mailed): the listed ones and the "more". */
const ALERT_JOBS_MAX = 100;
const SWEEP_BATCH = 200;

export function dueCutoffs(now: Date): DueCutoffs {
  return {
    daily: new Date(now.getTime() - DAY_MS + DUE_SLACK_MS),
    weekly: new Date(now.getTime() - 7 * DAY_MS + DUE_SLACK_MS),
  };
}

export type AlertDeps = {
  db: Database;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** The web app's address, for the links in the mail. */
  publicUrl: string;
};

/**
 * One saved search's alert, in one transaction: the search is locked (skipped when another worker
 * has it or it is no longer due), its new jobs are recorded as mailed and the mail is queued
 * together, so a retry never mails a job twice; nothing is mailed when nothing is new.
 */
export async function alertSavedSearch({
  db,
  mailer,
  tokens,
  publicUrl,
  id,
  now,
}: AlertDeps & { id: string; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const search = await lockDueSavedSearch(tx, { id, cutoffs: dueCutoffs(now) });
    if (!search) return false;
    const { query, language } = readStoredQuery(search.query);
    const postedAfter = new Date(
      Math.max(search.alertedAt.getTime() - LOOKBACK_MS, search.createdAt.getTime()),
    );
    const jobs = await ALERT_SOURCES[search.kind].findNewJobs({
      db: tx,
      userId: search.userId,
      savedSearchId: search.id,
      query,
      postedAfter,
      now,
      limit: ALERT_JOBS_MAX,
    });
    if (jobs.length > 0) {
      await recordAlertedJobs(tx, {
        savedSearchId: search.id,
        jobIds: jobs.map((job) => job.id),
        now,
      });
      const token = encodeURIComponent(tokens.sign(search.id));
      const searchPath =
        search.kind === 'matches' ? '?tab=matching' : `?${toSearchParams(query).toString()}`;
      const mail = savedSearchAlertMail({
        to: search.email,
        name: search.name,
        language,
        frequency: search.frequency,
        jobs: jobs.slice(0, ALERT_JOBS_LISTED),
        moreCount: Math.max(0, jobs.length - ALERT_JOBS_LISTED),
        links: {
          job: (jobId) => `${publicUrl}/dashboard/job/job-search/${jobId}`,
          search: `${publicUrl}/dashboard/job/job-search${searchPath === '?' ? '' : searchPath}`,
          unsubscribePage: `${publicUrl}/unsubscribed?token=${token}&lng=${language}`,
          unsubscribeApi: `${publicUrl}/api/v1/saved-searches/unsubscribe?token=${token}`,
        },
      });
      await mailer.send(tx, mail);
    }
    await setAlertedAt(tx, { id: search.id, now });
    return jobs.length > 0;
  });
}

/**
 * One run of the alerts: every due saved search gets its alert. A search whose alert fails is
 * left due and the run throws at the end, so the queue runs it again (with backoff); the searches
 * done meanwhile are no longer due and are not mailed again.
 */
export async function runSavedSearchAlerts({
  log,
  now,
  ...deps
}: AlertDeps & { now: Date; log: FastifyBaseLogger }): Promise<{ due: number; mailed: number }> {
  const cutoffs = dueCutoffs(now);
  let afterId: string | null = null;
  let due = 0;
  let mailed = 0;
  let failed = 0;
  let firstError: unknown = null;
  for (;;) {
    const ids = await findDueSavedSearchIds(deps.db, { cutoffs, afterId, limit: SWEEP_BATCH });
    for (const id of ids) {
      due += 1;
      try {
        if (await alertSavedSearch({ ...deps, id, now })) mailed += 1;
      } catch (error) {
        failed += 1;
        firstError ??= error;
        log.error({ err: error, savedSearchId: id }, 'saved search alert failed');
      }
    }
    if (mailed > 0) deps.mailer.wake();
    if (ids.length < SWEEP_BATCH) break;
    afterId = ids.at(-1) ?? null;
  }
  if (failed > 0)
    throw new Error(
      `${failed} of ${due} saved search alerts failed; the first: ${messageOf(firstError)}`,
      {
        cause: firstError,
      },
    );
  return { due, mailed };
}
