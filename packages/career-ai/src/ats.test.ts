import type { ResumeDocument } from '@yonder/contract/resume-document';
import { resumeAnalysisSchema } from '@yonder/contract/resumes';
import { describe, expect, it } from 'vitest';
import { analyseResume, type JobTarget } from './ats.ts';
import { parseResume } from './resume-parser.ts';
import { fixture } from './test-support/fixtures.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
export const FRONTEND_JOB: JobTarget = {
  title: 'Senior Frontend Engineer (React)',
  description:
    'Build our design system and product UI with React and TypeScript. Improve web performance and accessibility, write end-to-end tests with Playwright, and work with GraphQL APIs. Node.js and CI/CD experience is a plus.',
  skills: ['React', 'TypeScript', 'GraphQL'],
};
export const ACCOUNTING_JOB: JobTarget = {
  title: 'Staff Accountant',
  description:
    'Prepare journal entries, account reconciliations and monthly financial statements. Manage accounts payable and receivable, support audits and tax filings. Strong Excel skills; accounting degree required.',
  skills: ['Accounting', 'Excel'],
};
const BACKEND_JOB_ZH: JobTarget = {
  title: '高级 Go 后端工程师（远程）',
  description:
    '负责支付系统后端开发，使用 Go 构建高并发分布式服务；熟悉 Kubernetes、Kafka、MySQL、Redis；有微服务架构经验者优先。',
  skills: ['Go', 'Kubernetes'],
};
const ACCOUNTING_JOB_ZH: JobTarget = {
  title: '财务会计',
  description:
    '负责日常账务处理、凭证审核、月度财务报表编制与纳税申报；熟练使用 Excel 和用友财务软件；持有初级会计职称。',
  skills: ['会计'],
};

/** The share of the posting's must-haves the resume meets. */
const keywordScore = (document: ResumeDocument, target: JobTarget) =>
  analyseResume(document, { target, language: 'en', now: NOW }).parts!.find(
    (item) => item.part === 'mustHave',
  )!.score;

describe('analyseResume', async () => {
  const english = (await parseResume(fixture('en-two-column.pdf'), 'pdf')).document;
  const chinese = (await parseResume(fixture('zh-one-column.pdf'), 'pdf')).document;

  it('gives a score, a weighted breakdown of every check and no keywords without a job', () => {
    const result = analyseResume(english, { language: 'en', now: NOW });
    expect(result.breakdown.map((item) => item.check)).toEqual([
      'parseability',
      'contact',
      'sections',
      'quantified',
      'actionVerbs',
      'length',
      'dates',
    ]);
    expect(result.breakdown.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1, 2);
    const weighted = result.breakdown.reduce((sum, item) => sum + item.score * item.weight, 0);
    expect(Math.abs(result.score - weighted)).toBeLessThanOrEqual(1);
    expect(result.keywords).toBeNull();
    expect(result.breakdown.find((item) => item.check === 'contact')!.score).toBe(100);
  });

  it('matches a job of the resume’s own field far better than an unrelated one, and shows the parts', () => {
    const own = analyseResume(english, { target: FRONTEND_JOB, language: 'en', now: NOW });
    expect(own.breakdown.map((item) => item.check)).not.toContain('keywords');
    expect(own.breakdown.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1, 2);
    expect(own.parts!.map((part) => part.part)).toEqual(['mustHave', 'niceToHave', 'resume']);
    expect(own.parts!.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(1, 5);
    const weighted = own.parts!.reduce((sum, part) => sum + part.score * part.weight, 0);
    expect(Math.abs(own.score - weighted)).toBeLessThanOrEqual(1);
    expect(own.keywords!.matched).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'GraphQL', 'Playwright']),
    );
    expect(keywordScore(english, FRONTEND_JOB)).toBeGreaterThan(
      keywordScore(english, ACCOUNTING_JOB) + 50,
    );
    const unrelated = analyseResume(english, { target: ACCOUNTING_JOB, language: 'en', now: NOW });
    expect(unrelated.keywords!.missing).toEqual(expect.arrayContaining(['Accounting', 'Excel']));
    expect(unrelated.score).toBeLessThan(own.score - 25);
    expect(unrelated.suggestions.slice(0, 2)).toEqual([
      {
        check: 'requirements',
        message:
          'The posting is for the role “Accountant”, and none of your job titles names it. If a role of yours was one, say so in its title.',
      },
      {
        check: 'requirements',
        message: expect.stringMatching(
          /^The posting requires these, .*: Accounting; Reconciliation/,
        ),
      },
    ]);
  });

  it('matches Chinese jobs against a Chinese resume, with advice in Chinese words', () => {
    expect(keywordScore(chinese, BACKEND_JOB_ZH)).toBeGreaterThan(
      keywordScore(chinese, ACCOUNTING_JOB_ZH) + 50,
    );
    const zh = analyseResume(chinese, { target: ACCOUNTING_JOB_ZH, language: 'zh', now: NOW });
    expect(zh.suggestions.map((item) => item.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^职位要求的这些内容在简历中没有体现：.*会计/),
      ]),
    );
  });

  it('marks down what a recruiter would miss, with concrete suggestions in the interface language', () => {
    const weak = structuredClone(english);
    weak.basics.email = '';
    weak.basics.phone = '';
    weak.basics.summary = '';
    weak.work[0]!.highlights = [
      'Responsible for the frontend of the analytics product.',
      'Helped the team with releases.',
    ];
    weak.work[1]!.highlights = ['Worked on dashboards.'];
    weak.projects = [];
    weak.work[1]!.startDate = '2022-01';
    weak.work[1]!.endDate = '2019-05';
    const strong = analyseResume(english, { language: 'en', now: NOW });
    const result = analyseResume(weak, { language: 'en', now: NOW });
    const scoreOf = (check: string) => result.breakdown.find((item) => item.check === check)!.score;
    expect(result.score).toBeLessThan(strong.score - 20);
    expect(scoreOf('contact')).toBe(45);
    expect(scoreOf('sections')).toBe(85);
    expect(scoreOf('quantified')).toBe(0);
    expect(scoreOf('actionVerbs')).toBe(0);
    expect(scoreOf('dates')).toBeLessThan(100);
    const messages = result.suggestions.map((item) => item.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Add an e-mail address so recruiters can reach you.',
        'Add a phone number with its country code.',
        'None of your 3 bullets has a figure: add numbers, for example to "Responsible for the frontend of the analytics…".',
        'One entry ends before it starts: check its dates.',
        'List your work experience newest first.',
      ]),
    );
    const chineseMessages = analyseResume(weak, { language: 'zh', now: NOW }).suggestions.map(
      (item) => item.message,
    );
    expect(chineseMessages).toContain('添加电子邮箱，方便招聘方联系你。');
  });

  it('fits the API contract once the server adds the target, the date and the credits', () => {
    const added = { target: null, analysed_at: new Date(0).toISOString(), available_credits: null };
    for (const target of [undefined, FRONTEND_JOB]) {
      const result = analyseResume(english, { target, language: 'zh', now: NOW });
      expect(resumeAnalysisSchema.parse({ ...result, ...added })).toEqual({ ...result, ...added });
    }
  });

  it('gives the same result every time', () => {
    const first = analyseResume(chinese, { target: BACKEND_JOB_ZH, language: 'zh', now: NOW });
    expect(analyseResume(chinese, { target: BACKEND_JOB_ZH, language: 'zh', now: NOW })).toEqual(
      first,
    );
  });
});
