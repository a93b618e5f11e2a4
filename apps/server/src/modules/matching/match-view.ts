import type { Language } from '@yonder/contract/common';
import type { JobCategory, JobType, RemoteType, SalaryPeriod } from '@yonder/contract/jobs';
import type { JobMatch, MatchListItem } from '@yonder/contract/matching';
import {
  describeParts,
  hireText,
  matchReasons,
  skillLabel,
} from '@yonder/career-ai/matching/reasons';
import { matchFitsAndGaps } from '@yonder/career-ai/matching/gaps';
import type { MatchJob, MatchResult } from '@yonder/career-ai/matching/types';
import { toJobListItem } from '../jobs/job-view.ts';
import type { MatchJobRow } from './matching-repository.ts';

export function toMatchJob(row: MatchJobRow): MatchJob {
  return {
    title: row.title,
    category: row.category as JobCategory,
    remoteType: row.remote_type as RemoteType,
    remoteRegions: row.remote_regions,
    remoteTimezones: row.remote_timezones,
    jobType: row.job_type as JobType,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period as SalaryPeriod | null,
    experienceYears: row.experience_years,
    skills: row.skills,
    requirements: row.requirements,
    language: row.language === 'zh' ? 'zh' : 'en',
  };
}

export function toMatchListItem(
  row: MatchJobRow,
  result: MatchResult,
  language: Language,
): MatchListItem {
  return {
    ...toJobListItem(row),
    match: {
      score: result.score,
      is_eligible: result.hire.isEligible,
      hire_status: result.hire.status,
      reasons: matchReasons(result, language),
      ...matchFitsAndGaps(result, language),
      country_source: result.countrySource,
    },
  };
}

export function toJobMatch(jobId: string, result: MatchResult, language: Language): JobMatch {
  const { hire } = result;
  return {
    job_id: jobId,
    score: result.score,
    hire: {
      status: hire.status,
      is_eligible: hire.isEligible,
      regions: hire.regions,
      overlap_hours: hire.overlapHours,
      country: hire.country,
      country_source: hire.country ? result.countrySource : null,
      text: hireText(hire, language),
    },
    parts: describeParts(result, language),
    matched_skills: result.matchedSkills.map((skill) => skillLabel(skill, language)),
    missing_skills: result.missingSkills.map((skill) => skillLabel(skill, language)),
    reasons: matchReasons(result, language),
    ...matchFitsAndGaps(result, language),
  };
}
