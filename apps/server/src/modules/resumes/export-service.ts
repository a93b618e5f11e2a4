import type { FastifyBaseLogger } from 'fastify';
import { toJsonResume } from '@yonder/career-ai/json-resume';
import type { Language } from '@yonder/contract/common';
import type { ResumeTemplate } from '@yonder/contract/resumes';
import type { Executor } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import { WorkerPoolError } from '#workers/worker-pool.ts';
import { ensureNoUnsupportedClaims } from './claims-service.ts';
import { safeFileName } from './original-file-service.ts';
import { poolRefusal } from './pool-refusal.ts';
import { loadResume } from './resume-service.ts';
import { toResume } from './resume-view.ts';

type Target = { db: Executor; userId: string; id: string };

export async function exportResumeJson(target: Target): Promise<Record<string, unknown>> {
  const row = await loadResume(target);
  await ensureNoUnsupportedClaims(target.db, row);
  const resume = toResume(row);
  return toJsonResume(resume.document, {
    language: resume.language,
    title: resume.title,
  }) as Record<string, unknown>;
}

/**
 * The resume as a PDF, drawn off the main thread by the export pool. A tailored or translated
 * copy that claims what its original does not is refused until the claims are edited or confirmed.
 */
export async function exportResumePdf(
  target: Target & { template: ResumeTemplate; pool: PdfExportPool; log: FastifyBaseLogger },
) {
  const row = await loadResume(target);
  await ensureNoUnsupportedClaims(target.db, row);
  const resume = toResume(row);
  let bytes: Buffer;
  try {
    bytes = await target.pool.render(target.userId, {
      document: resume.document,
      template: target.template,
      language: resume.language as Language,
      title: resume.title,
    });
  } catch (error) {
    if (!(error instanceof WorkerPoolError)) throw error;
    const refusal = poolRefusal(error, {
      busy: 'resumeExportBusy',
      ownerBusy: 'resumeExportOwnerBusy',
    });
    if (refusal) throw refusal;
    target.log.error({ err: error, resumeId: resume.id }, 'PDF export failed');
    throw new AppError(error.reason === 'timeout' ? 503 : 500, 'resumeExportFailed');
  }
  return { bytes, fileName: `${safeFileName(resume.title)}.pdf` };
}
