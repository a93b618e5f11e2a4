import type { JobCategory, JobType, RemoteType, SalaryPeriod } from '@yonder/contract/jobs';
import type { CATEGORY_FIELDS } from '@yonder/contract/jobs-constants';

/** What matching reads of a job: the columns of a job row, nothing more. */
export type MatchJob = {
  title: string;
  category: JobCategory;
  remoteType: RemoteType;
  remoteRegions: readonly string[];
  remoteTimezones: readonly string[];
  jobType: JobType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  experienceYears: number | null;
  skills: readonly string[];
  /** Requirement lines: a skill they call "a plus" is nice to have, not required. */
  requirements: readonly string[];
  language: 'zh' | 'en';
};

export type CountrySource = 'profile' | 'resume';

/** A candidate made ready once, then scored against many jobs. */
export type MatchCandidate = {
  /** Canonical skill names (vocabulary names, else the lower-cased text). */
  skills: ReadonlySet<string>;
  titles: readonly string[];
  titleWords: ReadonlySet<string>;
  /** Categories the titles and skills point to, the strongest first. */
  categories: readonly JobCategory[];
  /**
   * The person's professions (engineering's kinds make one): of the titles and categories they
   * asked for, else of their latest title. Empty when nothing tells.
   */
  fields: ReadonlySet<(typeof CATEGORY_FIELDS)[JobCategory]>;
  preferredCategories: ReadonlySet<JobCategory>;
  years: number | null;
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  /** Where `countries` come from: what the user set, or their resume's address when they set none. */
  countrySource: CountrySource | null;
  /** Hours from UTC of the candidate's time zone (standard time), or null. */
  utcOffset: number | null;
  workingHours: { start: number; end: number };
  minSalaryUsd: number | null;
  /** ISO 639-1 codes. */
  languages: ReadonlySet<string>;
  jobTypes: ReadonlySet<JobType>;
  remoteTypes: ReadonlySet<RemoteType>;
  /** True when the candidate has anything to match on (a profile or a resume with content). */
  hasContent: boolean;
};

export type HireStatus = 'yes' | 'regions' | 'overlap' | 'no';

/** "Can I be hired from here": yes, only from these regions, N hours of overlap, not from your country. */
export type HireAnswer = {
  status: HireStatus;
  isEligible: boolean;
  /** The job's regions (as it names them) when it restricts hiring to them. */
  regions: string[];
  /** Hours of the candidate's working day that meet the team's, when the job names time zones. */
  overlapHours: number | null;
  /** The candidate's country the answer is about, when known. */
  country: string | null;
};

export const MATCH_PARTS = [
  'skills',
  'role',
  'seniority',
  'location',
  'salary',
  'language',
  'preferences',
] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export type PartDetail =
  | {
      part: 'skills';
      matched: string[];
      missing: string[];
      requiredMatched: number;
      required: number;
    }
  | {
      part: 'role';
      category: JobCategory;
      sameCategory: boolean;
      relatedCategory: boolean;
      titleOverlap: number;
    }
  | { part: 'seniority'; candidateYears: number | null; requiredYears: number | null }
  | { part: 'location'; hire: HireAnswer }
  | { part: 'salary'; jobUsd: number | null; minimumUsd: number | null }
  | { part: 'language'; jobLanguage: string; isSpoken: boolean | null }
  | {
      part: 'preferences';
      jobType: boolean | null;
      category: boolean | null;
      remoteType: boolean | null;
    };

export type PartScore = {
  part: MatchPart;
  weight: number;
  /** 0 to 1; null when it cannot be told (no salary, no years): left out of the score. */
  score: number | null;
  detail: PartDetail;
};

export type MatchResult = {
  /** 0 to 100. */
  score: number;
  hire: HireAnswer;
  parts: PartScore[];
  matchedSkills: string[];
  missingSkills: string[];
  /** Where the candidate's countries in `hire` come from. */
  countrySource: CountrySource | null;
};
