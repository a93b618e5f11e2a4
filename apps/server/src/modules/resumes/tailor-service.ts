import type { FastifyBaseLogger } from 'fastify';
import { findReorders, findUnsupportedClaims, tailorResume } from '@yonder/career-ai/tailor';
import type { Language } from '@yonder/contract/common';
import type { BulletChange, TailorResult } from '@yonder/contract/resumes';
import type { Database } from '../../db/client.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { rewriteBullets } from '../ai/resume-prompts.ts';
import { recordActivity } from '../activity/activity-service.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { findAvailableCredits } from '../credits/credits-service.ts';
import { applyTexts, collectBullets } from './document-texts.ts';
import { fitDocument } from './fit-document.ts';
import { findJobTarget } from './job-target.ts';
import { insertDerivedResume, loadResume, titleWith } from './resume-service.ts';
import { toResume } from './resume-view.ts';

const MAX_BULLETS = 60;

/**
 * Makes a copy of a resume tailored to a job: skills and bullets ordered by relevance (each moved
 * list reported) and the job's missing keywords listed; with an AI provider, bullets rewritten,
 * each rewrite checked for claims the original does not support. 1 point, taken when the copy is
 * stored. When the copy would be the same as the original (already in the best order, nothing to
 * rewrite), no copy is made and no point taken: a person never pays for nothing.
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
  const tailored = tailorResume(document, target);
  const ordered = fitDocument(tailored.document);
  const reordered = findReorders(document, ordered);
  const bullets = Object.fromEntries(Object.entries(collectBullets(ordered)).slice(0, MAX_BULLETS));
  const canRewrite = ai.isConfigured && Object.keys(bullets).length > 0;

  if (!canRewrite && reordered.length === 0) {
    return {
      id: null,
      missing_keywords: tailored.missingKeywords,
      reordered: [],
      changes: [],
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
      if (!canRewrite) return { document: ordered, changes: [], aiUsed: false };
      let rewrites: Record<string, string>;
      try {
        rewrites = await rewriteBullets(ai, {
          bullets,
          job: target,
          missingKeywords: tailored.missingKeywords,
          language,
        });
      } catch (error) {
        throw aiFailureToAppError(error, { log, notConfigured: 'aiUnavailable' });
      }
      const changes: BulletChange[] = [];
      for (const [path, before] of Object.entries(bullets)) {
        const after = rewrites[path]?.trim();
        if (!after || after === before.trim()) continue;
        changes.push({
          path,
          before,
          after,
          unsupported: findUnsupportedClaims(before, after, document),
        });
      }
      const rewritten = applyTexts(
        ordered,
        Object.fromEntries(changes.map((change) => [change.path, change.after])),
      );
      return { document: rewritten, changes, aiUsed: true };
    },
    store: async (tx, work) => {
      const row = await insertDerivedResume(tx, {
        source,
        title: titleWith(source.title, ` · ${target.title}`.slice(0, 60)),
        origin: 'tailored',
        document: work.document,
        targetJobId: jobId,
        now,
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
          missing_keywords: tailored.missingKeywords,
          reordered,
          changes: work.changes,
          ai_used: work.aiUsed,
          charged: true,
        },
      };
    },
  });
}
