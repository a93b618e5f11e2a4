import { findDateRange } from './dates.ts';
import type { Line } from './types.ts';

/** LinkedIn's additions to a role: the employment type and the length of the stay. */
const EMPLOYMENT_TYPE =
  /\s*·\s*(?:full[- ]time|part[- ]time|contract|self[- ]employed|freelance|internship|apprenticeship|seasonal|temporary|permanent)(?=\P{Ll}|$)\s*/iu;
// Its end may run straight into the next string: "· 3 mosJul 2025 to Present".
const DURATION =
  /\s*·\s*(?:\d+\s*yrs?(?:\s+\d+\s*mos?)?|\d+\s*mos?|less than a year)(?=\P{Ll}|$)\s*/iu;
const MARKERS = new RegExp(`${EMPLOYMENT_TYPE.source}|${DURATION.source}`, 'giu');

/** A string of five or more characters written twice in a row, at word edges. */
const REPEATED = /(?<=^|[\s·])(\S.{4,}?)\s?\1(?=$|[\s·])/gu;
/** Beyond this a line is prose, not a pasted title or role line (and the search would be slow). */
const MAX_REPEAT_SEARCH = 400;

/** A date range written again at once in LinkedIn's screen-reader words ("Jul 2025 to Present"). */
function withoutRepeatedRange(text: string): string {
  let out = text;
  for (let from = 0; from < out.length;) {
    const first = findDateRange(out.slice(from));
    if (!first || first.isSingle) break;
    const end = from + first.index + first.length;
    const after =
      out.slice(end).match(DURATION)?.index === 0 ? out.slice(end).match(DURATION)![0] : '';
    const rest = out.slice(end + after.length);
    const second = findDateRange(rest);
    if (
      second &&
      !second.isSingle &&
      /^\s?$/u.test(rest.slice(0, second.index)) &&
      second.startDate === first.startDate &&
      second.endDate === first.endDate
    ) {
      const cut = end + after.length + second.index + second.length;
      const trailing =
        out.slice(cut).match(DURATION)?.index === 0 ? out.slice(cut).match(DURATION)![0] : '';
      out =
        `${out.slice(0, end + after.length).trimEnd()} ${out.slice(cut + trailing.length).trimStart()}`.trim();
      continue;
    }
    from = end;
  }
  return out;
}

/**
 * A segment of a LinkedIn paste made plain: strings run together with their screen-reader copy
 * ("Disney · Full-timeDisney · Full-time"), a range said twice, and LinkedIn's "· Full-time" and
 * "· 3 yrs 2 mos", which part the company, dates and place into segments of their own.
 * `isRoleDates`: the segment carried a stay's length, so it holds a role's dates.
 */
export function plainPasteSegment(segment: string): { segments: string[]; isRoleDates: boolean } {
  let text = segment;
  // Only in LinkedIn's "·" lines: elsewhere a name is rightly written twice ("UC San Diego, San Diego").
  if (text.length <= MAX_REPEAT_SEARCH && text.includes('·')) {
    for (let round = 0; round < 3; round += 1) {
      const next = text.replace(REPEATED, '$1');
      if (next === text) break;
      text = next;
    }
  }
  const isRoleDates = DURATION.test(text);
  if (isRoleDates) text = withoutRepeatedRange(text);
  const segments = text
    .split(MARKERS)
    .map((part) => part.trim())
    .filter(Boolean);
  return { segments, isRoleDates };
}

/** A company's logo named by its alt text, which a paste of the page keeps as a line. */
const LOGO = /^[\p{L}\d][^.!?]{0,80}\blogo$/iu;

/**
 * A pasted profile's stray lines gone: logos' alt texts, and a role's whole description written
 * again as one paragraph after its lines (LinkedIn's "see more" text), of which only what no
 * earlier line says is kept.
 */
export function withoutPasteRepeats(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    if (LOGO.test(line.text)) continue;
    if (line.text.length < 60) {
      out.push(line);
      continue;
    }
    let rest = line.text;
    let said = 0;
    for (const earlier of out.slice(-40)) {
      const text = earlier.text.replace(/^\*\s*/u, '');
      if (text.length < 20 || !rest.includes(text)) continue;
      rest = rest.replace(text, ' ');
      said += 1;
    }
    if (said === 0) {
      out.push(line);
      continue;
    }
    rest = rest
      .replace(/(?:\s\*\s)+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    // What is left may be the last line run into its own copy: "Participate … Participate …".
    const half = (rest.length - 1) / 2;
    if (Number.isInteger(half) && rest.slice(0, half) === rest.slice(half + 1))
      rest = rest.slice(0, half);
    if (/\p{L}{3}/u.test(rest)) out.push({ ...line, text: rest, segments: [rest] });
  }
  return out;
}
