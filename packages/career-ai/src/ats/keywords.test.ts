import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../ats.ts';
import { parseResumeText } from '../resume-parser.ts';
import { KEYWORD_FIELDS, KEYWORD_FIELDS_ZH } from '../test-support/keyword-fields.ts';
import { targetKeywords, type JobTarget } from './keywords.ts';
import { COMMON_WORDS, isStopword } from './stopwords.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
/** The share of the posting's must-haves the resume meets. */
const keywordScore = (resume: string, posting: JobTarget, language: 'en' | 'zh' = 'en') =>
  analyseResume(parseResumeText(resume).document, {
    target: posting,
    language,
    now: NOW,
  }).parts!.find((item) => item.part === 'mustHave')!.score;

/**
 * Words stopwords-iso lists as English stopwords that name skills in job postings (its list
 * carries some abbreviations of the web, and "agile", the method): they stay skills.
 */
const SKILL_WORDS = new Set(['agile', 'ai', 'bd', 'c', 'hr', 'html', 'ml', 'qa', 'r', 'tf', 'ts']);
const OUTSIDE_ENGINEERING = [
  'product',
  'design',
  'marketing',
  'sales',
  'finance',
  'support',
  'hr',
  'operations',
];

describe('keyword match by field', () => {
  it.each(OUTSIDE_ENGINEERING)(
    'a %s resume matches its own field’s posting far better than any other',
    (field) => {
      const own = KEYWORD_FIELDS.find((entry) => entry.field === field)!;
      const ownScore = keywordScore(own.resume, own.posting);
      expect(ownScore).toBeGreaterThanOrEqual(70);
      for (const other of KEYWORD_FIELDS.filter((entry) => entry.field !== field))
        expect(ownScore - keywordScore(own.resume, other.posting)).toBeGreaterThanOrEqual(50);
    },
  );

  it('a product manager scores higher against a product posting than a Java one, in both languages', () => {
    for (const fields of [KEYWORD_FIELDS, KEYWORD_FIELDS_ZH]) {
      const product = fields.find((entry) => entry.field === 'product')!;
      const java = fields.find((entry) => entry.field === 'backend')!;
      const language = fields === KEYWORD_FIELDS ? 'en' : 'zh';
      expect(keywordScore(product.resume, product.posting, language)).toBeGreaterThanOrEqual(70);
      expect(keywordScore(product.resume, java.posting, language)).toBeLessThanOrEqual(10);
      expect(keywordScore(java.resume, java.posting, language)).toBeGreaterThanOrEqual(70);
    }
  });

  it('finds the tools and qualifications of fields outside engineering', () => {
    const finance = KEYWORD_FIELDS.find((entry) => entry.field === 'finance')!;
    expect(targetKeywords(finance.posting)).toEqual(
      expect.arrayContaining(['Accounting', 'Reconciliation', 'GAAP', 'NetSuite', 'CPA']),
    );
    expect(
      targetKeywords({
        title: '人力资源业务伙伴',
        description: '负责招聘、绩效管理和员工关系',
        skills: [],
      }),
    ).toEqual(['Human Resources', 'Recruiting', 'Performance Management', 'Employee Relations']);
  });
});

describe('keywords are never common words', () => {
  const react: JobTarget = {
    title: 'Senior React Developer',
    description:
      'We are looking for a React developer who writes clear, fast and accessible code. You will own the performance of our web app, give and take feedback in code reviews, and enjoy writing TypeScript. Clear communication and writing skills matter; performance budgets, fast builds with Vite and testing with Jest and Playwright are part of the job.',
    skills: ['React', 'clear', 'fast communication'],
  };

  it('against a React posting, the missing keywords are skills only', () => {
    const design = KEYWORD_FIELDS.find((entry) => entry.field === 'design')!;
    const analysis = analyseResume(parseResumeText(design.resume).document, {
      target: react,
      language: 'en',
      now: NOW,
    });
    const missing = analysis.keywords!.missing.map((keyword) => keyword.toLowerCase());
    expect(missing).toEqual(expect.arrayContaining(['react', 'typescript', 'vite', 'jest']));
    for (const word of ['clear', 'fast', 'feedback', 'performance', 'writing', 'developer'])
      expect(missing).not.toContain(word);
    expect(missing.filter((keyword) => isStopword(keyword))).toEqual([]);
  });

  it('no common English or Chinese word, written alone in a posting, is a keyword', () => {
    expect(COMMON_WORDS.en.length).toBeGreaterThan(1000);
    expect(COMMON_WORDS.zh.length).toBeGreaterThan(700);
    const english = COMMON_WORDS.en.filter(
      (word) =>
        !SKILL_WORDS.has(word) &&
        targetKeywords({ title: '', description: `The ${word} of it.`, skills: [] }).length > 0,
    );
    const chinese = COMMON_WORDS.zh.filter(
      (word) =>
        targetKeywords({ title: '', description: `我们，${word}，的`, skills: [] }).length > 0,
    );
    expect({ english, chinese }).toEqual({ english: [], chinese: [] });
  });

  it('no posting made of common words has keywords, nor a listed skill that is one', () => {
    const english = COMMON_WORDS.en.filter((word) => !SKILL_WORDS.has(word));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...english), { minLength: 1, maxLength: 30 }),
        fc.array(fc.constantFrom(...COMMON_WORDS.zh), { minLength: 1, maxLength: 30 }),
        (words, chineseWords) => {
          const target = {
            title: words.slice(0, 3).join(' '),
            description: `${words.join(' ')}. ${chineseWords.join('，')}。`,
            skills: [words.slice(-2).join(' '), chineseWords[0]!],
          };
          expect(targetKeywords(target)).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 17 },
    );
  });
});
