import { describe, expect, it } from 'vitest';
import {
  emptyCandidateProfile,
  profileSectionsSchema,
  type ProfileSuggestions,
  type ProfileView,
} from '@yonder/contract/profile';
import { fileOffer, isAttachedByDefault } from './file-offer';

const RESUME_ID = '2b1f0c4e-8d5a-4f7e-9c3b-1a2d3e4f5a6b';
const OTHER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const view = (resume: ProfileView['resume']): ProfileView => ({
  profile: emptyCandidateProfile(),
  version: 0,
  completeness: {
    percent: 0,
    items: { contact: false, education: false, work: false, skills: false, preferences: false },
  },
  resume,
  primaryResumeId: null,
  updatedAt: null,
});
const attached = (id: string, fileName: string) => ({
  id,
  title: 'CV',
  fileName,
  fileType: 'pdf',
  uploadedAt: '2030-01-01T00:00:00.000Z',
});
const offer = (fileName: string | null): ProfileSuggestions => ({
  resumeId: RESUME_ID,
  resumeTitle: 'Lena CV',
  fileName,
  claims: {},
  sections: profileSectionsSchema.parse({
    contact: {},
    work: [],
    education: [],
    projects: [],
    links: [],
    skills: [],
    languages: [],
  }),
  aiUsed: false,
});

describe('fileOffer', () => {
  it("offers the resume's own file, ticked while the profile has none", () => {
    const empty = view(null);
    const found = fileOffer(empty, offer('Lena CV.pdf'));
    expect(found).toEqual({ kind: 'file', fileName: 'Lena CV.pdf' });
    expect(isAttachedByDefault(empty, found)).toBe(true);
  });

  it('offers a PDF of a resume made in the editor', () => {
    expect(fileOffer(view(null), offer(null))).toEqual({ kind: 'pdf' });
  });

  it('replaces no attached file unasked', () => {
    const other = view(attached(OTHER_ID, 'old.pdf'));
    expect(isAttachedByDefault(other, fileOffer(other, offer('Lena CV.pdf')))).toBe(false);
    expect(isAttachedByDefault(other, fileOffer(other, offer(null)))).toBe(false);
  });

  it('has nothing to do when the resume is the attached one (an upload attaches its own)', () => {
    const same = view(attached(RESUME_ID, 'Lena CV.pdf'));
    const found = fileOffer(same, offer('Lena CV.pdf'));
    expect(found).toEqual({ kind: 'attached', fileName: 'Lena CV.pdf' });
    expect(isAttachedByDefault(same, found)).toBe(false);
  });
});
