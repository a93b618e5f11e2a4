import { and, eq, sql } from 'drizzle-orm';
import type { CandidateProfile } from '@yonder/contract/profile';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { candidateProfiles } from '#db/schema/index.ts';

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

/**
 * Makes `resumeId` the user's primary resume when they have none yet (their first resume), in
 * one statement, so two first uploads at once leave exactly one primary. Before the profile's
 * first save the row is made at version 0 with the given empty profile.
 */
export async function claimPrimaryResume(
  db: Executor,
  options: { userId: string; resumeId: string; emptyProfile: CandidateProfile; now: Date },
): Promise<void> {
  const { userId, resumeId, emptyProfile, now } = options;
  await db
    .insert(candidateProfiles)
    .values({
      userId,
      profile: emptyProfile,
      version: 0,
      primaryResumeId: resumeId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        primaryResumeId: sql`coalesce(${candidateProfiles.primaryResumeId}, excluded.primary_resume_id)`,
      },
    });
}

/**
 * When the user's primary resume is gone (deleted: the key was set to null), the successor
 * becomes primary: their own resumes (uploaded, written or imported) before copies made from
 * one (tailored, translated, copied), then the most recently changed. Answers the successor, or
 * undefined when the primary was still there or no resume is left.
 */
export async function fillPrimaryResume(
  db: Executor,
  userId: string,
): Promise<{ id: string; title: string } | undefined> {
  const [row] = await queryRows<{ id: string; title: string }>(
    db,
    sql`with successor as (
          select r.id, r.title from resumes r
          where r.user_id = ${userId}
          order by (r.origin in ('upload', 'blank', 'import')) desc, r.updated_at desc, r.id desc
          limit 1),
        chosen as (
          update candidate_profiles p set primary_resume_id = s.id
          from successor s
          where p.user_id = ${userId} and p.primary_resume_id is null
          returning p.primary_resume_id)
        select s.id, s.title from successor s join chosen c on c.primary_resume_id = s.id`,
  );
  return row;
}

/** The user's primary resume's id, or null. */
export async function findPrimaryResumeId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: candidateProfiles.primaryResumeId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}
