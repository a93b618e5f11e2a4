import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { resumeToProfileSections } from '@yonder/career-ai/profile/resume-to-profile';
import type { ProfileSuggestions, ProfileUploadResult } from '@yonder/contract/profile';
import type { Database, Executor } from '../../db/client.ts';
import type { ParsePool } from '../../workers/resume-parse-pool.ts';
import type { ResumeRow } from '../resumes/resume-repository.ts';
import { loadResume } from '../resumes/resume-service.ts';
import { uploadResume } from '../resumes/upload-service.ts';
import { chooseProfileResumes } from './profile-service.ts';

const suggestionsFrom = (resume: ResumeRow): ProfileSuggestions => ({
  resumeId: resume.id,
  resumeTitle: resume.title,
  sections: resumeToProfileSections(resume.document, () => randomUUID()),
});

/**
 * The profile's resume file: stored as a resume of the user's library (with its original, under
 * the same rules and hourly limit as any upload) and attached to the profile. Its parsed sections
 * are only offered: the profile's content changes when the candidate saves what they chose.
 */
export async function uploadProfileResume(options: {
  db: Database;
  pool: ParsePool;
  log: FastifyBaseLogger;
  userId: string;
  bytes: Uint8Array;
  fileName: string | undefined;
  now: Date;
}): Promise<ProfileUploadResult> {
  const { db, userId, now } = options;
  const created = await uploadResume({ ...options, title: undefined });
  const view = await chooseProfileResumes({ db, userId, input: { resumeId: created.id }, now });
  const resume = await loadResume({ db, userId, id: created.id });
  return { view, suggestions: suggestionsFrom(resume) };
}

/** The sections a resume of the user's library offers (the offline parser's reading, free). */
export async function suggestProfileSections(options: {
  db: Executor;
  userId: string;
  resumeId: string;
}): Promise<ProfileSuggestions> {
  const { db, userId, resumeId } = options;
  return suggestionsFrom(await loadResume({ db, userId, id: resumeId }));
}
