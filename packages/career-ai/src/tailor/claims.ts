import type { ResumeDocument } from '@yonder/contract/resume-document';
import { resumeText } from '../ats/resume-text.ts';
import { extractSkills } from '../skills/extract.ts';

const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)*(?:\s?(?:%|percent|x|k|m|倍|万|亿))?/giu;
const TITLE_WORD =
  /\b(?:(?:senior|lead|principal|staff|chief|head|junior)\s+)?(?:engineer|developer|manager|director|architect|lead|head|vp|cto|ceo|founder|principal|consultant|analyst|designer|scientist)s?\b|(?:高级|资深|首席)?(?:工程师|经理|总监|架构师|负责人|组长|主管|创始人|合伙人|专家)/giu;
/** Capitalised words that start no sentence: names of companies, products, places. */
const PROPER_NAME =
  /(?<=[\p{Ll}\d,;:]\s+|\b(?:at|for|with|from|by)\s+)\p{Lu}[\p{L}\d&.-]*(?:\s+\p{Lu}[\p{L}\d&.-]*)*/gu;

const normalizeNumber = (text: string) =>
  text
    .toLowerCase()
    .replace(/[,\s]/g, '')
    .replace(/percent$/, '%');

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
  const source = `${original}\n${resumeText(context)}`;
  const lower = source.toLowerCase();
  const numbers = new Set(
    [...source.matchAll(NUMBER)].map((match) => normalizeNumber(match[0]).replace(/[^\d.]/g, '')),
  );
  const claims: string[] = [];
  for (const match of rewritten.matchAll(NUMBER)) {
    const digits = normalizeNumber(match[0]).replace(/[^\d.]/g, '');
    if (!numbers.has(digits)) claims.push(match[0].trim());
  }
  const known = new Set(extractSkills(source));
  for (const skill of extractSkills(rewritten)) if (!known.has(skill)) claims.push(skill);
  for (const match of rewritten.matchAll(TITLE_WORD)) {
    if (!lower.includes(match[0].toLowerCase().replace(/s$/u, ''))) claims.push(match[0]);
  }
  for (const match of rewritten.matchAll(PROPER_NAME)) {
    const name = match[0].replace(/[.-]+$/, '');
    const isSkill = extractSkills(name).length > 0;
    if (!isSkill && !lower.includes(name.toLowerCase())) claims.push(name);
  }
  return [...new Set(claims)];
}
