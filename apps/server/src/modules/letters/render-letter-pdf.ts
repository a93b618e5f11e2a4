import PDFDocument from 'pdfkit';
import type { Language } from '@yonder/contract/common';
import { CLASSIC_MARGINS } from '../resumes/pdf/classic.ts';
import { installFontFallback } from '../resumes/pdf/font-fallback.ts';
import { loadResumeFonts } from '../resumes/pdf/fonts.ts';

export type LetterPdfInput = {
  body: string;
  language: Language;
  title: string;
  author: string;
  /** The date line, already written in the letter's language. */
  date: string;
};

const PALETTE = { text: '#111827', muted: '#6b7280' };

/** An A4 letter in the classic resume template's type and margins, the Chinese font embedded. */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  const fonts = loadResumeFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: CLASSIC_MARGINS,
    font: fonts.regular as unknown as string,
    lang: input.language === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: { Title: input.title, Author: input.author, Creator: 'Yonder', Producer: 'Yonder' },
  });
  doc.registerFont('regular', fonts.regular as unknown as string);
  installFontFallback(doc, fonts);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - CLASSIC_MARGINS.left - CLASSIC_MARGINS.right;
  doc.font('regular').fontSize(9.5).fillColor(PALETTE.muted);
  doc.text(input.date, CLASSIC_MARGINS.left, CLASSIC_MARGINS.top, { width, align: 'right' });
  doc.moveDown(1.2);
  doc.fontSize(11).fillColor(PALETTE.text);
  for (const paragraph of input.body.split(/\n{2,}/)) {
    doc.text(paragraph.trim(), CLASSIC_MARGINS.left, doc.y, { width, lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
