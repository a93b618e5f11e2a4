import type { ResumeSkill } from '@yonder/contract/resume-document';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { joinText } from './text.ts';
import type { Line } from './types.ts';

const CATEGORY = /^([^:：]{1,30})[:：]\s*(.+)$/u;
const SEPARATORS = /\s*(?:[,，、;；|｜•·]|\s\/\s|\s(?:and|&|以及|和)\s|[<>=]{1,2}|\s{3,})\s*/u;

/** "React/Redux" is two skills; "A/B Testing", "CI/CD" and "UI/UX" are one. */
function splitSlash(item: string): string[] {
  if (!item.includes('/') || normalizeSkill(item)) return [item];
  const parts = item.split('/').map((part) => part.trim());
  return parts.every((part) => part.length > 2) ? parts : [item];
}

/** The canonical vocabulary name of a skill as written, or the text as written (parentheses kept). */
export function canonicalSkill(text: string): string {
  const plain = text.replace(/\s*[(（][^)）]*[)）]\s*/gu, ' ').trim();
  return normalizeSkill(text) ?? normalizeSkill(plain) ?? text.trim();
}

function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(SEPARATORS)
    .flatMap(splitSlash)
    .map((item) =>
      item
        .replace(/^(?:proficient in|familiar with|熟悉|精通|掌握|了解|熟练使用|熟练掌握)\s*/iu, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && item.length <= 60 && /[\p{L}\d]/u.test(item))
    .map(canonicalSkill)
    .filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** Lines that continue a list across a line break join it: "Google Cloud" / "Platform". */
function logicalLines(lines: Line[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    const continues =
      last !== undefined &&
      !line.bullet &&
      !CATEGORY.test(line.text) &&
      !/[,，、;；]$/u.test(last) &&
      /[,，、]/u.test(last);
    if (continues) items[items.length - 1] = joinText(last, line.text);
    else items.push(line.text);
  }
  return items;
}

/**
 * A skills section: "Category: a, b, c" lines become one skill per category with its keywords;
 * plain lists become one skill per item. Names known to the shared vocabulary take its spelling.
 */
export function toSkills(lines: Line[]): ResumeSkill[] {
  const skills: ResumeSkill[] = [];
  for (const text of logicalLines(lines)) {
    // LinkedIn's "Endorsed by 14 colleagues at Northwind" and "12 endorsements".
    if (/^endorsed by\b|^\d+\s+endorsements?$|^\d+\s+experiences? across\b/iu.test(text)) continue;
    const category = CATEGORY.exec(text);
    if (category && !/^https?$/i.test(category[1]!)) {
      skills.push({ name: category[1]!.trim(), level: '', keywords: splitSkills(category[2]!) });
    } else {
      for (const name of splitSkills(text)) skills.push({ name, level: '', keywords: [] });
    }
  }
  return skills.slice(0, 200);
}
