import { HEADINGS, type SectionKind } from './heading-names.ts';
import { COMPANY } from './lexicon.ts';

export type { SectionKind };

const BY_TEXT = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, names]) =>
    names.map((name) => [name, kind] as const),
  ),
);
/** The same names without spaces: "W O R K E X P E R I E N C E" loses the gap between its words. */
const BY_COMPACT = new Map<string, SectionKind>(
  [...BY_TEXT].map(([name, kind]) => [name.replace(/ /g, ''), kind]),
);

/**
 * Letter-spaced text: mostly single letters between spaces ("E X P E R I E N C E", and
 * "C O N TAC T", where the kerning of a pair closed its gap).
 */
export function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(/\s+/u);
  const single = tokens.filter((token) => [...token].length === 1).length;
  return tokens.length >= 4 && single >= tokens.length * 0.6 && tokens.every((t) => t.length <= 4);
}

/** A heading's text without numbering, decoration, a trailing colon or letter spacing. */
export function headingKey(text: string): string {
  let key = text
    .toLowerCase()
    .replace(/^[\s\p{P}\p{S}\d一二三四五六七八九十]*[、.)）]?\s*/u, '')
    .replace(/[\s:：\-–—|_*#•·]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "E X P E R I E N C E", "C O N TAC T" and "工 作 经 历".
  if (/^(\S ){2,}\S$/u.test(key) || isLetterSpaced(key)) key = key.replace(/ /g, '');
  return key;
}

const lookUp = (key: string) =>
  BY_TEXT.get(key) ?? BY_TEXT.get(key.replace(/ & /g, ' and ')) ?? BY_COMPACT.get(key);

/** The section a heading opens, or null when the text is no heading Yonder knows. */
export function headingKind(text: string): SectionKind | null {
  if (text.length > (isLetterSpaced(text) ? 60 : 40)) return null;
  const key = headingKey(text);
  const direct = lookUp(key);
  if (direct) return direct;
  // "Skills & Awards", "Honors/Awards", "Education, Certifications": the first part names it;
  // "Research and Teaching Experience": the last.
  const parts = key.split(/\s*(?:&|\+|\/|,|\band\b)\s*/u).filter(Boolean);
  if (parts.length > 1 && key.split(' ').length <= 6) {
    const kind = lookUp(parts[0]!) ?? lookUp(parts.at(-1)!);
    if (kind) return kind;
  }
  // "Work Experience (5 years)", "教育背景 Education".
  const first = key.split(/\s*[(（|]\s*|\s{2,}/)[0] ?? '';
  return lookUp(first) ?? lookUp(key.replace(/\s*\p{Script=Latin}.*$/u, '')) ?? null;
}

/**
 * Words that make a short line a section's title, and the kind of section they open. A title ends
 * with its word ("ON CAMPUS INVOLVEMENT", "Board Memberships"); a company's name seldom does.
 */
const TITLE_WORDS: [RegExp, SectionKind][] = [
  [
    /\b(?:experiences?|involvements?|leadership|volunteer(?:ing)?|employment|internships?)$/iu,
    'work',
  ],
  [/\bprojects?$/iu, 'projects'],
  [/\b(?:skills?|competenc(?:y|ies)|expertise|proficienc(?:y|ies)|toolkit)$/iu, 'skills'],
  [/\b(?:certifications?|certificates?|licen[cs]es?)$/iu, 'certificates'],
  [
    /\b(?:awards?|honou?rs|achievements|accomplishments|publications|patents|presentations|talks|conferences|memberships|affiliations|organi[sz]ations|associations|courses|coursework|training|interests|hobbies|references|scholarships|grants|exhibitions|activities|extracurriculars?|highlights|information|service)$/iu,
    'other',
  ],
];
const HAN_TITLE: [RegExp, SectionKind][] = [
  [/(?:教育|学习)/u, 'education'],
  [/(?:获奖|竞赛|荣誉)/u, 'other'],
  [/项目/u, 'projects'],
  [/(?:经历|经验|实践)$/u, 'work'],
  [/(?:技能|能力|特长)$/u, 'skills'],
  [/证书$/u, 'certificates'],
  [/评价$/u, 'summary'],
  [/(?:奖励|爱好|兴趣|作品|成果|论文|专利|培训|信息|活动|情况)$/u, 'other'],
];

/**
 * The kind of section a short line would open if it were a heading Yonder does not know by name
 * ("ON CAMPUS INVOLVEMENT", "Board Memberships", "社团活动"), else null. Whether it is a heading is
 * for its look to tell (see heading-style.ts).
 */
export function titleWordKind(text: string): SectionKind | null {
  const key = headingKey(text);
  if (/\p{Script=Han}/u.test(key)) {
    if (key.length > 10 || /[，。；：,.;:]/u.test(key)) return null;
    return HAN_TITLE.find(([pattern]) => pattern.test(key))?.[1] ?? null;
  }
  if (key.split(' ').length > 5 || /\d|[.;:!?@]/u.test(key) || COMPANY.test(key)) return null;
  return TITLE_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}
