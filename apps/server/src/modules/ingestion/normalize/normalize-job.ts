import type { JobCategory } from '@yonder/contract/jobs';
import { categoryFromTitle, classifyCategory } from '@yonder/career-ai/skills/category';
import { extractSkills } from '@yonder/career-ai/skills/extract';
import { normalizeSkill } from '@yonder/career-ai/skills/vocabulary';
import type { JobRecord } from '#modules/jobs/job-record.ts';
import { ItemError, type RawJob } from '../types.ts';
import { categoryFromHint } from './category-hints.ts';
import { experienceYearsOf, jobTypeOf } from './fields.ts';
import { htmlToLines, sanitizeDescription } from './html.ts';
import { remoteOf } from './remote.ts';
import { findSalaryInLines, parseSalaryText } from './salary.ts';
import { extractSections } from './sections.ts';
import { cleanLine, cleanOptional, detectLanguage } from './text.ts';

/** Bumped when the rules change, so every item is normalised again on its feed's next run. */
export const NORMALIZER_VERSION = 2;

const MAX_SKILLS = 12;
const MAX_DESCRIPTION = 100_000;

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function skillsOf(raw: RawJob, title: string, text: string): string[] {
  const fromTags = (raw.tags ?? []).map((tag) => normalizeSkill(cleanLine(tag), { loose: false }));
  const skills = new Set(fromTags.filter((skill): skill is string => skill !== null));
  for (const skill of extractSkills(`${title}\n${text}`)) skills.add(skill);
  return [...skills].slice(0, MAX_SKILLS);
}

function categoryOf(raw: RawJob, title: string, text: string): JobCategory {
  return (
    categoryFromTitle(title) ??
    categoryFromHint(raw.categoryHint) ??
    classifyCategory(title, `${text}\n${(raw.tags ?? []).join(', ')}`)
  );
}

function dateOf(value: Date | null | undefined): Date | null {
  return value && !Number.isNaN(value.getTime()) ? value : null;
}

/** One feed item as a Yonder job: every rule of the normaliser in one place. */
export function normalizeJob(
  raw: RawJob,
  { source, now }: { source: string; now: Date },
): JobRecord {
  const title = cleanLine(raw.title).slice(0, 300);
  const companyName = cleanLine(raw.company.name).slice(0, 200);
  const sourceId = String(raw.sourceId ?? '').trim();
  if (!sourceId) throw new ItemError('no id');
  if (!title) throw new ItemError('no title');
  if (!companyName) throw new ItemError('no company name');

  const description = sanitizeDescription(raw.description.slice(0, MAX_DESCRIPTION), {
    plainText: raw.descriptionFormat === 'text',
  });
  const lines = htmlToLines(description);
  const text = lines.join('\n');
  const found = extractSections(lines);
  const list = (given: string[] | undefined, fallback: string[]) =>
    given?.length ? given.map(cleanLine).filter(Boolean).slice(0, 30) : fallback;
  const location = cleanOptional(raw.location)?.slice(0, 200) ?? null;
  const postedAt = dateOf(raw.postedAt);

  return {
    title,
    company: {
      name: companyName,
      logoUrl: httpUrl(raw.company.logoUrl),
      website: httpUrl(raw.company.website),
      size: cleanOptional(raw.company.size),
      industry: cleanOptional(raw.company.industry),
    },
    location,
    ...remoteOf({
      remoteFlag: raw.remoteFlag,
      workplace: raw.workplace ?? null,
      location,
      regions: (raw.regions ?? []).map(cleanLine).filter(Boolean),
      timezoneOffsets: raw.timezoneOffsets ?? [],
      title,
      text,
    }),
    jobType: jobTypeOf(raw.jobType, title),
    category: categoryOf(raw, title, text),
    salary:
      raw.salary ??
      (raw.salaryText ? parseSalaryText(cleanLine(raw.salaryText)) : null) ??
      findSalaryInLines(lines),
    experienceYears: raw.experienceYears ?? experienceYearsOf(text),
    skills: skillsOf(raw, title, text),
    description,
    requirements: list(raw.lists?.requirements, found.requirements),
    responsibilities: list(raw.lists?.responsibilities, found.responsibilities),
    benefits: list(raw.lists?.benefits, found.benefits),
    applicationUrl: httpUrl(raw.applicationUrl) ?? httpUrl(raw.sourceUrl),
    language: detectLanguage(`${title}\n${text}`),
    source,
    sourceId,
    sourceUrl: httpUrl(raw.sourceUrl),
    attributionUrl: httpUrl(raw.attributionUrl),
    isFeatured: false,
    postedAt: postedAt && postedAt <= now ? postedAt : now,
    expiresAt: dateOf(raw.expiresAt),
  };
}
