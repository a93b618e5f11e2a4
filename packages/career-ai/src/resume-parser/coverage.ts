import { countryNames } from './lexicon.ts';
import type { Line } from './types.ts';

/** Words, and Chinese characters one by one (a Chinese run is often cut into several fields). */
const TOKEN = /\p{Script=Han}|[^\s\p{P}\p{S}\p{Script=Han}]+/gu;

/**
 * Words a field may rightly not repeat: what dates are written with (the dates are fields of
 * their own), the lengths of stays the dates give, joining words, the lead-ins of a skills list
 * ("Proficient in"), and the labels of contact details and scores.
 */
const UNSTORED = new Set(
  [
    'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december',
    'spring summer fall autumn winter present current currently now today ongoing expected anticipated graduation graduated class',
    'yr yrs year years mo mos month months',
    'and or in of the at a an to for with from by on as etc',
    'proficient fluent familiar experienced skilled knowledge working',
    'gpa cgpa email e mail phone tel mobile cell address location page',
    '年 月 日 至 今 预 计 毕 业 和 与 及 熟 练 使 用 掌 握 精 通 了 解 悉 电 话 手 机 邮 箱 地 址 姓 名',
  ].flatMap((group) => group.split(' ')),
);

const tokens = (text: string) => text.toLowerCase().match(TOKEN) ?? [];
/** A year or a one- or two-digit number: a date's part or a page number. */
const isDatePart = (token: string) => /^(?:\d{1,2}|(?:19|20)\d{2})$/u.test(token);

/** Every word of every text in a value (an object, a list, a string), country names included. */
export function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const token of tokens(value)) into.add(token);
    // A country written out is kept as its code.
    if (/^[A-Z]{2}$/u.test(value))
      for (const name of countryNames(value)) for (const token of tokens(name)) into.add(token);
  } else if (Array.isArray(value)) for (const item of value) wordsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) wordsOf(item, into);
  return into;
}

/** Whether every word of a text that should be stored is among `words`. */
export function isCovered(text: string, words: Set<string>): boolean {
  return tokens(text).every(
    (token) => UNSTORED.has(token) || isDatePart(token) || words.has(token),
  );
}

/** The lines some word of which `value` does not hold: what a field would otherwise lose. */
export function uncoveredLines(lines: Line[], value: unknown): Line[] {
  const words = wordsOf(value);
  return lines.filter((line) => !isCovered(line.text, words));
}
