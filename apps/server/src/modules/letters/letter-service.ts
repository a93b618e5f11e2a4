import { findLetterFlags } from '@yonder/career-ai/letters/flags';
import { buildGroundedLetter } from '@yonder/career-ai/letters/grounded';
import type {
  CoverLetter,
  CoverLetterSummary,
  CreateCoverLetter,
  GenerateCoverLetter,
  LetterDraft,
  LetterFlag,
  UpdateCoverLetter,
} from '@yonder/contract/cover-letters';
import {
  createCoverLetterSchema,
  generateCoverLetterSchema,
  updateCoverLetterSchema,
} from '@yonder/contract/cover-letters';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { findJobTarget, pastedTarget, type JobTarget } from '../resumes/job-target.ts';
import { loadResume } from '../resumes/resume-service.ts';
import { toResume } from '../resumes/resume-view.ts';
import {
  deleteLetterRow,
  findJobCompanyName,
  findLetterRow,
  insertLetter,
  listLetterRows,
  updateLetterRow,
  type LetterRow,
} from './letter-repository.ts';
import { toLetter, toLetterSummary } from './letter-view.ts';
import { recordLetterWritten } from './letter-activity.ts';

type Owner = { db: Executor; userId: string };

const letterNotFound = () => notFound('letterNotFound');

export async function loadLetter({ db, userId, id }: Owner & { id: string }): Promise<LetterRow> {
  const row = await findLetterRow(db, { id, userId });
  if (!row) throw letterNotFound();
  return row;
}

export async function listLetters(options: Owner): Promise<CoverLetterSummary[]> {
  return (await listLetterRows(options.db, options.userId)).map(toLetterSummary);
}

export async function findLetter(options: Owner & { id: string }): Promise<CoverLetter> {
  return toLetter(await loadLetter(options));
}

/** The resume's document when the user owns it (404 otherwise). */
export async function loadResumeDocument(options: Owner & { id: string }): Promise<ResumeDocument> {
  return toResume(await loadResume(options)).document;
}

/** The job a letter is for: a catalogue job (404 when gone) or a pasted description. */
export async function resolveLetterJob(
  db: Executor,
  job: GenerateCoverLetter['job'],
  company: string | undefined,
): Promise<{ target: JobTarget; company: string; jobId: string | null }> {
  if ('job_id' in job) {
    const target = await findJobTarget(db, job.job_id);
    return {
      target,
      company: company?.trim() || (await findJobCompanyName(db, job.job_id)),
      jobId: job.job_id,
    };
  }
  return {
    target: { ...pastedTarget(job.description), title: job.title?.trim() ?? '' },
    company: company?.trim() || job.company?.trim() || '',
    jobId: null,
  };
}

/** Unsupported claims of an AI letter's body, checked against its resume (none without one). */
export async function checkLetterBody(
  options: Owner & {
    body: string;
    resumeId: string | null;
    company: string;
    jobTitle: string;
    now: Date;
  },
): Promise<LetterFlag[]> {
  if (!options.resumeId) return [];
  const row = await findResumeDocument(options.db, options.userId, options.resumeId);
  if (!row) return [];
  return findLetterFlags(options.body, {
    document: row,
    company: options.company,
    jobTitle: options.jobTitle,
    now: options.now,
  });
}

async function findResumeDocument(db: Executor, userId: string, id: string) {
  try {
    return await loadResumeDocument({ db, userId, id });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

export async function createLetter(
  options: Owner & { input: CreateCoverLetter; now: Date },
): Promise<{ id: string }> {
  const { db, userId, now } = options;
  const input = createCoverLetterSchema.parse(options.input);
  if (input.resume_id) await loadResume({ db, userId, id: input.resume_id });
  if (input.job_id) await findJobTarget(db, input.job_id);
  return db.transaction(async (tx) => {
    const row = await insertLetter(tx, {
      userId,
      company: input.company,
      jobTitle: input.job_title,
      language: input.language,
      tone: input.tone,
      body: input.body,
      resumeId: input.resume_id ?? null,
      jobId: input.job_id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordLetterWritten(tx, row, now);
    return { id: row.id };
  });
}

/**
 * Saves an edit of the version the client edited (409 when another save came first). The body of
 * an AI letter is checked again, so a fixed claim loses its flag and a new one gains one.
 */
export async function updateLetter(
  options: Owner & { id: string; input: UpdateCoverLetter; now: Date },
): Promise<CoverLetter> {
  const { db, userId, id, now } = options;
  const { version, job_title, ...rest } = updateCoverLetterSchema.parse(options.input);
  const current = await loadLetter({ db, userId, id });
  const changes: Parameters<typeof updateLetterRow>[1]['changes'] = {
    ...rest,
    ...(job_title === undefined ? {} : { jobTitle: job_title }),
  };
  if (current.aiUsed && (rest.body !== undefined || rest.company !== undefined || job_title))
    changes.flags = await checkLetterBody({
      db,
      userId,
      body: rest.body ?? current.body,
      resumeId: current.resumeId,
      company: rest.company ?? current.company,
      jobTitle: job_title ?? current.jobTitle,
      now,
    });
  const row = await updateLetterRow(db, { id, userId, version, changes, now });
  if (row) return toLetter(row);
  const latest = await loadLetter({ db, userId, id });
  throw new AppError(409, 'letterVersionConflict', { values: { version: latest.version } });
}

export async function duplicateLetter(
  options: Owner & { id: string; now: Date },
): Promise<{ id: string }> {
  const { db, userId, now } = options;
  const source = await loadLetter(options);
  const row = await insertLetter(db, {
    userId,
    company: source.company,
    jobTitle: source.jobTitle,
    language: source.language,
    tone: source.tone,
    body: source.body,
    resumeId: source.resumeId,
    jobId: source.jobId,
    aiUsed: source.aiUsed,
    flags: source.flags,
    createdAt: now,
    updatedAt: now,
  });
  return { id: row.id };
}

export async function deleteLetter(options: Owner & { id: string }): Promise<void> {
  if (!(await deleteLetterRow(options.db, options))) throw letterNotFound();
}

/** The offline letter from the resume's real facts for the job: free, no provider. */
export async function draftLetter(options: {
  db: Database;
  userId: string;
  input: GenerateCoverLetter;
  now: Date;
}): Promise<LetterDraft> {
  const { db, userId, now } = options;
  const input = generateCoverLetterSchema.parse(options.input);
  const document = await loadResumeDocument({ db, userId, id: input.resume_id });
  const job = await resolveLetterJob(db, input.job, input.company);
  const { body, facts } = buildGroundedLetter({
    document,
    target: job.target,
    company: job.company,
    language: input.language,
    tone: input.tone,
    now,
  });
  return {
    body,
    company: job.company,
    job_title: job.target.title,
    job_id: job.jobId,
    facts: {
      matched_skills: facts.matchedSkills,
      achievement: facts.achievement,
      years: facts.years,
    },
  };
}
