import { resumeDocumentSchema, type ResumeDocument } from '@yonder/contract/resume-document';
import { ResumeParseError } from './resume-parser/errors.ts';

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Section = 'work' | 'education' | 'projects' | 'skills' | 'certificates';

/** Drops empty strings, empty lists and empty objects: JSON Resume's formats reject "" for dates and URLs. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, prune(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * A JSON Resume document (schema v1.0.0) of a Yonder resume, with `meta` naming its title and
 * language. The schema has no place for sections of one's own: they travel in
 * `meta.customSections`, where JSON Resume lets tools keep what they need.
 */
export function toJsonResume(
  { customSections, ...document }: ResumeDocument,
  meta: { title?: string; language?: string } = {},
): object {
  // JSON Resume wants a full date for certificates: a year or a month stands for its first day.
  const certificates = document.certificates.map((certificate) => ({
    ...certificate,
    date: certificate.date && `${certificate.date}-01-01`.slice(0, 10),
  }));
  const body = (prune({ ...document, certificates }) ?? {}) as Record<string, unknown>;
  return {
    $schema: JSON_RESUME_SCHEMA,
    ...body,
    meta: {
      version: 'v1.0.0',
      ...(prune(meta) as object | undefined),
      ...(prune({ customSections }) as object | undefined),
    },
  };
}

const asText = (value: unknown, max: number): string =>
  (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '').slice(
    0,
    max,
  );

/** JSON Resume dates may carry a time or be partial ("2014-12-01T00:00:00Z", "2014-12"); keep the date. */
const asDate = (value: unknown): string =>
  /^\d{4}(?:-\d{2}){0,2}/.exec(asText(value, 40))?.[0] ?? '';

const asList = (value: unknown, max: number): unknown[] =>
  Array.isArray(value) ? value.slice(0, max) : [];
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const texts = (value: unknown, max: number, length: number) =>
  asList(value, max)
    .map((item) => asText(item, length))
    .filter(Boolean);

/**
 * A Yonder resume from a JSON Resume document, tolerant of what other tools write: unknown
 * sections are dropped, numbers become text, long texts are cut to the limits, and dates keep their
 * date part. Throws `ResumeParseError`
 * (`malformed`) for anything that is not a JSON object.
 */
export function fromJsonResume(json: unknown): ResumeDocument {
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new ResumeParseError('malformed', 'not a JSON Resume object');
  const source = json as Record<string, unknown>;
  const basics = asObject(source.basics);
  const location = asObject(basics.location);
  const section = (name: Section) =>
    asList(source[name], name === 'skills' ? 200 : 100).map(asObject);
  return resumeDocumentSchema.parse({
    basics: {
      name: asText(basics.name, 200),
      label: asText(basics.label, 200),
      email: asText(basics.email, 320),
      phone: asText(basics.phone, 50),
      url: asText(basics.url ?? basics.website, 1000),
      summary: asText(basics.summary, 5000),
      location: {
        address: asText(location.address, 500),
        city: asText(location.city, 200),
        region: asText(location.region, 200),
        countryCode: asText(location.countryCode, 10),
        postalCode: asText(location.postalCode, 20),
      },
      profiles: asList(basics.profiles, 20)
        .map(asObject)
        .map((profile) => ({
          network: asText(profile.network, 100),
          username: asText(profile.username, 200),
          url: asText(profile.url, 1000),
        })),
    },
    work: section('work').map((work) => ({
      name: asText(work.name ?? work.company, 300),
      position: asText(work.position, 300),
      location: asText(work.location, 300),
      url: asText(work.url ?? work.website, 1000),
      startDate: asDate(work.startDate),
      endDate: asDate(work.endDate),
      summary: asText(work.summary ?? work.description, 5000),
      highlights: texts(work.highlights, 50, 2000),
    })),
    education: section('education').map((entry) => ({
      institution: asText(entry.institution, 300),
      location: asText(entry.location, 300),
      area: asText(entry.area, 300),
      studyType: asText(entry.studyType, 200),
      startDate: asDate(entry.startDate),
      endDate: asDate(entry.endDate),
      score: asText(entry.score ?? entry.gpa, 100),
      courses: texts(entry.courses, 50, 300),
      summary: asText(entry.summary ?? entry.description, 5000),
    })),
    projects: section('projects').map((project) => ({
      name: asText(project.name, 300),
      description: asText(project.description, 5000),
      url: asText(project.url, 1000),
      startDate: asDate(project.startDate),
      endDate: asDate(project.endDate),
      highlights: texts(project.highlights, 50, 2000),
      keywords: texts(project.keywords, 50, 100),
    })),
    skills: section('skills').map((skill) => ({
      name: asText(skill.name, 200),
      level: asText(skill.level, 100),
      keywords: texts(skill.keywords, 50, 100),
    })),
    languages: asList(source.languages, 30)
      .map(asObject)
      .map((language) => ({
        language: asText(language.language, 100),
        fluency: asText(language.fluency, 100),
      })),
    certificates: section('certificates').map((certificate) => ({
      name: asText(certificate.name, 300),
      date: asDate(certificate.date),
      issuer: asText(certificate.issuer, 300),
      url: asText(certificate.url, 1000),
    })),
    customSections: asList(asObject(source.meta).customSections, 30)
      .map(asObject)
      .map((custom) => ({
        title: asText(custom.title, 200),
        items: texts(custom.items, 100, 2000),
      })),
  });
}
