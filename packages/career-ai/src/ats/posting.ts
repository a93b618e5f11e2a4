import { skillMentions } from '../skills/extract.ts';
import type { JobTarget } from './keywords.ts';

/**
 * Where a line of a posting stands: what the candidate must have, what is nice to have, what
 * the role does, an introduction (before any heading), or what asks nothing of the candidate
 * (the company, benefits, ways of working, how to apply).
 */
export type PostingPart = 'must' | 'nice' | 'tasks' | 'intro' | 'ignored';
export type PostingLine = { text: string; part: PostingPart };

const BULLET = /^(?:[•●○◦▪■‣∙·*✓✔➤►\-–—]|\d{1,2}[.、)）]|[（(]\d{1,2}[)）]|[①-⑳])\s*/u;

/** Heading words, tried in order: "About you" asks, "About Acme" does not; "Preferred qualifications" are nice to have. */
const HEADINGS: [PostingPart, RegExp][] = [
  ['must', /^about you\b|who you are/i],
  [
    'tasks',
    /about (?:the|this) (?:role|job|position)|role overview|job description|职位描述|岗位描述/i,
  ],
  [
    'nice',
    /(?:nice|good)[- ]to[- ]haves?|bonus|\bplus(?:es)?\b|preferred|desir(?:ed|able)|\bideal(?:ly)?\b(?! candidate)|extra credit|not required|optional|would be (?:great|nice)|加分|优先|更佳/i,
  ],
  [
    'ignored',
    /^about\b|who we are|our (?:company|story|mission|culture|values|team|vision)|what we(?:['’]re| are) building|benefit|perks|what we offer|we offer|why (?:join|work|us)|compensation|salary|pay range|what you(?:['’]ll| will) get|in return|how we work|working at|location|relationship|hiring process|interview|how to apply|equal opportunit|diversity|福利|待遇|我们提供|关于我们|公司介绍|公司简介|薪资/i,
  ],
  [
    'tasks',
    /responsibilit|what you(?:['’]ll| will)(?: be)? do|your (?:role|impact|mission|day)|the role|duties|day[- ]to[- ]day|in this role|you will|职责|工作内容/i,
  ],
  [
    'must',
    /requirement|qualification|looking for|you (?:have|bring|are)|you(?:['’]ll| will)? need|what you need|must[- ]haves?|skills|experience|your (?:profile|background)|ideal candidate|you should|languages|technolog|competenc|knowledge|education|学历|任职|要求|资格|技能|我们希望|你需要/i,
  ],
  ['nice', /stack|tools/i],
];

function partOf(heading: string): PostingPart {
  for (const [part, rule] of HEADINGS) if (rule.test(heading)) return part;
  return 'ignored';
}

/** A short line that names a section: "Requirements", "What you'll do:", "## 任职要求". */
function headingOf(line: string): string | null {
  if (BULLET.test(line)) return null;
  const plain = line
    .replace(/^#+\s*/u, '')
    .replace(/[:：]\s*$/u, '')
    .replace(/^[\p{Extended_Pictographic}\s]+/u, '')
    .trim();
  if (!plain || plain.length > 60 || plain.split(/\s+/u).length > 8) return null;
  // A sentence is not a heading ("Excellent writing skills.").
  if (/[.。!?！？]$/u.test(plain)) return null;
  if (line.startsWith('#') || /[:：]\s*$/u.test(line)) return plain;
  // Chinese has no spaces to count words by: a heading is a few characters.
  if (/\p{Script=Han}/u.test(plain) && plain.length > 12) return null;
  if (HEADINGS.some(([, rule]) => rule.test(plain))) return plain;
  // "What we're about": a few words standing alone, naming nothing a candidate could have.
  const isShortTitle =
    /^\p{Lu}/u.test(plain) && plain.split(/\s+/u).length <= 6 && !/[\d,;]/u.test(plain);
  return isShortTitle && skillMentions(plain).length === 0 ? plain : null;
}

/** "Our stack: we use Sentry and Slack": a line that opens with a section's name speaks for it. */
function inlineHeading(line: string): PostingPart | null {
  const match = /^([^:：]{2,40})[:：]\s*\S/u.exec(line);
  if (!match || match[1]!.split(/\s+/u).length > 5) return null;
  const part = HEADINGS.find(([, rule]) => rule.test(match[1]!))?.[0];
  return part ?? null;
}

/** Section names a feed may have flattened into one paragraph ("… tasks. Qualifications Exemplary …"). */
const FLAT_HEADING =
  /(?<=[\p{Ll}.!?:)]\s)((?:Position |Key |Main |Minimum |Basic |Preferred )?(?:Responsibilities|Requirements|Qualifications|Education|Experience|Benefits|Nice to have|About you|What you(?:['’]ll| will) do)):?\s+(?=[\p{Lu}\d])/gu;

/** A long paragraph (a feed that lost its line breaks) as its sentences, section names apart. */
function splitFlat(line: string): string[] {
  if (line.length <= 300) return [line];
  return line
    .replace(FLAT_HEADING, '\n$1:\n')
    .split('\n')
    .flatMap((part) => part.split(/(?<=[a-z0-9)][.!?])\s+(?=[\p{Lu}\d])/u))
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The lines of a posting, each in the part of the posting it stands in. Without sections in its
 * description, the job's own lists (requirements and responsibilities, when the feed gave them)
 * stand for them.
 */
export function readPostingLines(target: JobTarget): PostingLine[] {
  const lines: PostingLine[] = [];
  let current: PostingPart = 'intro';
  let sawHeading = false;
  for (const line of target.description.split(/\r?\n/u).flatMap((raw) => splitFlat(raw.trim()))) {
    if (!line) continue;
    const heading = headingOf(line);
    if (heading !== null) {
      current = partOf(heading);
      sawHeading = true;
      continue;
    }
    const text = line.replace(BULLET, '').trim();
    if (!text) continue;
    const inline = BULLET.test(line) ? null : inlineHeading(text);
    lines.push({ text, part: inline ?? current });
  }
  // A description without a single heading describes the role: what it names is what the job does.
  if (!sawHeading)
    for (const line of lines)
      if (line.part === 'intro' && !aboutCompany(line.text, target)) line.part = 'tasks';
  const has = (part: PostingPart) => lines.some((line) => line.part === part);
  if (!has('must') && target.requirements?.length)
    lines.push(...target.requirements.map((text) => ({ text, part: 'must' as const })));
  if (!has('tasks') && target.responsibilities?.length)
    lines.push(...target.responsibilities.map((text) => ({ text, part: 'tasks' as const })));
  return lines;
}

/** A sentence about the company (its mission, its funding) asks nothing of the candidate. */
export function aboutCompany(text: string, target: JobTarget): boolean {
  const company = target.company?.trim();
  if (company && text.toLowerCase().startsWith(company.toLowerCase())) return true;
  return /\b(?:we(?: are|['’]re) (?!looking|hiring|seeking|searching)|our (?:mission|company|customers|team|platform|product)|founded|headquartered|backed by|is a (?:leading|global|fast-growing))\b|我们是|公司成立|总部位于/iu.test(
    text,
  );
}
