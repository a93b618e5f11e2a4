import PDFDocument from 'pdfkit';
import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeTemplate } from '@yonder/contract/resumes';
import { CLASSIC_MARGINS, renderClassic } from './classic.ts';
import { installFontFallback } from './font-fallback.ts';
import { loadResumeFonts } from './fonts.ts';
import { PDF_LABELS } from './labels.ts';
import { MODERN_MARGINS, paintSide, renderModern } from './modern.ts';

/** An A4 PDF of the resume in one of the templates, with the Chinese-capable font embedded. */
export async function renderResumePdf(options: {
  document: ResumeDocument;
  template: ResumeTemplate;
  language: Language;
  title: string;
}): Promise<Buffer> {
  const { document, template, language, title } = options;
  const fonts = loadResumeFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: template === 'modern' ? MODERN_MARGINS : CLASSIC_MARGINS,
    // Never the built-in Helvetica: it has no Chinese and would need pdfkit's AFM files.
    font: fonts.regular as unknown as string,
    bufferPages: true,
    lang: language === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: { Title: title, Author: document.basics.name, Creator: 'Yonder', Producer: 'Yonder' },
  });
  // pdfkit takes a parsed fontkit font wherever it takes a file (its types only say file).
  doc.registerFont('regular', fonts.regular as unknown as string);
  doc.registerFont('bold', fonts.bold as unknown as string);
  installFontFallback(doc, fonts);
  if (template === 'modern') doc.on('pageAdded', () => paintSide(doc));

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  if (template === 'modern') renderModern(doc, document, PDF_LABELS[language]);
  else renderClassic(doc, document, PDF_LABELS[language]);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
