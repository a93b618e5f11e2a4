import type { FastifyBaseLogger } from 'fastify';
import { findLetterFlags } from '@yonder/career-ai/letters/flags';
import {
  generateCoverLetterSchema,
  type CoverLetter,
  type GenerateCoverLetter,
} from '@yonder/contract/cover-letters';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { Database } from '#db/client.ts';
import type { MessageKey } from '#i18n/messages.ts';
import { AppError } from '#lib/errors.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { coverLetterMessages } from '../ai/letter-prompts.ts';
import { ensureCredit, spendCredit } from '../credits/credits-service.ts';
import { insertLetter } from './letter-repository.ts';
import { recordLetterWritten } from './letter-activity.ts';
import { loadResumeDocument, resolveLetterJob } from './letter-service.ts';
import { toLetter } from './letter-view.ts';

export type LetterGeneration = {
  input: ReturnType<typeof generateCoverLetterSchema.parse>;
  document: ResumeDocument;
  job: Awaited<ReturnType<typeof resolveLetterJob>>;
};

/** What the stream tells the client; the route writes each as a server-sent event. */
export type LetterStreamOutput =
  | { event: 'delta'; text: string }
  | { event: 'done'; letter: CoverLetter; availableCredits: number | null }
  | {
      event: 'error';
      key: MessageKey;
      values: Record<string, string | number>;
      partial: string;
    };

/**
 * Everything that can be refused before the stream starts, answered as an ordinary error: no
 * provider (503), no such resume or job (404), no point left (402).
 */
export async function prepareLetterGeneration(options: {
  db: Database;
  ai: AiClient;
  userId: string;
  input: GenerateCoverLetter;
  now: Date;
}): Promise<LetterGeneration> {
  const { db, ai, userId, now } = options;
  if (!ai.isConfigured) throw new AppError(503, 'letterAiNotConfigured');
  const input = generateCoverLetterSchema.parse(options.input);
  const document = await loadResumeDocument({ db, userId, id: input.resume_id });
  const job = await resolveLetterJob(db, input.job, input.company);
  await ensureCredit({ db, userId, now });
  return { input, document, job };
}

/**
 * Streams an AI letter to `send` as the provider writes it, then checks its first-person
 * sentences against the resume and stores it, taking the point in the same transaction. A
 * failure stores nothing and costs nothing; the text written so far goes back with the error.
 */
export async function streamLetter(options: {
  db: Database;
  ai: AiClient;
  log: FastifyBaseLogger;
  userId: string;
  generation: LetterGeneration;
  now: Date;
  signal: AbortSignal;
  send: (output: LetterStreamOutput) => void;
}): Promise<void> {
  const { db, ai, log, userId, generation, now, signal, send } = options;
  const { input, document, job } = generation;
  const fail = (error: unknown, partial: string) => {
    const answer = aiFailureToAppError(error, { log, notConfigured: 'letterAiNotConfigured' });
    if (!(answer instanceof AppError)) throw answer;
    const key = partial.trim() && error !== answer ? 'letterStreamBroken' : answer.messageKey;
    send({ event: 'error', key, values: answer.values, partial });
  };

  let text = '';
  try {
    const stream = ai.stream({
      signal,
      messages: coverLetterMessages({
        document,
        job: { title: job.target.title, company: job.company, description: job.target.description },
        language: input.language,
        tone: input.tone,
        length: input.length,
      }),
    });
    for await (const piece of stream) {
      text += piece;
      send({ event: 'delta', text: piece });
    }
  } catch (error) {
    fail(error, text);
    return;
  }
  const body = text.trim();
  if (!body) {
    send({ event: 'error', key: 'aiBadAnswer', values: {}, partial: '' });
    return;
  }
  const flags = findLetterFlags(body, {
    document,
    company: job.company,
    jobTitle: job.target.title,
    now,
  });
  try {
    const stored = await db.transaction(async (tx) => {
      const row = await insertLetter(tx, {
        userId,
        company: job.company,
        jobTitle: job.target.title,
        language: input.language,
        tone: input.tone,
        body,
        resumeId: input.resume_id,
        jobId: job.jobId,
        aiUsed: true,
        flags,
        createdAt: now,
        updatedAt: now,
      });
      await recordLetterWritten(tx, row, now);
      const available = await spendCredit({
        tx,
        userId,
        now,
        reason: 'coverLetter',
        ref: row.id,
      });
      return { letter: toLetter(row), availableCredits: available };
    });
    send({ event: 'done', ...stored });
  } catch (error) {
    fail(error, body);
  }
}
