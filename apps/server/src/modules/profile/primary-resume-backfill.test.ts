import fs from 'node:fs';
import path from 'node:path';
import { candidateProfileSchema, emptyCandidateProfile } from '@yonder/contract/profile';
import { emptyResumeDocument } from '@yonder/contract/resume-document';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { MIGRATIONS_DIR } from '#db/client.ts';
import { candidateProfiles, resumes, users } from '#db/schema/index.ts';
import type { ResumeOrigin } from '@yonder/contract/resumes';

/** The hand-written migration that stores every existing user's primary resume. */
const BACKFILL = fs.readFileSync(
  path.join(
    MIGRATIONS_DIR,
    fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_primary_resume_backfill.sql'))!,
  ),
  'utf8',
);

describe('the primary resume backfill', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function userId() {
    const { user } = await signUp(t.app);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    return row!.id;
  }

  /** A resume as rows written before the primary was stored: no profile points at it. */
  async function legacyResume(
    owner: string,
    origin: ResumeOrigin,
    createdAt: string,
    updatedAt = createdAt,
  ) {
    const [row] = await t.database.db
      .insert(resumes)
      .values({
        userId: owner,
        title: `${origin} ${createdAt}`,
        language: 'en',
        origin,
        document: emptyResumeDocument(),
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      .returning({ id: resumes.id });
    return row!.id;
  }

  const primaryOf = async (owner: string) =>
    (
      await t.database.db
        .select()
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, owner))
    )[0];

  it('stores the resume matching read until now, and leaves chosen ones and profiles alone', async () => {
    // The newest upload wins over a blank resume changed later.
    const uploader = await userId();
    await legacyResume(uploader, 'upload', '2026-01-01T00:00:00Z');
    const newestUpload = await legacyResume(uploader, 'upload', '2026-02-01T00:00:00Z');
    await legacyResume(uploader, 'blank', '2026-01-15T00:00:00Z', '2026-03-01T00:00:00Z');
    // Without uploads: the most recently changed resume.
    const writer = await userId();
    await legacyResume(writer, 'blank', '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z');
    await legacyResume(writer, 'import', '2026-02-01T00:00:00Z');
    const changedLast = (
      await t.database.db
        .select({ id: resumes.id })
        .from(resumes)
        .where(eq(resumes.userId, writer))
        .orderBy(sql`${resumes.updatedAt} desc`)
        .limit(1)
    )[0]!.id;
    // A saved profile without a primary: it gains one, nothing else changes.
    const saver = await userId();
    const profile = emptyCandidateProfile();
    profile.contact.name = 'Saved Profile';
    await t.database.db.insert(candidateProfiles).values({ userId: saver, profile, version: 3 });
    const saversUpload = await legacyResume(saver, 'upload', '2026-01-01T00:00:00Z');
    // A primary the user chose stays.
    const chooser = await userId();
    const chosen = await legacyResume(chooser, 'upload', '2026-01-01T00:00:00Z');
    await legacyResume(chooser, 'upload', '2026-05-01T00:00:00Z');
    await t.database.db
      .insert(candidateProfiles)
      .values({ userId: chooser, profile: emptyCandidateProfile(), primaryResumeId: chosen });
    // No resume: no row is made.
    const nobody = await userId();

    await t.database.db.execute(sql.raw(BACKFILL));

    const uploaders = await primaryOf(uploader);
    expect(uploaders).toMatchObject({ primaryResumeId: newestUpload, version: 0 });
    expect(candidateProfileSchema.parse(uploaders!.profile)).toEqual(emptyCandidateProfile());
    expect((await primaryOf(writer))?.primaryResumeId).toBe(changedLast);
    expect(await primaryOf(saver)).toMatchObject({
      primaryResumeId: saversUpload,
      version: 3,
      profile: { contact: { name: 'Saved Profile' } },
    });
    expect((await primaryOf(chooser))?.primaryResumeId).toBe(chosen);
    expect(await primaryOf(nobody)).toBeUndefined();

    // Run twice (a restore of an old backup, say), it changes nothing more.
    await t.database.db.execute(sql.raw(BACKFILL));
    expect((await primaryOf(uploader))?.primaryResumeId).toBe(newestUpload);
  });
});
