import type { ResumeLanguage } from '@yonder/contract/resume-document';
import type { Line } from './types.ts';

const LABEL = /^(?:languages?|language skills|语言能力|语言|外语|外语能力)\s*[:：]\s*(.+)$/iu;
const SEPARATED = /^(.+?)\s*[-–—:：]\s*(.+)$/u;
const IN_PARENTHESES = /^(.+?)\s*[(（]\s*(.+?)\s*[)）]$/u;
const LEVEL_FIRST =
  /^(fluent|native|proficient|conversational|professional working proficiency|basic|intermediate|advanced)\s+(?:in\s+)?(\p{L}[\p{L} ]{1,28})$/iu;
const KNOWN =
  /english|mandarin|chinese|cantonese|japanese|korean|french|german|spanish|portuguese|italian|russian|arabic|hindi|dutch|英语|英文|中文|普通话|汉语|粤语|日语|韩语|法语|德语|西班牙语|葡萄牙语|意大利语|俄语|阿拉伯语/iu;

/** "English - Fluent", "英语：流利（雅思 7.0）", "英语（CET-6）", "German". */
function parseItem(text: string): ResumeLanguage | null {
  const trimmed = text.trim();
  // "Fluent in Korean": the level written before the language.
  const lead = LEVEL_FIRST.exec(trimmed);
  if (lead && KNOWN.test(lead[2]!)) return { language: lead[2]!.trim(), fluency: lead[1]!.trim() };
  const paren = trimmed.search(/[(（]/u);
  const separator = trimmed.search(/[-–—:：]/u);
  const separated =
    separator >= 0 && (paren < 0 || separator < paren) ? SEPARATED.exec(trimmed) : null;
  const match = separated ?? IN_PARENTHESES.exec(trimmed);
  const language = (match?.[1] ?? trimmed).trim();
  if (!KNOWN.test(language) || language.length > 30) return null;
  return { language, fluency: (match?.[2] ?? '').trim() };
}

/** Items of a list, split at commas and semicolons outside parentheses. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if ('(（'.includes(character)) depth += 1;
    if (')）'.includes(character)) depth = Math.max(0, depth - 1);
    if (depth === 0 && ',，;；、|'.includes(character)) {
      items.push(current);
      current = '';
    } else current += character;
  }
  return [...items, current].map((item) => item.trim()).filter(Boolean);
}

/** Languages from a languages section, or from a "Languages: …" line anywhere. */
export function toLanguages(sectionLines: Line[], allLines: Line[]): ResumeLanguage[] {
  const texts = sectionLines.map((line) => line.text);
  for (const line of allLines) {
    const labelled = LABEL.exec(line.text)?.[1];
    if (labelled && !texts.includes(labelled)) texts.push(labelled);
  }
  return texts
    .flatMap((text) => splitItems(text.replace(LABEL, '$1')))
    .map(parseItem)
    .filter((item): item is ResumeLanguage => item !== null)
    .slice(0, 30);
}
