import type { JobCategory } from '@yonder/contract/jobs';
import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { annualUsd } from './exchange-rates.ts';
import { hireAnswer } from './hire.ts';
import { titleWords } from './titles.ts';
import type { MatchCandidate, MatchJob, MatchPart, MatchResult, PartScore } from './types.ts';

/** How much each part counts; parts that cannot be told are left out and the rest share 100. */
export const PART_WEIGHTS: Readonly<Record<MatchPart, number>> = {
  skills: 30,
  role: 25,
  seniority: 10,
  location: 15,
  salary: 8,
  language: 7,
  preferences: 5,
};

/** A job the candidate cannot be hired for never shows more than this. */
export const NOT_ELIGIBLE_CAP = 40;

/** Categories whose people often do each other's jobs. */
const RELATED: Partial<Record<JobCategory, readonly JobCategory[]>> = {
  frontend: ['fullstack', 'mobile'],
  backend: ['fullstack', 'devops', 'dataScience'],
  fullstack: ['frontend', 'backend'],
  mobile: ['frontend'],
  devops: ['backend'],
  dataScience: ['backend'],
  design: ['product'],
  product: ['design', 'marketing'],
  marketing: ['sales', 'product'],
  sales: ['marketing', 'customerService'],
  customerService: ['sales', 'itSupport'],
  itSupport: ['devops', 'customerService'],
  finance: ['operations'],
  hr: ['operations'],
  legal: ['finance'],
  operations: ['hr', 'finance'],
  writing: ['marketing'],
  education: ['writing'],
};

export function areRelated(a: JobCategory, b: JobCategory): boolean {
  return RELATED[a]?.includes(b) ?? false;
}

const NICE_TO_HAVE =
  /\b(a plus|plus|nice to have|bonus|preferred|advantage|desirable)\b|加分|优先/i;
const skillKey = (name: string) => normalizeSkill(name) ?? name.trim().toLowerCase();
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** A clause naming alternatives: "CPA, ACCA or equivalent", "QuickBooks or NetSuite", "或同等学历". */
const ALTERNATIVES = /\bor\b|\/|或|及同等|equivalent/i;

/**
 * The job's skills split into required and nice to have ("TypeScript is a plus", "熟悉 Go 者优先"),
 * with the groups of skills any one of which meets the requirement ("a CPA, ACCA or equivalent
 * qualification" is met by either).
 */
export function jobSkills(job: MatchJob): {
  required: string[];
  niceToHave: string[];
  alternatives: string[][];
} {
  const nice = new Set<string>();
  const alternatives: string[][] = [];
  for (const line of job.requirements) {
    for (const clause of line.split(/[;；。]/)) {
      if (!ALTERNATIVES.test(clause)) continue;
      const named = extractSkills(clause);
      if (named.length >= 2) alternatives.push(named);
    }
    if (!NICE_TO_HAVE.test(line)) continue;
    for (const clause of line.split(/[;；,，。]/)) {
      if (NICE_TO_HAVE.test(clause)) for (const skill of extractSkills(clause)) nice.add(skill);
    }
  }
  const required = [...new Set(job.skills.map(skillKey))].filter((skill) => !nice.has(skill));
  return { required, niceToHave: [...nice], alternatives };
}

function skillsPart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const { required, niceToHave, alternatives } = jobSkills(job);
  const met = new Set(
    alternatives.filter((group) => group.some((skill) => candidate.skills.has(skill))).flat(),
  );
  const has = (skill: string) => candidate.skills.has(skill) || met.has(skill);
  const matched = [...required, ...niceToHave].filter(has);
  const missing = [...required.filter((s) => !has(s)), ...niceToHave.filter((s) => !has(s))];
  const requiredMatched = required.filter(has).length;
  const total = 2 * required.length + niceToHave.length;
  const score = total === 0 ? null : (2 * requiredMatched + niceToHave.filter(has).length) / total;
  return {
    part: 'skills',
    weight: PART_WEIGHTS.skills,
    score,
    detail: { part: 'skills', matched, missing, requiredMatched, required: required.length },
  };
}

function rolePart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const sameCategory = candidate.categories.includes(job.category);
  const relatedCategory =
    !sameCategory && candidate.categories.some((category) => areRelated(category, job.category));
  const words = titleWords(job.title);
  const shared = words.filter((word) => candidate.titleWords.has(word)).length;
  const titleOverlap = words.length === 0 ? 0 : shared / words.length;
  const known = candidate.categories.length > 0 || candidate.titles.length > 0;
  const category = sameCategory ? 1 : relatedCategory ? 0.5 : 0;
  return {
    part: 'role',
    weight: PART_WEIGHTS.role,
    score: known ? 0.6 * category + 0.4 * titleOverlap : null,
    detail: { part: 'role', category: job.category, sameCategory, relatedCategory, titleOverlap },
  };
}

