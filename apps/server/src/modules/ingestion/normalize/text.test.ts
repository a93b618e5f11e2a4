import { describe, expect, it } from 'vitest';
import { detectLanguage } from './text.ts';

describe('the language of a job', () => {
  it.each([
    ['Senior Frontend Engineer\nBuild React apps with TypeScript.', 'en'],
    ['高级前端工程师\n负责 React 和 TypeScript 开发，熟悉 Node.js。', 'zh'],
    ['前端工程师 Frontend Engineer', 'zh'],
    ['We build software for teams in Shanghai (上海) and around the world, remotely.', 'en'],
    ['', 'en'],
  ])('%j is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
