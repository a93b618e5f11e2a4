import type { Language } from '@yonder/contract/common';
import { emptyCandidateProfile } from '@yonder/contract/profile';
import {
  emptyResumeDocument,
  resumeDocumentSchema,
  type ResumeDocument,
} from '@yonder/contract/resume-document';
import {
  RESUME_TITLE_MAX,
  type createResumeSchema,
  type Resume,
  type ResumeDeleted,
  type ResumeList,
  type updateResumeSchema,
} from '@yonder/contract/resumes';
import type { z } from 'zod';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import {
  claimPrimaryResume,
  fillPrimaryResume,
  findPrimaryResumeId,
} from '../profile/profile-repository.ts';
import {
  deleteResumeRow,
  findResumeRow,
  insertResume,
  listResumeRows,
  updateResumeRow,
  type NewResumeRow,
  type ResumeRow,
} from './resume-repository.ts';
import { toResume, toResumeSummary } from './resume-view.ts';

type Owner = { db: Executor; userId: string };

export const resumeNotFound = () => notFound('resumeNotFound');

/** The user's resume row, or 404 (also for another user's id: it is not theirs to know of). */
export async function loadResume({ db, userId, id }: Owner & { id: string }): Promise<ResumeRow> {
  const row = await findResumeRow(db, { id, userId });
  if (!row) throw resumeNotFound();
  return row;
}

/** A title that fits, with a suffix such as " (copy)" kept whole. */
export const titleWith = (title: string, suffix: string) =>
  `${title.slice(0, RESUME_TITLE_MAX - suffix.length)}${suffix}`;

/**
 * Stores a new resume of any kind. The user's first becomes their primary resume, the one
 * matching and the dashboard read; a later one never changes it (only the user does).
 */
export async function storeNewResume(
  db: Executor,
  row: NewResumeRow & { createdAt: Date },
): Promise<ResumeRow> {
  const created = await insertResume(db, row);
  await claimPrimaryResume(db, {
    userId: row.userId,
    resumeId: created.id,
    emptyProfile: emptyCandidateProfile(),
    now: row.createdAt,
  });
  return created;
}

export async function createResume(options: {
  db: Database;
  userId: string;
  input: z.output<typeof createResumeSchema>;
  now: Date;
}): Promise<Resume> {
  const { db, userId, input, now } = options;
  const row = await db.transaction((tx) =>
    storeNewResume(tx, {
      userId,
      title: input.title,
      language: input.language,
      // The blank template, a document the client filled in, or an imported JSON Resume.
      origin: input.origin,
      document: input.document ?? emptyResumeDocument(),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toResume(row);
}

/** Stores a resume made from another (a copy, a tailored or translated version). */
export async function insertDerivedResume(
  db: Executor,
  options: {
    source: ResumeRow;
    title: string;
    origin: NewResumeRow['origin'];
    document: ResumeDocument;
    language?: Language;
    targetJobId?: string | null;
    now: Date;
  },
): Promise<ResumeRow> {
  const { source, now } = options;
  return storeNewResume(db, {
    userId: source.userId,
    title: options.title,
    language: options.language ?? source.language,
    origin: options.origin,
    parentId: source.id,
    targetJobId: options.targetJobId ?? null,
    document: resumeDocumentSchema.parse(options.document),
    createdAt: now,
    updatedAt: now,
  });
}

export async function listResumes({ db, userId }: Owner): Promise<ResumeList> {
  const [rows, primaryId] = await Promise.all([
    listResumeRows(db, userId),
    findPrimaryResumeId(db, userId),
  ]);
  return { items: rows.map(toResumeSummary), primary_resume_id: primaryId };
}

export async function findResume(options: Owner & { id: string }): Promise<Resume> {
  return toResume(await loadResume(options));
}

/** Saves an edit; 409 when the stored version moved on since the client read it (another tab). */
export async function updateResume(options: {
  db: Database;
  userId: string;
  id: string;
  input: z.output<typeof updateResumeSchema>;
  now: Date;
}): Promise<Resume> {
  const { db, userId, id, input, now } = options;
  const { version, ...changes } = input;
  const row = await updateResumeRow(db, { id, userId, version, changes, now });
  if (row) return toResume(row);
  const current = await loadResume({ db, userId, id });
  throw new AppError(409, 'resumeVersionConflict', { values: { version: current.version } });
}

export async function duplicateResume(options: {
  db: Database;
  userId: string;
  id: string;
  title: string | undefined;
  language: Language;
  now: Date;
}): Promise<{ id: string }> {
  const { db, userId, id, now } = options;
  const source = await loadResume({ db, userId, id });
  const suffix = options.language === 'zh' ? '（副本）' : ' (copy)';
  const row = await insertDerivedResume(db, {
    source,
    title: options.title ?? titleWith(source.title, suffix),
    origin: 'copy',
    document: source.document,
    now,
  });
  return { id: row.id };
}

/**
 * Deletes a resume. Deleting the primary one makes a successor primary in the same transaction
 * (see `fillPrimaryResume`), so matching never falls back to whatever was uploaded last; the
 * answer names it for the user.
 */
export async function deleteResume({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<ResumeDeleted> {
  return db.transaction(async (tx) => {
    if (!(await deleteResumeRow(tx, { id, userId }))) throw resumeNotFound();
    return { new_primary: (await fillPrimaryResume(tx, userId)) ?? null };
  });
}
