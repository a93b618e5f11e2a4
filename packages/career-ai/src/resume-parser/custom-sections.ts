import type { ResumeCustomSection } from '@yonder/contract/resume-document';
import { uncoveredLines } from './coverage.ts';
import type { Section } from './sections.ts';
import { joinText } from './text.ts';
import type { Line } from './types.ts';

/** A line as the page shows it: its wide gaps and tab stops as one space. */
export const asWritten = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The lines of `lines` that no field of `value` holds, as written, one a line: nothing is lost. */
export function restOf(lines: Line[], value: unknown): string {
  return uncoveredLines(lines, value)
    .map((line) => asWritten(line.text))
    .join('\n');
}

/**
 * The items of a section as written: a line each (an award, a talk), a wrapped line joined to the
 * item it carries on (a bullet's indented lines, a line in lower case).
 */
export function itemsOf(lines: Line[]): string[] {
  const items: { text: string; line: Line }[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    const carriesOn =
      last &&
      !line.bullet &&
      (last.line.bullet && line.x > 0 ? line.x > last.line.x + 1 : /^[\p{Ll}(（]/u.test(line.text));
    if (last && carriesOn) last.text = joinText(last.text, asWritten(line.text));
    else items.push({ text: asWritten(line.text), line });
  }
  return items.map((item) => item.text).filter(Boolean);
}

/** A field's text with what else its entry says before it. */
export const withRest = (rest: string, text: string) => [rest, text].filter(Boolean).join('\n');

/**
 * The sections Yonder has no fields for (awards, publications, interests, headings it does not
 * know), each under its title with its items as written; then, under the title of the section
 * they stand in, the lines a section's fields could not hold (a skills line that is no list, the
 * tagline under the name), so that every line of the resume is somewhere in the document.
 */
export function toCustomSections(
  sections: Section[],
  kept: { kind: Section['kind']; value: unknown }[],
): ResumeCustomSection[] {
  const custom: ResumeCustomSection[] = [];
  for (const section of sections) {
    if (section.kind === 'other') {
      custom.push({ title: section.title, items: itemsOf(section.lines).slice(0, 100) });
    }
  }
  for (const { kind, value } of kept) {
    const own = sections.filter((section) => section.kind === kind);
    const lines = own.flatMap((section) => section.lines);
    const rest = uncoveredLines(lines, value).map((line) => asWritten(line.text));
    if (rest.length > 0) custom.push({ title: own.find((s) => s.title)?.title ?? '', items: rest });
  }
  return custom.slice(0, 30);
}
