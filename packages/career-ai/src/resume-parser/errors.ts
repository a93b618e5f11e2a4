/**
 * Why a file gave no resume: the server maps each reason to a message for the user. `oversized`:
 * a DOCX that unpacks to more than a resume could (see zip-limits.ts).
 */
export type ResumeParseFailure =
  'malformed' | 'encrypted' | 'scanned' | 'empty' | 'unsupported' | 'oversized';

export class ResumeParseError extends Error {
  readonly reason: ResumeParseFailure;

  constructor(reason: ResumeParseFailure, detail?: string, options?: { cause?: unknown }) {
    super(detail ? `${reason}: ${detail}` : reason, options);
    this.name = 'ResumeParseError';
    this.reason = reason;
  }
}
