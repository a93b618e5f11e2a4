import { findDateRange } from './dates.ts';
import { findHeadings } from './heading-style.ts';
import { headingKind, isLetterSpaced, type SectionKind } from './headings.ts';
import { textLine, type Line } from './types.ts';

export type Section = { kind: SectionKind | 'header'; title: string; lines: Line[] };

/** A page number, alone or after the name in a footer ("Jane Doe – 2/3", "Page 2 of 3"). */
const PAGE_NUMBER =
  /^(?:page\s*)?\d{1,2}\s*(?:\/|of|-)\s*\d{1,2}$|^-?\s*\d{1,2}\s*-?$|^第\s*\d+\s*页|^[^\d]{2,40}\s[–—-]\s*(?:page\s*)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$/i;
/** "Skills: TypeScript, React" opens a section and keeps its content. */
const INLINE_HEADING = /^([^:：]{2,24})[:：]\s*(\S.*)$/u;
const INLINE_KINDS = new Set<SectionKind>(['skills', 'languages', 'certificates', 'summary']);
const ENTRY_KINDS = new Set<Section['kind']>(['work', 'projects']);

/** "Skills: Figma · SQL" inside a role (LinkedIn) belongs to it while more dated entries follow. */
function isEntryNote(lines: Line[], index: number, current: Section['kind']): boolean {
  if (!ENTRY_KINDS.has(current)) return false;
  for (const line of lines.slice(index + 1, index + 5)) {
    // A heading first: the note ends the section instead ("Skills: …" then "Education").
    if (!line.bullet && headingKind(line.segments[0] ?? '')) return false;
    if (findDateRange(line.text)?.isSingle === false) return true;
  }
  return false;
}

/** A heading as it reads: "C O N TAC T" is "CONTACT", "W O R K  L I F E" is "WORK LIFE". */
export function headingTitle(text: string): string {
  const title = text.trim();
  if (!isLetterSpaced(title)) return title;
  return title
    .split(/\s{2,}/u)
    .map((word) => word.replace(/\s+/gu, ''))
    .join(' ');
}

/** The resume cut at its headings; what stands before the first heading is the `header`. */
export function splitSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
  const headings = findHeadings(lines);
  for (const [index, line] of lines.entries()) {
    if (PAGE_NUMBER.test(line.text.trim())) continue;
    const kind = headings.get(index);
    if (kind) {
      sections.push({ kind, title: headingTitle(line.segments[0] ?? line.text), lines: [] });
      continue;
    }
    const current = sections.at(-1)!.kind;
    const inline = !line.bullet ? INLINE_HEADING.exec(line.text) : null;
    const named = inline ? headingKind(inline[1]!) : null;
    // In a skills section, "Languages: Python, Go" is a group of skills, not a new section.
    const inlineKind = current === 'skills' && named !== 'summary' ? null : named;
    if (
      inline &&
      inlineKind &&
      INLINE_KINDS.has(inlineKind) &&
      !isEntryNote(lines, index, current)
    ) {
      sections.push({
        kind: inlineKind,
        title: inline[1]!,
        lines: [
          {
            ...textLine(inline[2]!),
            page: line.page,
            x: line.x,
            top: line.top,
            fontSize: line.fontSize,
          },
        ],
      });
      continue;
    }
    sections.at(-1)!.lines.push(line);
  }
  return sections.filter(
    (section) => section.kind === 'header' || section.lines.length > 0 || section.title,
  );
}

export function linesOf(sections: Section[], kind: Section['kind']): Line[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}
