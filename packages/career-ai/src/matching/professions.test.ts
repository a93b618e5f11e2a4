import { emptyCandidateProfile } from '@yonder/contract/profile';
import { describe, expect, it } from 'vitest';
import { extractSkills } from '../skills/extract.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { PROFESSION_RESUMES } from '../test-support/profession-resumes.ts';
import { prepareCandidate } from './candidate.ts';
import { withinField } from './fields.ts';
import { scoreJob } from './score.ts';
import type { MatchJob } from './types.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Staff Accountant',
  category: 'finance',
  remoteType: 'fullRemote',
  remoteRegions: [],
  remoteTimezones: [],
  jobType: 'fullTime',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  experienceYears: null,
  skills: ['Accounting', 'CPA', 'ACCA', 'Reconciliation'],
  requirements: ['A CPA, ACCA or equivalent qualification', 'Strong reconciliation skills'],
  language: 'en',
  ...overrides,
});

const candidateWith = (title: string, skills: string[], categories: string[] = []) => {
  const profile = emptyCandidateProfile();
  profile.preferences.desiredTitles = [title];
  profile.preferences.categories = categories as never;
  profile.skills = skills.map((name, index) => ({ id: `s${index}`, name }));
  return prepareCandidate({ profile, resume: null, now: NOW });
};

describe('skills of every profession, in both languages', () => {
  it('reads qualifications and their Chinese names as one skill', () => {
    expect(normalizeSkill('注册会计师')).toBe('CPA');
    expect(normalizeSkill('Certified Public Accountant')).toBe('CPA');
    expect(normalizeSkill('出纳')).toBe('Cashier');
    expect(normalizeSkill('审计')).toBe('Audit');
    expect(normalizeSkill('PMP')).toBe('PMP');
    expect(normalizeSkill('CompTIA A+')).toBe('CompTIA A+');
    expect(normalizeSkill('中级会计职称')).toBe('Accounting Qualification (China)');
  });

  it('finds them in running text', () => {
    expect(
      extractSkills(
        'Certified Public Accountant; ACCA member. Month-end close in NetSuite, help desk tickets, CompTIA A+ and PMP.',
      ),
    ).toEqual(
      expect.arrayContaining([
        'CPA',
        'ACCA',
        'Month-End Close',
        'NetSuite',
        'IT Support',
        'CompTIA A+',
        'PMP',
      ]),
    );
    expect(extractSkills('持有注册会计师证书，负责出纳、审计和纳税申报，熟悉金蝶')).toEqual(
      expect.arrayContaining(['CPA', 'Cashier', 'Audit', 'Tax', 'Kingdee']),
    );
  });
});

describe('matching a profession', () => {
  it('meets "CPA, ACCA or equivalent" with either qualification', () => {
    for (const qualification of ['ACCA', '注册会计师']) {
      const result = scoreJob(
        candidateWith('Accountant', ['Accounting', 'Reconciliation', qualification]),
        job(),
      );
      expect(result.missingSkills, qualification).toEqual([]);
    }
    const without = scoreJob(candidateWith('Accountant', ['Accounting', 'Reconciliation']), job());
    expect(without.missingSkills).toEqual(['CPA', 'ACCA']);
  });

  it('tells the field from the resume: latest title, certifications counted as skills', () => {
    for (const { field, document, language } of PROFESSION_RESUMES) {
      const candidate = prepareCandidate({
        profile: null,
        resume: { document, language },
        now: NOW,
      });
      expect(candidate.categories[0], document.basics.label).toBe(field);
      expect(candidate.fields.size, document.basics.label).toBe(1);
    }
    const accountant = prepareCandidate({
      profile: null,
      resume: { document: PROFESSION_RESUMES[0]!.document, language: 'en' },
      now: NOW,
    });
    expect(accountant.skills.has('CPA')).toBe(true);
    const technician = prepareCandidate({
      profile: null,
      resume: { document: PROFESSION_RESUMES[2]!.document, language: 'en' },
      now: NOW,
    });
    expect([...technician.skills]).toEqual(expect.arrayContaining(['CompTIA A+', 'ITIL']));
  });

  it('keeps only the person’s field and says when it is short; engineering’s kinds are one field', () => {
    const jobs = [
      job(),
      job({ title: 'Account Executive', category: 'sales' }),
      job({ title: 'Bookkeeper', category: 'finance' }),
    ];
    const accountant = candidateWith('Accountant', ['Accounting']);
    const kept = withinField(
      accountant,
      jobs,
      (item) => item.category,
      () => true,
    );
    expect(kept.items.map((item) => item.title)).toEqual(['Staff Accountant', 'Bookkeeper']);
    expect(kept.field).toEqual({ categories: ['finance'], count: 2, few: true });

    const engineer = candidateWith('Frontend Engineer', ['React']);
    const engineering = withinField(
      engineer,
      [
        job({ title: 'Full Stack Engineer', category: 'fullstack' }),
        job({ title: 'Product Designer', category: 'design' }),
      ],
      (item) => item.category,
      () => true,
    );
    expect(engineering.items.map((item) => item.title)).toEqual(['Full Stack Engineer']);

    // What the person asked for wins over their past: a bookkeeper who wants HR jobs gets HR.
    const switching = candidateWith('HR Generalist', ['Bookkeeping'], ['hr']);
    expect([...switching.fields]).toEqual(['hr']);
  });
});
