import { withLinkedInSections } from './linkedin.ts';
import { plainPasteSegment, withoutPasteRepeats } from './linkedin-paste.ts';
import type { Line } from './types.ts';

/** Typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ): NFKC spells them out as their letters. */
const LIGATURES = /[\uFB00-\uFB06]/gu;
/** Control characters (a tab comes out of pdf.js as U+0000) and zero-width marks. */
const INVISIBLE = /[\p{Cc}\u200B-\u200D\u2060\uFEFF]/gu;
/** Every other kind of space: no-break, thin, figure, ideographic when between Latin words. */
const SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F]+/gu;
const SOFT_HYPHEN = '\u00AD';
/**
 * Word's hyphen written as a hyphen-minus, a soft hyphen and U+2010 ("555-\u00AD\u20105555"): one
 * hyphen on the page. U+2010 and the non-breaking U+2011 alone are the hyphen the person typed.
 */
const WORD_HYPHEN = /[-\u2010\u2011]\u00AD*[\u2010\u2011]|[\u2010\u2011]\u00AD*-|[\u2010\u2011]/gu;

/** A text with its ligatures spelled out, soft hyphens and invisible marks gone, spaces plain. */
export function cleanText(text: string): string {
  let clean = text;
  if (LIGATURES.test(clean))
    clean = clean.replace(LIGATURES, (ligature) => ligature.normalize('NFKC'));
  // A soft hyphen at the end of a line is where a word was broken: keep it as a hyphen to join.
  if (/[\u2010\u2011]/u.test(clean)) clean = clean.replace(WORD_HYPHEN, '-');
  if (clean.includes(SOFT_HYPHEN))
    clean = clean.replace(/\u00AD+\s*$/u, '-').replaceAll(SOFT_HYPHEN, '');
  return clean.replace(INVISIBLE, ' ').replace(SPACES, ' ').replace(/ {2,}/g, ' ').trim();
}

/** "Product ManagerProduct Manager" and "Lisbon Lisbon": one string written twice. */
export function undouble(text: string): string {
  const half = text.length / 2;
  if (text.length >= 8 && Number.isInteger(half) && text.slice(0, half) === text.slice(half))
    return text.slice(0, half);
  const spaced = (text.length - 1) / 2;
  if (
    text.length >= 9 &&
    Number.isInteger(spaced) &&
    /\s/.test(text[spaced]!) &&
    text.slice(0, spaced) === text.slice(spaced + 1) &&
    /\p{L}.*\s.*\p{L}/u.test(text.slice(0, spaced))
  )
    return text.slice(0, spaced);
  return text;
}

/** The line made plain, and whether it carried LinkedIn's "· 3 yrs 2 mos" (a role's dates). */
function cleanLine(line: Line): { clean: Line; isRoleDates: boolean } {
  let isRoleDates = false;
  const segments = line.segments.flatMap((segment) => {
    const pasted = plainPasteSegment(undouble(cleanText(segment)));
    isRoleDates ||= pasted.isRoleDates;
    return pasted.segments;
  });
  return { clean: { ...line, segments, text: segments.join('   ') }, isRoleDates };
}

/**
 * The lines of any format made plain: ligatures, soft hyphens, tabs and no-break spaces between
 * words, and the doubling of a LinkedIn profile pasted into Word (every string twice, on one line
 * or on two) undone. Lines left empty go.
 */
export function cleanLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  const roleDates = new Set<Line>();
  for (const line of lines) {
    const { clean, isRoleDates } = cleanLine(line);
    if (!clean.text) continue;
    const previous = out.at(-1);
    if (previous && previous.text === clean.text && previous.bullet === clean.bullet) continue;
    if (isRoleDates) roleDates.add(clean);
    out.push(clean);
  }
  return roleDates.size > 0 ? withLinkedInSections(withoutPasteRepeats(out), roleDates) : out;
}
