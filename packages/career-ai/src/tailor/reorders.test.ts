import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { findReorders, tailorResume } from '../tailor.ts';

const document = resumeDocumentSchema.parse({
  basics: { name: 'Lin' },
  work: [
    {
      name: 'Acme',
      position: 'Engineer',
      highlights: [
        'Ran the weekly release train',
        'Cut page load by 40% with code splitting in React',
        'Wrote end-to-end tests with Playwright',
      ],
    },
  ],
  skills: [
    { name: 'Tooling', keywords: ['Git', 'Docker'] },
    { name: 'Frontend', keywords: ['CSS', 'TypeScript', 'React'] },
  ],
});
const JOB = {
  title: 'React Developer',
  description: 'Build our React and TypeScript app; Playwright tests; Kubernetes a plus.',
  skills: ['React', 'TypeScript', 'Playwright', 'Kubernetes'],
};

describe('findReorders', () => {
  it('lists every list tailoring moved, before and after, and nothing for an untouched copy', () => {
    const { document: tailored, missingKeywords } = tailorResume(
      document,
      JOB,
      new Date('2025-06-01T00:00:00Z'),
    );
    const moved = findReorders(document, tailored);
    expect(moved.map((reorder) => reorder.path)).toEqual([
      'skills',
      'skills.0.keywords',
      'work.0.highlights',
    ]);
    expect(moved[0]).toEqual({
      path: 'skills',
      before: ['Tooling', 'Frontend'],
      after: ['Frontend', 'Tooling'],
    });
    expect(moved[1]!.after.slice(0, 2)).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(moved[2]!.after.at(-1)).toBe('Ran the weekly release train');
    expect(missingKeywords).toContain('Kubernetes');

    expect(findReorders(document, structuredClone(document))).toEqual([]);
  });
});
