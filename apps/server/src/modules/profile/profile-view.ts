import {
  candidateProfileSchema,
  emptyCandidateProfile,
  profileCompleteness,
  type ProfileView,
} from '@yonder/contract/profile';
import type { ResumeRow } from '../resumes/resume-repository.ts';
import type { ProfileRow } from './profile-repository.ts';

/**
 * The profile as the API shows it: an empty one at version 0 before anything is stored. Stored
 * profiles are parsed again so fields a later schema added get their defaults.
 */
export function toProfileView(
  row: ProfileRow | undefined,
  resume: ResumeRow | undefined,
): ProfileView {
  const profile = row ? candidateProfileSchema.parse(row.profile) : emptyCandidateProfile();
  return {
    profile,
    version: row?.version ?? 0,
    completeness: profileCompleteness(profile, Boolean(resume?.fileType)),
    resume: resume
      ? {
          id: resume.id,
          title: resume.title,
          fileName: resume.fileName,
          fileType: resume.fileType,
          uploadedAt: resume.createdAt.toISOString(),
        }
      : null,
    primaryResumeId: row?.primaryResumeId ?? null,
    // Only a save of the profile itself counts: a version-0 row holds just the attached file.
    updatedAt: row && row.version > 0 ? row.updatedAt.toISOString() : null,
  };
}
