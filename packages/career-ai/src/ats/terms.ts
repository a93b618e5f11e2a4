import { skillMentions } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { isStopword } from './stopwords.ts';

/**
 * One thing a posting asks for: a skill, tool or qualification of the vocabulary, a spoken
 * language, a degree (its level), years of experience, or a phrase a list of examples stands for
 * ("accounting software (e.g. SAP, QuickBooks)").
 */
export type TermKind = 'role' | 'skill' | 'language' | 'degree' | 'years' | 'phrase';
export type Term = {
  kind: TermKind;
  /** The canonical skill or language, the phrase as written, the degree level or the years. */
  label: string;
  /** Degree level (1 associate … 4 doctorate) or years. */
  value?: number;
};
export type FoundTerm = Term & { start: number; end: number };

/** Spoken languages of the vocabulary: a resume written in one shows it. */
export const SPOKEN_LANGUAGES = new Set([
  'English',
  'Mandarin',
  'Japanese',
  'Spanish',
  'German',
  'French',
  'Portuguese',
]);
/** Qualities no tracking system can check in a resume's words; a recruiter judges them in person. */
const SOFT_SKILLS = new Set(['Communication', 'Problem Solving', 'Remote Collaboration']);

export const DEGREE_LABELS = ['', 'associate', 'bachelor', 'master', 'doctorate'] as const;
const DEGREES: [number, RegExp][] = [
  [4, /\b(?:ph\.?\s?d|doctorate|doctoral degree)\b|博士/giu],
  [
    3,
    /\b(?:master['’]?s?(?: degree)?|mba|m\.?\s?sc|(?:ms|ma)(?=\s*(?:\/|in\b|degree|or\b|,)))\b|硕士|研究生/giu,
  ],
  [
    2,
    /\b(?:bachelor['’]?s?(?: degree)?|b\.?\s?sc|b\.s\.|(?:bs|ba)(?=\s*(?:\/|in\b|degree|or\b|,))|undergraduate degree|(?:university|college) degree|degree)\b|本科|学士|统招/giu,
  ],
  [1, /\bassociate['’]?s? degree\b|大专|专科/giu],
];

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b|(\d{1,2})\s*(?:(?:-|–|至|到)\s*\d{1,2}\s*)?年(?:以上|及以上|\+|[^。；;，,]{0,20}经验)/giu;

/** What follows a degree and names its field ("in Accounting, Finance or a related field"). */
const DEGREE_FIELD = /^\s*(?:degree\s*)?(?:in|of)\s+[^;.()]*/iu;
/** Words that introduce examples of what goes before: "software (e.g. SAP, QuickBooks)". */
export const EXAMPLES =
  /(?:e\.\s?g\.?|eg\.|such as|for example|for instance|like|including|例如|比如|如)\s*[,:：]?\s*$/iu;
const PHRASE_STOP =
  /^(?:with|in|of|on|for|using|to|and|or|the|a|an|your|our|any|strong|solid|good|proven|hands|experience|familiarity|knowledge|proficiency|expertise|understanding)$/iu;

/** Every term a clause of a posting names, in order, never two at one place. */
export function findTerms(clause: string): FoundTerm[] {
  const found: FoundTerm[] = [];
  const overlaps = (start: number, end: number) =>
    found.some((term) => start < term.end && end > term.start);

  for (const match of clause.matchAll(YEARS)) {
    const raw = (match[1] ?? match[2] ?? '').toLowerCase();
    const value = WORD_NUMBERS[raw] ?? Number(raw);
    if (value > 0 && value <= 30)
      found.push({
        kind: 'years',
        label: String(value),
        value,
        start: match.index,
        end: match.index + match[0].length,
      });
  }
  const fieldRanges: [number, number][] = [];
  for (const [level, rule] of DEGREES) {
    for (const match of clause.matchAll(rule)) {
      const end = match.index + match[0].length;
      if (overlaps(match.index, end)) continue;
      found.push({
        kind: 'degree',
        label: DEGREE_LABELS[level]!,
        value: level,
        start: match.index,
        end,
      });
      const field = DEGREE_FIELD.exec(clause.slice(end));
      if (field) fieldRanges.push([end, end + field[0].length]);
    }
  }
  for (const mention of skillMentions(clause)) {
    if (SOFT_SKILLS.has(mention.name) || overlaps(mention.start, mention.end)) continue;
    // The fields of a degree are not skills asked for on their own.
    if (fieldRanges.some(([start, end]) => mention.start >= start && mention.end <= end)) continue;
    found.push({
      kind: SPOKEN_LANGUAGES.has(mention.name) ? 'language' : 'skill',
      label: mention.name,
      start: mention.start,
      end: mention.end,
    });
  }
  addExperienceFields(clause, found, overlaps);
  addExampleHeads(clause, found);
  return found.sort((a, b) => a.start - b.start);
}

/** "3+ years of accounting experience": the field of experience, even in a word too common to count elsewhere. */
const FIELD_OF_EXPERIENCE =
  /\b(?:years?|yrs?) (?:of |in )?((?:[\p{L}-]+ ){0,2}?[\p{L}-]+) experience\b|\bexperience (?:in|with) ((?:[\p{L}-]+ ){0,2}?[\p{L}-]+)\b/giu;

function addExperienceFields(
  clause: string,
  found: FoundTerm[],
  overlaps: (start: number, end: number) => boolean,
): void {
  for (const match of clause.matchAll(FIELD_OF_EXPERIENCE)) {
    const words = (match[1] ?? match[2] ?? '').replace(
      /^(?:professional|general|relevant|hands-on|proven) /iu,
      '',
    );
    const name = normalizeSkill(words);
    if (!name || SOFT_SKILLS.has(name)) continue;
    const start = match.index + match[0].indexOf(words);
    if (!overlaps(start, start + words.length))
      found.push({
        kind: SPOKEN_LANGUAGES.has(name) ? 'language' : 'skill',
        label: name,
        start,
        end: start + words.length,
      });
  }
}

/**
 * "accounting software (e.g. SAP, QuickBooks, or similar)": the thing the examples stand for is
 * asked for too, as a phrase, unless a known term names it already.
 */
function addExampleHeads(clause: string, found: FoundTerm[]): void {
  for (const term of [...found]) {
    const before = clause.slice(0, term.start);
    const intro =
      EXAMPLES.exec(before.replace(/[(（]\s*$/u, '').trimEnd()) ?? EXAMPLES.exec(before);
    if (!intro) continue;
    const head = before.slice(0, intro.index).replace(/[\s(（,]+$/u, '');
    if (found.some((other) => other.end > head.length - 2 && other.end <= intro.index + 1))
      continue;
    const words = head.split(/\s+/u);
    const phrase: string[] = [];
    while (words.length && phrase.length < 3) {
      const word = words.pop()!.replace(/^[^\p{L}\d]+|[^\p{L}\d+#]+$/gu, '');
      if (!word || PHRASE_STOP.test(word)) break;
      phrase.unshift(word);
    }
    if (!phrase.length || phrase.every((word) => isStopword(word))) continue;
    const label = phrase.join(' ');
    const start = head.lastIndexOf(label);
    if (start >= 0 && !found.some((other) => other.kind === 'phrase' && other.start === start))
      found.push({ kind: 'phrase', label, start, end: start + label.length });
  }
}
