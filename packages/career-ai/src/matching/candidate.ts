import type { JobCategory } from '@yonder/contract/jobs';
import type { CandidateProfile } from '@yonder/contract/profile';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { categoryFromTitle, classifyCategory } from '../skills/category.ts';
import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { annualUsd } from './exchange-rates.ts';
import { fieldOf } from './fields.ts';
import { titleWords } from './titles.ts';
import { zoneOffset } from './time-zones.ts';
import type { MatchCandidate } from './types.ts';

export type CandidateSource = {
  profile: CandidateProfile | null;
  /** The primary resume and the language it is written in. */
  resume: { document: ResumeDocument; language: string } | null;
  /** "Present" in a date range; years of experience are counted up to it. */
  now: Date;
};

const LANGUAGE_NAMES: [RegExp, string][] = [
  [/^(en|english|英语|英文)/i, 'en'],
  [/^(zh|chinese|mandarin|cantonese|中文|汉语|普通话|粤语|国语)/i, 'zh'],
  [/^(ja|japanese|日语|日文)/i, 'ja'],
  [/^(ko|korean|韩语)/i, 'ko'],
  [/^(es|spanish|西班牙语)/i, 'es'],
  [/^(de|german|德语)/i, 'de'],
  [/^(fr|french|法语)/i, 'fr'],
  [/^(pt|portuguese|葡萄牙语)/i, 'pt'],
];

export function languageCode(name: string): string | null {
  const plain = name.trim();
  for (const [rule, code] of LANGUAGE_NAMES) if (rule.test(plain)) return code;
  return null;
}

const skillKey = (name: string) => normalizeSkill(name) ?? name.trim().toLowerCase();

/** Months since year 0 of `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; null for anything else. */
function monthOf(date: string): number | null {
  const match = /^(\d{4})(?:[-./](\d{1,2}))?/.exec(date.trim());
  if (!match) return null;
  return Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0);
}

/** Years covered by the work entries, overlapping spans counted once. */
export function yearsOfExperience(
  spans: readonly { start: string; end: string }[],
  now: Date,
): number | null {
  const present = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = spans
    .flatMap(({ start, end }) => {
      const from = monthOf(start);
      if (from === null) return [];
      const to = end.trim() === '' || !/^\d{4}/.test(end.trim()) ? present : monthOf(end);
      return to === null || to < from ? [] : [[from, Math.min(to, present)] as [number, number]];
    })
    .sort((a, b) => a[0] - b[0]);
  if (ranges.length === 0) return null;
  let months = 0;
  let [from, to] = ranges[0]!;
  for (const [start, end] of ranges.slice(1)) {
    if (start <= to) to = Math.max(to, end);
    else {
      months += to - from;
      [from, to] = [start, end];
    }
  }
  months += to - from;
  return Math.round((months / 12) * 10) / 10;
}

const clockHours = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) + (minutes ?? 0) / 60;
};

const countryCodes = (codes: readonly string[]) =>
  codes
    .map((code) => code.trim().toUpperCase())
    .filter((code, index, all) => /^[A-Z]{2}$/.test(code) && all.indexOf(code) === index);

/**
 * The countries the candidate can be hired from. What the user stated is the truth: the countries
 * they may legally work in, else the country they live in. The resume's address is only a hint,
 * used when they stated nothing (a resume written abroad must not open jobs of that country).
 */
function candidateCountries(
  profile: CandidateProfile | null,
  document: ResumeDocument | undefined,
): Pick<MatchCandidate, 'countries' | 'countrySource'> {
  const legal = countryCodes(profile?.preferences.workCountries ?? []);
  const stated = legal.length > 0 ? legal : countryCodes([profile?.contact.country ?? '']);
  if (stated.length > 0) return { countries: stated, countrySource: 'profile' };
  const address = countryCodes([document?.basics.location.countryCode ?? '']);
  return { countries: address, countrySource: address.length > 0 ? 'resume' : null };
}

/**
 * Everything matching needs of a candidate, from their profile and their primary resume (either
 * may be missing): made once, then scored against many jobs.
 */
