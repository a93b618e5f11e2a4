import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@yonder/contract/common';
import type { TranslateResult } from '@yonder/contract/resumes';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { translateTexts } from '../ai/resume-prompts.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { applyTexts, collectTexts } from './document-texts.ts';
import { fitDocument } from './fit-document.ts';
import { insertDerivedResume, loadResume, titleWith } from './resume-service.ts';
import { toResume } from './resume-view.ts';

const TITLE_SUFFIX: Record<Language, string> = { zh: '（中文）', en: ' (English)' };

/** Makes a translated copy (zh ↔ en) through the AI provider; 1 point, taken when it is stored. */
export async function translateUserResume(options: {
  db: Database;
  ai: AiClient;
  log: FastifyBaseLogger;
  userId: string;
  id: string;
  targetLanguage: Language;
  now: Date;
}): Promise<TranslateResult> {
  const { db, ai, log, userId, id, targetLanguage, now } = options;
  const source = await loadResume({ db, userId, id });
  const from = source.language as Language;
  if (from === targetLanguage) throw new AppError(422, 'resumeSameLanguage');
  // Checked before the points: without a provider no amount of points helps.
  if (!ai.isConfigured) throw new AppError(503, 'translationNeedsAi');
  const { document } = toResume(source);

  return chargeAiAction({
    db,
    userId,
    now,
    reason: 'translation',
    work: async () => {
      try {
        const texts = await translateTexts(ai, {
          texts: collectTexts(document),
          from,
          to: targetLanguage,
        });
        return fitDocument(applyTexts(document, texts));
      } catch (error) {
        throw aiFailureToAppError(error, { log, notConfigured: 'translationNeedsAi' });
      }
    },
    store: async (tx, translated) => {
      const row = await insertDerivedResume(tx, {
        source,
        title: titleWith(source.title, TITLE_SUFFIX[targetLanguage]),
        origin: 'translation',
        language: targetLanguage,
        document: translated,
        targetJobId: source.targetJobId,
        now,
      });
      return { ref: row.id, result: { id: row.id } };
    },
  });
}
