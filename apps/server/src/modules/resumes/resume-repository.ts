import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { resumeFiles, resumes } from '../../db/schema/index.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
export type ResumeSummaryRow = Omit<ResumeRow, 'document'>;

// Lists leave the document out: it can be large and a list never shows it.
const { document: _document, ...summaryColumns } = getTableColumns(resumes);

/** Every query names the owner: another user's id finds nothing. */
const owned = (id: string, userId: string) => and(eq(resumes.id, id), eq(resumes.userId, userId));

export async function insertResume(db: Executor, row: NewResumeRow): Promise<ResumeRow> {
  const [created] = await db.insert(resumes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function insertResumeFile(
  db: Executor,
  row: { resumeId: string; content: Uint8Array },
): Promise<void> {
  await db.insert(resumeFiles).values({ ...row, size: row.content.byteLength });
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
export async function updateAtsScore(
  db: Executor,
  { id, userId, score, now }: { id: string; userId: string; score: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set({ atsScore: score, atsAnalyzedAt: now })
    .where(owned(id, userId))
    .returning({ id: resumes.id });
  return rows.length > 0;
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
