import { BACKEND } from './data/backend.ts';
import { BUSINESS } from './data/business.ts';
import { DATA } from './data/data.ts';
import { DESIGN } from './data/design.ts';
import { DEVOPS } from './data/devops.ts';
import { FINANCE } from './data/finance.ts';
import { FRONTEND } from './data/frontend.ts';
import { LANGUAGES } from './data/languages.ts';
import { MOBILE } from './data/mobile.ts';
import { OPERATIONS } from './data/operations.ts';
import { PEOPLE } from './data/people.ts';
import { PROFESSIONS } from './data/professions.ts';
import type { Skill } from './types.ts';
import { tokenKey } from './tokens.ts';

export type { Skill, SkillDomain } from './types.ts';

/**
 * The skills vocabulary shared by job ingestion and the resume features: one canonical name per
 * skill, with the aliases and Chinese names people write for it.
 */
export const SKILLS: readonly Skill[] = [
  ...LANGUAGES,
  ...FRONTEND,
  ...BACKEND,
  ...MOBILE,
  ...DEVOPS,
  ...DATA,
  ...DESIGN,
  ...BUSINESS,
  ...FINANCE,
  ...OPERATIONS,
  ...PEOPLE,
  ...PROFESSIONS,
];

/** Every way a skill may be written, the name included. */
export function skillForms(skill: Skill): string[] {
  return [
    skill.name,
    ...skill.aliases,
    ...(skill.zh ?? []),
    ...(skill.exact ?? []),
    ...(skill.loose ?? []),
  ];
}

const BY_NAME = new Map(SKILLS.map((skill) => [skill.name, skill]));
const BY_FORM = new Map<string, string>();
const BY_TOKENS = new Map<string, string>();
for (const skill of SKILLS) {
  for (const form of skillForms(skill)) {
    BY_FORM.set(form.toLowerCase(), skill.name);
    const key = tokenKey(form);
    if (key && !BY_TOKENS.has(key)) BY_TOKENS.set(key, skill.name);
  }
}

const LOOSE = new Set(
  SKILLS.flatMap((skill) => (skill.loose ?? []).map((form) => form.toLowerCase())),
);

/**
 * The canonical name of a skill as written anywhere, or null when the vocabulary has no such skill.
 * `loose: false` refuses the forms too common to mean the skill on their own (a feed's "growth"
 * or "sales" tag), which suits tags better than a resume's skills list.
 */
export function normalizeSkill(text: string, { loose = true } = {}): string | null {
  const plain = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!loose && LOOSE.has(plain)) return null;
  return BY_FORM.get(plain) ?? BY_TOKENS.get(tokenKey(plain)) ?? null;
}

/** The vocabulary's entry for a canonical name. */
export function findSkill(name: string): Skill | undefined {
  return BY_NAME.get(name);
}

/** A skill's name in Chinese when it has one, else its canonical name. */
export function skillNameZh(name: string): string {
  return BY_NAME.get(name)?.zh?.[0] ?? name;
}
