import { analyseResume } from '@yonder/career-ai/ats';
import type { Language } from '@yonder/contract/common';
import type {
  AnalyseResume,
  AnalysisTarget,
  ResumeAnalysis,
  StoredResumeAnalysis,
} from '@yonder/contract/resumes';
import type { Database } from '#db/client.ts';
import { recordActivity } from '../activity/activity-service.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { findJobTarget, pastedTarget, type JobTarget } from './job-target.ts';
import { findLastAnalysis, storeAnalysis } from './resume-repository.ts';
import { loadResume, resumeNotFound } from './resume-service.ts';
import { toResume } from './resume-view.ts';

const EXCERPT_LENGTH = 120;

/** A pasted description is kept only as its first words: enough to recognise it. */
function excerptOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

function describeTarget(
  input: AnalyseResume,
  target: JobTarget | undefined,
): AnalysisTarget | null {
  if (input.job_id && target) {
    return {
      kind: 'job',
      job_id: input.job_id,
      title: target.title,
      company: target.company ?? null,
    };
  }
  if (input.job_description)
    return { kind: 'description', excerpt: excerptOf(input.job_description) };
  return null;
}

/**
 * Scores a resume (against a stored job, a pasted description, or on its own), keeps the result
 * with the resume (so reopening it shows it again for free) and takes 1 point, in one transaction.
 */
export async function analyseUserResume(options: {
  db: Database;
  userId: string;
  id: string;
  input: AnalyseResume;
  language: Language;
  now: Date;
}): Promise<ResumeAnalysis> {
  const { db, userId, id, input, language, now } = options;
  const resume = await loadResume({ db, userId, id });
  const { document } = toResume(resume);
  let target: JobTarget | undefined;
  if (input.job_id) target = await findJobTarget(db, input.job_id);
  else if (input.job_description) target = pastedTarget(input.job_description);

  return chargeAiAction({
    db,
    userId,
    now,
    reason: 'analysis',
    work: async () => analyseResume(document, { target, language, now }),
    store: async (tx, analysis) => {
      const stored: StoredResumeAnalysis = {
        score: Math.max(0, Math.min(100, Math.round(analysis.score))),
        breakdown: analysis.breakdown,
        suggestions: analysis.suggestions,
        keywords:
          target && analysis.keywords
            ? { matched: analysis.keywords.matched, missing: analysis.keywords.missing }
            : null,
        ...(target && analysis.parts
          ? {
              parts: analysis.parts,
              requirements: analysis.requirements ?? [],
              unchecked: analysis.unchecked ?? [],
            }
          : {}),
        target: describeTarget(input, target),
        analysed_at: now.toISOString(),
      };
      if (!(await storeAnalysis(tx, { id, userId, analysis: stored }))) throw resumeNotFound();
      await recordActivity(tx, {
        userId,
        kind: 'resume_analysed',
        subjectId: id,
        jobId: input.job_id ?? null,
        title: resume.title,
        detail: { score: stored.score },
        now,
      });
      return { ref: id, result: stored };
    },
  });
}

/** The resume's last analysis, or null before any; reading it is free. 404 for another's resume. */
export async function findLastResumeAnalysis(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<StoredResumeAnalysis | null> {
  const row = await findLastAnalysis(options.db, { id: options.id, userId: options.userId });
  if (!row) throw resumeNotFound();
  return row.analysis;
}
