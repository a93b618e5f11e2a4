import type { Entry } from './entries.ts';
import { findDateRange, isDuration } from './dates.ts';
import { paragraphs, sentences, splitPieces } from './text.ts';

/** Labels that name someone else, not the entry: "Manager: xxx", "汇报对象：xx". */
const REPORTS_TO =
  /\b(?:manager|supervisor|reports? to|advisor|mentor)\s*[:：].*$|(?:经理|主管|导师|汇报对象|上级)\s*[:：].*$/iu;
const FILLER = /^(?:expected|present|current|预计|毕业|在读|至今|now)$/iu;

/** The notes an entry's heading carries about someone else ("Manager: Ana Costa"), as written. */
export function headerNotes(entry: Entry): string[] {
  return entry.header.flatMap((line) => {
    const note = REPORTS_TO.exec(line.segments.join('   '))?.[0];
    return note ? [note.replace(/\s+/gu, ' ').trim()] : [];
  });
}

/** "Inc.", "LLC": the end of the company's name before it, not a piece of its own. */
const COMPANY_SUFFIX =
  /^(?:inc|llc|l\.l\.c|ltd|limited|corp|co|gmbh|plc|ag|s\.?a|b\.?v|pty\.? ltd)\.?$/iu;

/**
 * The segments of an entry's heading lines (the parts set apart by tab stops or wide gaps), with
 * the dates (and "Manager: …" notes) cut out.
 */
export function headerSegments(entry: Entry): string[] {
  return entry.header.flatMap((line) => {
    let text = line.segments.join('   ');
    const range = findDateRange(text);
    if (range) text = `${text.slice(0, range.index)}   ${text.slice(range.index + range.length)}`;
    text = text.replace(REPORTS_TO, '').replace(/\(\s*\)|（\s*）/g, '');
    return text
      .split(/\s{3,}/u)
      .map((segment) => segment.trim())
      .filter((segment) => !FILLER.test(segment) && /[\p{L}\d]/u.test(segment));
  });
}

/** A segment cut at its separators, "Inc." kept with the company before it. */
export function piecesOf(segment: string): string[] {
  const pieces: string[] = [];
  for (const split of splitPieces(segment)) {
    const piece = split.replace(/^[\s/\\|–—-]+|[\s/\\|–—-]+$/gu, '');
    if (FILLER.test(piece) || isDuration(piece) || !/[\p{L}\d]/u.test(piece)) continue;
    if (pieces.length > 0 && COMPANY_SUFFIX.test(piece)) pieces[pieces.length - 1] += `, ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/** The pieces of an entry's heading lines with the dates (and "Manager: …" notes) cut out. */
export function headerPieces(entry: Entry): string[] {
  return headerSegments(entry).flatMap(piecesOf);
}

/** An entry's body as highlights (bullets, or the sentences of a plain description) and a summary. */
export function bodyText(
  entry: Entry,
  { proseAsHighlights = true } = {},
): { summary: string; highlights: string[] } {
  const items = paragraphs(entry.body);
  const bullets = items.filter((item) => item.bullet).map((item) => item.text);
  const prose = items.filter((item) => !item.bullet).map((item) => item.text);
  if (bullets.length > 0 || !proseAsHighlights)
    return { summary: prose.join('\n'), highlights: bullets };
  return { summary: '', highlights: prose.flatMap(sentences) };
}
