import {
  emptyCandidateProfile,
  type CandidateProfile,
  type ProfileView,
  type profileResumesBodySchema,
} from '@yonder/contract/profile';
import type { z } from 'zod';
import type { Executor } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { findResumeRow } from '../resumes/resume-repository.ts';
import { loadResume } from '../resumes/resume-service.ts';
import {
  findProfileRow,
  insertProfileRow,
  updateProfileRow,
  upsertProfileResumes,
  type ProfileRow,
} from './profile-repository.ts';
import { toProfileView } from './profile-view.ts';

type Owner = { db: Executor; userId: string };

async function viewOf(db: Executor, userId: string, row: ProfileRow | undefined) {
  const resume = row?.resumeId ? await findResumeRow(db, { id: row.resumeId, userId }) : undefined;
  return toProfileView(row, resume);
}

/** The caller's profile; an empty one at version 0 before the first save. */
export async function findProfile({ db, userId }: Owner): Promise<ProfileView> {
  return viewOf(db, userId, await findProfileRow(db, userId));
}

/**
 * Stores the whole profile when `version` is the stored one (0: nothing saved yet); 409 when
 * another tab or device saved first, so nothing is overwritten unseen.
 */
export async function saveProfile(
  options: Owner & { profile: CandidateProfile; version: number; now: Date },
): Promise<ProfileView> {
  const { db, userId, profile, version, now } = options;
  let row = await updateProfileRow(db, { userId, version, profile, now });
  if (!row && version === 0) row = await insertProfileRow(db, { userId, profile, now });
  if (row) return viewOf(db, userId, row);
  const current = await findProfileRow(db, userId);
  throw new AppError(409, 'profileVersionConflict', { values: { version: current?.version ?? 0 } });
}

/**
 * Chooses the attached resume (whose original file the extension uploads, so it must have one)
 * and the primary resume (matching and the dashboard read it). Either must be the caller's own
 * (404 otherwise).
 */
export async function chooseProfileResumes(
  options: Owner & { input: z.output<typeof profileResumesBodySchema>; now: Date },
): Promise<ProfileView> {
  const { db, userId, input, now } = options;
  const changes: { resumeId?: string | null; primaryResumeId?: string } = {};
  if (input.resumeId !== undefined) {
    if (input.resumeId !== null) {
      const resume = await loadResume({ db, userId, id: input.resumeId });
      if (!resume.fileType) throw new AppError(422, 'profileResumeNoFile');
    }
    changes.resumeId = input.resumeId;
  }
  if (input.primaryResumeId !== undefined) {
    await loadResume({ db, userId, id: input.primaryResumeId });
    changes.primaryResumeId = input.primaryResumeId;
  }
  if (Object.keys(changes).length === 0) return findProfile({ db, userId });
  const row = await upsertProfileResumes(db, {
    userId,
    emptyProfile: emptyCandidateProfile(),
    changes,
    now,
  });
  return viewOf(db, userId, row);
}
