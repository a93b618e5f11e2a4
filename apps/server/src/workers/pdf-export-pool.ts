import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeTemplate } from '@yonder/contract/resumes';
import type { LetterPdfInput } from '../modules/letters/render-letter-pdf.ts';
import { timeOutcome, type OutcomeTimer } from '../lib/metrics.ts';
import { createWorkerPool, WorkerPoolError, type WorkerResponse } from './worker-pool.ts';

export type PdfExportRequest =
  | {
      document: ResumeDocument;
      template: ResumeTemplate;
      language: Language;
      title: string;
    }
  /** A cover letter, drawn in the same workers with the same fonts. */
  | { letter: LetterPdfInput };
export type PdfExportResponse = WorkerResponse<Uint8Array, 'failed'>;

export type PdfExportPool = {
  /** The resume's PDF, drawn in a worker thread; the owner (a user) has a few in at a time. */
  render: (owner: string, request: PdfExportRequest) => Promise<Buffer>;
  close: () => Promise<void>;
};

/** The worker's entry beside this file, as for the parse pool (scripts/build-server.ts). */
export const PDF_EXPORT_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-export-worker.ts' : './pdf-export-worker.js',
  import.meta.url,
);

/** Exports one user may have waiting or being drawn: a template and the other, say. */
export const EXPORTS_PER_USER = 2;

/**
 * Draws resume PDFs in at most `size` worker threads (see worker-pool.ts), at most `maxQueued`
 * more waiting. A worker keeps its parsed fonts while it lives: five idle minutes, as the fonts
 * module would keep them.
 */
export function createPdfExportPool(options: {
  size: number;
  timeoutMs: number;
  maxQueued: number;
  maxPerOwner?: number;
  workerUrl?: URL;
  /** Times each export, its wait included, under `ok` or the failure's reason. */
  metrics?: OutcomeTimer | undefined;
}): PdfExportPool {
  const pool = createWorkerPool<PdfExportRequest, Uint8Array, 'failed'>({
    workerUrl: options.workerUrl ?? PDF_EXPORT_WORKER_URL,
    size: options.size,
    timeoutMs: options.timeoutMs,
    maxQueued: options.maxQueued,
    maxPerOwner: options.maxPerOwner ?? EXPORTS_PER_USER,
    idleMs: 5 * 60_000,
  });
  return {
    render: async (owner, request) => {
      const bytes = await timeOutcome(
        options.metrics,
        () => pool.run(owner, request),
        (error) => (error instanceof WorkerPoolError ? error.reason : 'error'),
      );
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
}
