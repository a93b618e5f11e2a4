import type { Language } from '@yonder/contract/common';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import type { Resume, ResumeSummary } from '@yonder/contract/resumes';
import type { ResumeRow, ResumeSummaryRow } from './resume-repository.ts';

export const toResumeSummary = (row: ResumeSummaryRow): ResumeSummary => ({
  id: row.id,
  title: row.title,
  language: row.language as Language,
  origin: row.origin,
  parent_id: row.parentId,
  target_job_id: row.targetJobId,
  file_name: row.fileName,
  file_type: row.fileType,
  version: row.version,
  ats_score: row.atsScore,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

// Stored documents went through the schema on the way in; parsing again fills fields that a
// later version of the schema added.
export const toResume = (row: ResumeRow): Resume => ({
  ...toResumeSummary(row),
  document: resumeDocumentSchema.parse(row.document),
  parse_note: row.parseNote ?? null,
});
