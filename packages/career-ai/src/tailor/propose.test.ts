import type { ProposedChange } from '@yonder/contract/resume-proposals';
import { describe, expect, it } from 'vitest';
import { FOUR_FIELDS } from '../test-support/four-fields.ts';
import { remoteOkTarget } from '../test-support/postings.ts';
import { applyChange, StaleChangeError } from './apply-change.ts';
import { findTranslationClaims } from './claims.ts';
import { proposeTailoring } from './propose.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const { resume, posting } = FOUR_FIELDS.find((entry) => entry.field === 'fullstack')!;
const target = remoteOkTarget(posting);
const INVENTED = 'Improved conversion by 35% across 12 products with Accessibility audits';

/** What an AI provider answers: one honest rewrite, one invented claim, one honest and one invented skill. */
const proposal = () =>
  proposeTailoring(resume, target, {
    now: NOW,
    rewrites: {
      'work.0.highlights.0':
        'Built the React and Next.js patient portal on a Node.js GraphQL API for 40,000 patients.',
      'work.1.highlights.0': INVENTED,
    },
    skills: ['GraphQL', 'Kubernetes'],
  });

/** Accepts changes one after another, as the server does. */
function acceptAll(changes: ProposedChange[]) {
  let document = resume;
  const accepted: ProposedChange[] = [];
  for (const change of changes) {
    document = applyChange(document, change, { accepted });
    accepted.push(change);
  }
  return document;
}

describe('tailoring proposes and never writes', () => {
  it('proposes rewrites, new orders and skills, each pending, the invented claim marked', () => {
    const { changes, missingKeywords } = proposal();
    expect(changes.every((change) => change.status === 'pending' && !change.confirmed)).toBe(true);
    expect(new Set(changes.map((change) => change.id)).size).toBe(changes.length);
    const invented = changes.find(
      (change) => change.kind === 'rewrite' && change.after === INVENTED,
    )!;
    expect(invented).toMatchObject({
      path: 'work.1.highlights.0',
      before: 'Developed storefront features in React and Express for 300 merchants.',
      unsupported: expect.arrayContaining(['35%', '12', 'Accessibility']),
    });
    const honest = changes.find(
      (change) => change.kind === 'rewrite' && change.path === 'work.0.highlights.0',
    )!;
    expect(honest.unsupported).toEqual([]);
    expect(changes.filter((change) => change.kind === 'reorder').length).toBeGreaterThan(0);
    // Its bullets show accessible design, which its skills do not list; GraphQL is listed
    // already; Kubernetes it never shows.
    expect(changes.filter((change) => change.kind === 'addSkill')).toEqual([
      expect.objectContaining({ skill: 'Accessibility', group: 'Languages', unsupported: [] }),
      expect.objectContaining({ skill: 'Kubernetes', unsupported: ['Kubernetes'] }),
    ]);
    expect(missingKeywords).not.toContain('React');
  });

  it('accepting the supported changes, in any order, keeps every rewritten bullet in its new place and adds no claim', () => {
    const supported = proposal().changes.filter((change) => change.unsupported.length === 0);
    const forwards = acceptAll(supported);
    expect(acceptAll([...supported].reverse())).toEqual(forwards);
    const text = JSON.stringify(forwards);
    expect(text).not.toMatch(/35%|Kubernetes/u);
    expect(forwards.skills.flatMap((skill) => skill.keywords)).toContain('Accessibility');
    expect(forwards.work[0]!.highlights).toContain(
      'Built the React and Next.js patient portal on a Node.js GraphQL API for 40,000 patients.',
    );
    expect(forwards.work[0]!.highlights).toHaveLength(resume.work[0]!.highlights.length);
    expect(resume.work[0]!.highlights[0]).toMatch(/^Built the patient portal/u);
  });

  it('a line the person edited since cannot be overwritten by its proposal', () => {
    const invented = proposal().changes.find(
      (change) => change.kind === 'rewrite' && change.after === INVENTED,
    )!;
    const edited = structuredClone(resume);
    edited.work[1]!.highlights[0] = 'Developed storefront features for 300 merchants (edited).';
    expect(() => applyChange(edited, invented, { accepted: [] })).toThrow(StaleChangeError);
    const own = applyChange(resume, invented, {
      accepted: [],
      text: 'Developed storefront features in React for 300 merchants.',
    });
    expect(own.work[1]!.highlights[0]).toBe(
      'Developed storefront features in React for 300 merchants.',
    );
  });
});

describe('a translation claims nothing the original does not', () => {
  const zh = FOUR_FIELDS.find((entry) => entry.field === 'accounting')!.resume;

  it('figures written in words or numerals are the same figures; a new figure or skill is a claim', () => {
    expect(
      findTranslationClaims(
        '八年财务经验，带领两人团队',
        '8 years in finance, leading a team of 2',
        zh,
      ),
    ).toEqual([]);
    expect(
      findTranslationClaims(
        '负责月度结账',
        'Led the month-end close, cutting it by 35% with SAP',
        zh,
      ),
    ).toEqual(['35%', 'SAP']);
  });
});
