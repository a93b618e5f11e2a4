import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { PdfLabels } from './labels.ts';
import {
  contactItems,
  customSections,
  ensureSpace,
  join,
  mainSections,
  paragraph,
  type Column,
  type Doc,
  type Palette,
} from './layout.ts';

const PALETTE: Palette = { text: '#111827', muted: '#6b7280', accent: '#111827' };
export const CLASSIC_MARGINS = { top: 48, bottom: 48, left: 56, right: 56 };

function heading(doc: Doc, text: string, column: Column) {
  ensureSpace(doc, 60, CLASSIC_MARGINS.top);
  doc.moveDown(0.4);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(PALETTE.accent)
    .text(text, column.x, doc.y, { width: column.width });
  const y = doc.y + 2;
  doc
    .moveTo(column.x, y)
    .lineTo(column.x + column.width, y)
    .lineWidth(0.7)
    .strokeColor('#9ca3af')
    .stroke();
  doc.y = y + 6;
}

/** One column, black on white, thin rules under the headings: the safest for ATS readers. */
export function renderClassic(doc: Doc, resume: ResumeDocument, labels: PdfLabels) {
  const column: Column = {
    x: CLASSIC_MARGINS.left,
    width: doc.page.width - CLASSIC_MARGINS.left - CLASSIC_MARGINS.right,
  };
  const options = { column, palette: PALETTE, labels, top: CLASSIC_MARGINS.top };
  const { basics } = resume;

  doc
    .font('bold')
    .fontSize(22)
    .fillColor(PALETTE.text)
    .text(basics.name || ' ', column.x, CLASSIC_MARGINS.top, {
      width: column.width,
    });
  if (basics.label)
    doc
      .font('regular')
      .fontSize(12)
      .fillColor('#374151')
      .text(basics.label, { width: column.width });
  const contact = join(contactItems(basics), '  ·  ');
  if (contact)
    doc
      .moveDown(0.2)
      .font('regular')
      .fontSize(9.5)
      .fillColor(PALETTE.muted)
      .text(contact, { width: column.width });
  doc.moveDown(0.4);

  mainSections(doc, resume, options, heading);
  if (resume.skills.length > 0) {
    heading(doc, labels.skills, column);
    const hasKeywords = (skill: (typeof resume.skills)[number]) =>
      skill.keywords.some((keyword) => keyword.trim());
    // A group with its keywords reads best on a line of its own.
    for (const skill of resume.skills.filter(hasKeywords)) {
      ensureSpace(doc, 30, CLASSIC_MARGINS.top);
      const name = join([skill.name, skill.level], ' · ');
      doc.font('bold').fontSize(10).fillColor(PALETTE.text);
      const keywords = join(skill.keywords, ', ');
      if (name) {
        doc.text(`${name}：`, column.x, doc.y, { width: column.width, continued: true });
        doc.font('regular').text(keywords);
      } else {
        doc.font('regular').text(keywords, column.x, doc.y, { width: column.width });
      }
      doc.moveDown(0.15);
    }
    // Single skills flow on wrapped lines: a list of 24 stays a few lines, not a page.
    const single = resume.skills
      .filter((skill) => !hasKeywords(skill))
      .map((skill) => join([skill.name, skill.level], ' · '))
      .filter(Boolean);
    if (single.length > 0) {
      ensureSpace(doc, 30, CLASSIC_MARGINS.top);
      paragraph(doc, single.join('   ·   '), column, PALETTE);
    }
  }
  const languages = resume.languages.map((item) => join([item.language, item.fluency], ' – '));
  if (languages.some(Boolean)) {
    heading(doc, labels.languages, column);
    paragraph(doc, languages.filter(Boolean).join('   ·   '), column, PALETTE);
  }
  if (resume.certificates.length > 0) {
    heading(doc, labels.certificates, column);
    for (const certificate of resume.certificates)
      paragraph(
        doc,
        join([certificate.name, certificate.issuer, certificate.date]),
        column,
        PALETTE,
      );
  }
  customSections(doc, resume, options, heading);
}
