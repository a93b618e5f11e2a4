import type { ResumeDocument } from '@yonder/contract/resume-document';

/**
 * Whether a document has any of the sections that make a resume's structure: a job, a school, a
 * project or a skill. A document without is a file's text the person sorts by hand.
 */
export function isStructured(document: ResumeDocument): boolean {
  return (
    document.work.length + document.education.length + document.projects.length > 0 ||
    document.skills.length > 0
  );
}
