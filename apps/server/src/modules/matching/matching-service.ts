import type { Language } from '@yonder/contract/common';
import type { JobCategory, JobSearchQuery } from '@yonder/contract/jobs';
import type { JobMatchResult, MatchesResult, MatchScores } from '@yonder/contract/matching';
import { candidateProfileSchema } from '@yonder/contract/profile';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import { prepareCandidate } from '@yonder/career-ai/matching/candidate';
import { compareMatches, scoreJob } from '@yonder/career-ai/matching/score';
import { titleWords } from '@yonder/career-ai/matching/titles';
import { withinField, type FieldSummary } from '@yonder/career-ai/matching/fields';
import type { MatchCandidate, MatchResult } from '@yonder/career-ai/matching/types';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { notFound } from '#lib/errors.ts';
import { allConditions, keywordTsQuery, searchConditions } from '../jobs/search-query.ts';
import { withSearchTimeout } from '../jobs/search-limits.ts';
import { createTtlCache, type TtlCache } from './candidate-cache.ts';
import {
  findCandidateJobIds,
  findCandidateSource,
  findCandidateStamp,
  findMatchJobs,
  type MatchJobRow,
} from './matching-repository.ts';
import { toJobMatch, toMatchJob, toMatchListItem } from './match-view.ts';

/** How many jobs are scored for one ranking: the newest of the candidate's categories and titles. */
const CATEGORY_BUDGET = 400;
const TITLE_BUDGET = 200;
const RECENT_BUDGET = 500;
const MAX_CATEGORIES = 3;

type Ranked = { rows: { row: MatchJobRow; result: MatchResult }[]; field: FieldSummary | null };

export type MatchCaches = {
  candidates: TtlCache<MatchCandidate | null>;
  rankings: TtlCache<Ranked>;
};

/** Prepared candidates for a few minutes, rankings for a minute (paging reuses them). */
export function createMatchCaches(): MatchCaches {
  return {
    candidates: createTtlCache({ ttlMs: 5 * 60_000, maxEntries: 1_000 }),
    rankings: createTtlCache({ ttlMs: 60_000, maxEntries: 200 }),
  };
}

type Common = { db: Database; userId: string; now: Date; caches?: MatchCaches | undefined };

const stampOf = (value: Date | string | null) => (value ? new Date(value).toISOString() : '-');

/**
 * The user's candidate, from their profile and primary resume, or null when there is nothing to
 * match on, with the resume it read. Cached under the change times of both, so an edit is seen
 * at once.
 */
async function loadCandidate({ db, userId, now, caches }: Common) {
  const stamp = await findCandidateStamp(db, userId);
  const key = [
    userId,
    stampOf(stamp.profile_updated_at),
    stamp.profile_version ?? '-',
    stamp.resume_id ?? '-',
    stampOf(stamp.resume_updated_at),
  ].join('|');
  const resume = stamp.resume_id ? { id: stamp.resume_id, title: stamp.resume_title ?? '' } : null;
  const cached = caches?.candidates.get(key);
  if (cached !== undefined) return { key, candidate: cached, resume };
  let candidate: MatchCandidate | null = null;
  if (stamp.profile_updated_at !== null || stamp.resume_id !== null) {
    const source = await findCandidateSource(db, userId);
    const profile = candidateProfileSchema.safeParse(source.profile ?? undefined);
    const document = resumeDocumentSchema.safeParse(source.document ?? undefined);
    const prepared = prepareCandidate({
      profile: source.profile && profile.success ? profile.data : null,
      resume:
        source.document && document.success
          ? { document: document.data, language: source.language ?? '' }
          : null,
      now,
    });
    candidate = prepared.hasContent ? prepared : null;
  }
  caches?.candidates.set(key, candidate);
  return { key, candidate, resume };
}

