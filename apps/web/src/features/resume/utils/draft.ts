import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { updateResumeSchema, type Resume, type UpdateResume } from '@yonder/contract/resumes';

/** What the editor changes: the title, the resume's language and its document. */
export type Draft = { title: string; language: Language; document: ResumeDocument };

/**
 * The editor's rules: the contract's save body with every part present (the version is the
 * autosave's business). The server checks a save with the very same schema.
 */
export const draftSchema = updateResumeSchema.omit({ version: true }).required();

export const toDraft = (resume: Resume): Draft => ({
  title: resume.title,
  language: resume.language,
  document: resume.document,
});

/** Whether the document can be stored as it is (a field past its limit cannot). */
export const isDocumentValid = (draft: Draft) =>
  draftSchema.shape.document.safeParse(draft.document).success;

/** The save body for a draft edited from `version`; a title the rules refuse is left out, not sent. */
export function toUpdate(draft: Draft, version: number): UpdateResume {
  const title = draftSchema.shape.title.safeParse(draft.title);
  return {
    version,
    ...(title.success ? { title: title.data } : {}),
    language: draft.language,
    document: draft.document,
  };
}
