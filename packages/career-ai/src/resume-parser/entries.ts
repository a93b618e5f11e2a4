import { findDateRange, isDuration, isOnlyDates, type DateRange } from './dates.ts';
import { parseLocation } from './contact.ts';
import { isPlace } from './lexicon.ts';
import type { Line } from './types.ts';

/** One entry of a work, education or project section: its heading lines and its body. */
export type Entry = { header: Line[]; body: Line[]; dates: DateRange | null };
type OpenEntry = Entry & { isDatedFirst: boolean };

/** "Expected Graduation: June 2016", "预计 2016 年 3 月毕业": a label before a date of its own. */
const DATE_LABEL =
  /^(?:(?:expected|anticipated)(?:\s+graduation)?(?:\s+date)?|graduat(?:ed|ion)(?:\s+date)?|class of|预计|毕业时间|毕业)\s*[:：]?\s*|\s*毕业$/giu;

/** The dates an entry heading carries: a range anywhere, or a single date standing alone. */
export function entryDates(line: Line): DateRange | null {
  const range = findDateRange(line.text);
  if (!range) return null;
  if (!range.isSingle) return range;
  // Alone in its segment, or set apart by a bar or a dot: "B.S. Mathematics | NYU | 2018".
  const alone = line.segments
    .flatMap((segment) => segment.split(/\s+[|｜·•]\s+/u))
    .some((piece) => isOnlyDates(piece.replace(DATE_LABEL, '')));
  const atEdge =
    /^\s*[\p{L}.]*\s*(?:19|20)\d{2}/u.test(line.text.slice(0, range.index + range.length)) &&
    range.index < 12;
  return alone || atEdge ? range : null;
}

/** A line of dates, or of dates and the place: "June 2017 - January 2019 / Atlanta, GA". */
function isDatesLine(line: Line): boolean {
  if (isOnlyDates(line.text)) return true;
  const range = findDateRange(line.text);
  if (!range) return false;
  const rest = (
    line.text.slice(0, range.index) +
    ' ' +
    line.text.slice(range.index + range.length)
  ).replace(/^[\s/|·•,–—-]+|[\s/|·•,–—-]+$/gu, '');
  return rest === '' || (rest.length <= 40 && isPlaceLine({ ...line, text: rest }));
}

/** Running text rather than a heading: a bullet, a long line, a sentence. */
function isBodyLike(line: Line): boolean {
  if (line.bullet) return true;
  const text = line.text;
  // A sentence: a full stop after a word, not an abbreviation ("Inc.", "Sp. z o.o.").
  const isSentence =
    /[.。;；]$/u.test(text) &&
    (text.length > 40 || /\S+\s+\S+\s+\S+\s+\p{L}{4,}[.。]$/u.test(text));
  return text.length > 90 || isSentence || /^\p{Ll}/u.test(text);
}

/** "Lisbon, Portugal · Remote" under an entry's dates: where the role was. */
const isPlaceLine = (line: Line) =>
  line.text.length <= 60 &&
  line.text
    .split(/\s*[·|｜•]\s*/u)
    .every((piece) => isPlace(piece) || parseLocation(piece) !== null);

/** A long line in smaller type than the entry's heading: the description starts (moderncv). */
function isSmallProse(entry: Entry, line: Line): boolean {
  const headingSize = entry.header[0]?.fontSize ?? 0;
  return (
    line.text.length > 70 &&
    line.fontSize > 0 &&
    headingSize > 0 &&
    line.fontSize < headingSize - 0.5
  );
}

/**
 * A line set where and as the current entry's first line is, after that entry's indented body: the
 * next entry, even when its dates sit beside its first bullet (PDFs with positions only).
 */
function startsLikeEntry(line: Line, entry: Entry | null): boolean {
  const first = entry?.header[0];
  if (!entry || !first || entry.body.length === 0 || line.fontSize === 0 || isBodyLike(line))
    return false;
  // "Technologies: React, Node" under the bullets belongs to the entry.
  if (/^[^:：]{1,30}[:：]/u.test(line.text)) return false;
  const isAlike =
    Math.abs(line.x - first.x) < 1 &&
    Math.abs(line.fontSize - first.fontSize) < 0.3 &&
    line.emphasis === first.emphasis;
  return isAlike && entry.body.every((body) => Math.abs(body.x - first.x) >= 1);
}

const withoutLast = (line: Line): Line => {
  const segments = line.segments.slice(0, -1);
  return { ...line, segments, text: segments.join('   ') };
};

/**
 * A line of text with what a right-hand column set beside it taken off: the entry's dates beside
 * its first bullet (they become the entry's), or the length of the stay ("2 years 10 months"),
 * which the dates already say.
 */
function withoutAside(line: Line, entry: Entry | null): Line {
  const last = line.segments.at(-1) ?? '';
  if (line.segments.length < 2) return line;
  if (isDuration(last)) return withoutLast(line);
  if (entry && !entry.dates && (line.bullet || isBodyLike(line)) && isOnlyDates(last)) {
    entry.dates = findDateRange(last);
    return withoutLast(line);
  }
  return line;
}

/**
 * A section's lines cut into entries. A dated heading line opens an entry; so does a short line
 * right before one (a company line above its dates) once the current entry has a body.
 */
export function splitEntries(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  let current: OpenEntry | null = null;
  const open = (line: Line, dates: DateRange | null) => {
    current = { header: [line], body: [], dates, isDatedFirst: dates !== null };
    entries.push(current);
  };
  lines.forEach((written, index) => {
    const line = withoutAside(written, current);
    const dates = line.bullet ? null : entryDates(line);
    const entry = current as OpenEntry | null;
    if (line.bullet) {
      if (entry) entry.body.push(line);
      else open(line, null);
      return;
    }
    if (dates) {
      if (entry && !entry.dates && entry.body.length === 0) {
        entry.header.push(line);
        entry.dates = dates;
      } else open(line, dates);
      return;
    }
    const next = lines[index + 1];
    const nextOpens = next && !next.bullet && !isBodyLike(line) && entryDates(next) !== null;
    // A line before a line of dates only ("B.Sc., University of Hamburg" / "2012 – 2015") opens
    // the next entry; before a full dated heading it still belongs to the current one.
    // Title, company, then a line of dates only (LinkedIn): the title opens the next entry.
    const after = lines[index + 2];
    const opensTwoLineHeader =
      entry?.body.length &&
      next &&
      after &&
      !next.bullet &&
      !isBodyLike(line) &&
      !isBodyLike(next) &&
      line.text.length <= 60 &&
      next.text.length <= 60 &&
      entryDates(next) === null &&
      isDatesLine(after);
    // Entries written title first and dates after ("Title" / "Company · Jan 2020 – …"): once one
    // has its dates, a line before the next dated line is the next entry's title.
    const followsLayout = Boolean(entry?.dates && !entry.isDatedFirst && entry.header.length >= 2);
    const opensNext =
      startsLikeEntry(line, entry) ||
      (nextOpens &&
        (entry?.body.length || (entry?.dates && isOnlyDates(next.text)) || followsLayout)) ||
      opensTwoLineHeader;
    if (!entry || opensNext) open(line, null);
    else if (
      entry.body.length === 0 &&
      entry.header.length < 3 &&
      !isBodyLike(line) &&
      !isSmallProse(entry, line)
    ) {
      entry.header.push(line);
    } else if (
      entry.body.length === 0 &&
      entry.dates &&
      entry.header.length < 4 &&
      isPlaceLine(line)
    ) {
      entry.header.push(line);
    } else entry.body.push(line);
  });
  return entries;
}
