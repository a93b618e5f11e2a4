import { resumeDocumentSchema, type ResumeDocumentInput } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../ats.ts';
import { message, type Note } from './messages.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const messagesOf = (document: ResumeDocumentInput, language: 'zh' | 'en') =>
  analyseResume(resumeDocumentSchema.parse(document), { language, now: NOW }).suggestions.map(
    (suggestion) => suggestion.message,
  );

const ENGLISH: ResumeDocumentInput = {
  basics: { name: 'Sam Lee', email: 'sam@example.com' },
  work: [
    {
      name: 'Acme',
      position: 'Analyst',
      startDate: '2021-01',
      highlights: ['Responsible for weekly reports.', 'Helped the team with audits.'],
    },
    { name: 'Initech', position: 'Intern', highlights: ['Worked on spreadsheets.'] },
  ],
};
const CHINESE: ResumeDocumentInput = {
  basics: {
    name: '王磊',
    email: 'wang@example.com',
    summary: '五年财务工作经验，熟悉总账与报表。',
  },
  work: [
    {
      name: '云帆科技',
      position: '会计',
      startDate: '2020-01',
      highlights: ['负责月度结账与对账工作', '协助完成年度审计'],
    },
  ],
};

describe('suggestions read naturally in both languages', () => {
  it('zero, one and many: "None of your 3 bullets", "One entry has no dates", "3 条要点都没有数据"', () => {
    const english = messagesOf(ENGLISH, 'en');
    expect(english).toEqual(
      expect.arrayContaining([
        'None of your 3 bullets has a figure: add numbers, for example to "Responsible for weekly reports.".',
        'One entry has no dates: add a start and end month.',
      ]),
    );
    expect(english.join('\n')).not.toMatch(/\b0 of|\b1 entries|\b1 bullets/u);
    const chinese = messagesOf(ENGLISH, 'zh');
    expect(chinese).toContain(
      '3 条要点都没有数据：请补充数字，例如「Responsible for weekly reports.」。',
    );
    expect(chinese.join('\n')).not.toMatch(/只有 0 条/u);
  });

  it('an English resume is told to open with English verbs, in either interface language; a Chinese one with Chinese verbs', () => {
    for (const language of ['zh', 'en'] as const) {
      const advice = messagesOf(ENGLISH, language).find((text) => /Led/u.test(text));
      expect(advice).toMatch(/Led[、,] ?Built[、,] ?Reduced/u);
      expect(messagesOf(ENGLISH, language).join('\n')).not.toMatch(/主导|设计|优化/u);
    }
    expect(messagesOf(CHINESE, 'zh').join('\n')).toMatch(/“主导、设计、优化”等动词开头/u);
    expect(messagesOf(CHINESE, 'en').join('\n')).toMatch(/action verb \(主导, 设计, 优化\)/u);
  });

  it('counts a Chinese resume in characters and an English one in words', () => {
    expect(messagesOf(CHINESE, 'en').join('\n')).toMatch(/The resume is short \(\d+ characters\)/u);
    expect(messagesOf(ENGLISH, 'zh').join('\n')).toMatch(/简历内容偏少（\d+ 个词）/u);
  });

  it('every message of every kind, with one and with many, has no placeholder left and reads in its language', () => {
    const keys = [
      'unreadableEntries',
      'missingMustHaves',
      'missingNiceToHaves',
      'roleNotShown',
      'tooFewYears',
      'fewFigures',
      'weakVerbs',
      'tooShort',
      'longBullets',
      'missingDates',
      'endBeforeStart',
    ] as const;
    for (const key of keys)
      for (const count of [0, 1, 2, 5])
        for (const language of ['zh', 'en'] as const) {
          const note: Note = {
            check: 'dates',
            key,
            values: {
              count,
              total: 5,
              example: 'x',
              list: 'SQL',
              need: 5,
              limit: 40,
              role: 'Accountant',
            },
          };
          const text = message(note, language, language);
          expect(text).not.toMatch(/\{\w+\}/u);
          if (language === 'zh') expect(text).toMatch(/\p{Script=Han}/u);
          if (language === 'en' && count === 1)
            expect(text).not.toMatch(/\b1 (?:entries|bullets|years)\b/u);
        }
  });
});
