import type { ResumeSkill } from '@yonder/contract/resume-document';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { joinText } from './text.ts';
import type { Line } from './types.ts';

const CATEGORY = /^([^:：]{1,30})[:：]\s*(.+)$/u;
const SEPARATORS = /\s*(?:[,，、;；|｜•·]|\s\/\s|\s(?:and|&|以及|和)\s|[<>=]{1,2}|\s{3,})\s*/u;
/** How a list item may start without being part of the skill: "Proficient in Excel", "and Excel". */
const LEAD_IN =
  /^(?:and|&|以及|和|(?:highly\s+)?proficient (?:in|with)|fluent in|familiar with|experienced (?:in|with)|skilled in|(?:working )?knowledge of|熟练使用|熟练掌握|熟悉|精通|掌握|了解)\s*/iu;
/** Separators inside parentheses belong to the item: "NoSQL databases (MySQL, MongoDB)". */
const IN_PARENTHESES = /[(（][^()（）]*[)）]/gu;
const HIDDEN_SEPARATOR = '\uE000';

/**
 * An item with a slash kept as written ("HTML/CSS", "CI/CD pipelines"); when both sides are skills
 * the vocabulary knows and the whole is not one ("React/Redux"), they are its keywords, so that a
 * match against a job still finds each.
 */
function toSkill(item: string): ResumeSkill {
  const parts = item.split('/').map((part) => part.trim());
  const keywords =
    parts.length > 1 && !normalizeSkill(item) && parts.every((part) => normalizeSkill(part))
      ? parts
      : [];
  return { name: item, level: '', keywords };
}

/** The items of a list as written, split at its separators, without their lead-ins. */
function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const hidden = text.replace(IN_PARENTHESES, (group) =>
    group.replace(/[,，、;；|｜•·&]/gu, (separator) => HIDDEN_SEPARATOR + separator),
  );
  return hidden
    .split(SEPARATORS)
    .map((item) =>
      item
        .replaceAll(HIDDEN_SEPARATOR, '')
        .replace(LEAD_IN, '')
        .replace(/[\s.。]+$/u, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && item.length <= 100 && /[\p{L}\d]/u.test(item))
    .filter((item) => !/^etc$/iu.test(item))
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
 * plain lists become one skill per item. Every name is kept as the person wrote it.
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
      for (const name of splitSkills(text)) skills.push(toSkill(name));
    }
  }
  return skills.slice(0, 200);
}
