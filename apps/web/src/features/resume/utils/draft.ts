import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { RESUME_TITLE_MAX, type Resume, type UpdateResume } from '@yonder/contract/resumes';

/** What the editor changes: the title, the resume's language and its document. */
export type Draft = { title: string; language: Language; document: ResumeDocument };

export const toDraft = (resume: Resume): Draft => ({
  title: resume.title,
  language: resume.language,
  document: resume.document,
});

/** The save body for a draft edited from `version`; an empty title is left out, not sent. */
export function toUpdate(draft: Draft, version: number): UpdateResume {
  const title = draft.title.trim().slice(0, RESUME_TITLE_MAX);
  return {
    version,
    ...(title ? { title } : {}),
    language: draft.language,
    document: draft.document,
  };
}
