import type { Entry } from './entries.ts';
import { findDateRange } from './dates.ts';
import { paragraphs, sentences, splitPieces } from './text.ts';

/** Labels that name someone else, not the entry: "Manager: xxx", "汇报对象：xx". */
const REPORTS_TO =
  /\b(?:manager|supervisor|reports? to|advisor|mentor)\s*[:：].*$|(?:经理|主管|导师|汇报对象|上级)\s*[:：].*$/iu;
const FILLER = /^(?:expected|present|current|预计|毕业|在读|至今|now)$/iu;

/** The pieces of an entry's heading lines with the dates (and "Manager: …" notes) cut out. */
export function headerPieces(entry: Entry): string[] {
  return entry.header.flatMap((line) => {
    let text = line.segments.join('   ');
    const range = findDateRange(text);
    if (range) text = `${text.slice(0, range.index)}   ${text.slice(range.index + range.length)}`;
    text = text.replace(REPORTS_TO, '').replace(/\(\s*\)|（\s*）/g, '');
    return splitPieces(text).filter((piece) => !FILLER.test(piece) && /[\p{L}\d]/u.test(piece));
  });
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
