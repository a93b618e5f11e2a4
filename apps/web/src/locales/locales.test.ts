import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = import.meta.dirname;
const LANGUAGES = ['zh', 'en'] as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** i18next plural forms differ by language (zh has only `_other`): compare the base key. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

describe('translations', () => {
  it('have the same namespaces in zh and en', () => {
    expect(namespaces('zh')).toEqual(namespaces('en'));
  });

  for (const file of namespaces('zh')) {
    it(`${file} has every key in both languages, none empty`, () => {
      const [zh, en] = LANGUAGES.map(
        (language) =>
          JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as unknown,
      );
      const zhKeys = new Set(keysOf(zh).map(withoutPlural));
      const enKeys = new Set(keysOf(en).map(withoutPlural));
      expect(
        [...zhKeys].filter((key) => !enKeys.has(key)),
        'missing in en',
      ).toEqual([]);
      expect(
        [...enKeys].filter((key) => !zhKeys.has(key)),
        'missing in zh',
      ).toEqual([]);
      for (const [language, tree] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const empty = keysOf(tree).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `empty in ${language}`).toEqual([]);
      }
    });
  }
});
