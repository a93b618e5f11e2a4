import { describe, expect, it } from 'vitest';
import { diffWords, markClaims } from './word-diff';

const marked = (parts: { text: string; isMarked: boolean }[]) =>
  parts.filter((part) => part.isMarked).map((part) => part.text);

describe('a rewrite beside its original', () => {
  it('marks the words removed and added, and keeps the rest as it reads', () => {
    const { before, after } = diffWords(
      'Built a React design system used by 12 teams',
      'Led a React and TypeScript design system used by 12 teams',
    );
    expect(marked(before)).toEqual(['Built']);
    expect(marked(after)).toEqual(['Led', 'and TypeScript']);
    expect(after.map((part) => part.text).join('')).toBe(
      'Led a React and TypeScript design system used by 12 teams',
    );
  });

  it('compares Chinese character by character', () => {
    const { after } = diffWords('负责月度结账', '主导月度结账');
    expect(marked(after)).toEqual(['主导']);
  });

  it('marks each claim where it stands, in any case', () => {
    const parts = markClaims('Improved conversion by 35% with accessibility reviews', [
      '35%',
      'Accessibility',
    ]);
    expect(marked(parts)).toEqual(['35%', 'accessibility']);
    expect(parts.map((part) => part.text).join('')).toBe(
      'Improved conversion by 35% with accessibility reviews',
    );
  });
});
