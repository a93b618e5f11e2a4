import type { ProfileSections } from '@yonder/contract/profile';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { resumeText } from '../ats/resume-text.ts';
import { detectLanguage } from '../resume-parser/language.ts';
import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { claimChecker } from '../tailor/claims.ts';

const plain = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
const digits = (text: string) => text.replace(/\D/gu, '');

/** Everything the resume says, contact details, links and dates included, to look values up in. */
function sourceOf(document: ResumeDocument) {
  const { basics } = document;
  const urls = [
    basics.url,
    ...basics.profiles.map((profile) => profile.url),
    ...document.projects.map((project) => project.url),
  ].filter(Boolean);
  const dates = [...document.work, ...document.education, ...document.projects]
    .flatMap((entry) => [entry.startDate, entry.endDate])
    .filter(Boolean);
  const text = plain(
    [
      resumeText(document),
      basics.email,
      basics.phone,
      basics.location.city,
      basics.location.region,
      basics.location.address,
      ...urls,
    ].join('\n'),
  );
  return {
    text,
    phoneDigits: digits(basics.phone),
    urls: urls.map((url) => plain(url).replace(/\/+$/u, '')),
    dates,
    skills: new Set(extractSkills(resumeText(document))),
    language: detectLanguage(resumeText(document)),
  };
}
type Source = ReturnType<typeof sourceOf>;

const says = (source: Source, value: string) => !value.trim() || source.text.includes(plain(value));
/** A year-month the resume's dates give (a resume that gives only the year supports its months). */
const hasDate = (source: Source, value: string) =>
  !value ||
  source.dates.some(
    (date) => date.startsWith(value) || (date.length === 4 && value.startsWith(date)),
  );
const hasUrl = (source: Source, url: string) =>
  !url ||
  source.urls.includes(plain(url).replace(/\/+$/u, '')) ||
  source.text.includes(plain(url).replace(/^https?:\/\//u, ''));

/**
 * What an AI reading of a resume into the profile claims that the resume does not say, by entry
 * id (and `contact.<field>` for contact details): an employer, title, school, date, link, skill,
 * language or detail that is not in it, and the figures, skills and names of a description that
 * the resume does not support. An entry absent from the answer has a source for everything.
 */
export function findProfileClaims(
  sections: ProfileSections,
  document: ResumeDocument,
): Record<string, string[]> {
  const source = sourceOf(document);
  const check = claimChecker(document);
  const claims: Record<string, string[]> = {};
  const note = (key: string, found: (string | false)[]) => {
    const list = [...new Set(found.filter((item): item is string => Boolean(item)))];
    if (list.length) claims[key] = list;
  };
  const { contact } = sections;
  note('contact.name', [!says(source, contact.name) && contact.name]);
  note('contact.email', [!says(source, contact.email) && contact.email]);
  note('contact.phone', [
    Boolean(contact.phone) && !source.phoneDigits.endsWith(digits(contact.phone)) && contact.phone,
  ]);
  note('contact.city', [!says(source, contact.city) && contact.city]);
  for (const work of sections.work)
    note(work.id, [
      !says(source, work.company) && work.company,
      !says(source, work.title) && work.title,
      !says(source, work.location) && work.location,
      !hasDate(source, work.start) && work.start,
      !hasDate(source, work.end) && work.end,
      ...check.rewrite('', work.description),
    ]);
  for (const entry of sections.education)
    note(entry.id, [
      !says(source, entry.school) && entry.school,
      !says(source, entry.degree) && entry.degree,
      !says(source, entry.field) && entry.field,
      !hasDate(source, entry.start) && entry.start,
      !hasDate(source, entry.end) && entry.end,
    ]);
  for (const project of sections.projects)
    note(project.id, [
      !says(source, project.name) && project.name,
      !hasUrl(source, project.link) && project.link,
      ...check.rewrite('', project.description),
    ]);
  for (const link of sections.links) note(link.id, [!hasUrl(source, link.url) && link.url]);
  for (const skill of sections.skills) {
    const known = normalizeSkill(skill.name);
    note(skill.id, [
      !(known && source.skills.has(known)) && !says(source, skill.name) && skill.name,
    ]);
  }
  for (const language of sections.languages) {
    const known = normalizeSkill(language.name);
    const writtenIn =
      (known === 'English' && source.language === 'en') ||
      (known === 'Mandarin' && source.language === 'zh');
    note(language.id, [
      !writtenIn &&
        !(known && source.skills.has(known)) &&
        !says(source, language.name) &&
        language.name,
    ]);
  }
  return claims;
}
