import { describe, expect, it } from 'vitest';
import { normalizeSkill, SKILLS } from './vocabulary.ts';

describe('skills vocabulary', () => {
  it('maps aliases, case and Chinese names to one canonical skill', () => {
    expect(normalizeSkill(' ReactJS ')).toBe('React');
    expect(normalizeSkill('golang')).toBe('Go');
    expect(normalizeSkill('K8S')).toBe('Kubernetes');
    expect(normalizeSkill('前端')).toBe('Frontend');
    expect(normalizeSkill('机器学习')).toBe('Machine Learning');
  });

  it('knows nothing it was not told', () => {
    expect(normalizeSkill('underwater basket weaving')).toBeNull();
  });

  it('never gives one alias to two skills', () => {
    const owners = new Map<string, string>();
    for (const skill of SKILLS) {
      for (const alias of new Set(
        [skill.name, ...skill.aliases].map((text) => text.toLowerCase()),
      )) {
        expect(owners.get(alias) ?? skill.name, alias).toBe(skill.name);
        owners.set(alias, skill.name);
      }
    }
  });
});
