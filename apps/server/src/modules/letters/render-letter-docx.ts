import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterPdfInput } from './render-letter-pdf.ts';

/** The letter as a Word document: one paragraph per paragraph, line breaks kept. */
export async function renderLetterDocx(input: LetterPdfInput): Promise<Buffer> {
  const font = input.language === 'zh' ? 'Microsoft YaHei' : 'Calibri';
  const paragraph = (text: string, options: { right?: boolean } = {}) =>
    new Paragraph({
      alignment: options.right ? 'right' : 'left',
      spacing: { after: 200 },
      children: text
        .split('\n')
        .map(
          (line, index) =>
            new TextRun({ text: line, font, size: 22, ...(index > 0 ? { break: 1 } : {}) }),
        ),
    });
  const document = new Document({
    creator: 'Yonder',
    title: input.title,
    description: input.title,
    sections: [
      {
        children: [
          paragraph(input.date, { right: true }),
          ...input.body.split(/\n{2,}/).map((text) => paragraph(text.trim())),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
