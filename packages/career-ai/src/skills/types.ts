/** Where a skill mostly belongs; the category classifier weighs a job's skills by it. */
export type SkillDomain =
  | 'frontend'
  | 'backend'
  | 'mobile'
  | 'devops'
  | 'data'
  | 'design'
  | 'product'
  | 'marketing'
  | 'sales'
  | 'support'
  | 'finance'
  | 'operations'
  | 'hr'
  | 'legal'
  | 'education'
  | 'healthcare'
  | 'writing'
  | 'itSupport'
  | 'general';

/**
 * One canonical skill. `aliases` count anywhere in any case; `zh` are its Chinese names (the first
 * one is the name to show in Chinese); `exact` forms count in running text only when written in
 * exactly that case (the verb "go" is not the language Go); `loose` forms are accepted by
 * `normalizeSkill` but are too common a word to count in running text.
 */
export type Skill = {
  name: string;
  aliases: readonly string[];
  zh?: readonly string[];
  exact?: readonly string[];
  loose?: readonly string[];
  domain?: SkillDomain;
};

/** Gives every skill of a group its domain. */
export function group(domain: SkillDomain, skills: readonly Skill[]): Skill[] {
  return skills.map((skill) => ({ domain, ...skill }));
}
