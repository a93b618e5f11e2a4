import type { AtsRequirement, AtsTerm } from '@yonder/contract/resumes';
import { skillNameZh } from '../skills/vocabulary.ts';
import type { Language, Note } from './messages.ts';

const DEGREES: Record<Language, string[]> = {
  en: ['', 'associate degree', 'bachelor’s degree', 'master’s degree', 'doctorate'],
  zh: ['', '大专', '本科', '硕士', '博士'],
};
const MAX_LISTED = 6;

/**
 * A term as a reader sees it: a skill by the name the resume would use (its Chinese name in a
 * Chinese resume), a degree or years in the reader's language.
 */
export function termLabel(term: AtsTerm, language: Language): string {
  if (term.kind === 'degree') return DEGREES[language][term.value ?? 2] ?? term.label;
  if (term.kind === 'years')
    return language === 'zh' ? `${term.value} 年以上经验` : `${term.value}+ years`;
  if (term.kind === 'phrase') return term.label;
  if (term.kind === 'role')
    return language === 'zh' ? `${term.label}（职位）` : `${term.label} (as a job title)`;
  return language === 'zh' ? skillNameZh(term.label) : term.label;
}

function requirementLabel(
  check: AtsRequirement,
  languages: { reader: Language; resume: Language },
) {
  const labels = check.alternatives.map((term) =>
    termLabel(
      term,
      term.kind === 'degree' || term.kind === 'years' ? languages.reader : languages.resume,
    ),
  );
  return labels.join(languages.reader === 'zh' ? '或' : ' or ');
}

/** What to do about the requirements the resume does not show, must-haves first. */
export function requirementNotes(
  checks: AtsRequirement[],
  languages: { reader: Language; resume: Language },
): Note[] {
  if (!checks.length) return [{ check: 'requirements', key: 'noRequirements' }];
  const notes: Note[] = [];
  const list = (items: AtsRequirement[]) =>
    items
      .slice(0, MAX_LISTED)
      .map((check) => requirementLabel(check, languages))
      .join(languages.reader === 'zh' ? '、' : '; ');
  const role = checks.find((check) => !check.met && check.alternatives[0]?.kind === 'role');
  if (role)
    notes.push({
      check: 'requirements',
      key: 'roleNotShown',
      values: { role: role.alternatives[0]!.label },
    });
  const missing = checks.filter(
    (check) =>
      !check.met &&
      !check.alternatives.some((term) => term.kind === 'years' || term.kind === 'role'),
  );
  const must = missing.filter((check) => check.importance === 'must');
  const nice = missing.filter((check) => check.importance === 'nice');
  if (must.length)
    notes.push({
      check: 'requirements',
      key: 'missingMustHaves',
      values: { list: list(must), count: must.length },
    });
  const years = checks.find(
    (check) => !check.met && check.alternatives.some((term) => term.kind === 'years'),
  );
  if (years) {
    const need = years.alternatives.find((term) => term.kind === 'years')?.value ?? 0;
    notes.push(
      years.reason === 'noDates'
        ? { check: 'requirements', key: 'noDatesForYears', values: { need } }
        : { check: 'requirements', key: 'tooFewYears', values: { need, count: years.years ?? 0 } },
    );
  }
  if (nice.length)
    notes.push({
      check: 'requirements',
      key: 'missingNiceToHaves',
      values: { list: list(nice), count: nice.length },
    });
  return notes;
}
