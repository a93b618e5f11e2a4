import type {
  FavoriteJob,
  JobCategory,
  JobDetail,
  JobListItem,
  JobType,
  RemoteType,
  SalaryPeriod,
} from '@yonder/contract/jobs';
import type { FavoriteRow } from './favorites-repository.ts';
import type { JobDetailRow, JobListRow } from './jobs-repository.ts';
import { publicLogoUrl } from './logos.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toJobListItem(row: JobListRow): JobListItem {
  return {
    id: row.id,
    title: row.title,
    company_name: row.company_name,
    company_logo_url: publicLogoUrl(row.company_logo_url),
    posted_date: iso(row.posted_at),
    location: row.location,
    skills: row.skills,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.salary_currency,
    salary_period: row.salary_period as SalaryPeriod | null,
    remote_type: row.remote_type as RemoteType,
    job_type: row.job_type as JobType,
    category: row.category as JobCategory,
    required_experience_years: row.experience_years,
    is_featured: row.is_featured,
    is_sample: row.is_sample,
    // Filled by withJobExtras (job-extras.ts), which every answer with jobs goes through.
    salary_converted: null,
    sources: [],
    first_seen_at: iso(row.posted_at),
    repost_count: 0,
    is_stale: false,
  };
}

export function toJobDetail(row: JobDetailRow): JobDetail {
  return {
    ...toJobListItem(row),
    is_remote: row.remote_type === 'fullRemote' || row.remote_type === 'regionRemote',
    remote_regions: row.remote_regions,
    remote_timezones: row.remote_timezones,
    description: row.description,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    benefits: row.benefits,
    view_count: row.view_count,
    applicants_count: row.applicants_count,
    application_url: row.application_url,
    company_website: row.company_website,
    company_size: row.company_size,
    company_industry: row.company_industry,
    language: row.language === 'zh' ? 'zh' : 'en',
    source: row.source,
    source_attribution_url: row.source_attribution_url,
    expires_at: row.expires_at ? iso(row.expires_at) : null,
    created_at: iso(row.created_at),
  };
}

export function toFavoriteJob(row: FavoriteRow): FavoriteJob {
  return {
    job_id: row.id,
    status: row.status,
    saved_at: iso(row.saved_at),
    notes: row.notes,
    job: toJobListItem(row),
  };
}
