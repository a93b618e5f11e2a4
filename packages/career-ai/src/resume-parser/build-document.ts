import type {
  ResumeDocument,
  ResumeEducation,
  ResumeProject,
  ResumeWork,
} from '@yonder/contract/resume-document';
import { toCertificates } from './certificates.ts';
import { locationOf, findEmail, phoneOf } from './contact.ts';
import { splitSchools, toEducation } from './education.ts';
import { restOf, toCustomSections, withRest } from './custom-sections.ts';
import { splitEntries, type Entry } from './entries.ts';
import { isProse, labelOf, nameOf } from './identity.ts';
import { toLanguages } from './languages.ts';
import { fitDocument } from './fit-document.ts';
import { findUrls, profilesAndSite } from './links.ts';
import { toProject } from './projects.ts';
import { linesOf, splitSections, type Section } from './sections.ts';
import { toSkills } from './skills.ts';
import { clip, paragraphs } from './text.ts';
import type { ExtractedText, Line } from './types.ts';
import { toWork } from './work.ts';
import { COMPANY, TITLE } from './lexicon.ts';

const PROJECT_HINT = /\bprojects?\b|项目/iu;

/** Entries of a work section that are projects: "Individual Projects", "个人项目", no company or title. */
function isProjectEntry(entry: ReturnType<typeof splitEntries>[number]): boolean {
  // "Project Manager" is a job: a line naming a title says nothing about projects.
  const text = entry.header
    .filter((line) => !TITLE.test(line.text))
    .map((line) => line.text)
    .join(' ');
  const first = entry.header[0]?.text ?? '';
  return PROJECT_HINT.test(text) && !COMPANY.test(first) && !TITLE.test(first);
}

function contactLines(sections: Section[]): Line[] {
  return [...linesOf(sections, 'header'), ...linesOf(sections, 'contact')];
}

/** A sentence under the name without a heading of its own (OpenResume's profile): the summary. */
function headerProse(header: Line[], taken: string[]): string {
  return header
    .filter(
      (line) =>
        !taken.includes(line.text) &&
        line.segments.length === 1 &&
        isProse(line.text) &&
        !/@|https?:|www\.|\d{3}/u.test(line.text),
    )
    .map((line) => line.text)
    .join('\n');
}

function basicsOf(sections: Section[], all: Line[], links: string[]): ResumeDocument['basics'] {
  const header = contactLines(sections);
  const headerText = header.map((line) => line.text).join('\n');
  const { name, line: nameLine } = nameOf(header, all);
  const pieces = header.flatMap((line) =>
    line.segments.flatMap((segment) => segment.split(/\s*[|｜·•▪■◆●♦]\s*/u)),
  );
  const location =
    locationOf(pieces) ??
    locationOf(all.slice(0, 60).flatMap((line) => (/[:：]/.test(line.text) ? [line.text] : [])));
  const otherText = [...linesOf(sections, 'other'), ...linesOf(sections, 'summary')]
    .map((line) => line.text)
    .join('\n');
  const urls = [
    ...findUrls(headerText),
    ...links.filter((link) => /^https?:/i.test(link)),
    ...findUrls(otherText),
  ];
  const { profiles, url } = profilesAndSite(urls);
  const mail = links.find((link) => link.startsWith('mailto:'));
  const label = labelOf(header, nameLine);
  const summary = paragraphs(linesOf(sections, 'summary'))
    .map((item) => item.text)
    .join('\n');
  return {
    name,
    label,
    email:
      findEmail(headerText) ||
      findEmail(all.map((line) => line.text).join('\n')) ||
      (mail ? mail.slice(7) : ''),
    phone: phoneOf(header, all, links),
    url,
    summary: summary || headerProse(header, [nameLine?.text ?? '', label]),
    location: location ?? { address: '', city: '', region: '', countryCode: '', postalCode: '' },
    profiles,
  };
}

/** Every string clipped to the contract's limits, so a long resume never fails validation. */
function clipDocument(document: ResumeDocument): ResumeDocument {
  const clipAll = (value: unknown): unknown => {
    if (typeof value === 'string') return clip(value, 1800);
    if (Array.isArray(value)) return value.map(clipAll);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipAll(item)]));
    return value;
  };
  const clipped = clipAll(document) as ResumeDocument;
  clipped.basics.summary = clip(document.basics.summary, 5000);
  return clipped;
}

const entryLines = (entry: Entry) => [...entry.header, ...entry.body];

/** A job with what else its heading says (an organisation's second name, a note) in its summary. */
function workOf(entry: Entry): ResumeWork {
  const work = toWork(entry);
  return { ...work, summary: withRest(restOf(entryLines(entry), work), work.summary) };
}

function projectOf(entry: Entry): ResumeProject {
  const project = toProject(entry);
  const rest = restOf(entryLines(entry), project);
  return { ...project, description: withRest(rest, project.description) };
}

/** A school with what else its lines say (a thesis, honours, a role) in its summary. */
function educationOf(entry: Entry): ResumeEducation {
  const education = toEducation(entry);
  return { ...education, summary: restOf(entryLines(entry), education) };
}

/** The structured resume from the lines of any format. */
export function buildDocument({ lines, links }: ExtractedText): ResumeDocument {
  const sections = splitSections(lines);
  const workEntries = splitEntries(linesOf(sections, 'work'));
  const projectEntries = [
    ...workEntries.filter(isProjectEntry),
    ...splitEntries(linesOf(sections, 'projects')),
  ];
  const basics = basicsOf(sections, lines, links);
  const skills = toSkills(linesOf(sections, 'skills'));
  const languages = toLanguages(linesOf(sections, 'languages'), lines);
  const document = {
    basics,
    work: workEntries
      .filter((entry) => !isProjectEntry(entry))
      .map(workOf)
      .slice(0, 100),
    education: splitEntries(linesOf(sections, 'education'))
      .flatMap(splitSchools)
      .map(educationOf)
      .slice(0, 100),
    projects: projectEntries.map(projectOf).slice(0, 100),
    skills,
    languages,
    certificates: toCertificates(linesOf(sections, 'certificates')),
    customSections: toCustomSections(sections, [
      { kind: 'header', value: basics },
      { kind: 'contact', value: basics },
      { kind: 'skills', value: skills },
      { kind: 'languages', value: languages },
    ]),
  };
  return fitDocument(clipDocument(fitDocument(document)));
}
