import { randomUUID } from 'node:crypto';
import type { ProfileView } from '@yonder/contract/profile';
import { questionKey } from '@yonder/contract/questions';
import type { Executor } from '#db/client.ts';
import { notFound } from '#lib/errors.ts';
import { findProfileRow } from '../profile/profile-repository.ts';
import { findProfile, saveProfile } from '../profile/profile-service.ts';
import { findOriginalFile } from '../resumes/original-file-service.ts';
import { listLettersWithJobUrls } from './letter-repository.ts';

type Owner = { db: Executor; userId: string };

/** The original file of the resume attached to the profile, which the extension puts in forms. */
export async function findProfileResumeFile({ db, userId }: Owner) {
  const row = await findProfileRow(db, userId);
  if (!row?.resumeId) throw notFound('extensionNoResumeFile');
  return { resumeId: row.resumeId, ...(await findOriginalFile({ db, userId, id: row.resumeId })) };
}

/**
 * Adds (or replaces) one answer of the bank. It edits the version it reads, so a profile saved in
 * between is never overwritten: the caller gets 409 and asks again.
 */
export async function saveExtensionAnswer(
  options: Owner & { question: string; answer: string; now: Date },
): Promise<ProfileView> {
  const { db, userId, question, answer, now } = options;
  const view = await findProfile({ db, userId });
  const custom = view.profile.answers.custom.filter(
    (entry) => questionKey(entry.question) !== questionKey(question),
  );
  custom.push({ id: randomUUID(), question, answer });
  const profile = { ...view.profile, answers: { ...view.profile.answers, custom } };
  return saveProfile({ db, userId, profile, version: view.version, now });
}

/** `https://host/path` without query, fragment, trailing slash or the apply step's last segment. */
const postingOf = (url: string) => {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '').replace(/\/(apply|application)$/, '');
    return `${parsed.host.toLowerCase()}${path}`;
  } catch {
    return '';
  }
};

/** The newest letter written for the job whose application form is at `url`, or null. */
export async function findLetterForUrl(options: Owner & { url: string }) {
  const posting = postingOf(options.url);
  if (!posting) return null;
  const letters = await listLettersWithJobUrls(options.db, options.userId);
  const letter = letters.find((row) => row.url && postingOf(row.url) === posting);
  return letter ? { id: letter.id, body: letter.body } : null;
}
