import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import { describe, expect, it } from 'vitest';
import { prepareCandidate } from './candidate.ts';
import { matchFitsAndGaps } from './gaps.ts';
import { hireText } from './reasons.ts';
import { scoreJob } from './score.ts';
import type { MatchJob } from './types.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Senior Frontend Engineer',
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

/** A resume written in the United States: its address says US. */
const americanResume = resumeDocumentSchema.parse({
  basics: {
    name: 'Li Wei',
    label: 'Frontend Developer',
    location: { city: 'Seattle', countryCode: 'us' },
  },
  work: [{ name: 'Acme', position: 'Frontend Developer', startDate: '2023-06', endDate: '' }],
  skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'CSS'] }],
});

const usOnly = job({ remoteType: 'regionRemote', remoteRegions: ['US'] });

describe('the countries a candidate can be hired from', () => {
  it('are the ones the user set, not the resume’s address', () => {
    const shanghai = prepareCandidate({
      profile: profile((p) => {
        p.contact.country = 'CN';
        p.preferences.workCountries = ['CN'];
      }),
      resume: { document: americanResume, language: 'en' },
      now: NOW,
    });
    expect(shanghai.countries).toEqual(['CN']);
    expect(shanghai.countrySource).toBe('profile');
    const result = scoreJob(shanghai, usOnly);
    expect(result.hire).toMatchObject({ status: 'no', isEligible: false, country: 'CN' });
    expect(result.countrySource).toBe('profile');
    expect(hireText(result.hire, 'zh')).toContain('中国');
    expect(hireText(result.hire, 'zh')).not.toContain('可以从美国受聘');
  });

  it('are the countries the user may work in before the country they live in', () => {
    const abroad = prepareCandidate({
      profile: profile((p) => {
        p.contact.country = 'US';
        p.preferences.workCountries = ['CN'];
      }),
      resume: null,
      now: NOW,
    });
    expect(abroad.countries).toEqual(['CN']);
    expect(scoreJob(abroad, usOnly).hire.isEligible).toBe(false);
    const livesThere = prepareCandidate({
      profile: profile((p) => {
        p.contact.country = 'CN';
      }),
      resume: { document: americanResume, language: 'en' },
      now: NOW,
    });
    expect(livesThere.countries).toEqual(['CN']);
    expect(livesThere.countrySource).toBe('profile');
  });

  it('come from the resume’s address only when the user set none, and say so', () => {
    const unstated = prepareCandidate({
      profile: emptyCandidateProfile(),
      resume: { document: americanResume, language: 'en' },
      now: NOW,
    });
    expect(unstated.countries).toEqual(['US']);
    expect(unstated.countrySource).toBe('resume');
    expect(scoreJob(unstated, usOnly).hire).toMatchObject({ status: 'yes', country: 'US' });
    const nothing = prepareCandidate({ profile: null, resume: null, now: NOW });
    expect(nothing.countrySource).toBeNull();
  });
});

describe('matchFitsAndGaps', () => {
  const junior = prepareCandidate({
    profile: profile((p) => {
      p.contact.country = 'CN';
      p.preferences.workCountries = ['CN'];
      p.preferences.desiredTitles = ['Frontend Developer'];
      p.preferences.minSalary = { amount: 90_000, currency: 'USD', period: 'year' };
      p.preferences.workLanguages = ['zh'];
      p.skills = ['React', 'TypeScript', 'CSS'].map((name, i) => ({ id: `s${i}`, name }));
      p.work = [
        {
          id: 'w1',
          company: 'Acme',
          title: 'Frontend Developer',
          location: '',
          start: '2024-06',
          end: '',
          description: '',
        },
      ];
    }),
    resume: null,
    now: NOW,
  });
  const posting = job({
    remoteType: 'regionRemote',
    remoteRegions: ['US'],
    skills: ['React', 'TypeScript', 'Vue', 'Webpack'],
    experienceYears: 5,
    salaryMax: 60_000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    language: 'en',
  });

  it('lists every gap of a weak match plainly, in both languages', () => {
    const result = scoreJob(junior, posting);
    const en = matchFitsAndGaps(result, 'en');
    const zh = matchFitsAndGaps(result, 'zh');
    expect(en.gaps.map((gap) => gap.part)).toEqual([
      'location',
      'skills',
      'seniority',
      'salary',
      'language',
    ]);
    const text = (items: { text: string }[]) => items.map((item) => item.text);
    expect(text(en.gaps)).toEqual([
      'Not hiring from your country (China): only US',
      'Missing 2 skills: Vue, Webpack',
      'Asks for 5+ years of experience; you have 2',
      'Pays about $60k a year, below your minimum of $90k',
      'Written in English, not one of your working languages',
    ]);
    expect(text(zh.gaps)).toEqual([
      '不招聘你所在国家（中国）的候选人，仅限：US',
      '缺少 2 项技能：Vue、Webpack',
      '岗位要求 5 年以上经验，你有 2 年',
      '薪资约每年 $60k，低于你的最低期望（每年 $90k）',
      '岗位语言为英文，不在你的工作语言中',
    ]);
    // What fits is said too, and nothing is said twice.
    expect(en.fits.map((fit) => fit.part)).toEqual(['skills', 'role']);
    expect(en.fits.every((fit) => fit.tone === 'positive')).toBe(true);
    expect(en.gaps.every((gap) => gap.tone !== 'positive')).toBe(true);
  });

  it('says a mid score’s gaps beside what fits, and a close fit has none', () => {
    const mid = scoreJob(
      junior,
      job({ skills: ['React', 'TypeScript', 'Vue'], experienceYears: 4 }),
    );
    expect(mid.score).toBeGreaterThanOrEqual(40);
    expect(mid.score).toBeLessThan(90);
    const { fits, gaps } = matchFitsAndGaps(mid, 'en');
    expect(fits.map((fit) => fit.part)).toContain('location');
    expect(gaps.map((gap) => gap.text)).toEqual(
      expect.arrayContaining([
        'Missing 1 skill: Vue',
        'Asks for 4+ years of experience; you have 2',
      ]),
    );
    const close = scoreJob(junior, job({ title: 'Frontend Developer', language: 'zh' }));
    expect(matchFitsAndGaps(close, 'en').gaps).toEqual([]);
    // Two years counted from months against "2+" is no gap, nor is a few months short.
    expect(junior.years).toBe(2);
    const almost = scoreJob(
      { ...junior, years: 1.8 },
      job({ title: 'Frontend Developer', language: 'zh', experienceYears: 2 }),
    );
    expect(matchFitsAndGaps(almost, 'en').gaps).toEqual([]);
  });

  it('says when the regions of a job cannot be checked because no country is known', () => {
    const unknown = prepareCandidate({
      profile: profile((p) => {
        p.skills = [{ id: 's', name: 'React' }];
      }),
      resume: null,
      now: NOW,
    });
    const { gaps } = matchFitsAndGaps(scoreJob(unknown, usOnly), 'zh');
    expect(gaps[0]).toMatchObject({ part: 'location', tone: 'neutral' });
    expect(gaps[0]!.text).toContain('你尚未填写可工作的国家');
  });
});
