import { analyseResume } from '@yonder/career-ai/ats';
import type { Language } from '@yonder/contract/common';
import type { AnalyseResume, ResumeAnalysis } from '@yonder/contract/resumes';
import type { Database } from '../../db/client.ts';
import { recordActivity } from '../activity/activity-service.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { findJobTarget, pastedTarget, type JobTarget } from './job-target.ts';
import { updateAtsScore } from './resume-repository.ts';
import { loadResume, resumeNotFound } from './resume-service.ts';
import { toResume } from './resume-view.ts';

/**
 * Scores a resume (against a stored job, a pasted description, or on its own), keeps the score
 * on the resume and takes 1 point, in one transaction.
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
    work: async () => analyseResume(document, { target, language }),
    store: async (tx, analysis) => {
      const score = Math.max(0, Math.min(100, Math.round(analysis.score)));
      if (!(await updateAtsScore(tx, { id, userId, score, now }))) throw resumeNotFound();
      await recordActivity(tx, {
        userId,
        kind: 'resume_analysed',
        subjectId: id,
        jobId: input.job_id ?? null,
        title: resume.title,
        detail: { score },
        now,
      });
      return {
        ref: id,
        result: {
          score,
          breakdown: analysis.breakdown,
          suggestions: analysis.suggestions,
          keywords:
            target && analysis.keywords
              ? { matched: analysis.keywords.matched, missing: analysis.keywords.missing }
              : null,
        },
      };
    },
  });
}
