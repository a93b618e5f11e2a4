import { skillMentions } from '../skills/extract.ts';
import { tokenize } from '../skills/tokens.ts';
import { findSkill } from '../skills/vocabulary.ts';
import { isSameStem, wordStem } from './stem.ts';

const SENIORITY =
  /\b(?:senior|sr|junior|jr|intermediate|lead|staff|principal|chief|head of|intern(?:ship)?|mid[- ]level|entry[- ]level|level|remote|contract|part[- ]time|full[- ]time|freelance|job|[ivx]{1,3}|\d+)\b\.?/giu;
const SENIORITY_ZH = /高级|资深|初级|中级|实习|远程|兼职|全职|（[^）]*）|\([^)]*\)/gu;
/** The words that name what a person is (the head of a title). */
const ROLE_NOUN =
  /\b(?:engineers?|developers?|programmers?|managers?|designers?|analysts?|scientists?|accountants?|controllers?|specialists?|consultants?|architects?|administrators?|coordinators?|assistants?|representatives?|executives?|directors?|officers?|writers?|marketers?|recruiters?|researchers?|technicians?|agents?|advisors?|producers?|editors?|teachers?|instructors?|nurses?|owners?|strategists?|bookkeepers?|auditors?|clerks?)\b/iu;

/** Words that name a field of engineering rather than a technology: "Frontend Developer" is the role. */
const FIELD_WORD =
  /^(?:front[- ]?end|back[- ]?end|full[- ]?stack|mobile|devops|data|qa|quality assurance|security|cloud|platform|site reliability|machine learning|web)$/iu;
const TECHNICAL = new Set(['frontend', 'backend', 'mobile', 'devops', 'data']);

/** Names of one role: a developer is an engineer. */
const SAME_ROLE: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
};

/**
 * The role a job's title names, without its seniority, its team or product ("… for Aera",
 * "…, Payments", "(Backend)") and the skills it names (those are asked for on their own):
 * "Senior Product Manager, Growth" → "Product Manager", "Full Stack React Engineer" →
 * "Full Stack Engineer". Null when nothing is left.
 */
export function roleOf(title: string): string | null {
  if (/\p{Script=Han}/u.test(title)) {
    let role = title.replace(SENIORITY_ZH, ' ');
    for (const mention of skillMentions(role).reverse())
      if (
        TECHNICAL.has(findSkill(mention.name)?.domain ?? 'general') &&
        !/\p{Script=Han}/u.test(role.slice(mention.start, mention.end))
      )
        role = `${role.slice(0, mention.start)} ${role.slice(mention.end)}`;
    role = role
      .trim()
      .replace(/[·|/,，、-].*$/u, '')
      .replace(/\s+/gu, '');
    return role.length >= 2 ? role : null;
  }
  let head = title
    .replace(/[(（][^)）]*[)）]/gu, ' ')
    .split(/\s+(?:for|at|in|of the|-|–|—|\|)\s+|[,|/]/u)[0]!
    .replace(SENIORITY, ' ');
  for (const mention of skillMentions(head).reverse()) {
    // "Product Manager" is a skill of the vocabulary, and the role itself.
    if (ROLE_NOUN.test(head.slice(mention.start, mention.end))) continue;
    // A function or a field (Customer Success, Frontend) is part of the role; a technology is not.
    if (!TECHNICAL.has(findSkill(mention.name)?.domain ?? 'general')) continue;
    if (FIELD_WORD.test(head.slice(mention.start, mention.end))) continue;
    head = `${head.slice(0, mention.start)} ${head.slice(mention.end)}`;
  }
  let words = head.split(/\s+/u).filter(Boolean);
  const last = words.findLastIndex((word) => ROLE_NOUN.test(word));
  if (last >= 0) words = words.slice(0, last + 1);
  words = words.slice(-3);
  while (words.length && /^(?:and|or|of|the|&|-)$/iu.test(words[0]!)) words.shift();
  return words.length ? words.join(' ') : null;
}

/** "Software" says nothing a title of engineer or developer does not: any of them is one. */
const roleStems = (text: string) =>
  tokenize(text)
    .filter((token, index, all) => !(token.lower === 'software' && index < all.length - 1))
    .map((token) => wordStem(SAME_ROLE[token.lower] ?? token.lower));

/** Where a title of the resume ("Full Stack Developer · Uber") names the role, or null. */
export function findRole(text: string, role: string): { start: number; end: number } | null {
  if (/\p{Script=Han}/u.test(role)) {
    const at = text.indexOf(role);
    return at >= 0 ? { start: at, end: at + role.length } : null;
  }
  const tokens = tokenize(text);
  const stems = roleStems(text);
  let start = Infinity;
  let end = -1;
  for (const wanted of roleStems(role)) {
    const index = stems.findIndex((stem) => isSameStem(stem, wanted));
    if (index < 0) return null;
    start = Math.min(start, tokens[index]!.at);
    end = Math.max(end, tokens[index]!.at + tokens[index]!.text.length);
  }
  return end >= 0 ? { start, end } : null;
}
