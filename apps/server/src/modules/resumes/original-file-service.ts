import type { ResumeFileType } from '@yonder/contract/resumes';
import type { Executor } from '#db/client.ts';
import { notFound } from '#lib/errors.ts';
import { findResumeFile } from './resume-repository.ts';
import { loadResume } from './resume-service.ts';

const CONTENT_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
};

/** A file name from a title: no characters that file systems refuse. */
export const safeFileName = (title: string) =>
  // eslint-disable-next-line no-control-regex
  title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'resume';

/** The name a resume's original is given: the one it was uploaded with, else one from its title. */
export const originalFileName = (row: { title: string; fileName: string | null }, type: string) =>
  row.fileName ?? `${safeFileName(row.title)}.${type}`;

/** The uploaded original of the user's resume; 404 for a resume that was not uploaded. */
export async function findOriginalFile(target: { db: Executor; userId: string; id: string }) {
  const row = await loadResume(target);
  const bytes = row.fileType ? await findResumeFile(target.db, target) : undefined;
  if (!bytes || !row.fileType) throw notFound('resumeNoOriginal');
  return {
    bytes: Buffer.from(bytes),
    contentType: CONTENT_TYPES[row.fileType],
    fileName: originalFileName(row, row.fileType),
  };
}
