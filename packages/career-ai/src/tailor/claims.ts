import type { ResumeDocument } from '@yonder/contract/resume-document';
import { resumeText } from '../ats/resume-text.ts';
import { extractSkills } from '../skills/extract.ts';
import { numbersIn } from './numbers.ts';

const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)*(?:\s?(?:%|percent|x|k|m|倍|万|亿))?/giu;
const TITLE_WORD =
  /\b(?:(?:senior|lead|principal|staff|chief|head|junior)\s+)?(?:engineer|developer|manager|director|architect|lead|head|vp|cto|ceo|founder|principal|consultant|analyst|designer|scientist)s?\b|(?:高级|资深|首席)?(?:工程师|经理|总监|架构师|负责人|组长|主管|创始人|合伙人|专家)/giu;
/** Capitalised words that start no sentence: names of companies, products, places. */
const PROPER_NAME =
  /(?<=[\p{Ll}\d,;:]\s+|\b(?:at|for|with|from|by)\s+)\p{Lu}[\p{L}\d&.-]*(?:\s+\p{Lu}[\p{L}\d&.-]*)*/gu;

const digitsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[,\s]/g, '')
    .replace(/percent$/, '%')
    .replace(/[^\d.]/g, '');

/** What a source (a resume, a line of it) supports: its figures, skills and words. */
type Source = { lower: string; numbers: Set<string>; skills: Set<string> };

function sourceOf(text: string): Source {
  const numbers = new Set([...text.matchAll(NUMBER)].map((match) => digitsOf(match[0])));
  // "八年" supports "8 years", "twelve teams" supports "12 teams".
  for (const value of numbersIn(text)) numbers.add(String(value));
  return { lower: text.toLowerCase(), numbers, skills: new Set(extractSkills(text)) };
}

function figureClaims(rewritten: string, source: Source): string[] {
  return [...rewritten.matchAll(NUMBER)]
    .filter((match) => !source.numbers.has(digitsOf(match[0])))
    .map((match) => match[0].trim());
}

function skillClaims(rewritten: string, source: Source): string[] {
  return extractSkills(rewritten).filter((skill) => !source.skills.has(skill));
}

/**
 * A checker of rewrites against one resume: what a rewritten line claims that neither its
 * original line nor the rest of the resume supports. The resume is read once.
 */
export function claimChecker(context: ResumeDocument) {
  const resume = resumeText(context);
  const base = sourceOf(resume);
  const withOriginal = (original: string): Source => {
    if (!original) return base;
    const line = sourceOf(original);
    return {
      lower: `${original.toLowerCase()}\n${base.lower}`,
      numbers: new Set([...base.numbers, ...line.numbers]),
      skills: new Set([...base.skills, ...line.skills]),
    };
  };
  return {
    /** Figures, skills and tools, titles, and names (companies, products). */
    rewrite(original: string, rewritten: string): string[] {
      const source = withOriginal(original);
      const claims = [...figureClaims(rewritten, source), ...skillClaims(rewritten, source)];
      for (const match of rewritten.matchAll(TITLE_WORD))
        if (!source.lower.includes(match[0].toLowerCase().replace(/s$/u, '')))
          claims.push(match[0]);
      for (const match of rewritten.matchAll(PROPER_NAME)) {
        const name = match[0].replace(/[.-]+$/, '');
        const isSkill = extractSkills(name).length > 0;
        if (!isSkill && !source.lower.includes(name.toLowerCase())) claims.push(name);
      }
      return [...new Set(claims)];
    },
    /**
     * A translation may rename a company or a title in its own language, so only what reads the
     * same in both is checked: figures (a Chinese numeral counts as its digits) and skills.
     */
    translation(original: string, translated: string): string[] {
      const source = withOriginal(original);
      return [
        ...new Set([...figureClaims(translated, source), ...skillClaims(translated, source)]),
      ];
    },
  };
}

/**
 * What a rewritten bullet claims that the resume does not support: figures, skills and tools,
 * titles, and names (companies, products) that appear nowhere in the original bullet or the
 * rest of the resume. An empty list means every claim has a source.
 */
export function findUnsupportedClaims(
  original: string,
  rewritten: string,
  context: ResumeDocument,
): string[] {
  return claimChecker(context).rewrite(original, rewritten);
}

/** What a translated line claims that its original and the original resume do not: figures and skills. */
export function findTranslationClaims(
  original: string,
  translated: string,
  context: ResumeDocument,
): string[] {
  return claimChecker(context).translation(original, translated);
}
