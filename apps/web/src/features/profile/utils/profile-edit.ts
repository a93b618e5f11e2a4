import type { CandidateProfile } from '@yonder/contract/profile';
import { mergeSavedAnswers, withoutBlankAnswers } from './saved-answers';
import type { SectionKey } from './sections';

/** What the form holds becomes what the contract stores (blank titles and answers dropped). */
export function normaliseProfile(profile: CandidateProfile): CandidateProfile {
  const titles = profile.preferences.desiredTitles.map((title) => title.trim()).filter(Boolean);
  return {
    ...profile,
    preferences: { ...profile.preferences, desiredTitles: titles },
    answers: { ...profile.answers, custom: withoutBlankAnswers(profile.answers.custom) },
  };
}

/**
 * This drawer's edit applied to the profile saved elsewhere meanwhile: the section is replaced,
 * except the saved answers, which the extension may have added to: those are merged.
 */
export function reapplyEdit(section: SectionKey, draft: CandidateProfile, base: CandidateProfile) {
  return (latest: CandidateProfile): CandidateProfile => {
    if (section !== 'answers') return normaliseProfile({ ...latest, [section]: draft[section] });
    const custom = mergeSavedAnswers({
      base: base.answers.custom,
      mine: draft.answers.custom,
      latest: latest.answers.custom,
    });
    return normaliseProfile({ ...latest, answers: { ...draft.answers, custom } });
  };
}
