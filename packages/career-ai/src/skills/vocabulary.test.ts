import { describe, expect, it } from 'vitest';
import { normalizeSkill, SKILLS, skillNameZh } from './vocabulary.ts';

describe('skills vocabulary', () => {
  it('maps aliases, case and Chinese names to one canonical skill', () => {
    expect(normalizeSkill(' ReactJS ')).toBe('React');
    expect(normalizeSkill('golang')).toBe('Go');
    expect(normalizeSkill('K8S')).toBe('Kubernetes');
    expect(normalizeSkill('前端')).toBe('Frontend');
    expect(normalizeSkill('机器学习')).toBe('Machine Learning');
    expect(normalizeSkill('ci-cd')).toBe('CI/CD');
    expect(normalizeSkill('UI')).toBe('UI Design');
    expect(normalizeSkill('小红书')).toBe('Social Media');
    expect(normalizeSkill('growth')).toBe('Growth Marketing');
    expect(normalizeSkill('growth', { loose: false })).toBeNull();
    expect(normalizeSkill('golang', { loose: false })).toBe('Go');
  });

  it('holds a few hundred skills, many with a Chinese name to show', () => {
    expect(SKILLS.length).toBeGreaterThan(300);
    expect(SKILLS.filter((skill) => skill.zh?.length).length).toBeGreaterThan(100);
    expect(skillNameZh('Machine Learning')).toBe('机器学习');
    expect(skillNameZh('Kafka')).toBe('Kafka');
  });

  it('knows nothing it was not told', () => {
    expect(normalizeSkill('underwater basket weaving')).toBeNull();
  });

  it('never gives one alias to two skills', () => {
    const owners = new Map<string, string>();
    for (const skill of SKILLS) {
      for (const alias of new Set(
        [
          skill.name,
          ...skill.aliases,
          ...(skill.zh ?? []),
          ...(skill.exact ?? []),
          ...(skill.loose ?? []),
        ].map((text) => text.toLowerCase()),
      )) {
        expect(owners.get(alias) ?? skill.name, alias).toBe(skill.name);
        owners.set(alias, skill.name);
      }
    }
  });
});
