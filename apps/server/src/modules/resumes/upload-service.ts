import type { FastifyBaseLogger } from 'fastify';
import { detectResumeFileType, isZipWithinLimits } from '@yonder/career-ai/file-type';
import { RESUME_TITLE_MAX, type ResumeParseNote } from '@yonder/contract/resumes';
import type { Database } from '#db/client.ts';
import type { MessageKey } from '#i18n/messages.ts';
import { rewardInviterForResume } from '../referrals/referral-service.ts';
import { AppError } from '#lib/errors.ts';
import type { ParseFailureReason } from '#workers/resume-parse-messages.ts';
import { ParsePoolError, type ParsePool } from '#workers/resume-parse-pool.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { extractResumeFields } from '../ai/resume-extraction-prompts.ts';
import { isStructured } from '@yonder/career-ai/resume-parser/structured';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { fillFromAi, needsFilling } from './ai-fill.ts';
import { fitDocument } from './fit-document.ts';
import { poolRefusal } from './pool-refusal.ts';
import { fileSha256 } from './file-hash.ts';
import {
  findResumeByFileHash,
  insertResumeFile,
  lockUserResumeFiles,
} from './resume-repository.ts';
import { storeNewResume } from './resume-service.ts';

const FAILURES: Record<ParseFailureReason | 'timeout', [number, MessageKey]> = {
  malformed: [422, 'resumeMalformed'],
  encrypted: [422, 'resumeEncrypted'],
  scanned: [422, 'resumeScanned'],
  empty: [422, 'resumeEmpty'],
  unsupported: [422, 'resumeWrongType'],
  oversized: [413, 'resumeUnpackedTooLarge'],
  crashed: [422, 'resumeMalformed'],
  timeout: [422, 'resumeParseTimeout'],
};

/** The answer for a file the pool gave no resume for. */
function parseFailure(error: ParsePoolError): AppError {
  const refusal = poolRefusal(error, {
    busy: 'resumeParseBusy',
    ownerBusy: 'resumeParseOwnerBusy',
  });
  if (refusal) return refusal;
  const [status, key] = FAILURES[error.reason as keyof typeof FAILURES] ?? FAILURES.crashed;
  return new AppError(status, key);
}

/** The name part of what the browser sent, without folders or control characters. */
export function cleanFileName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? clean.slice(0, 255) : null;
}

const titleFrom = (fileName: string | null, name: string) =>
  (fileName?.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || name.trim() || 'Resume').slice(
    0,
    RESUME_TITLE_MAX,
  );

/**
 * What the rules missed, filled by the AI provider when one is configured for it: its answer
 * checked against the text (see ai-fill.ts). A failed or slow call leaves the rules' document as
 * it was; the upload never fails for it.
 */
async function withAiFill(options: {
  ai: AiClient | undefined;
  log: FastifyBaseLogger;
  document: ResumeDocument;
  text: string;
}): Promise<ResumeDocument> {
  const { ai, log, document, text } = options;
  if (!ai?.isConfigured || !needsFilling(document)) return document;
  try {
    const answer = await extractResumeFields(ai, text);
    const result = fillFromAi(document, answer, text);
    if (result.filled.length > 0) log.info({ filled: result.filled }, 'resume fields filled by AI');
    return result.document;
  } catch (error) {
    log.warn({ err: error }, 'AI resume extraction failed; the rules alone read the resume');
    return document;
  }
}

/** The stored resume; `isDuplicate`: the user already had this file, so nothing new was stored. */
export type UploadedResume = {
  id: string;
  title: string;
  isDuplicate: boolean;
  /** How the file was read: `unstructured` when no section was found (null for a duplicate). */
  parseNote: ResumeParseNote | null;
};

/**
 * Parses an uploaded file off the main thread and stores the structured resume with its
 * original. The type is read from the bytes; any failure says why and stores nothing. A file the
 * user already has (the same bytes, by their hash) is not parsed or stored again: the answer is
 * the resume that holds it.
 */
export async function uploadResume(options: {
  db: Database;
  pool: ParsePool;
  log: FastifyBaseLogger;
  userId: string;
  bytes: Uint8Array;
  fileName: string | undefined;
  title: string | undefined;
  now: Date;
  /** The provider that fills what the rules missed; none: the rules alone. */
  ai?: AiClient | undefined;
}): Promise<UploadedResume> {
  const { db, pool, log, userId, bytes, now } = options;
  if (bytes.byteLength === 0) throw new AppError(422, 'resumeEmpty');
  const fileType = detectResumeFileType(bytes);
  if (!fileType) throw new AppError(422, 'resumeWrongType');
  // Refused before it waits for a worker: the zip says how large its parts claim to be.
  if (fileType === 'docx' && !isZipWithinLimits(bytes))
    throw new AppError(413, 'resumeUnpackedTooLarge');
  const sha256 = fileSha256(bytes);
  const known = await findResumeByFileHash(db, { userId, sha256 });
  if (known) return { ...known, isDuplicate: true, parseNote: null };
  let parsed;
  try {
    parsed = await pool.parse({ owner: userId, bytes, fileType });
  } catch (error) {
    if (!(error instanceof ParsePoolError)) throw error;
    if (error.reason === 'crashed' || error.reason === 'timeout')
      log.warn({ err: error, fileType, size: bytes.byteLength }, 'resume parsing failed');
    throw parseFailure(error);
  }
  const document = fitDocument(
    await withAiFill({ ai: options.ai, log, document: parsed.document, text: parsed.text }),
  );
  const fileName = cleanFileName(options.fileName);
  const title =
    options.title?.trim().slice(0, RESUME_TITLE_MAX) || titleFrom(fileName, document.basics.name);
  const parseNote = isStructured(document) ? null : 'unstructured';
  return db.transaction(async (tx): Promise<UploadedResume> => {
    await lockUserResumeFiles(tx, userId);
    // Looked for again under the lock: the same file may have been stored while this one parsed.
    const stored = await findResumeByFileHash(tx, { userId, sha256 });
    if (stored) return { ...stored, isDuplicate: true, parseNote: null };
    const created = await storeNewResume(tx, {
      userId,
      title,
      language: parsed.language,
      origin: 'upload',
      fileName,
      fileType,
      document,
      parseNote,
      createdAt: now,
      updatedAt: now,
    });
    await insertResumeFile(tx, { resumeId: created.id, content: bytes, sha256 });
    // The first upload of an invited account earns its inviter their points (once; a no-op else).
    await rewardInviterForResume({ db: tx, inviteeId: userId, now });
    return { id: created.id, title: created.title, isDuplicate: false, parseNote };
  });
}
