import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { Note } from './messages.ts';

export type CheckResult = { score: number; notes: Note[] };

const GARBLED = /[\uE000-\uF8FF\uFFFD]|[ðþ§]\s/u;

/** How much of the resume a tracking system could read into fields. */
export function checkParseability(document: ResumeDocument, text: string): CheckResult {
  const notes: Note[] = [];
  const entries = [
    ...document.work.map((work) => Boolean(work.name && work.position)),
    ...document.education.map((entry) => Boolean(entry.institution)),
  ];
  const unreadable = entries.filter((isReadable) => !isReadable).length;
  let score = 100;
  if (!document.basics.name) score -= 25;
  if (!document.basics.email && !document.basics.phone) score -= 25;
  if (entries.length === 0) score -= 30;
  else score -= Math.round((30 * unreadable) / entries.length);
  if (unreadable > 0)
    notes.push({ check: 'parseability', key: 'unreadableEntries', values: { count: unreadable } });
  if (GARBLED.test(text)) {
    score -= 20;
    notes.push({ check: 'parseability', key: 'garbled' });
  }
  return { score, notes };
}

export function checkContact({ basics }: ResumeDocument): CheckResult {
  const parts: [boolean, number, Note['key']][] = [
    [Boolean(basics.name), 25, 'noName'],
    [Boolean(basics.email), 30, 'noEmail'],
    [Boolean(basics.phone), 25, 'noPhone'],
    [
      Boolean(basics.location.city || basics.location.countryCode || basics.location.address),
      10,
      'noLocation',
    ],
    [Boolean(basics.url || basics.profiles.length > 0), 10, 'noLinks'],
  ];
  return {
    score: parts.reduce((sum, [isPresent, points]) => sum + (isPresent ? points : 0), 0),
    notes: parts
      .filter(([isPresent]) => !isPresent)
      .map(([, , key]) => ({ check: 'contact', key })),
  };
}

export function checkSections(document: ResumeDocument): CheckResult {
  const hasWork = document.work.length > 0;
  const parts: [boolean, number, Note['key']][] = [
    [Boolean(document.basics.summary.trim()), 15, 'noSummary'],
    // A student's projects stand in for most of the work section.
    [hasWork || document.projects.length > 0, hasWork ? 35 : 25, 'noWork'],
    [document.education.length > 0, 25, 'noEducation'],
    [document.skills.length > 0, 25, 'noSkills'],
  ];
  return {
    score: parts.reduce((sum, [isPresent, points]) => sum + (isPresent ? points : 0), 0),
    notes: parts
      .filter(([isPresent]) => !isPresent)
      .map(([, , key]) => ({ check: 'sections', key })),
  };
}
