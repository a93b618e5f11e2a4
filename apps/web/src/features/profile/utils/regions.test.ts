import { describe, expect, it } from 'vitest';
import { languageCodes, languageOptions } from './regions';

describe('the language list', () => {
  it('offers each language once in both interface languages', () => {
    expect(languageCodes()).not.toEqual(expect.arrayContaining(['iw']));
    expect(languageCodes()).not.toContain('mo');
    for (const language of ['zh', 'en']) {
      const labels = languageOptions(language).map((option) => option.label);
      expect(labels.length).toBeGreaterThan(100);
      expect(new Set(labels).size).toBe(labels.length);
    }
    const zh = languageOptions('zh').map((option) => option.label);
    expect(zh.filter((label) => label === '阿肯语')).toHaveLength(1);
    expect(zh.filter((label) => label === '罗马尼亚语')).toHaveLength(1);
  });
});
