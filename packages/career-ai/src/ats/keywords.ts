import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { isStopword } from './stopwords.ts';

export type JobTarget = { title: string; description: string; skills: string[] };

const MAX_KEYWORDS = 25;
const MAX_TERMS = 8;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A word's rough stem, so "reports" meets "reporting" and "reconciliation" meets "reconciliations". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ations?|ings?|ers?|ed|es|s)$/u, '')
    .replace(/(.)\1$/u, '$1');
}

/** Important words of a job text beyond the skills vocabulary: its frequent and title words. */
function terms(target: JobTarget, known: Set<string>): string[] {
  const counts = new Map<string, { word: string; count: number }>();
  const count = (text: string, weight: number) => {
    for (const { segment, isWordLike } of segmenter.segment(text)) {
      const word = segment.trim();
      const isHan = /\p{Script=Han}/u.test(word);
      if (!isWordLike || (isHan ? word.length < 2 : word.length < 4) || /^\d/.test(word)) continue;
      if (isStopword(word) || known.has(word.toLowerCase()) || normalizeSkill(word)) continue;
      const key = isHan ? word : stem(word);
      const entry = counts.get(key) ?? { word: isHan ? word : word.toLowerCase(), count: 0 };
      entry.count += weight;
      counts.set(key, entry);
    }
  };
  count(target.title, 2);
  count(target.description, 1);
  return [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, MAX_TERMS)
    .map((entry) => entry.word);
}

/**
 * The keywords an applicant tracking system would look for: the job's listed skills, the
 * vocabulary skills its text mentions (most mentioned first), then its most frequent other words.
 */
export function targetKeywords(target: JobTarget): string[] {
  const listed = target.skills
    .map((skill) => normalizeSkill(skill) ?? skill.trim())
    .filter(Boolean);
  const mentioned = extractSkills(`${target.title}\n${target.description}`);
  const skills = [...new Set([...listed, ...mentioned])];
  const known = new Set(skills.map((skill) => skill.toLowerCase()));
  return [...skills, ...terms(target, known)].slice(0, MAX_KEYWORDS);
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
