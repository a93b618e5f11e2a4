import type { Seniority } from '@yonder/contract/onboarding';

const HAN = /\p{Script=Han}/u;
const EN_PREFIX: Record<Seniority, string> = {
  junior: 'Junior',
  mid: '',
  senior: 'Senior',
  lead: 'Lead',
};
const ZH_PREFIX: Record<Seniority, string> = { junior: '初级', mid: '', senior: '高级', lead: '' };
const ZH_SUFFIX: Record<Seniority, string> = { junior: '', mid: '', senior: '', lead: '负责人' };

/**
 * The profile's desired titles from the roles and the seniority asked in onboarding: "Senior
 * Accountant", "高级会计", "会计负责人". Editable later in the profile's preferences.
 */
export function desiredTitles(roles: string, seniority: Seniority): string[] {
  return roles
    .split(/[,，;；\n]/)
    .map((role) => role.trim())
    .filter(Boolean)
    .slice(0, 10)
    .map((role) =>
      HAN.test(role)
        ? `${ZH_PREFIX[seniority]}${role}${ZH_SUFFIX[seniority]}`
        : `${EN_PREFIX[seniority]} ${role}`.trim(),
    );
}

/** The roles and the seniority back from saved titles, to resume where the person left off. */
export function rolesOf(titles: readonly string[]): { roles: string; seniority: Seniority } {
  let seniority: Seniority = 'mid';
  const roles = titles.map((title) => {
    const match = /^(Junior|Senior|Lead)\s+(.+)$/i.exec(title) ?? /^(初级|高级)(.+)$/.exec(title);
    if (match) {
      const word = match[1]!.toLowerCase();
      seniority =
        word === 'junior' || word === '初级' ? 'junior' : word === 'lead' ? 'lead' : 'senior';
      return match[2]!;
    }
    if (title.endsWith('负责人')) {
      seniority = 'lead';
      return title.slice(0, -3);
    }
    return title;
  });
  return { roles: roles.join(', '), seniority };
}
