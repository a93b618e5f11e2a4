import type { FastifyBaseLogger } from 'fastify';
import type { ProfileView } from '@yonder/contract/profile';
import type { Database } from '#db/client.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import { exportResumePdf } from '../resumes/export-service.ts';
import { fileSha256 } from '../resumes/file-hash.ts';
import { attachResumeFile } from '../resumes/resume-repository.ts';
import { loadResume } from '../resumes/resume-service.ts';
import { chooseProfileResumes } from './profile-service.ts';

/**
 * Attaches a resume made in the editor as the profile's file: application forms take a file, so
 * it is drawn as a PDF now (the classic template, as a download would be) and kept as the
 * resume's original, where the extension and the library find it. A resume that has a file
 * already is attached as it is. Another user's resume is 404, as everywhere.
 */
export async function attachResumePdf(options: {
  db: Database;
  exportPool: PdfExportPool;
  log: FastifyBaseLogger;
  userId: string;
  resumeId: string;
  now: Date;
}): Promise<ProfileView> {
  const { db, exportPool, log, userId, resumeId, now } = options;
  const resume = await loadResume({ db, userId, id: resumeId });
  if (!resume.fileType) {
    const target = { db, userId, id: resumeId };
    const pdf = await exportResumePdf({ ...target, template: 'classic', pool: exportPool, log });
    // A second request that drew its PDF meanwhile finds the file there and keeps the first.
    await db.transaction((tx) =>
      attachResumeFile(tx, {
        id: resumeId,
        userId,
        fileName: pdf.fileName,
        fileType: 'pdf',
        content: pdf.bytes,
        sha256: fileSha256(pdf.bytes),
      }),
    );
  }
  return chooseProfileResumes({ db, userId, input: { resumeId }, now });
}
