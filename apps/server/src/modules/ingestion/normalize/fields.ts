import type { JobType } from '@yonder/contract/jobs';

const JOB_TYPES: [JobType, RegExp][] = [
  ['internship', /intern|实习/i],
  ['freelance', /freelance|自由职业/i],
  ['contract', /contract|temporary|temp\b|fixed[- ]term|合同|外包|兼职合同/i],
  ['partTime', /part[-_ ]?time|兼职/i],
  ['fullTime', /full[-_ ]?time|permanent|全职/i],
];

/**
 * The job type from the feed's field ("full_time", "FULL_TIME", "Full-Time", "FullTime",
 * "全职"), else from the title ("Contract", "Intern"), else full time.
 */
export function jobTypeOf(
  field: string | readonly string[] | null | undefined,
  title: string,
): JobType {
  // The feed's first type that we know ("PART_TIME", then "TEMPORARY").
  for (const value of (Array.isArray(field) ? field : [field]).filter(Boolean))
    for (const [type, rule] of JOB_TYPES) if (rule.test(value as string)) return type;
  for (const [type, rule] of JOB_TYPES) if (type !== 'fullTime' && rule.test(title)) return type;
  return 'fullTime';
}

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
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const NUMBER = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
const ENGLISH = new RegExp(
  `${NUMBER}\\s*\\+?\\s*(?:(?:-|–|to)\\s*${NUMBER}\\s*\\+?\\s*)?years?(?:'|’)?\\s+(?:of\\s+)?(?:[a-z-]+\\s+){0,4}?(?:experience|exp\\b)`,
  'gi',
);
const CHINESE =
  /(\d{1,2}|[一二两三四五六七八九十])\s*(?:-|~|至)?\s*(?:\d{1,2})?\s*年(?:以上)?(?:[^，。,；\n]{0,8})?(?:经验|工作)/gu;
/** More than this is a company boasting about itself ("30 years of experience"), not a requirement. */
const MAX_YEARS = 15;

function toNumber(word: string | undefined): number | null {
  if (!word) return null;
  const value = /^\d+$/.test(word) ? Number(word) : WORD_NUMBERS[word.toLowerCase()];
  return value !== undefined && value >= 0 && value <= MAX_YEARS ? value : null;
}

/** The least years of experience a description asks for ("5+ years of experience", "3年以上经验"). */
export function experienceYearsOf(text: string): number | null {
  for (const rule of [ENGLISH, CHINESE]) {
    for (const match of text.matchAll(rule)) {
      const years = toNumber(match[1]);
      if (years !== null) return years;
    }
  }
  return null;
}
