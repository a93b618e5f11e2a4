import type { CandidateProfile } from '@yonder/contract/profile';
import type { Choice } from './options.ts';
import type { FieldKey } from './matcher.ts';
import { countryNames, formatPhone } from './format.ts';
import { pickCodeOption } from './phone-widget.ts';

/** What the filler puts in a field: text for typing, a choice for options. */
/** `search`: what to type into an autocomplete before choosing (a city, not "city, country"). */
/** `pick`: the option to take among the shown texts when the plain choice rule is not enough. */
export type Answer = {
  text: string;
  choice: Choice;
  search?: string;
  pick?: (texts: readonly string[]) => number | null;
};

const YES: Choice = { exact: ['yes', '是', 'y'], phrases: [/^yes\b/, /^是/] };
const NO: Choice = { exact: ['no', '否', 'n'], phrases: [/^no\b/, /^否/] };
const DECLINE: Choice = {
  exact: [
    'decline to self identify',
    'decline to answer',
    'prefer not to say',
    'i prefer not to answer',
  ],
  phrases: [
    /decline|prefer not|(don.?t|do not) (wish|want) to (answer|disclose|identify)|不愿透露|不愿回答/,
  ],
};

const yesNo = (value: string): Answer | null =>
  value === 'yes'
    ? { text: 'Yes', choice: YES }
    : value === 'no'
      ? { text: 'No', choice: NO }
      : null;

const EEO: Record<string, Record<string, Choice>> = {
  gender: {
    female: { exact: ['female', 'woman', '女', '女性'] },
    male: { exact: ['male', 'man', '男', '男性'] },
    nonBinary: { exact: ['non-binary', 'nonbinary', 'non binary'] },
  },
  ethnicity: {
    asian: { exact: ['asian', 'asian (not hispanic or latino)', '亚裔'] },
    black: { exact: ['black or african american', 'black'] },
    hispanic: { exact: ['hispanic or latino', 'hispanic/latino'] },
    white: { exact: ['white', 'white (not hispanic or latino)'] },
    nativeAmerican: { exact: ['american indian or alaska native'] },
    pacificIslander: { exact: ['native hawaiian or other pacific islander'] },
    twoOrMore: { exact: ['two or more races', 'two or more races (not hispanic or latino)'] },
  },
  veteran: {
    yes: {
      exact: [],
      phrases: [
        /^i identify as (one or more|a)\b.*veteran/,
        /^i am a (protected )?veteran/,
        /^yes\b/,
      ],
    },
    no: {
      exact: ['no'],
      phrases: [/^i am not a (protected )?veteran/, /^not a (protected )?veteran/, /^no\b/],
    },
  },
  disability: {
    yes: { exact: [], phrases: [/^yes\b/] },
    no: { exact: [], phrases: [/^no\b/] },
  },
};

function eeoAnswer(group: string, value: string): Answer | null {
  if (value === 'decline') return { text: '', choice: DECLINE };
  const choice = EEO[group]?.[value];
  return choice ? { text: '', choice } : null;
}

const text = (value: string): Answer | null =>
  value ? { text: value, choice: { exact: [value] } } : null;

export type FillContext = {
  profile: CandidateProfile;
  /** The form has a separate country-code widget for the phone. */
  hasPhoneCountryWidget: boolean;
  letterText: string | null;
  /** Links already in a field of this form: the same link never goes into a second one. */
  usedLinks?: Set<string>;
};

const LINK_KEYS = new Set<FieldKey>(['linkedin', 'github', 'twitter', 'portfolio', 'otherWebsite']);
export const isLinkKey = (key: FieldKey | 'custom') => LINK_KEYS.has(key as FieldKey);
const SOCIAL = /linkedin\.com|github\.com|twitter\.com|(^|\/\/|\.)x\.com/i;

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  // A Chinese name written without spaces: family name first, one character.
  if (parts.length === 1 && /^[\u3400-\u9fff]{2,4}$/.test(name.trim()))
    return { first: name.trim().slice(1), last: name.trim().slice(0, 1) };
  return {
    first: parts.slice(0, -1).join(' ') || parts[0] || '',
    last: parts.length > 1 ? parts.at(-1)! : '',
  };
};

