import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { emptyResumeDocument } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { FIELD_POSTINGS, FIELD_RESUMES } from '../test-support/field-resumes.ts';
import { prepareCandidate } from './candidate.ts';
import { annualUsd, EXCHANGE_RATES_DATE } from './exchange-rates.ts';
import { hireText, matchReasons } from './reasons.ts';
import { acceptedCountries } from './regions.ts';
import { compareMatches, scoreJob } from './score.ts';
import type { MatchJob, MatchResult } from './types.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Frontend Engineer',
  category: 'frontend',
  remoteType: 'fullRemote',
  remoteRegions: [],
  remoteTimezones: [],
  jobType: 'fullTime',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  experienceYears: null,
  skills: ['React', 'TypeScript'],
  requirements: [],
  language: 'en',
  ...overrides,
});

function profile(change: (profile: CandidateProfile) => void): CandidateProfile {
  const value = emptyCandidateProfile();
  change(value);
  return value;
}

const frontendProfile = profile((p) => {
  p.contact.country = 'DE';
  p.contact.timeZone = 'Europe/Berlin';
  p.preferences.desiredTitles = ['Frontend Engineer'];
  p.skills = ['React', 'TypeScript', 'CSS'].map((name, i) => ({ id: `s${i}`, name }));
  p.work = [
    {
      id: 'w1',
      company: 'Acme',
      title: 'Frontend Engineer',
      location: '',
      start: '2020-01',
      end: '',
      description: '',
    },
  ];
  p.languages = [{ id: 'l1', name: 'English', level: 'fluent' }];
});
const candidate = prepareCandidate({ profile: frontendProfile, resume: null, now: NOW });
const part = (result: MatchResult, name: string) => result.parts.find((p) => p.part === name)!;

