import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { isStopword } from './stopwords.ts';

/**
 * A posting as the scorer reads it: the description as plain text, one block a line (headings
 * included), the feed's listed skills, and, when the feed gave them apart from the description,
 * its requirements and responsibilities.
 */
export type JobTarget = {
  title: string;
  description: string;
  skills: string[];
  company?: string;
  requirements?: string[];
  responsibilities?: string[];
};

const MAX_KEYWORDS = 25;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A word's rough stem, so "reports" meets "reporting" and "reconciliation" meets "reconciliations". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ations?|ings?|ers?|ed|es|s)$/u, '')
    .replace(/(.)\1$/u, '$1');
}

/** A skill the job lists that the vocabulary does not know is kept unless it is a common word. */
function listedSkill(skill: string): string | null {
  const known = normalizeSkill(skill);
  if (known) return known;
  const plain = skill.trim();
  const words = plain.split(/\s+/u);
  if (!plain || plain.length > 40 || words.every((word) => isStopword(word))) return null;
  return plain;
}

/**
 * The keywords an applicant tracking system would look for: the job's listed skills, then the
 * skills, tools, qualifications and domain terms of the shared vocabulary that its title and text
 * mention (most mentioned first), in any field and either language. Common words never are.
 */
export function targetKeywords(target: JobTarget): string[] {
  const listed = target.skills.map(listedSkill).filter((skill): skill is string => Boolean(skill));
  const mentioned = extractSkills(
    [
      target.title,
      target.description,
      ...(target.requirements ?? []),
      ...(target.responsibilities ?? []),
    ].join('\n'),
  );
  const seen = new Set<string>();
  return [...listed, ...mentioned]
    .filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()))
    .slice(0, MAX_KEYWORDS);
}

/** A matcher of keywords against one resume: vocabulary skills by name, other words by stem. */
export function keywordMatcher(text: string): (keyword: string) => boolean {
  const skills = new Set(extractSkills(text).map((skill) => skill.toLowerCase()));
  const lower = text.toLowerCase();
  const stems = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(text))
    if (isWordLike) stems.add(stem(segment));
  return (keyword) => {
    const key = keyword.toLowerCase();
    if (skills.has(key)) return true;
    if (/\p{Script=Han}/u.test(keyword)) return lower.includes(key);
    const words = key.split(/\s+/);
    return words.length > 1 ? lower.includes(key) : stems.has(stem(key));
  };
}
