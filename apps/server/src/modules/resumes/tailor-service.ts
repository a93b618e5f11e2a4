import type { FastifyBaseLogger } from 'fastify';
import { proposeTailoring } from '@yonder/career-ai/tailor/propose';
import { collectBullets } from '@yonder/career-ai/tailor/document-texts';
import type { Language } from '@yonder/contract/common';
import type { TailorResult } from '@yonder/contract/resumes';
import type { Database } from '#db/client.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { rewriteBullets } from '../ai/resume-prompts.ts';
import { recordActivity } from '../activity/activity-service.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { findAvailableCredits } from '../credits/credits-service.ts';
import { findJobTarget } from './job-target.ts';
import { insertProposal } from './proposal-repository.ts';
import { toProposal } from './proposal-service.ts';
import { insertDerivedResume, loadResume, titleWith } from './resume-service.ts';
import { toResume } from './resume-view.ts';

const MAX_BULLETS = 60;

/**
 * Tailors a resume to a job by proposing, never writing: lists in a better order, skills to list
 * and, with an AI provider, bullets rewritten (each checked for claims the resume does not
 * support). The copy starts as the original and holds only what the person accepts; the proposal
 * is kept with it until every change is decided. 1 point, taken when the copy is stored. When
 * there is nothing to propose, no copy is made and no point taken: a person never pays for nothing.
 */
export async function tailorUserResume(options: {
  db: Database;
  ai: AiClient;
  log: FastifyBaseLogger;
  userId: string;
  id: string;
  jobId: string;
  now: Date;
}): Promise<TailorResult> {
  const { db, ai, log, userId, id, jobId, now } = options;
  const source = await loadResume({ db, userId, id });
  const { document } = toResume(source);
  const target = await findJobTarget(db, jobId);
  const language = source.language as Language;
  const offline = proposeTailoring(document, target, { now });
  const bullets = Object.fromEntries(
    Object.entries(collectBullets(document)).slice(0, MAX_BULLETS),
  );
  const canRewrite = ai.isConfigured && Object.keys(bullets).length > 0;

  if (!canRewrite && offline.changes.length === 0) {
    return {
      id: null,
      proposal: null,
      missing_keywords: offline.missingKeywords,
      ai_used: false,
      charged: false,
      available_credits: await findAvailableCredits({ db, userId, now }),
    };
  }

  return chargeAiAction({
    db,
    userId,
    now,
    reason: 'tailor',
    work: async () => {
      if (!canRewrite) return { proposed: offline, aiUsed: false };
      try {
        const answer = await rewriteBullets(ai, {
          bullets,
          job: target,
          missingKeywords: offline.missingKeywords,
          language,
        });
        return { proposed: proposeTailoring(document, target, { now, ...answer }), aiUsed: true };
      } catch (error) {
        throw aiFailureToAppError(error, { log, notConfigured: 'aiUnavailable' });
      }
    },
    store: async (tx, { proposed, aiUsed }) => {
      // The copy holds only what the person accepts: at first, the original as it is.
      const row = await insertDerivedResume(tx, {
        source,
        title: titleWith(source.title, ` · ${target.title}`.slice(0, 60)),
        origin: 'tailored',
        document,
        targetJobId: jobId,
        now,
      });
      const proposal =
        proposed.changes.length === 0
          ? null
          : await insertProposal(tx, {
              resumeId: row.id,
              userId,
              kind: 'tailor',
              sourceResumeId: source.id,
              jobId,
              jobTitle: target.title,
              changes: proposed.changes,
              missingKeywords: proposed.missingKeywords,
              createdAt: now,
              updatedAt: now,
            });
      await recordActivity(tx, {
        userId,
        kind: 'resume_tailored',
        subjectId: row.id,
        jobId,
        title: target.title,
        now,
      });
      return {
        ref: row.id,
        result: {
          id: row.id,
          proposal: proposal && toProposal(proposal),
          missing_keywords: proposed.missingKeywords,
          ai_used: aiUsed,
          charged: true,
        },
      };
    },
  });
}
