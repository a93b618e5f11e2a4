import { isOnlyDates, OPEN_RANGE } from './dates.ts';
import { splitColumns } from './pdf-columns.ts';
import type { PdfItem, PdfPage } from './pdf-read.ts';
import { BULLET_MARK, type Line } from './types.ts';

/** Icon fonts (Font Awesome and friends) map their glyphs to the private use area. */
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
/** Where an icon stood: it parts the texts around it ("\uF041 Lisbon \uF0E0 ana@example.com"). */
const ICON = '\uE000';
const joinText = (items: PdfItem[]) =>
  items
    .map((item) => item.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Items whose baselines sit within a fraction of the font size form one row. */
function groupRows(items: PdfItem[]): PdfItem[][] {
  const sorted = [...items].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: { top: number; size: number; items: PdfItem[] }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && item.top - row.top <= 0.45 * Math.max(row.size, item.fontSize)) row.items.push(item);
    else rows.push({ top: item.top, size: item.fontSize, items: [item] });
  }
  return rows
    .map((row) => row.items.sort((a, b) => a.x - b.x))
    .filter((row) => joinText(row) !== '');
}

/**
 * A date column (moderncv and similar): "June 2022 –" beside the title and "Present" on the row
 * below, beside the description. The end date moves up to join its start.
 */
function joinDateColumn(rows: PdfItem[][]): void {
  for (let index = 0; index + 1 < rows.length; index += 1) {
    const row = rows[index]!;
    // The shortest beginning of the row that ends in an open range, its text built as it grows.
    let prefix = 0;
    let text = '';
    for (; prefix < row.length; prefix += 1) {
      text = `${text} ${row[prefix]!.text}`;
      if (
        /(?:[–—−\-~～至到]|\bto|\buntil)\s*$/u.test(text) &&
        OPEN_RANGE.test(text.replace(/\s+/g, ' ').trim())
      )
        break;
    }
    if (prefix >= row.length - 1 || !isOnlyDates(joinText(row.slice(0, prefix + 1)))) continue;
    const restX = row[prefix + 1]!.x;
    const next = rows[index + 1]!;
    const moving = next.filter((item) => item.right < restX - 1);
    if (moving.length === 0 || moving.length === next.length || !isOnlyDates(joinText(moving)))
      continue;
    row.splice(prefix + 1, 0, ...moving);
    rows[index + 1] = next.filter((item) => !moving.includes(item));
  }
}

/** The font most of the document's text is set in: other fonts (bold, italic) stand out. */
function bodyFont(pages: PdfPage[]): string {
  const characters = new Map<string, number>();
  for (const item of pages.flatMap((page) => page.items))
    if (item.font)
      characters.set(item.font, (characters.get(item.font) ?? 0) + item.text.trim().length);
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** A row's text in segments: wide gaps (tab stops, right-aligned dates) start a new segment. */
function toLine(row: PdfItem[], page: number, body: string): Line {
  const segments: string[] = [''];
  let previous: PdfItem | null = null;
  for (const item of row) {
    const size = item.fontSize || 10;
    const text = item.text.replace(PRIVATE_USE, ICON);
    const gap = previous ? item.x - previous.right : 0;
    const isBlank = text.trim() === '';
    if (isBlank ? item.right - item.x > 2 * size || gap > 2.5 * size : gap > 2.5 * size) {
      if (segments.at(-1)!.trim()) segments.push('');
    }
    if (!isBlank) {
      const last = segments.at(-1)!;
      const needsSpace =
        previous &&
        (gap > 0.12 * size || gap < -size) &&
        last &&
        !/\s$/.test(last) &&
        !/^\s/.test(text);
      segments[segments.length - 1] = last + (needsSpace ? ' ' : '') + text;
    } else if (segments.at(-1)) segments[segments.length - 1] += ' ';
    previous = item;
  }
  const clean = segments
    .flatMap((segment) => segment.split(ICON))
    .map((segment) => segment.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const bullet = BULLET_MARK.test(clean[0] ?? '') && !/^\s*[–—-]\s*\d/.test(clean[0] ?? '');
  if (bullet) clean[0] = clean[0]!.replace(BULLET_MARK, '');
  const written = row.filter((item) => item.text.replace(PRIVATE_USE, '').trim());
  const sizes = written.map((item) => item.fontSize);
  const first = row.find((item) => item.text.replace(PRIVATE_USE, '').trim()) ?? row[0]!;
  return {
    text: clean.filter(Boolean).join('   '),
    segments: clean.filter(Boolean),
    page,
    x: first.x,
    top: first.top,
    fontSize: Math.max(...sizes, 0),
    bullet,
    // Set wholly in a font other than the body's (bold, as headings often are).
    emphasis: written.length > 0 && written.every((item) => item.font && item.font !== body),
  };
}

/** The lines of a PDF in reading order, page by page, column by column. */
export function pdfLines(pages: PdfPage[]): Line[] {
  const body = bodyFont(pages);
  return pages.flatMap((page, index) =>
    splitColumns(page).flatMap((group) => {
      const rows = groupRows(group);
      joinDateColumn(rows);
      return rows.map((row) => toLine(row, index + 1, body)).filter((line) => line.text !== '');
    }),
  );
}
