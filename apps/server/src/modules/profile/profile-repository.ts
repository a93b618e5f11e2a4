import { and, eq, sql } from 'drizzle-orm';
import type { CandidateProfile } from '@yonder/contract/profile';
import type { Executor } from '../../db/client.ts';
import { candidateProfiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof candidateProfiles.$inferSelect;

/** Every query names the owner: the profile's key is the user id from the token. */
export async function findProfileRow(
  db: Executor,
  userId: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * Saves the profile when the stored version is still `version`, moving it on by one; undefined
 * when another save came first or there is no row yet.
 */
export async function updateProfileRow(
  db: Executor,
  options: { userId: string; version: number; profile: CandidateProfile; now: Date },
): Promise<ProfileRow | undefined> {
  const { userId, version, profile, now } = options;
  const [row] = await db
    .update(candidateProfiles)
    .set({ profile, version: sql`${candidateProfiles.version} + 1`, updatedAt: now })
    .where(and(eq(candidateProfiles.userId, userId), eq(candidateProfiles.version, version)))
    .returning();
  return row;
}

/** The first save (version 1); undefined when a row appeared meanwhile. */
export async function insertProfileRow(
  db: Executor,
  options: { userId: string; profile: CandidateProfile; now: Date },
): Promise<ProfileRow | undefined> {
  const { userId, profile, now } = options;
  const [row] = await db
    .insert(candidateProfiles)
    .values({ userId, profile, version: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Points the profile at resumes without touching its content or version (an open editor keeps
 * saving); before the first save the row is made at version 0 with the given empty profile.
 */
export async function upsertProfileResumes(
  db: Executor,
  options: {
    userId: string;
    emptyProfile: CandidateProfile;
    changes: { resumeId?: string | null; primaryResumeId?: string | null };
    now: Date;
  },
): Promise<ProfileRow> {
  const { userId, emptyProfile, changes, now } = options;
  const [row] = await db
    .insert(candidateProfiles)
    .values({
      userId,
      profile: emptyProfile,
      version: 0,
      ...changes,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The time zone the person gave in their profile's contact section, if any (not checked here). */
export async function findContactTimeZone(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      zone: sql<string | null>`nullif(${candidateProfiles.profile}->'contact'->>'timeZone', '')`,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row?.zone ?? null;
}