const linkOf = (context: FillContext, pattern: RegExp) => {
  const url =
    context.profile.links.find((link) => pattern.test(link.url) || pattern.test(link.label))?.url ??
    '';
  return context.usedLinks?.has(url) ? '' : url;
};

/** The first of the candidate's own sites (not a social profile) no field of the form holds yet. */
const ownSite = (context: FillContext) =>
  context.profile.links.find(
    (link) => link.url && !SOCIAL.test(link.url) && !context.usedLinks?.has(link.url),
  )?.url ?? '';

/** The answer for one field key, or null when the profile does not say. */
export function answerFor(key: FieldKey, context: FillContext): Answer | null {
  const { profile } = context;
  const { contact, answers, preferences } = profile;
  const name = splitName(contact.name);
  const latestWork = profile.work[0];
  const latestSchool = profile.education[0];
  switch (key) {
    case 'firstName':
      return text(name.first);
    case 'lastName':
      return text(name.last);
    case 'fullName':
      return text(contact.name);
    case 'email':
      return text(contact.email);
    case 'phone':
      return text(
        formatPhone(
          { code: contact.phoneCountryCode, number: contact.phone },
          { hasCountryWidget: context.hasPhoneCountryWidget },
        ),
      );
    case 'phoneCountry':
      return contact.phoneCountryCode || contact.country
        ? {
            text: contact.phoneCountryCode || (countryNames(contact.country)[0] ?? ''),
            choice: { exact: countryNames(contact.country), phrases: [] },
            pick: (texts) =>
              pickCodeOption(texts, { code: contact.phoneCountryCode, country: contact.country }),
          }
        : null;
    case 'city':
      return text(contact.city);
    case 'location': {
      if (!contact.city) return null;
      const names = countryNames(contact.country);
      return {
        text: [contact.city, names[0]].filter(Boolean).join(', '),
        choice: { exact: [...names.map((name) => `${contact.city}, ${name}`), contact.city] },
        search: contact.city,
      };
    }
    case 'country':
      return contact.country
        ? {
            text: countryNames(contact.country)[0] ?? '',
            choice: { exact: countryNames(contact.country) },
          }
        : null;
    case 'linkedin':
      return text(linkOf(context, /linkedin\.com/i));
    case 'github':
      return text(linkOf(context, /github\.com/i));
    case 'twitter':
      return text(linkOf(context, /(^|\/\/|\.)(twitter|x)\.com/i));
    case 'portfolio':
    case 'otherWebsite':
      return text(ownSite(context));
    case 'currentCompany':
      return text(latestWork && !latestWork.end ? latestWork.company : '');
    case 'currentTitle':
      return text(latestWork && !latestWork.end ? latestWork.title : '');
    case 'school':
      return text(latestSchool?.school ?? '');
    case 'degree':
      return text(latestSchool?.degree ?? '');
    case 'discipline':
      return text(latestSchool?.field ?? '');
    case 'workAuthorization':
      return yesNo(answers.workAuthorization);
    case 'sponsorship':
      return yesNo(answers.needsSponsorship);
    case 'noticePeriod':
      return text(answers.noticePeriod);
    case 'startDate':
      return text(preferences.earliestStart || answers.noticePeriod);
    case 'howHeard':
      return text(answers.howHeard);
    case 'gender':
    case 'ethnicity':
    case 'veteran':
    case 'disability':
      return eeoAnswer(key, answers[key]);
    case 'hispanic':
      return answers.ethnicity === 'decline'
        ? eeoAnswer('gender', 'decline')
        : yesNo(answers.ethnicity === 'hispanic' ? 'yes' : 'no');
    case 'coverLetter':
      return context.letterText ? text(context.letterText) : null;
    case 'salary':
    case 'resume':
      // Formatted by the filler (it needs the field) or attached as a file.
      return null;
  }
}
