import type { Language } from '@yonder/contract/common';
import type { CoverLetter, CoverLetterSummary } from '@yonder/contract/cover-letters';
import type { LetterRow, LetterSummaryRow } from './letter-repository.ts';

export const toLetterSummary = (row: LetterSummaryRow): CoverLetterSummary => ({
  id: row.id,
  company: row.company,
  job_title: row.jobTitle,
  language: row.language as Language,
  tone: row.tone,
  ai_used: row.aiUsed,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toLetter = (row: LetterRow): CoverLetter => ({
  ...toLetterSummary(row),
  body: row.body,
  resume_id: row.resumeId,
  job_id: row.jobId,
  version: row.version,
  flags: row.flags,
});
