import { isOnlyDates } from './dates.ts';
import { headingKind, type SectionKind } from './headings.ts';
import { DEGREE, SCHOOL } from './lexicon.ts';
import { textLine, type Line } from './types.ts';

const TITLES: Partial<Record<SectionKind, string>> = {
  summary: 'About',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
};

/**
 * A LinkedIn profile pasted without its section titles gets them back from its shape: "About"
 * before the long paragraph above the first role, "Experience" two lines above the first
 * "Jan 2020 - Present · 3 yrs 2 mos", "Education" before a school followed by a degree or years,
 * and "Skills" for the short lines after the last school's years. `roleDates` are the lines that
 * carried LinkedIn's "· 3 yrs 2 mos"; without any, the lines are returned as they are.
 */
export function withLinkedInSections(lines: Line[], roleDates: Set<Line>): Line[] {
  if (roleDates.size === 0) return lines;
  const has = new Set(lines.map((line) => headingKind(line.text)));
  const inserts = new Map<number, SectionKind>();
  // Title, company, dates on three lines; or title, then "Company · Full-time Jan 2020 - …" on one.
  const roleLine = lines.findIndex((line) => roleDates.has(line));
  const hasCompany = !isOnlyDates(lines[roleLine]?.segments[0] ?? '');
  const firstRole = roleLine - (hasCompany ? 1 : 2);
  if (firstRole < 1 || has.has('work')) return lines;
  inserts.set(firstRole, 'work');
  const about = lines.findIndex((line, index) => index < firstRole && line.text.length > 80);
  if (about > 0 && !has.has('summary')) inserts.set(about, 'summary');
  const school = lines.findIndex(
    (line, index) =>
      index > firstRole &&
      SCHOOL.test(line.text) &&
      [lines[index + 1], lines[index + 2]].some(
        (next) => next && (DEGREE.test(next.text) || isOnlyDates(next.text)),
      ),
  );
  if (school > 0 && !has.has('education')) {
    inserts.set(school, 'education');
    let years = school + 1;
    while (years < lines.length && years < school + 4 && !isOnlyDates(lines[years]!.text))
      years += 1;
    const rest = lines.slice(years + 1);
    if (
      !has.has('skills') &&
      rest.length > 0 &&
      rest.every((line) => line.text.length <= 60 && !/\d{4}/u.test(line.text))
    )
      inserts.set(years + 1, 'skills');
  }
  return lines.flatMap((line, index) => {
    const kind = inserts.get(index);
    return kind
      ? [{ ...textLine(TITLES[kind]!, { emphasis: true }), page: line.page }, line]
      : [line];
  });
}
