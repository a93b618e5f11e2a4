import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeParseFailure } from '@yonder/career-ai/resume-parser';
import type { ResumeFileType } from '@yonder/contract/resumes';

/** What the resume parser gives for a file (`parseResume` of @yonder/career-ai). */
export type ParsedResume = {
  document: ResumeDocument;
  language: Language;
  pages: number;
  text: string;
  /** Whether the rules found the resume's structure (see `isStructured` of the parser). */
  structured: boolean;
};

/** Why the parser gave no resume for a file (the pool adds its own: see worker-pool.ts). */
export type ParseFailureReason = ResumeParseFailure | 'crashed';

export type ParseRequest = { bytes: Uint8Array; fileType: ResumeFileType };
export type ParseResponse =
  { ok: true; result: ParsedResume } | { ok: false; reason: ParseFailureReason; detail: string };
