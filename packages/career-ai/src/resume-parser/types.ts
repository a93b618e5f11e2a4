/**
 * One line of a resume as the layout gave it, whatever the file format. Positions are in PDF
 * points (zero for formats without positions); `segments` are the parts of the line separated by
 * wide gaps (tab stops, table cells, right-aligned dates).
 */
export type Line = {
  text: string;
  segments: string[];
  page: number;
  /** Left edge. */
  x: number;
  /** Baseline, measured from the top of the page. */
  top: number;
  /** Zero when unknown. */
  fontSize: number;
  /** Starts with a bullet mark (removed from `text`) or is a list item. */
  bullet: boolean;
  /** The source marks the line as a heading (a DOCX heading style) or sets it all in bold. */
  emphasis: boolean;
};

/** What a format reader gives the structure parser. */
export type ExtractedText = { lines: Line[]; pages: number; links: string[] };

export const BULLET_MARK = /^\s*[•●○◦▪▫■□◆◇►▸▹➢➤✓✔∙·‣⁃*–—-]\s*/u;

/** A line made from plain text (DOCX paragraphs, text files). */
export function textLine(raw: string, options: Partial<Line> = {}): Line {
  const segments = raw
    .split(/\t+| {3,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  let text = segments.join('   ');
  let bullet = options.bullet ?? false;
  if (BULLET_MARK.test(text) && !/^\s*[–—-]\s*\d/.test(text)) {
    bullet = true;
    text = text.replace(BULLET_MARK, '');
    segments[0] = (segments[0] ?? '').replace(BULLET_MARK, '');
  }
  return {
    page: 1,
    x: 0,
    top: 0,
    fontSize: 0,
    emphasis: false,
    ...options,
    text,
    segments: segments.filter(Boolean),
    bullet,
  };
}
