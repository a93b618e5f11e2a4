// Runs in a worker thread (see pdf-export-pool.ts): drawing a PDF is seconds of synchronous work
// that would otherwise hold every other request, /healthz included, behind it.
import { parentPort } from 'node:worker_threads';
import { renderLetterPdf } from '../modules/letters/render-letter-pdf.ts';
import { loadResumeFonts } from '../modules/resumes/pdf/fonts.ts';
import { renderResumePdf } from '../modules/resumes/pdf/render-resume-pdf.ts';
import type { PdfExportRequest, PdfExportResponse } from './pdf-export-pool.ts';

parentPort?.on('message', async ({ id, ...input }: PdfExportRequest & { id: number }) => {
  let response: PdfExportResponse;
  try {
    const pdf =
      'letter' in input ? await renderLetterPdf(input.letter) : await renderResumePdf(input);
    response = { id, ok: true, result: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) };
  } catch (error) {
    response = {
      id,
      ok: false,
      reason: 'failed',
      detail: String((error as Error)?.stack ?? error),
    };
  }
  parentPort?.postMessage(response);
});

// The fonts take longer to parse than a resume to draw: loaded before the first export's clock.
loadResumeFonts();
parentPort?.postMessage({ ready: true });
