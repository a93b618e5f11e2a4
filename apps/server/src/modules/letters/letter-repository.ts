import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { companies, coverLetters, jobs } from '#db/schema/index.ts';

export type LetterRow = typeof coverLetters.$inferSelect;
export type NewLetterRow = typeof coverLetters.$inferInsert;
export type LetterSummaryRow = Pick<
  LetterRow,
  'id' | 'company' | 'jobTitle' | 'language' | 'tone' | 'aiUsed' | 'createdAt' | 'updatedAt'
>;

const { id, company, jobTitle, language, tone, aiUsed, createdAt, updatedAt } =
  getTableColumns(coverLetters);

/** Every query names the owner: another user's id finds nothing. */
const owned = (letterId: string, userId: string) =>
  and(eq(coverLetters.id, letterId), eq(coverLetters.userId, userId));

export async function insertLetter(db: Executor, row: NewLetterRow): Promise<LetterRow> {
  const [created] = await db.insert(coverLetters).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function listLetterRows(db: Executor, userId: string): Promise<LetterSummaryRow[]> {
  return db
    .select({ id, company, jobTitle, language, tone, aiUsed, createdAt, updatedAt })
    .from(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id));
}

export async function findLetterRow(
  db: Executor,
  options: { id: string; userId: string },
): Promise<LetterRow | undefined> {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(owned(options.id, options.userId))
    .limit(1);
  return row;
}

/**
 * Saves an edit only when the stored version is still the one the client edited, and moves the
 * version on by one; undefined when another save came first (or the letter is not the user's).
 */
export async function updateLetterRow(
  db: Executor,
  options: {
    id: string;
    userId: string;
    version: number;
    changes: Partial<Pick<NewLetterRow, 'company' | 'jobTitle' | 'body' | 'tone' | 'flags'>>;
    now: Date;
  },
): Promise<LetterRow | undefined> {
  const { version, changes, now } = options;
  const [row] = await db
    .update(coverLetters)
    .set({ ...changes, version: sql`${coverLetters.version} + 1`, updatedAt: now })
    .where(and(owned(options.id, options.userId), eq(coverLetters.version, version)))
    .returning();
  return row;
}

export async function deleteLetterRow(
  db: Executor,
  options: { id: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(coverLetters)
    .where(owned(options.id, options.userId))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** The name of the company a catalogue job belongs to ('' when none). */
export async function findJobCompanyName(db: Executor, jobId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.name ?? '';
}
