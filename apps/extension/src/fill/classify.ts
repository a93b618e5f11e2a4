import { closestDeep, hostOf } from './dom.ts';
import type { Field } from './fields.ts';
import { isActionLabel } from './labels.ts';
import { classifyLabel, isQuestion, type FieldKey } from './matcher.ts';
import { wordCount } from './text.ts';

/**
 * What a field asks, from what the page says about it: its label first, then the `autocomplete`
 * token the form gave it, then (for a box with no readable label) its name and id. A file input is
 * the resume or the cover letter only when something around it says which.
 */

/** HTML autofill tokens (the last token names the field; `section-*`, `shipping` come before). */
const AUTOCOMPLETE: Record<string, FieldKey> = {
  'given-name': 'firstName',
  'family-name': 'lastName',
  name: 'fullName',
  email: 'email',
  tel: 'phone',
  'tel-national': 'phone',
  'tel-country-code': 'phoneCountry',
  'address-level2': 'city',
  country: 'country',
  'country-name': 'country',
  organization: 'currentCompany',
  'organization-title': 'currentTitle',
  url: 'portfolio',
};

/** Name and id words of common boards (`candidate[first_name]`, `resumator-email-value`, `firstname`). */
const NAME_RULES: [RegExp, FieldKey][] = [
  [/(^|-)(first-?name|given-?name|fname)(-|$)/, 'firstName'],
  [/(^|-)(last-?name|family-?name|surname|lname)(-|$)/, 'lastName'],
  [/(^|-)(full-?name)(-|$)/, 'fullName'],
  [/(^|-)e-?mail(-|$)/, 'email'],
  [/(^|-)(phone|mobile|tel)(-number)?(-|$)/, 'phone'],
  [/(^|-)linkedin(-|$)/, 'linkedin'],
  [/(^|-)github(-|$)/, 'github'],
  [/(^|-)city(-|$)/, 'city'],
  [/(^|-)country(-|$)/, 'country'],
];

const words = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');

function fromAutocomplete(element: HTMLElement): FieldKey | null {
  const tokens = (element.getAttribute('autocomplete') ?? '').toLowerCase().trim().split(/\s+/);
  return AUTOCOMPLETE[tokens.at(-1) ?? ''] ?? null;
}

function fromNames(element: HTMLElement): FieldKey | null {
  for (const value of [element.getAttribute('name'), element.id]) {
    if (!value) continue;
    const text = words(value);
    const rule = NAME_RULES.find(([pattern]) => pattern.test(text));
    if (rule) return rule[1];
  }
  return null;
}

/** The texts that can say what a file input takes: its label, group, name, id and shadow host. */
function fileTexts(field: Extract<Field, { kind: 'file' }>): string[] {
  const { element } = field;
  const host = hostOf(element);
  return [
    field.label,
    field.context,
    element.name,
    element.id,
    element.getAttribute('data-ui') ?? '',
    element.getAttribute('data-qa') ?? '',
    host ? `${host.id} ${host.getAttribute('data-test') ?? ''}` : '',
  ].map((text) => words(text).replace(/-/g, ' '));
}

export function fileKeyOf(field: Extract<Field, { kind: 'file' }>): FieldKey | null {
  const texts = fileTexts(field);
  if (texts.some((text) => /cover ?letter|motivation|求职信/i.test(text))) return 'coverLetter';
  if (texts.some((text) => /\b(resume|résumé|cv|curriculum)\b|简历/i.test(text))) return 'resume';
  return null;
}

/** A repeated entry of a work history ("Work Experience 2"): its boxes are not contact fields. */
const ENTRY_GROUP = /experience|employment|work history|工作经历|工作经验/i;
const EDUCATION_GROUP = /education|教育/i;
const EDUCATION_KEYS = new Set<FieldKey>(['school', 'degree', 'discipline']);

function entryContext(element: HTMLElement): string {
  const group = closestDeep(element, '[role="group"][aria-labelledby], fieldset');
  if (!group) return '';
  const ids = group.getAttribute('aria-labelledby') ?? '';
  const text = ids
    .split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  return text || (group.querySelector('legend')?.textContent ?? '');
}

/**
 * Self-identification questions whose label says nothing ("Please check one of the boxes
 * below:") are known by their options: the answer still has to name exactly one of them.
 */
function keyOfOptions(options: readonly string[]): FieldKey | null {
  const text = options.join(' | ').toLowerCase();
  if (/protected veteran/.test(text)) return 'veteran';
  if (/have a disability|had one in the past/.test(text)) return 'disability';
  return null;
}

const optionsOf = (field: Field): string[] =>
  field.kind === 'group' || field.kind === 'buttons'
    ? field.options
    : field.kind === 'select'
      ? [...field.element.options].map((option) => option.text)
      : [];

/** The profile field or bank question a field asks for; null when none is safe. */
export function classifyField(field: Field): FieldKey | null {
  if (field.kind === 'file') return fileKeyOf(field);
  let key = classifyLabel(field.label) ?? keyOfOptions(optionsOf(field));
  if (key === 'country' && field.context && classifyLabel(field.context) === 'phone')
    key = 'phoneCountry';
  const element = field.kind === 'group' || field.kind === 'buttons' ? null : field.element;
  if (!key && element && !isQuestion(field.label)) {
    key = fromAutocomplete(element);
    const isUnlabelled = !field.label || isActionLabel(field.label) || wordCount(field.label) <= 1;
    if (!key && isUnlabelled) key = fromNames(element);
  }
  if (key && element) {
    const entry = entryContext(element);
    if (ENTRY_GROUP.test(entry)) return null;
    if (EDUCATION_GROUP.test(entry) && !EDUCATION_KEYS.has(key)) return null;
    if (EDUCATION_GROUP.test(entry) && /\b([2-9]|\d{2,})\b/.test(entry)) return null;
  }
  return key;
}
