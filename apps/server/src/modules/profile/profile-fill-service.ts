import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fitProfileSections } from '@yonder/career-ai/profile/fit-sections';
import { findProfileClaims } from '@yonder/career-ai/profile/claims';
import { resumeToProfileSections } from '@yonder/career-ai/profile/resume-to-profile';
import type { ProfileSuggestions, ProfileUploadResult } from '@yonder/contract/profile';
import type { Database } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import type { ParsePool } from '#workers/resume-parse-pool.ts';
import { aiFailureToAppError } from '../ai/ai-app-error.ts';
import type { AiClient } from '../ai/ai-client.ts';
import { readProfileSections } from '../ai/profile-prompts.ts';
import { chargeAiAction } from '../credits/charge-ai-action.ts';
import type { ResumeRow } from '../resumes/resume-repository.ts';
import { originalFileName } from '../resumes/original-file-service.ts';
import { loadResume } from '../resumes/resume-service.ts';
import { uploadResume } from '../resumes/upload-service.ts';
import { toResume } from '../resumes/resume-view.ts';
import { chooseProfileResumes } from './profile-service.ts';

const newId = () => randomUUID();

/** The resume's file the profile would attach; null for one made in the editor. */
const fileNameOf = (resume: ResumeRow) =>
  resume.fileType ? originalFileName(resume, resume.fileType) : null;

const suggestionsFrom = (resume: ResumeRow): ProfileSuggestions => ({
  resumeId: resume.id,
  resumeTitle: resume.title,
  fileName: fileNameOf(resume),
  sections: resumeToProfileSections(resume.document, newId),
  aiUsed: false,
  claims: {},
});

/**
 * The profile's resume file: stored as a resume of the user's library (with its original, under
 * the same rules and hourly limit as any upload) and attached to the profile. Its parsed sections
 * are only offered: the profile's content changes when the candidate saves what they chose. A file
 * the library already holds is not stored again: the resume holding it is attached and offered.
 */
export async function uploadProfileResume(options: {
  db: Database;
  pool: ParsePool;
  log: FastifyBaseLogger;
  userId: string;
  bytes: Uint8Array;
  fileName: string | undefined;
  now: Date;
  ai?: AiClient | undefined;
}): Promise<ProfileUploadResult> {
  const { db, userId, now } = options;
  const uploaded = await uploadResume({ ...options, title: undefined });
  const view = await chooseProfileResumes({ db, userId, input: { resumeId: uploaded.id }, now });
  const resume = await loadResume({ db, userId, id: uploaded.id });
  return { view, suggestions: suggestionsFrom(resume), isDuplicate: uploaded.isDuplicate };
}

/**
 * The sections a resume of the user's library offers: the offline parser's reading (free), or with
 * `useAi` the AI provider's (the spec's "smart configuration": 1 point on the free plan, taken only
 * when the answer is usable), each entry checked against the resume: what it claims that the
 * resume does not say is named, so it is not offered ticked. Nothing in the profile changes either way.
 */
export async function suggestProfileSections(options: {
  db: Database;
  ai: AiClient;
  log: FastifyBaseLogger;
  userId: string;
  resumeId: string;
  useAi: boolean;
  now: Date;
}): Promise<ProfileSuggestions> {
  const { db, ai, log, userId, resumeId, useAi, now } = options;
  const resume = await loadResume({ db, userId, id: resumeId });
  if (!useAi) return suggestionsFrom(resume);
  // Checked before the points: without a provider no amount of points helps.
  if (!ai.isConfigured) throw new AppError(503, 'profileFillNeedsAi');
  const charged = await chargeAiAction({
    db,
    userId,
    now,
    reason: 'profileFill',
    work: async () => {
      try {
        return fitProfileSections(await readProfileSections(ai, resume.document), newId);
      } catch (error) {
        throw aiFailureToAppError(error, { log, notConfigured: 'profileFillNeedsAi' });
      }
    },
    // Nothing to store but the point: the candidate saves what they take with the profile.
    store: async (_tx, sections) => ({ ref: resume.id, result: { sections } }),
  });
  return {
    resumeId: resume.id,
    resumeTitle: resume.title,
    fileName: fileNameOf(resume),
    sections: charged.sections,
    aiUsed: true,
    claims: findProfileClaims(charged.sections, toResume(resume).document),
    availableCredits: charged.available_credits,
  };
}