export function prepareCandidate({ profile, resume, now }: CandidateSource): MatchCandidate {
  const document = resume?.document;
  const preferences = profile?.preferences;
  const work = [
    ...(profile?.work ?? []).map((entry) => ({
      title: entry.title,
      start: entry.start,
      end: entry.end,
      text: entry.description,
    })),
    ...(document?.work ?? []).map((entry) => ({
      title: entry.position,
      start: entry.startDate,
      end: entry.endDate,
      text: [entry.summary, ...entry.highlights].join('\n'),
    })),
  ].sort((a, b) => (monthOf(b.start) ?? 0) - (monthOf(a.start) ?? 0));

  const titles = [
    ...(preferences?.desiredTitles ?? []),
    ...(document?.basics.label ? [document.basics.label] : []),
    ...work.slice(0, 2).map((entry) => entry.title),
  ].filter((title) => title.trim() !== '');

  const listed = [
    ...(profile?.skills ?? []).map((skill) => skill.name),
    ...(document?.skills ?? []).flatMap((skill) => [skill.name, ...skill.keywords]),
    ...(document?.projects ?? []).flatMap((project) => project.keywords),
  ].filter((name) => name.trim() !== '');
  const prose = [
    document?.basics.summary ?? '',
    ...work.map((entry) => entry.text),
    ...(document?.projects ?? []).map((project) => project.description),
    ...(profile?.projects ?? []).map((project) => project.description),
    // Certifications are qualifications a job may ask for: CPA, ACCA, PMP, CompTIA A+, 注册会计师.
    ...(document?.certificates ?? []).map((certificate) => certificate.name),
  ].join('\n');
  const skills = new Set([...listed.map(skillKey), ...extractSkills(prose)]);

  const categories: JobCategory[] = [];
  const addCategory = (category: JobCategory | null) => {
    if (category && category !== 'other' && !categories.includes(category))
      categories.push(category);
  };
  for (const title of titles) addCategory(categoryFromTitle(title));
  if (categories.length === 0 && titles[0]) {
    addCategory(classifyCategory(titles[0], [...skills].join(', ')));
  }
  for (const category of preferences?.categories ?? []) addCategory(category);

  // The field: what the person asked for, else their latest role (an accountant who once sold
  // shoes is an accountant).
  const asked = [
    ...(preferences?.desiredTitles ?? []).map((title) => categoryFromTitle(title)),
    ...(preferences?.categories ?? []),
  ].filter((category): category is JobCategory => !!category && category !== 'other');
  const fields = new Set(
    (asked.length > 0 ? asked : categories.slice(0, 1)).map((category) => fieldOf(category)),
  );

  const { countries, countrySource } = candidateCountries(profile, document);

  const languages = new Set<string>(preferences?.workLanguages ?? []);
  for (const entry of profile?.languages ?? []) {
    const code = languageCode(entry.name);
    if (code && entry.level !== 'basic') languages.add(code);
  }
  for (const entry of document?.languages ?? []) {
    const code = languageCode(entry.language);
    if (code) languages.add(code);
  }
  if (resume && (resume.language === 'zh' || resume.language === 'en'))
    languages.add(resume.language);

  const minSalary = preferences?.minSalary;
  const hours = preferences?.workingHours;
  return {
    skills,
    titles,
    titleWords: new Set(titles.flatMap(titleWords)),
    categories,
    fields,
    preferredCategories: new Set(preferences?.categories ?? []),
    years: yearsOfExperience(work, now),
    countries,
    countrySource,
    utcOffset: zoneOffset(profile?.contact.timeZone ?? ''),
    workingHours: hours
      ? { start: clockHours(hours.start), end: clockHours(hours.end) }
      : { start: 9, end: 18 },
    minSalaryUsd: minSalary
      ? annualUsd(minSalary.amount, minSalary.currency, minSalary.period)
      : null,
    languages,
    jobTypes: new Set(preferences?.jobTypes ?? []),
    remoteTypes: new Set(preferences?.remoteTypes ?? []),
    hasContent: titles.length > 0 || skills.size > 0,
  };
}