/** Jobs whose title shares the role words of one of the candidate's titles. */
function titleTsQuery(titles: readonly string[]): SQL | null {
  const parts = titles.slice(0, 4).flatMap((title) => {
    const latin = titleWords(title).filter((word) => /^[a-z0-9+#.]+$/.test(word));
    const han = title.match(/\p{Script=Han}+/gu)?.join(' ') ?? '';
    return [keywordTsQuery(latin.join(' ')), keywordTsQuery(han)].filter((q) => q !== null);
  });
  return parts.length === 0 ? null : sql.join(parts, sql` || `);
}

async function rankJobs(
  db: Database,
  candidate: MatchCandidate,
  query: JobSearchQuery,
  now: Date,
  timeoutMs: number,
  postedAfter: Date | undefined,
): Promise<Ranked> {
  let where = allConditions(searchConditions(query, now));
  if (postedAfter) where = sql`${where} and j.posted_at > ${postedAfter.toISOString()}`;
  const categories = query.category
    ? [query.category]
    : candidate.categories.slice(0, MAX_CATEGORIES);
  const rows = await withSearchTimeout(db, timeoutMs, async (tx) => {
    const ids = await findCandidateJobIds(tx, {
      where,
      categories,
      perCategory: Math.ceil(CATEGORY_BUDGET / Math.max(1, categories.length)),
      titleQuery: titleTsQuery(candidate.titles),
      perTitle: TITLE_BUDGET,
      recent: RECENT_BUDGET,
    });
    return findMatchJobs(tx, ids);
  });
  const time = (row: MatchJobRow) => new Date(row.posted_at).getTime();
  const ranked = rows
    .map((row) => ({ row, result: scoreJob(candidate, toMatchJob(row)) }))
    .sort(
      (a, b) =>
        compareMatches(a.result, b.result) ||
        time(b.row) - time(a.row) ||
        (a.row.id < b.row.id ? 1 : -1),
    );
  // A category the user filtered on is their choice; otherwise stay within their profession.
  if (query.category) return { rows: ranked, field: null };
  const kept = withinField(
    candidate,
    ranked,
    ({ row }) => row.category as JobCategory,
    ({ result }) => result.hire.isEligible,
  );
  return { rows: kept.items, field: kept.field };
}

/**
 * The user's recommendations, best first: jobs they can be hired for before the others, then by
 * score. Free, owner-only (the user comes from the token). `postedAfter` keeps only newer jobs
 * (for alerts of saved "my recommendations").
 */
export async function findMatches({
  db,
  userId,
  query,
  now,
  language,
  caches,
  timeoutMs = 10_000,
  postedAfter,
}: Common & {
  query: JobSearchQuery;
  language: Language;
  timeoutMs?: number;
  postedAfter?: Date | undefined;
}): Promise<MatchesResult> {
  const { page, page_size: pageSize } = query;
  const { key, candidate, resume } = await loadCandidate({ db, userId, now, caches });
  if (!candidate)
    return {
      has_candidate: false,
      resume,
      items: [],
      total: 0,
      page,
      page_size: pageSize,
      field: null,
    };
  const rankingKey = JSON.stringify([
    key,
    query.keyword,
    query.category,
    query.remote_type,
    query.salary_min,
    query.salary_max,
    postedAfter?.toISOString(),
  ]);
  let ranked = caches?.rankings.get(rankingKey);
  if (!ranked) {
    ranked = await rankJobs(db, candidate, query, now, timeoutMs, postedAfter);
    caches?.rankings.set(rankingKey, ranked);
  }
  const start = (page - 1) * pageSize;
  return {
    has_candidate: true,
    resume,
    items: ranked.rows
      .slice(start, start + pageSize)
      .map(({ row, result }) => toMatchListItem(row, result, language)),
    total: ranked.rows.length,
    page,
    page_size: pageSize,
    field: ranked.field,
  };
}

/** One job's whole breakdown for the user. */
export async function getJobMatch({
  db,
  userId,
  jobId,
  now,
  language,
  caches,
}: Common & { jobId: string; language: Language }): Promise<JobMatchResult> {
  const [row] = await findMatchJobs(db, [jobId]);
  if (!row) throw notFound('jobNotFound');
  const { candidate } = await loadCandidate({ db, userId, now, caches });
  if (!candidate) return { has_candidate: false, match: null };
  return {
    has_candidate: true,
    match: toJobMatch(row.id, scoreJob(candidate, toMatchJob(row)), language),
  };
}

/** Scores of a page of job cards; unknown ids are left out. */
export async function getMatchScores({
  db,
  userId,
  ids,
  now,
  caches,
}: Common & { ids: readonly string[] }): Promise<MatchScores> {
  const { candidate } = await loadCandidate({ db, userId, now, caches });
  if (!candidate) return { has_candidate: false, scores: [] };
  const rows = await findMatchJobs(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    has_candidate: true,
    scores: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const result = scoreJob(candidate, toMatchJob(row));
      return [{ job_id: id, score: result.score, is_eligible: result.hire.isEligible }];
    }),
  };
}
