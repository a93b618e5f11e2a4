import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { resumeProposals, resumes } from '#db/schema/index.ts';

export type ProposalRow = typeof resumeProposals.$inferSelect;
export type NewProposalRow = typeof resumeProposals.$inferInsert;

const owned = (resumeId: string, userId: string) =>
  and(eq(resumeProposals.resumeId, resumeId), eq(resumeProposals.userId, userId));

export async function insertProposal(db: Executor, row: NewProposalRow): Promise<ProposalRow> {
  const [created] = await db.insert(resumeProposals).values(row).returning();
  return created!;
}

/** The copy's proposal; `lock` holds it until the transaction ends (two decisions at once wait). */
export async function findProposalRow(
  db: Executor,
  { resumeId, userId, lock = false }: { resumeId: string; userId: string; lock?: boolean },
): Promise<ProposalRow | undefined> {
  const query = db.select().from(resumeProposals).where(owned(resumeId, userId)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateProposalChanges(
  db: Executor,
  options: { resumeId: string; userId: string; changes: ProposalRow['changes']; now: Date },
): Promise<void> {
  await db
    .update(resumeProposals)
    .set({ changes: options.changes, updatedAt: options.now })
    .where(owned(options.resumeId, options.userId));
}

export async function deleteProposalRow(
  db: Executor,
  { resumeId, userId }: { resumeId: string; userId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(resumeProposals)
    .where(owned(resumeId, userId))
    .returning({ id: resumeProposals.resumeId });
  return deleted.length > 0;
}

/** Claims the person vouched for on a copy (lower case, each once); not an edit: the version stays. */
export async function addConfirmedClaims(
  db: Executor,
  { id, userId, claims }: { id: string; userId: string; claims: string[] },
): Promise<void> {
  if (!claims.length) return;
  await db
    .update(resumes)
    .set({
      confirmedClaims: sql`(select coalesce(jsonb_agg(distinct value), '[]'::jsonb)
        from jsonb_array_elements_text(${resumes.confirmedClaims} || ${JSON.stringify(claims.map((claim) => claim.toLowerCase()))}::jsonb))`,
    })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
}
