import { headingKey, headingKind, titleWordKind, type SectionKind } from './headings.ts';
import { TITLE } from './lexicon.ts';
import type { Line } from './types.ts';

/** How a line looks: in capitals, emphasised (bold, a heading style), its type size. */
type Look = { isUpper: boolean; emphasis: boolean; size: number };

const LATIN_LETTERS = /\p{Script=Latin}/gu;
const CONTACT = /@|https?:|www\.|\d{3}[\s.-]?\d{3,4}|\.(?:com|me|io|dev|net|org|cn)\b/iu;
const isUpper = (text: string) =>
  (text.match(LATIN_LETTERS)?.length ?? 0) >= 3 && text === text.toUpperCase();
const lookOf = (line: Line): Look => ({
  isUpper: isUpper(line.text),
  emphasis: line.emphasis,
  size: Math.round(line.fontSize * 2) / 2,
});
const sameLook = (a: Look, b: Look) =>
  a.isUpper === b.isUpper && a.emphasis === b.emphasis && Math.abs(a.size - b.size) <= 0.5;

/** A line that stands alone as a heading would: no bullet, one piece of text, short. */
const standsAlone = (line: Line) =>
  !line.bullet &&
  (line.segments.length === 1 || (line.segments.length === 2 && !line.segments[1]!.trim())) &&
  line.text.length <= 60;

/**
 * Single words that name a section but are as often a line of an entry ("Volunteer" under an
 * organisation, "Leadership" in a list): headings only when they look like the other headings.
 */
const AMBIGUOUS = new Set([
  'about',
  'accomplishments',
  'achievements',
  'activities',
  'career',
  'certification',
  'courses',
  'coursework',
  'credentials',
  'expertise',
  'honors',
  'honours',
  'interests',
  'internship',
  'internships',
  'introduction',
  'involvement',
  'language',
  'leadership',
  'licenses',
  'other',
  'others',
  'overview',
  'portfolio',
  'project',
  'skill',
  'technologies',
  'tools',
  'training',
  'volunteer',
  'volunteering',
]);

/**
 * The lines that open a section, by index, with the kind each opens. Headings Yonder knows by name
 * are found by their text; the look most of them share (capitals, bold, a larger size) then finds
 * the headings it does not know ("ON CAMPUS INVOLVEMENT") and drops the known words that do not
 * look like headings ("Volunteer" under an organisation). Without a look of their own (plain
 * text), headings are known by name only.
 */
export function findHeadings(lines: Line[]): Map<number, SectionKind> {
  const known = new Map<number, SectionKind>();
  lines.forEach((line, index) => {
    const kind = standsAlone(line) ? headingKind(line.segments[0] ?? '') : null;
    if (kind) known.set(index, kind);
  });
  const look = headingLook(lines, known);
  if (!look) return known;
  const unknownKind = unknownHeadings(lines, known, look);
  const headings = new Map<number, SectionKind>();
  lines.forEach((line, index) => {
    const kind = known.get(index);
    const looksLikeOne = sameLook(lookOf(line), look);
    if (kind && (looksLikeOne || !AMBIGUOUS.has(headingKey(line.segments[0] ?? ''))))
      headings.set(index, kind);
    const unknown = !kind && looksLikeOne ? unknownKind(line, index) : null;
    if (unknown) headings.set(index, unknown);
  });
  return headings;
}

/**
 * Which kind of section a line with the headings' look opens though Yonder does not know its
 * name: one its words name ("ON CAMPUS INVOLVEMENT"), or, set well above the body text and alone
 * in that look, one of the person's own ("Welcome to RenderCV"). Above the first known heading
 * stand the name, the headline and the contacts: an unknown heading there comes after the name
 * (named by its words) or after the contacts.
 */
function unknownHeadings(lines: Line[], known: Map<number, SectionKind>, look: Look) {
  const sizes = lines.map((line) => line.fontSize).sort((a, b) => a - b);
  // Two companies set like the headings make the look no mark of a heading of its own.
  const unknownAlike = lines.filter(
    (line, index) => !known.has(index) && sameLook(lookOf(line), look),
  ).length;
  const isProminent =
    look.size > 0 && look.size >= 1.2 * (sizes[sizes.length >> 1] ?? 0) && unknownAlike <= 1;
  const first = Math.min(...known.keys());
  const top = lines.slice(0, first);
  const largest = Math.max(0, ...top.map((line) => line.fontSize));
  const nameIndex = Math.max(
    0,
    top.findIndex((line) => line.fontSize === largest),
  );
  const contactsEnd = top.findLastIndex((line) => CONTACT.test(line.text));
  return (line: Line, index: number): SectionKind | null => {
    if (index <= nameIndex || !standsAlone(line) || /[,，;；.。:：]$/u.test(line.text)) return null;
    // "PROJECT MANAGER" set like the headings is a job title, not a section.
    if (TITLE.test(line.text) && !/experience|involvement/iu.test(line.text)) return null;
    const isShortTitle = line.text.split(/\s+/u).length <= 6 && !/\d|@|https?:/u.test(line.text);
    const isBelowHeader = index > first || index > contactsEnd;
    return (
      titleWordKind(line.text) ?? (isProminent && isShortTitle && isBelowHeader ? 'other' : null)
    );
  };
}

/**
 * The look most known headings share, when it sets them apart from the text around them (few
 * other lines share it); null when headings have no look of their own.
 */
function headingLook(lines: Line[], known: Map<number, SectionKind>): Look | null {
  if (known.size < 2) return null;
  const looks = [...known.keys()].map((index) => lookOf(lines[index]!));
  const [best, count] = looks
    .map((look) => [look, looks.filter((other) => sameLook(look, other)).length] as const)
    .sort((a, b) => b[1] - a[1])[0]!;
  if (count < 2 || count < known.size / 2) return null;
  const isMarked = best.isUpper || best.emphasis || best.size > 0;
  const others = lines.filter((_, index) => !known.has(index));
  const alike = others.filter((line) => sameLook(lookOf(line), best)).length;
  return isMarked && alike <= Math.max(2, others.length * 0.15) ? best : null;
}