describe('scoreJob', () => {
  it('scores skills matched and missing, required ones above nice-to-have ones', () => {
    const result = scoreJob(candidate, job({ skills: ['React', 'TypeScript', 'GraphQL'] }));
    expect(result.matchedSkills).toEqual(['React', 'TypeScript']);
    expect(result.missingSkills).toEqual(['GraphQL']);
    const missingRequired = scoreJob(candidate, job({ skills: ['React', 'GraphQL'] }));
    const missingNice = scoreJob(
      candidate,
      job({ skills: ['React', 'GraphQL'], requirements: ['Experience with GraphQL is a plus'] }),
    );
    expect(part(missingNice, 'skills').score).toBeGreaterThan(
      part(missingRequired, 'skills').score!,
    );
  });

  it('matches Chinese skill names against English ones', () => {
    const chinese = prepareCandidate({
      profile: profile((p) => {
        p.skills = [{ id: 's', name: '机器学习' }];
      }),
      resume: null,
      now: NOW,
    });
    const result = scoreJob(chinese, job({ skills: ['Machine Learning', 'Python'] }));
    expect(result.matchedSkills).toEqual(['Machine Learning']);
    expect(
      matchReasons(result, 'zh')
        .map((r) => r.text)
        .join(),
    ).toContain('机器学习');
  });

  it('scores the role by category and title', () => {
    const same = part(scoreJob(candidate, job()), 'role').score!;
    const related = part(
      scoreJob(candidate, job({ title: 'Full Stack Developer', category: 'fullstack' })),
      'role',
    ).score!;
    const other = part(
      scoreJob(candidate, job({ title: 'Account Executive', category: 'sales' })),
      'role',
    ).score!;
    expect(same).toBe(1);
    expect(related).toBeGreaterThan(other);
    expect(other).toBe(0);
  });

  it('scores seniority by years against the years asked for', () => {
    expect(candidate.years).toBeCloseTo(6.4, 1);
    expect(part(scoreJob(candidate, job({ experienceYears: 5 })), 'seniority').score).toBe(1);
    expect(part(scoreJob(candidate, job({ experienceYears: 9 })), 'seniority').score).toBeLessThan(
      1,
    );
    expect(part(scoreJob(candidate, job({ experienceYears: null })), 'seniority').score).toBeNull();
  });

  it('answers whether the candidate can be hired from where they are', () => {
    const anywhere = scoreJob(candidate, job());
    expect(anywhere.hire).toMatchObject({ status: 'yes', isEligible: true });
    const eu = scoreJob(
      candidate,
      job({
        remoteType: 'regionRemote',
        remoteRegions: ['EU'],
        remoteTimezones: ['UTC+0 to UTC+3'],
      }),
    );
    expect(eu.hire).toMatchObject({
      status: 'yes',
      isEligible: true,
      country: 'DE',
      overlapHours: 8,
    });
    const us = scoreJob(
      candidate,
      job({
        remoteType: 'regionRemote',
        remoteRegions: ['US'],
        remoteTimezones: ['UTC-8 to UTC-5'],
      }),
    );
    expect(us.hire).toMatchObject({ status: 'no', isEligible: false, regions: ['US'] });
    expect(hireText(us.hire, 'en')).toBe('Not hiring from your country (Germany): only US');
    expect(hireText(us.hire, 'zh')).toContain('德国');
    const zones = scoreJob(candidate, job({ remoteTimezones: ['UTC-8 to UTC-5'] }));
    expect(zones.hire).toMatchObject({ status: 'overlap', overlapHours: 3, isEligible: true });
    const apac = scoreJob(candidate, job({ remoteTimezones: ['UTC+10'] }));
    expect(apac.hire).toMatchObject({ status: 'overlap', isEligible: false });
    const unknown = prepareCandidate({
      profile: null,
      resume: { document: FIELD_RESUMES[0]!.document, language: 'en' },
      now: NOW,
    });
    expect(
      scoreJob({ ...unknown, countries: [] }, job({ remoteRegions: ['LATAM'] })).hire,
    ).toMatchObject({ status: 'regions', isEligible: true, regions: ['LATAM'] });
  });

  it('never ranks a job the candidate cannot be hired for above one they can', () => {
    const perfectButUs = scoreJob(
      candidate,
      job({ remoteType: 'regionRemote', remoteRegions: ['US'] }),
    );
    const weakButOpen = scoreJob(
      candidate,
      job({ title: 'Account Executive', category: 'sales', skills: ['Salesforce'] }),
    );
    expect(perfectButUs.score).toBeLessThanOrEqual(40);
    expect([perfectButUs, weakButOpen].sort(compareMatches)[0]).toBe(weakButOpen);
    expect(matchReasons(perfectButUs, 'en')[0]).toMatchObject({
      part: 'location',
      tone: 'negative',
    });
  });

  it('compares salaries across currencies and periods through the dated table', () => {
    expect(EXCHANGE_RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(annualUsd(30_000, 'CNY', 'month')).toBe(50_400);
    expect(annualUsd(50, 'EUR', 'hour')).toBe(112_320);
    const wantsEur = prepareCandidate({
      profile: profile((p) => {
        p.preferences.minSalary = { amount: 60_000, currency: 'EUR', period: 'year' };
      }),
      resume: null,
      now: NOW,
    });
    // 64,800 USD a year wanted: 6,000 USD a month is 72,000; 30,000 CNY a month is 50,400.
    const usdMonthly = scoreJob(
      wantsEur,
      job({ salaryMin: 5_000, salaryMax: 6_000, salaryCurrency: 'USD', salaryPeriod: 'month' }),
    );
    const cnyMonthly = scoreJob(
      wantsEur,
      job({ salaryMin: 25_000, salaryMax: 30_000, salaryCurrency: 'CNY', salaryPeriod: 'month' }),
    );
    expect(part(usdMonthly, 'salary').score).toBe(1);
    expect(part(cnyMonthly, 'salary').score).toBeLessThan(1);
    expect(part(scoreJob(wantsEur, job()), 'salary').score).toBeNull();
    // No salary is neither rewarded nor punished: the other parts decide alone.
    const withPay = scoreJob(
      candidate,
      job({ salaryMax: 100_000, salaryCurrency: 'USD', salaryPeriod: 'year' }),
    );
    expect(withPay.score).toBe(scoreJob(candidate, job()).score);
  });

  it('scores the language of the posting against the candidate’s working languages', () => {
    expect(part(scoreJob(candidate, job({ language: 'en' })), 'language').score).toBe(1);
    expect(part(scoreJob(candidate, job({ language: 'zh' })), 'language').score).toBe(0);
  });

  it('scores job type and category preferences', () => {
    const picky = prepareCandidate({
      profile: profile((p) => {
        p.preferences.jobTypes = ['contract'];
        p.preferences.categories = ['design'];
      }),
      resume: null,
      now: NOW,
    });
    expect(
      part(scoreJob(picky, job({ jobType: 'contract', category: 'design' })), 'preferences').score,
    ).toBe(1);
    expect(
      part(scoreJob(picky, job({ jobType: 'fullTime', category: 'sales' })), 'preferences').score,
    ).toBe(0);
  });

  it('gives the same result for the same candidate and job, every time', () => {
    const posting = job({
      skills: ['React', 'Go', 'Docker'],
      remoteTimezones: ['UTC-5'],
      experienceYears: 3,
    });
    const first = scoreJob(candidate, posting);
    for (let i = 0; i < 5; i += 1) {
      const again = prepareCandidate({ profile: frontendProfile, resume: null, now: NOW });
      expect(scoreJob(again, posting)).toEqual(first);
    }
  });

  it('scores one job in well under a millisecond once the candidate is prepared', () => {
    const prepared = prepareCandidate({
      profile: frontendProfile,
      resume: { document: FIELD_RESUMES[0]!.document, language: 'en' },
      now: NOW,
    });
    const posting = job({
      skills: ['React', 'TypeScript', 'GraphQL', 'CSS', 'Jest'],
      requirements: ['5+ years', 'Hands-on experience with React; Jest is a plus'],
      remoteRegions: ['EU'],
      remoteTimezones: ['UTC+0 to UTC+3'],
    });
    for (let i = 0; i < 200; i += 1) scoreJob(prepared, posting);
    const started = performance.now();
    for (let i = 0; i < 2_000; i += 1) scoreJob(prepared, posting);
    expect((performance.now() - started) / 2_000).toBeLessThan(1);
  });
});

describe('regions', () => {
  it('maps the region names jobs use to country sets', () => {
    expect(acceptedCountries(['EU'])?.has('DE')).toBe(true);
    expect(acceptedCountries(['EU'])?.has('GB')).toBe(false);
    expect(acceptedCountries(['EMEA'])?.has('ZA')).toBe(true);
    expect(acceptedCountries(['APAC'])?.has('CN')).toBe(true);
    expect(acceptedCountries(['LATAM'])?.has('BR')).toBe(true);
    expect(acceptedCountries(['UK', 'Canada'])).toEqual(new Set(['GB', 'CA']));
    expect(acceptedCountries(['Worldwide'])).toBeNull();
    expect(acceptedCountries([])).toBeNull();
  });
});

describe('five resumes of different fields', () => {
  it('each scores its own field’s posting highest of the five', () => {
    for (const { field, document, language } of FIELD_RESUMES) {
      const prepared = prepareCandidate({
        profile: null,
        resume: { document, language },
        now: NOW,
      });
      const scores = FIELD_POSTINGS.map((posting) => ({
        field: posting.field,
        score: scoreJob(prepared, job({ ...posting, category: posting.field })).score,
      })).sort((a, b) => b.score - a.score);
      expect(scores[0]!.field, `${field}: ${JSON.stringify(scores)}`).toBe(field);
    }
  });

  it('reads an empty resume and profile as nothing to match on', () => {
    const empty = prepareCandidate({
      profile: emptyCandidateProfile(),
      resume: { document: emptyResumeDocument(), language: 'en' },
      now: NOW,
    });
    expect(empty.hasContent).toBe(false);
  });
});
