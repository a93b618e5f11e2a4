import type {
  ResumeBasics,
  ResumeDocument,
  ResumeEducation,
  ResumeProject,
  ResumeWork,
} from '@yonder/contract/resume-document';
import type { PdfLabels } from './labels.ts';

export type Doc = PDFKit.PDFDocument;
/** A column of the page: its left edge and width. */
export type Column = { x: number; width: number };
export type Palette = { text: string; muted: string; accent: string };

export const join = (parts: Array<string | undefined>, separator = ' · ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

export function dateRange(start: string, end: string, labels: PdfLabels): string {
  if (!start && !end) return '';
  return `${start || '…'} – ${end || labels.present}`;
}

export function contactItems(basics: ResumeBasics): string[] {
  const place = join(
    [basics.location.city, basics.location.region, basics.location.countryCode],
    ', ',
  );
  return [
    basics.email,
    basics.phone,
    place,
    basics.url,
    ...basics.profiles.map(
      (profile) => profile.url || join([profile.network, profile.username], ': '),
    ),
  ].filter((item) => item.trim());
}

/** Starts a new page when fewer than `height` points are left in this one. */
export function ensureSpace(doc: Doc, height: number, top: number) {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return;
  doc.addPage();
  doc.y = top;
}

export function paragraph(doc: Doc, text: string, column: Column, palette: Palette, size = 10) {
  if (!text.trim()) return;
  doc.font('regular').fontSize(size).fillColor(palette.text);
  doc.text(text.trim(), column.x, doc.y, { width: column.width, lineGap: 2 });
  doc.moveDown(0.3);
}

export function bullets(doc: Doc, items: string[], column: Column, palette: Palette, top: number) {
  const indent = 11;
  doc.font('regular').fontSize(10);
  for (const item of items.filter((text) => text.trim())) {
    const height = doc.heightOfString(item, { width: column.width - indent, lineGap: 2 });
    ensureSpace(doc, Math.min(height, 40), top);
    const y = doc.y;
    doc.circle(column.x + 3.5, y + 7.8, 1.5).fill(palette.muted);
    doc.fillColor(palette.text).text(item.trim(), column.x + indent, y, {
      width: column.width - indent,
      lineGap: 2,
    });
    doc.moveDown(0.15);
  }
}

/** A bold title on the left and a muted date on the right of one line. */
export function entryHeader(
  doc: Doc,
  title: string,
  date: string,
  column: Column,
  palette: Palette,
  top: number,
) {
  ensureSpace(doc, 48, top);
  const y = doc.y;
  const dateWidth = date ? doc.font('regular').fontSize(9).widthOfString(date) + 4 : 0;
  if (date)
    doc.fillColor(palette.muted).text(date, column.x + column.width - dateWidth, y + 1.5, {
      width: dateWidth,
      align: 'right',
      lineBreak: false,
    });
  doc.font('bold').fontSize(10.5).fillColor(palette.text);
  doc.text(title || ' ', column.x, y, { width: column.width - dateWidth - 8 });
}

export function subtitle(doc: Doc, text: string, column: Column, palette: Palette) {
  if (!text.trim()) return;
  doc.font('regular').fontSize(9.5).fillColor(palette.muted);
  doc.text(text, column.x, doc.y, { width: column.width });
}

export type EntryOptions = { column: Column; palette: Palette; labels: PdfLabels; top: number };

/** A dated entry with a subtitle, a paragraph and bullets: a job or a project. */
function datedEntry(
  doc: Doc,
  entry: {
    title: string;
    startDate: string;
    endDate: string;
    subtitle: string;
    text: string;
    highlights: string[];
  },
  { column, palette, labels, top }: EntryOptions,
) {
  const date = dateRange(entry.startDate, entry.endDate, labels);
  entryHeader(doc, entry.title, date, column, palette, top);
  subtitle(doc, entry.subtitle, column, palette);
  doc.moveDown(0.2);
  paragraph(doc, entry.text, column, palette);
  bullets(doc, entry.highlights, column, palette, top);
  doc.moveDown(0.5);
}

export function workEntry(doc: Doc, work: ResumeWork, options: EntryOptions) {
  datedEntry(
    doc,
    {
      title: join([work.position, work.name]),
      startDate: work.startDate,
      endDate: work.endDate,
      subtitle: join([work.location, work.url]),
      text: work.summary,
      highlights: work.highlights,
    },
    options,
  );
}

export function projectEntry(doc: Doc, project: ResumeProject, options: EntryOptions) {
  datedEntry(
    doc,
    {
      title: project.name,
      startDate: project.startDate,
      endDate: project.endDate,
      subtitle: join([project.url, project.keywords.join(', ')]),
      text: project.description,
      highlights: project.highlights,
    },
    options,
  );
}

export function educationEntry(
  doc: Doc,
  education: ResumeEducation,
  { column, palette, labels, top }: EntryOptions,
) {
  entryHeader(
    doc,
    join([education.institution, education.location]),
    dateRange(education.startDate, education.endDate, labels),
    column,
    palette,
    top,
  );
  subtitle(doc, join([education.studyType, education.area, education.score]), column, palette);
  if (education.courses.length > 0)
    paragraph(doc, education.courses.join(', '), column, palette, 9.5);
  paragraph(doc, education.summary, column, palette, 9.5);
  doc.moveDown(0.5);
}

/** Sections of the person's own, each under its title with its items as bullets. */
export function customSections(
  doc: Doc,
  resume: ResumeDocument,
  { column, palette, top }: EntryOptions,
  heading: (doc: Doc, text: string, column: Column) => void,
) {
  for (const section of resume.customSections) {
    const items = section.items.filter((item) => item.trim());
    if (!section.title.trim() && items.length === 0) continue;
    if (section.title.trim()) heading(doc, section.title.trim(), column);
    bullets(doc, items, column, palette, top);
    doc.moveDown(0.3);
  }
}

/**
 * The sections both templates draw in their main column, in this order: summary, work, projects,
 * education. Each template brings its own heading style.
 */
export function mainSections(
  doc: Doc,
  resume: ResumeDocument,
  options: EntryOptions,
  heading: (doc: Doc, text: string, column: Column) => void,
) {
  const { column, palette, labels } = options;
  if (resume.basics.summary.trim()) {
    heading(doc, labels.summary, column);
    paragraph(doc, resume.basics.summary, column, palette);
  }
  if (resume.work.length > 0) {
    heading(doc, labels.work, column);
    for (const work of resume.work) workEntry(doc, work, options);
  }
  if (resume.projects.length > 0) {
    heading(doc, labels.projects, column);
    for (const project of resume.projects) projectEntry(doc, project, options);
  }
  if (resume.education.length > 0) {
    heading(doc, labels.education, column);
    for (const education of resume.education) educationEntry(doc, education, options);
  }
}
