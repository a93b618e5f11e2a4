import { DASHBOARD_WEEKS, FUNNEL_STAGES, type DashboardSummary } from '@yonder/contract/dashboard';
import type { Language } from '@yonder/contract/common';
import { jobSearchQuerySchema } from '@yonder/contract/jobs';
import type { Database } from '#db/client.ts';
import { findMatches, type MatchCaches } from '../matching/matching-service.ts';
import { rememberLanguage } from '../next-steps/next-steps-repository.ts';
import { personTimeZone } from '../users/time-zone.ts';
import { dayIn, lastWeekStarts, weekStart } from './calendar.ts';
import {
  findApplicationFigures,
  findDueNextSteps,
  findProfileFigures,
} from './summary-repository.ts';

const BEST_MATCH_QUERY = jobSearchQuerySchema.parse({ page: 1, page_size: 1 });
const DUE_LISTED = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Every figure of the dashboard in one answer. Days and weeks are the user's: the profile's time
 * zone, else the browser's, else UTC. The best match reuses the recommendations' caches, so it
 * costs one ranking a minute at most.
 */
export async function findDashboardSummary(options: {
  db: Database;
  userId: string;
  now: Date;
  language: Language;
  browserTimeZone?: string | undefined;
  caches?: MatchCaches | undefined;
  matchTimeoutMs?: number;
}): Promise<DashboardSummary> {
  const { db, userId, now, language, caches } = options;
  const profile = await findProfileFigures(db, userId);
  // The dashboard is where a signed-in person lands: its language is theirs for the daily mail.
  if (profile.language !== language) await rememberLanguage(db, { userId, language });
  // The zone the person stated, else the one this browser is in now, else the one it last was.
  const timeZone = personTimeZone({
    ...profile,
    browser_time_zone: options.browserTimeZone ?? profile.browser_time_zone,
  }).zone;
  const today = dayIn(now, timeZone);
  const weekStarts = lastWeekStarts(today, DASHBOARD_WEEKS);

  // A day of margin either side of the twelve weeks: the zone's offset is applied below.
  const since = new Date(now.getTime() - (DASHBOARD_WEEKS + 1) * WEEK_MS);
  const { stages, applied } = await findApplicationFigures(db, { userId, since });
  const reached = (stage: number) =>
    stages.filter((row) => row.stage >= stage).reduce((sum, row) => sum + row.count, 0);
  const perWeek = new Map(weekStarts.map((start) => [start, 0]));
  for (const appliedAt of applied) {
    const start = weekStart(dayIn(new Date(appliedAt), timeZone));
    const count = perWeek.get(start);
    if (count !== undefined) perWeek.set(start, count + 1);
  }

  const due = await findDueNextSteps(db, { userId, through: today, limit: DUE_LISTED });
  const matches = await findMatches({
    db,
    userId,
    query: BEST_MATCH_QUERY,
    now,
    language,
    caches,
    ...(options.matchTimeoutMs ? { timeoutMs: options.matchTimeoutMs } : {}),
  });
  const best = matches.items[0];

  return {
    primary_resume_id: profile.resume_id,
    ats:
      profile.resume_id && profile.ats_score !== null
        ? {
            score: profile.ats_score,
            resume_id: profile.resume_id,
            resume_title: profile.resume_title ?? '',
            analyzed_at: profile.ats_analyzed_at
              ? new Date(profile.ats_analyzed_at).toISOString()
              : null,
          }
        : null,
    match: best
      ? { score: best.match.score, job_id: best.id, title: best.title, company: best.company_name }
      : null,
    saved_jobs: profile.saved_jobs,
    applied_jobs: reached(1),
    funnel: FUNNEL_STAGES.map((stage, index) => ({ stage, count: reached(index) })),
    weeks: weekStarts.map((start) => ({ start, count: perWeek.get(start) ?? 0 })),
    time_zone: timeZone,
    today,
    due_next_steps: due.map((row) => ({
      application_id: row.id,
      title: row.title,
      company: row.company,
      status: row.status,
      next_step: row.next_step,
      due: row.due,
      is_overdue: row.due < today,
    })),
  };
}