function seniorityPart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const required = job.experienceYears;
  const years = candidate.years;
  let score: number | null = null;
  if (required !== null && years !== null) {
    if (years >= required) score = required > 0 && years > required + 10 ? 0.8 : 1;
    else score = clamp(1 - (required - years) / 5);
  }
  return {
    part: 'seniority',
    weight: PART_WEIGHTS.seniority,
    score,
    detail: { part: 'seniority', candidateYears: years, requiredYears: required },
  };
}

function salaryPart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const jobUsd = annualUsd(job.salaryMax ?? job.salaryMin, job.salaryCurrency, job.salaryPeriod);
  const minimumUsd = candidate.minSalaryUsd;
  let score: number | null = null;
  if (jobUsd !== null && minimumUsd !== null && minimumUsd > 0) {
    score = jobUsd >= minimumUsd ? 1 : clamp((jobUsd / minimumUsd - 0.6) / 0.4);
  }
  return {
    part: 'salary',
    weight: PART_WEIGHTS.salary,
    score,
    detail: { part: 'salary', jobUsd, minimumUsd },
  };
}

function languagePart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const isSpoken = candidate.languages.size === 0 ? null : candidate.languages.has(job.language);
  return {
    part: 'language',
    weight: PART_WEIGHTS.language,
    score: isSpoken === null ? null : isSpoken ? 1 : 0,
    detail: { part: 'language', jobLanguage: job.language, isSpoken },
  };
}

function preferencesPart(candidate: MatchCandidate, job: MatchJob): PartScore {
  const jobType = candidate.jobTypes.size === 0 ? null : candidate.jobTypes.has(job.jobType);
  const category =
    candidate.preferredCategories.size === 0
      ? null
      : [...candidate.preferredCategories].some(
          (preferred) => preferred === job.category || areRelated(preferred, job.category),
        );
  const remoteType =
    candidate.remoteTypes.size === 0 ? null : candidate.remoteTypes.has(job.remoteType);
  const known = [jobType, category, remoteType].filter((value) => value !== null);
  return {
    part: 'preferences',
    weight: PART_WEIGHTS.preferences,
    score: known.length === 0 ? null : known.filter(Boolean).length / known.length,
    detail: { part: 'preferences', jobType, category, remoteType },
  };
}

/**
 * How well a prepared candidate fits one job, 0 to 100, with every part's score. Pure and
 * deterministic: the same candidate and job always give the same result.
 */
export function scoreJob(candidate: MatchCandidate, job: MatchJob): MatchResult {
  const hire = hireAnswer(candidate, job);
  const hireScore = !hire.isEligible
    ? 0
    : hire.status === 'regions'
      ? 0.7
      : hire.overlapHours !== null
        ? clamp(hire.overlapHours / 6)
        : 1;
  const skills = skillsPart(candidate, job);
  const parts: PartScore[] = [
    skills,
    rolePart(candidate, job),
    seniorityPart(candidate, job),
    {
      part: 'location',
      weight: PART_WEIGHTS.location,
      score: hireScore,
      detail: { part: 'location', hire },
    },
    salaryPart(candidate, job),
    languagePart(candidate, job),
    preferencesPart(candidate, job),
  ];
  let weighted = 0;
  let weights = 0;
  for (const part of parts) {
    if (part.score === null) continue;
    weighted += part.weight * part.score;
    weights += part.weight;
  }
  const raw = weights === 0 ? 0 : Math.round((100 * weighted) / weights);
  const detail = skills.detail.part === 'skills' ? skills.detail : null;
  return {
    score: hire.isEligible ? raw : Math.min(raw, NOT_ELIGIBLE_CAP),
    hire,
    parts,
    matchedSkills: detail?.matched ?? [],
    missingSkills: detail?.missing ?? [],
    countrySource: candidate.countrySource,
  };
}

/** Ranking order: jobs the candidate can be hired for first, then by score. */
export function compareMatches(a: MatchResult, b: MatchResult): number {
  if (a.hire.isEligible !== b.hire.isEligible) return a.hire.isEligible ? -1 : 1;
  return b.score - a.score;
}
