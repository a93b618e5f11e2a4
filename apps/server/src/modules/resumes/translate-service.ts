import type { FastifyBaseLogger } from 'fastify';
import { claimChecker } from '@yonder/career-ai/tailor/claims';
import { applyTexts, collectTexts } from '@yonder/career-ai/tailor/document-texts';
import type { Language } from '@yonder/contract/common';
import type { ProposedChange } from '@yonder/contract/resume-proposals';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { TranslateResult } from '@yonder/contract/resumes';
import type { Database } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { translateTexts } from '../ai/resume-prompts.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import { fitDocument } from './fit-document.ts';
import { insertProposal } from './proposal-repository.ts';
import { insertDerivedResume, loadResume, titleWith } from './resume-service.ts';
import { toResume } from './resume-view.ts';

const TITLE_SUFFIX: Record<Language, string> = { zh: '（中文）', en: ' (English)' };

/**
 * The translated texts a copy takes at once (they claim nothing the original does not), and the
 * ones held back as proposed changes: a translated resume claims nothing the original does not,
 * so a line whose translation adds a figure or a skill keeps its original until the person edits
 * or confirms it.
 */
function splitTranslation(document: ResumeDocument, translated: Record<string, string>) {
  const check = claimChecker(document);
  const sources = collectTexts(document);
  const taken: Record<string, string> = {};
  const held: ProposedChange[] = [];
  for (const [path, text] of Object.entries(translated)) {
    const before = sources[path];
    if (before === undefined || typeof text !== 'string' || !text.trim()) continue;
    const claims = check.translation(before, text);
    if (!claims.length) taken[path] = text;
    else
      held.push({
        id: `t${held.length + 1}`,
        kind: 'rewrite',
        path,
        before,
        after: text.trim(),
        unsupported: claims,
        status: 'pending',
        confirmed: false,
      });
  }
  return { document: fitDocument(applyTexts(document, taken)), held };
}

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
        return splitTranslation(document, texts);
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
        document: translated.document,
        targetJobId: source.targetJobId,
        now,
      });
      if (translated.held.length)
        await insertProposal(tx, {
          resumeId: row.id,
          userId,
          kind: 'translation',
          sourceResumeId: source.id,
          jobId: null,
          jobTitle: '',
          changes: translated.held,
          missingKeywords: [],
          createdAt: now,
          updatedAt: now,
        });
      return { ref: row.id, result: { id: row.id, held_back: translated.held.length } };
    },
  });
}
