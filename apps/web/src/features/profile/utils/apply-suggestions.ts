import type { CandidateProfile, ProfileContact, ProfileSections } from '@yonder/contract/profile';

export const LIST_SECTIONS = [
  'work',
  'education',
  'projects',
  'links',
  'skills',
  'languages',
] as const;
export type ListSection = (typeof LIST_SECTIONS)[number];

/** The contract's limits on entries per section. */
export const SECTION_MAX: Record<ListSection, number> = {
  work: 50,
  education: 50,
  projects: 50,
  links: 20,
  skills: 100,
  languages: 20,
};

/** What the candidate takes from a resume: the contact or not, and which suggested entries. */
export type FillChoice = { contact: boolean; entries: Record<ListSection, string[]> };

const isContactEmpty = (contact: ProfileContact) =>
  Object.values(contact).every((value) => value === '');

/** The contact details an AI reading gave that the resume does not (`contact.<field>` claims). */
export const contactClaims = (claims: Record<string, string[]>) =>
  Object.entries(claims)
    .filter(([key]) => key.startsWith('contact.'))
    .flatMap(([, found]) => found);

/**
 * A first choice that overwrites nothing and takes nothing the resume does not say: suggested
 * entries of a section the profile has none of, and the contact when the profile's is empty,
 * less what an AI reading claims beyond the resume (`claims`, by entry id). The candidate changes
 * it before anything is saved.
 */
export function defaultChoice(
  profile: CandidateProfile,
  sections: ProfileSections,
  claims: Record<string, string[]> = {},
): FillChoice {
  const entries = Object.fromEntries(
    LIST_SECTIONS.map((section) => [
      section,
      profile[section].length === 0
        ? sections[section].map((entry) => entry.id).filter((id) => !claims[id])
        : [],
    ]),
  ) as Record<ListSection, string[]>;
  return {
    contact: isContactEmpty(profile.contact) && contactClaims(claims).length === 0,
    entries,
  };
}

/** Suggested skills the profile does not have yet (names compared without case). */
export function newSkills(profile: CandidateProfile, sections: ProfileSections) {
  const known = new Set(profile.skills.map((skill) => skill.name.trim().toLowerCase()));
  return sections.skills.filter((skill) => !known.has(skill.name.trim().toLowerCase()));
}

/**
 * The profile with the chosen suggestions added: entries go after the existing ones, and the
 * contact takes the resume's non-empty fields. Nothing unchosen changes.
 */
export function applySuggestions(
  profile: CandidateProfile,
  sections: ProfileSections,
  choice: FillChoice,
): CandidateProfile {
  const next: CandidateProfile = { ...profile };
  if (choice.contact) {
    const taken = Object.entries(sections.contact).filter(([, value]) => value !== '');
    next.contact = { ...profile.contact, ...Object.fromEntries(taken) };
  }
  const offered = { ...sections, skills: newSkills(profile, sections) };
  for (const section of LIST_SECTIONS) {
    const chosen = new Set(choice.entries[section]);
    const added = offered[section].filter((entry) => chosen.has(entry.id));
    if (added.length === 0) continue;
    // Each list keeps its own entry type; the cast only joins what came from the same section.
    (next as Record<ListSection, unknown[]>)[section] = [...profile[section], ...added].slice(
      0,
      SECTION_MAX[section],
    );
  }
  return next;
}
