import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { PdfLabels } from './labels.ts';
import {
  contactItems,
  customSections,
  ensureSpace,
  join,
  mainSections,
  type Column,
  type Doc,
  type Palette,
} from './layout.ts';

const BLUE = '#1e3a8a';
const SIDE_FILL = '#eff6ff';
const PALETTE: Palette = { text: '#1f2937', muted: '#64748b', accent: BLUE };
const HEADER_HEIGHT = 112;
const SIDE_WIDTH = 186;
export const MODERN_MARGINS = { top: 40, bottom: 44, left: 206, right: 36 };

function mainHeading(doc: Doc, text: string, column: Column) {
  ensureSpace(doc, 60, MODERN_MARGINS.top);
  doc.moveDown(0.3);
  const y = doc.y;
  doc.rect(column.x, y + 2, 3, 12).fill(BLUE);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BLUE)
    .text(text, column.x + 9, y, { width: column.width - 9 });
  doc.moveDown(0.35);
}

/** The light side column, on every page. */
export function paintSide(doc: Doc, from = 0) {
  doc
    .save()
    .rect(0, from, SIDE_WIDTH, doc.page.height - from)
    .fill(SIDE_FILL)
    .restore();
}

/** Side column blocks run page to page over the pages the main column made. */
function sideBlock(
  doc: Doc,
  title: string,
  lines: Array<{ text: string; bold?: boolean }>,
  column: Column,
  pages: { index: number },
) {
  const bottom = () => doc.page.height - MODERN_MARGINS.bottom;
  const nextPage = () => {
    pages.index += 1;
    if (pages.index >= doc.bufferedPageRange().count) doc.addPage();
    else doc.switchToPage(pages.index);
    doc.y = MODERN_MARGINS.top;
  };
  if (doc.y + 40 > bottom()) nextPage();
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(BLUE)
    .text(title, column.x, doc.y, { width: column.width });
  doc.moveDown(0.3);
  for (const line of lines) {
    doc.font(line.bold ? 'bold' : 'regular').fontSize(line.bold ? 9.5 : 9);
    if (doc.y + doc.heightOfString(line.text, { width: column.width }) > bottom()) nextPage();
    doc
      .fillColor(line.bold ? PALETTE.text : '#334155')
      .text(line.text, column.x, doc.y, { width: column.width, lineGap: 1.5 });
    doc.moveDown(line.bold ? 0.05 : 0.25);
  }
  doc.moveDown(0.6);
}

/** A coloured header with the name, a tinted side column (contact, skills, languages), the story on the right. */
export function renderModern(doc: Doc, resume: ResumeDocument, labels: PdfLabels) {
  const { basics } = resume;
  const width = doc.page.width;
  paintSide(doc, HEADER_HEIGHT);
  doc.rect(0, 0, width, HEADER_HEIGHT).fill(BLUE);
  doc
    .font('bold')
    .fontSize(24)
    .fillColor('#ffffff')
    .text(basics.name || ' ', 36, 34, { width: width - 72 });
  if (basics.label)
    doc
      .font('regular')
      .fontSize(12)
      .fillColor('#dbeafe')
      .text(basics.label, 36, doc.y + 2, { width: width - 72 });

  const main: Column = {
    x: MODERN_MARGINS.left,
    width: width - MODERN_MARGINS.left - MODERN_MARGINS.right,
  };
  const options = { column: main, palette: PALETTE, labels, top: MODERN_MARGINS.top };
  doc.y = HEADER_HEIGHT + 18;
  mainSections(doc, resume, options, mainHeading);
  customSections(doc, resume, options, mainHeading);

  const side: Column = { x: 22, width: SIDE_WIDTH - 40 };
  const pages = { index: 0 };
  doc.switchToPage(0);
  doc.y = HEADER_HEIGHT + 20;
  const contact = contactItems(basics).map((text) => ({ text }));
  if (contact.length > 0) sideBlock(doc, labels.contact, contact, side, pages);
  const skills = resume.skills.flatMap((skill) => [
    { text: join([skill.name, skill.level], ' · '), bold: true },
    ...(skill.keywords.length > 0 ? [{ text: skill.keywords.join(', ') }] : []),
  ]);
  if (skills.length > 0) sideBlock(doc, labels.skills, skills, side, pages);
  const languages = resume.languages
    .map((item) => ({ text: join([item.language, item.fluency], ' – ') }))
    .filter((line) => line.text);
  if (languages.length > 0) sideBlock(doc, labels.languages, languages, side, pages);
  const certificates = resume.certificates.map((item) => ({
    text: join([item.name, item.issuer, item.date]),
  }));
  if (certificates.length > 0) sideBlock(doc, labels.certificates, certificates, side, pages);
}
