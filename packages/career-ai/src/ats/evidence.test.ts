import { resumeDocumentSchema, type ResumeDocumentInput } from '@yonder/contract/resume-document';
import type { AtsRequirement } from '@yonder/contract/resumes';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../ats.ts';
import { FOUR_FIELDS } from '../test-support/four-fields.ts';
import { remoteOkTarget } from '../test-support/postings.ts';
import type { JobTarget } from './keywords.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const field = (name: string) => FOUR_FIELDS.find((entry) => entry.field === name)!;
const checksOf = (document: ResumeDocumentInput, target: JobTarget) =>
  analyseResume(resumeDocumentSchema.parse(document), { target, language: 'en', now: NOW })
    .requirements!;
/** The check of the requirement that offers `label`, and the resume's words that meet it. */
function find(checks: AtsRequirement[], label: string) {
  const check = checks.find((item) => item.alternatives.some((term) => term.label === label));
  if (!check) throw new Error(`no requirement offers ${label}`);
  const quoted = check.evidence
    ? check.evidence.text.slice(check.evidence.start, check.evidence.end)
    : null;
  return { ...check, quoted };
}
const posting = (lines: string[], title = 'Engineer'): JobTarget => ({
  title,
  description: ['Requirements', ...lines.map((line) => `• ${line}`)].join('\n'),
  skills: [],
});

describe('a requirement is met by its equivalents, with the sentence that shows it', () => {
  it('"accessible web design" meets Accessibility, quoted from the resume with its words marked', () => {
    const { resume, posting: job } = field('fullstack');
    const accessibility = find(checksOf(resume, remoteOkTarget(job)), 'Accessibility');
    expect(accessibility).toMatchObject({ met: { label: 'Accessibility' }, reason: 'found' });
    expect(accessibility.evidence!.text).toBe(
      'Led accessible web design for the booking flow, with keyboard navigation and screen reader support.',
    );
    expect(accessibility.quoted).toBe('accessible');
  });

  it('a CPA meets "CPA, ACCA or equivalent"; an English resume meets "Fluent English" without saying so', () => {
    const { resume, posting: job } = field('accounting');
    const checks = checksOf(resume, remoteOkTarget(job));
    expect(find(checks, 'ACCA')).toMatchObject({ met: { label: 'CPA' }, importance: 'must' });
    const noLanguages = { ...field('fullstack').resume, languages: [] };
    expect(find(checksOf(noLanguages, posting(['Fluent English.'])), 'English')).toMatchObject({
      met: { label: 'English' },
      reason: 'writtenIn',
      evidence: null,
    });
  });

  it('reads word forms, abbreviations and Chinese names as the same requirement', () => {
    const checks = checksOf(
      {
        basics: { name: 'Wei Zhang', summary: '五年前端开发经验，熟悉无障碍设计。' },
        work: [
          {
            name: '云帆科技',
            position: '前端工程师',
            startDate: '2020-01',
            highlights: ['负责 k8s 集群上的前端部署', 'Reconciled vendor statements every month.'],
          },
        ],
      },
      posting(['Accessibility (WCAG 2.1).', 'Kubernetes.', 'Account reconciliations.']),
    );
    expect(find(checks, 'Accessibility').quoted).toBe('无障碍');
    expect(find(checks, 'Kubernetes').quoted).toBe('k8s');
    expect(find(checks, 'Reconciliation').quoted).toBe('Reconciled');
  });

  it('working with product managers is not product management; no evidence is not met', () => {
    const checks = checksOf(
      {
        basics: { name: 'Dev', label: 'Software Engineer' },
        work: [
          {
            name: 'Acme',
            position: 'Software Engineer',
            startDate: '2021-01',
            highlights: [
              'Collaborated with a team of engineers, product managers, and UX designers.',
            ],
          },
        ],
      },
      posting(['Product management experience.'], 'Product Manager'),
    );
    expect(find(checks, 'Product Manager')).toMatchObject({
      met: null,
      reason: 'notFound',
      evidence: null,
    });
    expect(find(checks, 'Product Management')).toMatchObject({ met: null, reason: 'notFound' });
  });

  it('years come from the dates of the work: enough, too few (with how many), or none to count', () => {
    const { resume } = field('backend');
    const five = find(checksOf(resume, posting(['5+ years of backend experience.'])), '5');
    expect(five).toMatchObject({ met: { kind: 'years', value: 5 }, reason: 'years', years: 10 });
    expect(five.evidence!.path).toBe('work.1.position');
    expect(find(checksOf(resume, posting(['12+ years of experience.'])), '12')).toMatchObject({
      met: null,
      reason: 'tooFewYears',
      years: 10,
    });
    const undated = {
      ...resume,
      work: resume.work.map((work) => ({ ...work, startDate: '', endDate: '' })),
    };
    expect(find(checksOf(undated, posting(['3+ years of experience.'])), '3')).toMatchObject({
      reason: 'noDates',
    });
  });

  it('a degree is met by one of its level or higher', () => {
    const { resume } = field('product');
    const bachelor = checksOf(
      resume,
      posting(["Bachelor's degree in Business or a related field."]),
    );
    expect(find(bachelor, 'bachelor')).toMatchObject({
      met: { kind: 'degree' },
      evidence: { path: 'education.0' },
    });
    expect(find(checksOf(resume, posting(['PhD in Economics.'])), 'doctorate').met).toBeNull();
  });
});
