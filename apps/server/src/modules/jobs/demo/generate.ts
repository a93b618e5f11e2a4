import type { JobType } from '@yonder/contract/jobs';
import type { JobRecord } from '../job-record.ts';
import { demoSalary } from './pay.ts';
import { describe, postingLists, type PostingContext } from './posting.ts';
import { createRandom, mix, type Random } from './random.ts';
import { LEVEL_WEIGHTS, LEVELS, type Level, type Role } from './roles.ts';
import { slotOf } from './slots.ts';
import { skillsFor } from './skills.ts';
import { EN_COPY } from './text-en.ts';
import { ZH_COPY } from './text-zh.ts';

export const DEFAULT_DEMO_SEED = 20_240_601;
const DAY = 86_400_000;

type Language = 'zh' | 'en';

export type DemoOptions = {
  count: number;
  seed?: number;
  /** Posted and expiry dates are spread around this moment. */
  now: Date;
  /** The number of the first job (`demo-<n>`); a later run continues where an earlier one ended. */
  first?: number;
};

function jobTypeFor(random: Random, level: Level): JobType {
  if (level === 'intern') return 'internship';
  return random.weighted([
    ['fullTime', 74],
    ['contract', 12],
    ['partTime', 7],
    ['freelance', 7],
  ] as const);
}

const titleSkills = new Map<string, { named: string[]; others: string[] }>();

/** Skills from the category's pool, the one the title names (`Go Developer`) first. */
function skillsOf(random: Random, role: Role, title: string, language: Language): string[] {
  let split = titleSkills.get(title);
  if (!split) {
    const pool = skillsFor(role.category, language, role.name);
    const isNamed = (skill: string) =>
      new RegExp(`(^|[^A-Za-z.])${skill.replace(/[.+]/g, '\\$&')}([^A-Za-z]|$)`).test(title);
    split = { named: pool.filter(isNamed), others: pool.filter((skill) => !isNamed(skill)) };
    titleSkills.set(title, split);
  }
  const extra = Math.max(0, random.int(3, 6) - split.named.length);
  return [...split.named, ...random.sample(split.others, extra)];
}

function datesOf(random: Random, now: Date) {
  const isExpired = random.chance(0.02);
  // Newer postings are more common; an expired one is at least three days old.
  const age = isExpired ? 3 * DAY + random.next() * 57 * DAY : random.next() ** 1.3 * 60 * DAY;
  const postedAt = new Date(now.getTime() - Math.floor(age));
  let expiresAt: Date | null = null;
  if (isExpired)
    expiresAt = new Date(now.getTime() - random.int(1, Math.floor(age / DAY) - 1) * DAY);
  else if (random.chance(0.4)) expiresAt = new Date(now.getTime() + random.int(3, 60) * DAY);
  return { postedAt, expiresAt };
}

/** Dates, the featured flag and believable counts: older and featured jobs have been seen more. */
function activityOf(random: Random, now: Date) {
  const isFeatured = random.chance(0.05);
  const { postedAt, expiresAt } = datesOf(random, now);
  const days = (now.getTime() - postedAt.getTime()) / DAY;
  const viewCount = Math.round(days * random.int(3, 40) * (isFeatured ? 3 : 1)) + random.int(1, 22);
  const applicantsCount = Math.floor((viewCount * random.int(1, 7)) / 100);
  return { isFeatured, viewCount, applicantsCount, postedAt, expiresAt };
}

/** Job `n` (1-based) of the catalogue made from `seed`: the same arguments give the same job. */
export function demoJob(n: number, seed: number, now: Date): JobRecord {
  const { language, remoteType, company, role, place } = slotOf(seed, n);
  const random = createRandom(mix(seed, n));
  const isChinese = language === 'zh';
  const copy = isChinese ? ZH_COPY : EN_COPY;
  const level = random.weighted(LEVEL_WEIGHTS[role.family]);
  const title = role.title(level);
  const jobType = jobTypeFor(random, level);
  const [minYears, maxYears] = LEVELS[level].years;
  const years = level === 'intern' || random.chance(0.25) ? null : random.int(minYears, maxYears);
  const skills = skillsOf(random, role, title, language);
  const context: PostingContext = {
    company: company.name,
    industry: company.industry.name,
    product: random.pick(company.industry.products),
    audience: random.pick(company.industry.audiences),
    size: company.size,
    title,
    category: role.category,
    level,
    team: random.pick(copy.teams),
    // `Frontend` is a fine tag but reads oddly in a sentence.
    skills: skills.filter((skill) => skill !== 'Frontend' && skill !== 'Backend'),
    years,
    isRemote: remoteType === 'fullRemote' || remoteType === 'regionRemote',
    number: random.int(3, 12),
  };
  const applyWith = random.weighted([
    ['site', 92],
    ['relative', 4],
    ['none', 4],
  ] as const);
  return {
    title,
    company: {
      name: company.name,
      logoUrl: company.logoUrl,
      website: company.website,
      size: company.size,
      industry: company.industry.name,
    },
    location: place.label,
    remoteType: remoteType,
    remoteRegions: [...place.regions],
    remoteTimezones: [...place.timezones],
    jobType,
    category: role.category,
    salary: demoSalary({
      random,
      category: role.category,
      levelPay: LEVELS[level].pay,
      jobType,
      zone: place.zone,
      isChinese,
    }),
    experienceYears: years,
    skills,
    description: describe(random, copy, context),
    ...postingLists(random, copy, context),
    applicationUrl:
      applyWith === 'site'
        ? `https://${company.slug}.example.com/careers/${n}`
        : applyWith === 'relative'
          ? `/apply/${n}`
          : null,
    language: language,
    source: 'demo',
    sourceId: `demo-${n}`,
    ...activityOf(random, now),
  };
}

/** The catalogue one job at a time, so 200,000 jobs never sit in memory together. */
export function* demoJobs({ count, seed = DEFAULT_DEMO_SEED, now, first = 1 }: DemoOptions) {
  for (let n = first; n < first + count; n += 1) yield demoJob(n, seed, now);
}

export function generateDemoJobs(options: DemoOptions): JobRecord[] {
  return [...demoJobs(options)];
}
