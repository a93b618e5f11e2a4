import { describe, expect, it } from 'vitest';
import { analyseResume, type JobTarget } from './ats.ts';
import { parseResume } from './resume-parser.ts';
import { findUnsupportedClaims, tailorResume } from './tailor.ts';
import { fixture } from './test-support/fixtures.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const TESTING_JOB: JobTarget = {
  title: 'Frontend Engineer, Test Automation',
  description:
    'Own our end-to-end test suite with Playwright, keep production incidents down, and improve web performance. Figma handoffs with design.',
  skills: ['Playwright', 'Figma'],
};

describe('tailorResume', async () => {
  const { document } = await parseResume(fixture('en-two-column.pdf'), 'pdf');

  it('puts the bullets and skills a job asks for first, without changing the original', () => {
    const before = structuredClone(document);
    const tailored = tailorResume(document, TESTING_JOB, NOW);
    expect(tailored.document.work[1]!.highlights[0]).toMatch(
      /^Introduced end-to-end tests with Playwright/,
    );
    // No bullet of the first role names the job's keywords: they keep their order.
    expect(tailored.document.work[0]!.highlights).toEqual(document.work[0]!.highlights);
    expect(tailored.document.skills.slice(0, 3).map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Figma', 'Playwright', 'Web Performance']),
    );
    expect(tailored.document.work.map((work) => work.name)).toEqual(
      document.work.map((work) => work.name),
    );
    expect(tailored.document.skills).toHaveLength(document.skills.length);
    expect(document).toEqual(before);
  });

  it('lists the keywords the resume still lacks', () => {
    const { missingKeywords } = tailorResume(document, TESTING_JOB, NOW);
    const analysis = analyseResume(document, { target: TESTING_JOB, language: 'en', now: NOW });
    expect(missingKeywords).toEqual(analysis.keywords!.missing);
    expect(missingKeywords).not.toContain('Playwright');
  });
});

describe('findUnsupportedClaims', async () => {
  const { document } = await parseResume(fixture('en-two-column.pdf'), 'pdf');
  const original = 'Built a design system of 60 components used by 8 product teams.';

  it('accepts a rewrite that only rephrases what the resume says', () => {
    const rewritten =
      'Designed and built a React design system of 60 components, adopted by 8 product teams.';
    expect(findUnsupportedClaims(original, rewritten, document)).toEqual([]);
  });

  it('flags new figures, tools, titles and company names', () => {
    const rewritten =
      'As Engineering Manager at Google, led 12 engineers to build a Kubernetes-based design system of 60 components, raising revenue by 35%.';
    const claims = findUnsupportedClaims(original, rewritten, document);
    expect(claims).toEqual(expect.arrayContaining(['12', '35%', 'Kubernetes', 'Google']));
    expect(claims.some((claim) => /manager/i.test(claim))).toBe(true);
    expect(claims).not.toContain('60');
  });

  it('checks Chinese rewrites too', async () => {
    const { document: chinese } = await parseResume(fixture('zh-one-column.pdf'), 'pdf');
    const source = '主导支付网关重构，将 P99 延迟从 180ms 降低到 45ms。';
    expect(
      findUnsupportedClaims(source, '主导支付网关重构，P99 延迟从 180ms 降至 45ms。', chinese),
    ).toEqual([]);
    const claims = findUnsupportedClaims(
      source,
      '作为技术总监主导支付网关重构，使用 Rust 将延迟降低 75%。',
      chinese,
    );
    expect(claims).toEqual(expect.arrayContaining(['Rust', '75%']));
    expect(claims.some((claim) => claim.includes('总监'))).toBe(true);
  });
});
