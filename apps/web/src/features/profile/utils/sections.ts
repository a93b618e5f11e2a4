import type { CandidateProfile } from '@yonder/contract/profile';
import { newEntryId } from './field-errors';
import type { ListSection } from './apply-suggestions';

export const SECTION_KEYS = [
  'contact',
  'work',
  'education',
  'projects',
  'links',
  'skills',
  'languages',
  'preferences',
  'answers',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type SectionValue<K extends SectionKey> = CandidateProfile[K];

/** An empty entry of a list section, with a fresh id. */
export function emptyEntry(section: ListSection) {
  const id = newEntryId();
  switch (section) {
    case 'work':
      return { id, company: '', title: '', location: '', start: '', end: '', description: '' };
    case 'education':
      return { id, school: '', degree: '', field: '', start: '', end: '' };
    case 'projects':
      return { id, name: '', link: '', description: '' };
    case 'links':
      return { id, label: '', url: '' };
    case 'skills':
      return { id, name: '' };
    case 'languages':
      return { id, name: '', level: 'professional' as const };
  }
}

/** The line a card shows for an entry. */
export function entryHeadline(section: ListSection, entry: Record<string, unknown>): string {
  const parts: Record<ListSection, string[]> = {
    work: ['title', 'company'],
    education: ['school', 'degree'],
    projects: ['name'],
    links: ['label', 'url'],
    skills: ['name'],
    languages: ['name'],
  };
  return parts[section]
    .map((key) => String(entry[key] ?? '').trim())
    .filter(Boolean)
    .join(' · ');
}
