import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeFileType } from '@yonder/contract/resumes';

/** What the resume parser gives for a file (`parseResume` of @yonder/career-ai). */
export type ParsedResume = {
  document: ResumeDocument;
  language: Language;
  pages: number;
  text: string;
};

/** Why a file gave no resume: the parser's reasons, or a worker that died on it. */
export type ParseFailureReason =
  'malformed' | 'encrypted' | 'scanned' | 'empty' | 'unsupported' | 'crashed' | 'timeout';

export type ParseRequest = { id: number; bytes: Uint8Array; fileType: ResumeFileType };
export type ParseResponse =
  | { id: number; ok: true; result: ParsedResume }
  | { id: number; ok: false; reason: ParseFailureReason; detail: string };
