import {
  profileContactSchema,
  profileLinkSchema,
  type LanguageLevel,
  type ProfileContact,
  type ProfileSections,
} from '@yonder/contract/profile';
import type { ResumeDocument } from '@yonder/contract/resume-document';

/**
 * What a parsed resume offers the candidate profile (spec 2.12): the profile's own sections in
 * the profile's own shapes, valid as they stand. Nothing here decides what the candidate keeps.
 */

type Section = Exclude<keyof ProfileSections, 'contact'>;
export type MakeEntryId = (section: Section, index: number) => string;

const defaultId: MakeEntryId = (section, index) => `${section}-${index + 1}`;

const cut = (value: string, max: number) => value.trim().slice(0, max).trim();

/** `2019`, `2019-3`, `2019.03`, `2019/03/15` → `2019-03` (a year alone → its January); else empty. */
export function toYearMonth(value: string): string {
  const match = /^(\d{4})(?:[-./](\d{1,2}))?/.exec(value.trim());
  if (!match) return '';
  const month = Number(match[2] ?? '1');
  if (month < 1 || month > 12) return '';
  return `${match[1]}-${String(month).padStart(2, '0')}`;
}

/** An http(s) URL or empty: a bare `github.com/ada` gets its https scheme. */
export function toHttpUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const parsed = profileLinkSchema.shape.url.safeParse(withScheme);
  return parsed.success ? parsed.data : '';
}

const LEVEL_PATTERNS: [LanguageLevel, RegExp][] = [
  ['native', /native|mother|母语|本族/i],
  ['fluent', /fluent|bilingual|\bc[12]\b|流利|精通/i],
  ['professional', /professional|proficient|advanced|business|\bb2\b|熟练|专业|cet-?6|六级/i],
  ['conversational', /conversational|intermediate|working|\bb1\b|良好|日常|交流|cet-?4|四级/i],
  ['basic', /basic|beginner|elementary|\ba[12]\b|基础|入门|初级/i],
];

/** A resume's free-text fluency as one of the profile's levels (professional when unsaid). */
export function toLanguageLevel(fluency: string): LanguageLevel {
  return LEVEL_PATTERNS.find(([, pattern]) => pattern.test(fluency))?.[0] ?? 'professional';
}

function splitPhone(phone: string): Pick<ProfileContact, 'phone' | 'phoneCountryCode'> {
  const trimmed = phone.trim().replace(/\./g, ' ');
  const international = /^(?:\+|00)(\d{1,4})[\s\-()]+(.+)$/.exec(trimmed);
  const code = international ? `+${international[1]}` : '';
  const number = (international ? international[2]! : trimmed.replace(/^\+/, '')).trim();
  const valid = profileContactSchema.shape.phone.safeParse(number);
  return valid.success && number
    ? { phoneCountryCode: code, phone: number }
    : {
        phoneCountryCode: '',
        phone: '',
      };
}

function toContact(basics: ResumeDocument['basics']): ProfileContact {
  const email = profileContactSchema.shape.email.safeParse(basics.email.trim());
  const country = basics.location.countryCode.trim();
  return {
    name: cut(basics.name, 200),
    email: email.success ? email.data : '',
    ...splitPhone(basics.phone),
    city: cut(basics.location.city, 200),
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : '',
    timeZone: '',
  };
}

/** A summary and its bullet points as one description. */
const describe = (summary: string, highlights: string[]) =>
  [summary.trim(), ...highlights.map((line) => `- ${line.trim()}`)]
    .filter((line) => line && line !== '-')
    .join('\n')
    .slice(0, 5000);

function toLinks(basics: ResumeDocument['basics'], makeId: MakeEntryId) {
  const seen = new Set<string>();
  const links: ProfileSections['links'] = [];
  const candidates = [
    ...basics.profiles.map((profile) => ({ label: profile.network, url: profile.url })),
    { label: '', url: basics.url },
  ];
  for (const candidate of candidates) {
    const url = toHttpUrl(candidate.url);
    if (!url || seen.has(url.toLowerCase()) || links.length >= 20) continue;
    seen.add(url.toLowerCase());
    const label = cut(candidate.label, 100) || new URL(url).hostname.replace(/^www\./, '');
    links.push({ id: makeId('links', links.length), label, url });
  }
  return links;
}

/** Every skill once (case-insensitive): a group's keywords, else the group's own name. */
function toSkills(skills: ResumeDocument['skills'], makeId: MakeEntryId) {
  const names = skills.flatMap((skill) => (skill.keywords.length ? skill.keywords : [skill.name]));
  const seen = new Set<string>();
  const result: ProfileSections['skills'] = [];
  for (const raw of names) {
    const name = cut(raw, 100);
    const key = name.toLowerCase();
    if (!name || seen.has(key) || result.length >= 100) continue;
    seen.add(key);
    result.push({ id: makeId('skills', result.length), name });
  }
  return result;
}

/** The profile sections a resume fills; every value passes the profile's schema. */
export function resumeToProfileSections(
  document: ResumeDocument,
  makeId: MakeEntryId = defaultId,
): ProfileSections {
  const work = document.work
    .filter((entry) => entry.name.trim() || entry.position.trim())
    .slice(0, 50)
    .map((entry, index) => ({
      id: makeId('work', index),
      company: cut(entry.name, 300),
      title: cut(entry.position, 300),
      location: cut(entry.location, 300),
      start: toYearMonth(entry.startDate),
      end: toYearMonth(entry.endDate),
      description: describe(entry.summary, entry.highlights),
    }));
  const education = document.education
    .filter((entry) => entry.institution.trim() || entry.area.trim())
    .slice(0, 50)
    .map((entry, index) => ({
      id: makeId('education', index),
      school: cut(entry.institution, 300),
      degree: cut(entry.studyType, 200),
      field: cut(entry.area, 300),
      start: toYearMonth(entry.startDate),
      end: toYearMonth(entry.endDate),
    }));
  const projects = document.projects
    .filter((entry) => entry.name.trim())
    .slice(0, 50)
    .map((entry, index) => ({
      id: makeId('projects', index),
      name: cut(entry.name, 300),
      link: toHttpUrl(entry.url),
      description: describe(entry.description, entry.highlights),
    }));
  const languages = document.languages
    .filter((entry) => entry.language.trim())
    .slice(0, 20)
    .map((entry, index) => ({
      id: makeId('languages', index),
      name: cut(entry.language, 100),
      level: toLanguageLevel(entry.fluency),
    }));
  return {
    contact: toContact(document.basics),
    work,
    education,
    projects,
    links: toLinks(document.basics, makeId),
    skills: toSkills(document.skills, makeId),
    languages,
  };
}
