// Runs in a worker thread (see pdf-export-pool.ts): drawing a PDF is seconds of synchronous work
// that would otherwise hold every other request, /healthz included, behind it.
import { renderLetterPdf } from '../modules/letters/render-letter-pdf.ts';
import { loadResumeFonts } from '../modules/resumes/pdf/fonts.ts';
import { renderResumePdf } from '../modules/resumes/pdf/render-resume-pdf.ts';
import type { PdfExportRequest, PdfExportResponse } from './pdf-export-pool.ts';
import { poolTask } from './pool-task.ts';

// The fonts take longer to parse than a resume to draw: loaded with the thread, before the first
// export's clock starts.
loadResumeFonts();

export default poolTask(async (input: PdfExportRequest): Promise<PdfExportResponse> => {
  try {
    const pdf =
      'letter' in input ? await renderLetterPdf(input.letter) : await renderResumePdf(input);
    return { ok: true, result: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.length) };
  } catch (error) {
    return { ok: false, reason: 'failed', detail: String((error as Error)?.stack ?? error) };
  }
});
