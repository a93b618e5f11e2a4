import type { ResumeDocument } from '@yonder/contract/resume-document';
import { skillMentions } from '../skills/extract.ts';
import { tokenize } from '../skills/tokens.ts';
import { findSkill } from '../skills/vocabulary.ts';
import { isSameStem, wordStem } from './stem.ts';
import type { Term } from './terms.ts';

/** A line of the resume a recruiter would quote, with the path the editor knows it by. */
export type ResumeLine = { path: string; text: string };
/** Where a resume meets a requirement: its line and the words that do (`end` exclusive). */
export type Evidence = { path: string; text: string; start: number; end: number };

const dates = (start: string, end: string) => [start, end].filter(Boolean).join(' – ');

/**
 * The resume's lines, the ones that prove most first: what was done in each role and project,
 * then titles and the summary, then the skills lists, then certificates, education and languages.
 */
export function resumeLines(document: ResumeDocument): ResumeLine[] {
  const { basics } = document;
  const lines: ResumeLine[] = [];
  const add = (path: string, text: string | undefined) => {
    if (text?.trim()) lines.push({ path, text: text.trim() });
  };
  document.work.forEach((work, index) => {
    work.highlights.forEach((text, at) => add(`work.${index}.highlights.${at}`, text));
    add(`work.${index}.summary`, work.summary);
  });
  document.projects.forEach((project, index) => {
    project.highlights.forEach((text, at) => add(`projects.${index}.highlights.${at}`, text));
    add(`projects.${index}.description`, project.description);
  });
  add('basics.summary', basics.summary);
  add('basics.label', basics.label);
  document.work.forEach((work, index) =>
    add(
      `work.${index}.position`,
      [work.position, work.name, dates(work.startDate, work.endDate)].filter(Boolean).join(' · '),
    ),
  );
  document.projects.forEach((project, index) =>
    add(
      `projects.${index}.keywords`,
      [project.name, project.keywords.join(', ')].filter(Boolean).join(': '),
    ),
  );
  document.skills.forEach((skill, index) =>
    add(`skills.${index}`, [skill.name, skill.keywords.join(', ')].filter(Boolean).join(': ')),
  );
  document.certificates.forEach((certificate, index) =>
    add(
      `certificates.${index}`,
      [certificate.name, certificate.issuer].filter(Boolean).join(' · '),
    ),
  );
  document.education.forEach((entry, index) =>
    add(
      `education.${index}`,
      [entry.studyType, entry.area, entry.institution, dates(entry.startDate, entry.endDate)]
        .filter(Boolean)
        .join(' · '),
    ),
  );
  document.languages.forEach((language, index) =>
    add(`languages.${index}`, [language.language, language.fluency].filter(Boolean).join(' · ')),
  );
  return lines;
}

/** The words of a form, as stems, when every word is long enough for its forms to be told apart. */
function stemsOf(form: string): string[] | null {
  const words = tokenize(form).map((token) => token.lower);
  if (!words.length || words.some((word) => word.length < 4 || /[^a-z-]/u.test(word))) return null;
  return words.map(wordStem);
}

/** Where the words of `stems` stand one after another in `text` (one word may come between). */
function findStems(text: string, stems: string[]): { start: number; end: number } | null {
  const tokens = tokenize(text);
  const tokenStems = tokens.map((token) => wordStem(token.lower));
  for (let i = 0; i < tokens.length; i += 1) {
    let at = i;
    let matched = 0;
    for (const stem of stems) {
      if (at < tokens.length && isSameStem(tokenStems[at]!, stem)) at += 1;
      else if (matched > 0 && at + 1 < tokens.length && isSameStem(tokenStems[at + 1]!, stem))
        at += 2;
      else break;
      matched += 1;
    }
    if (matched === stems.length) {
      const last = tokens[at - 1]!;
      return { start: tokens[i]!.at, end: last.at + last.text.length };
    }
  }
  return null;
}

/** The forms of a skill other words may take ("accessible" for Accessibility). */
function stemmedForms(name: string): string[][] {
  const skill = findSkill(name);
  if (!skill) return [];
  // Asked for by a posting, even a word too common to count alone ("accounting") stands for it.
  const caseBound = new Set((skill.exact ?? []).map((form) => form.toLowerCase()));
  return [skill.name, ...skill.aliases, ...(skill.loose ?? [])]
    .filter((form) => !caseBound.has(form.toLowerCase()))
    .map(stemsOf)
    .filter((stems): stems is string[] => stems !== null);
}

/** A position in a line's NFKC form, found again in the line as written. */
function inLine(
  text: string,
  span: { start: number; end: number },
): { start: number; end: number } {
  const normal = text.normalize('NFKC');
  if (normal === text) return { start: span.start, end: span.end };
  const words = normal.slice(span.start, span.end);
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  return at >= 0 ? { start: at, end: at + words.length } : { start: 0, end: text.length };
}

/**
 * "Worked with product managers": a role named as the people one worked with is not the
 * candidate's own skill.
 */
function isOthersRole(text: string, span: { start: number; end: number }): boolean {
  const words = text.normalize('NFKC').slice(span.start, span.end);
  if (!/(?:manager|designer|engineer|developer|owner|analyst|scientist|recruiter)s?$/iu.test(words))
    return false;
  const before = text.normalize('NFKC').slice(Math.max(0, span.start - 60), span.start);
  return /\b(?:with|alongside|between|across|among|for|partnered|supported|other|our)\b[^.;:!?]*$/iu.test(
    before,
  );
}

/** Where a line shows a skill, a spoken language or a phrase: by name, alias, Chinese name or another form of its words. */
export function findTerm(line: ResumeLine, term: Term): Evidence | null {
  if (term.kind === 'phrase') {
    const stems = tokenize(term.label).map((token) => wordStem(token.lower));
    const span = findStems(line.text, stems);
    return span ? { ...line, ...span } : null;
  }
  const mention = skillMentions(line.text).find(
    (found) => found.name === term.label && !isOthersRole(line.text, found),
  );
  if (mention) return { ...line, ...inLine(line.text, mention) };
  for (const stems of stemmedForms(term.label)) {
    const span = findStems(line.text, stems);
    if (span && !isOthersRole(line.text, span)) return { ...line, ...span };
  }
  return null;
}

const LEVELS: [number, RegExp][] = [
  [4, /ph\.?\s?d|doctor|博士/iu],
  [3, /master|\bm\.?\s?sc?\b|\bmba\b|\bm\.?a\b|\bm\.?eng|硕士|研究生/iu],
  [2, /bachelor|\bb\.?\s?sc?\b|\bb\.?a\b|\bb\.?eng|undergraduate|学士|本科/iu],
  [1, /associate|diploma|大专|专科/iu],
];

/** The level of an education entry (1 associate … 4 doctorate); a university with no degree named counts as a bachelor's. */
export function degreeLevel(entry: ResumeDocument['education'][number]): number {
  const text = `${entry.studyType} ${entry.area}`;
  for (const [level, rule] of LEVELS) if (rule.test(text)) return level;
  return /universit|college|institute|大学|学院/iu.test(entry.institution) ? 2 : 0;
}
