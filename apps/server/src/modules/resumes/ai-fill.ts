import { normalizeDate } from '@yonder/career-ai/resume-parser/dates';
import {
  resumeEducationSchema,
  resumeSkillSchema,
  resumeWorkSchema,
  type ResumeDocument,
} from '@yonder/contract/resume-document';
import type { ExtractedResume } from '../ai/resume-extraction-prompts.ts';

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK_GAP = new RegExp(`(?<=[${CJK}])\\s+|\\s+(?=[${CJK}])`, 'gu');

const VALUE_MAX = 200;

/** Whitespace runs (tabs, no-break spaces, line ends) as one space; none next to Chinese. */
const normalise = (text: string) =>
  text.normalize('NFC').replace(/\s+/gu, ' ').replace(CJK_GAP, '').trim();

/**
 * A check of the provider's values against the document's text: a value is kept only when it
 * occurs in the text as written (whitespace aside). A value the model made up, translated or
 * "corrected" occurs nowhere and is dropped.
 */
export function occursIn(text: string) {
  const haystack = normalise(text);
  return (value: string): string => {
    const needle = normalise(value);
    // Cut to what any field holds: a value is a name, a title or a school, not a paragraph.
    return needle && haystack.includes(needle)
      ? value.replace(/\s+/gu, ' ').trim().slice(0, VALUE_MAX)
      : '';
  };
}

/** The fields the rules left empty that the AI pass may fill. */
export function needsFilling(document: ResumeDocument): boolean {
  const { basics } = document;
  return (
    !basics.name ||
    !basics.email ||
    !basics.phone ||
    document.work.length === 0 ||
    document.education.length === 0 ||
    document.skills.length === 0
  );
}

/**
 * The rules' document with what they left empty filled from the provider's answer: a basic field
 * only when the rules found none, a section only when the rules found no entry in it, and only
 * with values found in the text. A value the rules found is never replaced. Answers the document
 * and the names of the fields filled.
 */
export function fillFromAi(
  document: ResumeDocument,
  answer: ExtractedResume,
  text: string,
): { document: ResumeDocument; filled: string[] } {
  const found = occursIn(text);
  const filled: string[] = [];
  const basics = { ...document.basics };
  for (const key of ['name', 'email', 'phone', 'label'] as const) {
    const value = found(answer[key]);
    if (!basics[key] && value) {
      basics[key] = value;
      filled.push(`basics.${key}`);
    }
  }
  const date = (value: string) => normalizeDate(found(value));
  let { work, education, skills } = document;
  if (work.length === 0) {
    work = answer.work
      .map((job) => ({ name: found(job.company), position: found(job.title), job }))
      .filter(({ name, position }) => name || position)
      .map(({ name, position, job }) =>
        resumeWorkSchema.parse({
          name,
          position,
          location: found(job.location),
          startDate: date(job.start_date),
          endDate: date(job.end_date),
        }),
      );
    if (work.length > 0) filled.push('work');
  }
  if (education.length === 0) {
    education = answer.education
      .filter((school) => found(school.institution))
      .map((school) =>
        resumeEducationSchema.parse({
          institution: found(school.institution),
          studyType: found(school.degree),
          area: found(school.area),
          startDate: date(school.start_date),
          endDate: date(school.end_date),
        }),
      );
    if (education.length > 0) filled.push('education');
  }
  if (skills.length === 0) {
    const names = [...new Set(answer.skills.map(found).filter(Boolean))];
    skills = names.map((name) => resumeSkillSchema.parse({ name }));
    if (skills.length > 0) filled.push('skills');
  }
  return { document: { ...document, basics, work, education, skills }, filled };
}
