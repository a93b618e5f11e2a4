import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@yonder/contract/common';
import type { Executor } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { formatLocalDate } from '#lib/local-time.ts';
import { findPersonTimeZone } from '../users/time-zone.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import { WorkerPoolError } from '#workers/worker-pool.ts';
import { safeFileName } from '../resumes/original-file-service.ts';
import { poolRefusal } from '../resumes/pool-refusal.ts';
import { loadLetter } from './letter-service.ts';
import { renderLetterDocx } from './render-letter-docx.ts';
import type { LetterPdfInput } from './render-letter-pdf.ts';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * The letter as a PDF (drawn by the export pool, like resumes) or a DOCX. A letter with
 * unsupported claims left is refused until they are fixed or removed.
 */
export async function exportLetter(options: {
  db: Executor;
  userId: string;
  id: string;
  format: 'pdf' | 'docx';
  pool: PdfExportPool;
  log: FastifyBaseLogger;
  now: Date;
}) {
  const { format, pool, userId, log, now } = options;
  const letter = await loadLetter(options);
  if (letter.flags.length)
    throw new AppError(409, 'letterHasUnsupportedClaims', {
      values: { count: letter.flags.length },
    });
  const language = letter.language as Language;
  const title = [letter.company, letter.jobTitle].filter(Boolean).join(' · ') || 'Cover letter';
  const input: LetterPdfInput = {
    body: letter.body,
    language,
    title,
    author: '',
    // The letter is dated the writer's own today.
    date: formatLocalDate(now, language, (await findPersonTimeZone(options.db, userId)).zone),
  };
  const fileName = `${safeFileName(language === 'zh' ? `求职信 ${title}` : `Cover letter ${title}`)}.${format}`;
  if (format === 'docx')
    return { bytes: await renderLetterDocx(input), fileName, contentType: CONTENT_TYPES.docx };
  try {
    const bytes = await pool.render(userId, { letter: input });
    return { bytes, fileName, contentType: CONTENT_TYPES.pdf };
  } catch (error) {
    if (!(error instanceof WorkerPoolError)) throw error;
    const refusal = poolRefusal(error, {
      busy: 'resumeExportBusy',
      ownerBusy: 'resumeExportOwnerBusy',
    });
    if (refusal) throw refusal;
    log.error({ err: error, letterId: letter.id }, 'letter export failed');
    throw new AppError(error.reason === 'timeout' ? 503 : 500, 'letterExportFailed');
  }
}
