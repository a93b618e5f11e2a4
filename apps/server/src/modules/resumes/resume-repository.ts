import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { ResumeFileType, StoredResumeAnalysis } from '@yonder/contract/resumes';
import type { Executor } from '#db/client.ts';
import { resumeFiles, resumes } from '#db/schema/index.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
export type ResumeSummaryRow = Omit<ResumeRow, 'document' | 'lastAnalysis' | 'confirmedClaims'>;

// Lists leave the document and the last analysis out: they can be large and a list never shows them.
const {
  document: _document,
  lastAnalysis: _lastAnalysis,
  confirmedClaims: _confirmedClaims,
  ...summaryColumns
} = getTableColumns(resumes);

/** Every query names the owner: another user's id finds nothing. */
const owned = (id: string, userId: string) => and(eq(resumes.id, id), eq(resumes.userId, userId));

export async function insertResume(db: Executor, row: NewResumeRow): Promise<ResumeRow> {
  const [created] = await db.insert(resumes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function insertResumeFile(
  db: Executor,
  row: { resumeId: string; content: Uint8Array; sha256: string },
): Promise<void> {
  await db.insert(resumeFiles).values({ ...row, size: row.content.byteLength });
}

/**
 * The user's resume whose original file has these bytes (by their SHA-256), only ever among the
 * user's own. Of two holding the same file (stored before duplicates were recognised) the upload
 * comes first, then the older one, so the answer is always the same resume.
 */
export async function findResumeByFileHash(
  db: Executor,
  { userId, sha256 }: { userId: string; sha256: string },
): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: resumes.id, title: resumes.title })
    .from(resumeFiles)
    .innerJoin(resumes, eq(resumes.id, resumeFiles.resumeId))
    .where(and(eq(resumes.userId, userId), eq(resumeFiles.sha256, sha256)))
    .orderBy(sql`${resumes.origin} = 'upload' desc`, asc(resumes.createdAt), asc(resumes.id))
    .limit(1);
  return row;
}

/**
 * Holds the user's uploads apart until the transaction ends, so two uploads of one file arriving
 * together cannot both find it missing and store it twice.
 */
export async function lockUserResumeFiles(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`resume-files:${userId}`}, 0))`,
  );
}

/**
 * Gives a resume without an original the file made for it (a PDF of an editor-made resume):
 * not an edit, so its version and date stay. False when it is not the user's or already has one.
 */
export async function attachResumeFile(
  db: Executor,
  options: {
    id: string;
    userId: string;
    fileName: string;
    fileType: ResumeFileType;
    content: Uint8Array;
    sha256: string;
  },
): Promise<boolean> {
  const { id, userId, fileName, fileType, content, sha256 } = options;
  const rows = await db
    .update(resumes)
    .set({ fileName, fileType })
    .where(and(owned(id, userId), isNull(resumes.fileType)))
    .returning({ id: resumes.id });
  if (rows.length === 0) return false;
  await insertResumeFile(db, { resumeId: id, content, sha256 });
  return true;
}

export async function listResumeRows(db: Executor, userId: string): Promise<ResumeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
}

export async function findResumeRow(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(owned(id, userId)).limit(1);
  return row;
}

/**
 * Saves an edit only when the stored version is still the one the client edited, and moves the
 * version on by one; undefined when another save came first (or the resume is not the user's).
 */
export async function updateResumeRow(
  db: Executor,
  options: {
    id: string;
    userId: string;
    version: number;
    changes: Partial<Pick<NewResumeRow, 'title' | 'language' | 'document'>>;
    now: Date;
  },
): Promise<ResumeRow | undefined> {
  const { id, userId, version, changes, now } = options;
  const [row] = await db
    .update(resumes)
    .set({ ...changes, version: sql`${resumes.version} + 1`, updatedAt: now })
    .where(and(owned(id, userId), eq(resumes.version, version)))
    .returning();
  return row;
}

/** The last analysis's score; not an edit, so the version stays (an open editor keeps saving). */
/** Keeps an analysis with its resume: the score for lists, the whole result to show again. */
export async function storeAnalysis(
  db: Executor,
  { id, userId, analysis }: { id: string; userId: string; analysis: StoredResumeAnalysis },
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set({ atsScore: analysis.score, lastAnalysis: analysis })
    .where(owned(id, userId))
    .returning({ id: resumes.id });
  return rows.length > 0;
}

/** The last analysis of the user's resume: undefined when the resume is not theirs. */
export async function findLastAnalysis(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<{ analysis: StoredResumeAnalysis | null } | undefined> {
  const [row] = await db
    .select({ analysis: resumes.lastAnalysis })
    .from(resumes)
    .where(owned(id, userId))
    .limit(1);
  return row;
}

export async function deleteResumeRow(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<boolean> {
  const rows = await db.delete(resumes).where(owned(id, userId)).returning({ id: resumes.id });
  return rows.length > 0;
}

export async function findResumeFile(
  db: Executor,
  { id, userId }: { id: string; userId: string },
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ content: resumeFiles.content })
    .from(resumeFiles)
    .innerJoin(resumes, eq(resumes.id, resumeFiles.resumeId))
    .where(owned(id, userId))
    .limit(1);
  return row?.content;
}
