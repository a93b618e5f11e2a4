import { JOB_CATEGORIES, JOB_TYPES, REMOTE_TYPES } from '@yonder/contract/jobs';
import { normalizeSkill } from '@yonder/career-ai/skills/vocabulary';
import { describe, expect, it } from 'vitest';
import { jobFingerprint, type JobRecord } from '../job-record.ts';
import { annualUsd, isKnownCurrency } from '../salary.ts';
import { SIZE_BANDS } from './companies.ts';
import { demoJobs, generateDemoJobs } from './generate.ts';
import { demoCapacity } from './slots.ts';

const NOW = new Date('2030-03-01T08:00:00Z');
const DAY = 86_400_000;
const HAN = /\p{Script=Han}/u;
const jobs = generateDemoJobs({ count: 4000, now: NOW });
const share = (test: (job: JobRecord) => boolean) => jobs.filter(test).length / jobs.length;
const distinct = <T>(pick: (job: JobRecord) => T) => new Set(jobs.map(pick));

describe('demo catalogue', () => {
  it('is the same for the same seed and clock, and different for another seed', () => {
    expect(generateDemoJobs({ count: 200, now: NOW })).toEqual(jobs.slice(0, 200));
    const other = generateDemoJobs({ count: 200, now: NOW, seed: 7 });
    expect(other.map((job) => job.title)).not.toEqual(jobs.slice(0, 200).map((job) => job.title));
  });

  it('makes any slice on its own, one job at a time, equal to the same jobs of a longer run', () => {
    const slice = [...demoJobs({ count: 30, first: 1201, now: NOW })];
    expect(slice).toEqual(jobs.slice(1200, 1230));
    expect(slice[0]?.sourceId).toBe('demo-1201');
  });

  it('writes a quarter of the postings in Chinese, wholly, and the rest in English', () => {
    expect(share((job) => job.language === 'zh')).toBeGreaterThan(0.22);
    expect(share((job) => job.language === 'zh')).toBeLessThan(0.28);
    for (const job of jobs) {
      const text = [job.title, job.company.name, job.description, ...job.requirements].join(' ');
      expect(HAN.test(job.title), job.title).toBe(job.language === 'zh');
      if (job.language === 'en') expect(HAN.test(text), job.title).toBe(false);
      if (job.language === 'zh') {
        expect(job.company.name).toMatch(/有限公司$/);
        for (const item of [...job.responsibilities, ...job.benefits]) expect(item).toMatch(HAN);
      }
    }
    expect(distinct((job) => job.title)).toContain('高级前端工程师');
    expect(distinct((job) => job.location)).toContain('远程（中国）');
  });

  it('covers every category, remote type and job type, with several currencies and periods', () => {
    expect([...distinct((job) => job.category)].sort()).toEqual([...JOB_CATEGORIES].sort());
    expect([...distinct((job) => job.remoteType)].sort()).toEqual([...REMOTE_TYPES].sort());
    expect([...distinct((job) => job.jobType)].sort()).toEqual([...JOB_TYPES].sort());
    const currencies = distinct((job) => job.salary?.currency);
    for (const currency of ['USD', 'EUR', 'GBP', 'CNY']) expect(currencies).toContain(currency);
    const periods = distinct((job) => job.salary?.period);
    for (const period of ['year', 'month', 'hour']) expect(periods).toContain(period);
    const cnyMonthly = jobs.filter(
      (job) => job.language === 'zh' && job.salary?.period === 'month',
    );
    expect(cnyMonthly.length / jobs.filter((job) => job.language === 'zh').length).toBeGreaterThan(
      0.4,
    );
  });

  it('states salaries as postings do: none, both bounds, or only one, in a known currency', () => {
    expect(share((job) => job.salary === null)).toBeGreaterThan(0.05);
    expect(jobs.some((job) => job.salary && job.salary.min === null)).toBe(true);
    expect(jobs.some((job) => job.salary && job.salary.max === null)).toBe(true);
    for (const { salary } of jobs) {
      if (!salary) continue;
      expect(isKnownCurrency(salary.currency)).toBe(true);
      expect(salary.min ?? salary.max).not.toBeNull();
      for (const bound of [salary.min, salary.max]) {
        if (bound !== null) expect(Number.isInteger(bound) && bound > 0).toBe(true);
      }
      if (salary.min !== null && salary.max !== null) expect(salary.min).toBeLessThan(salary.max);
      const yearly = annualUsd(salary.min ?? salary.max, salary.currency, salary.period)!;
      expect(yearly).toBeGreaterThan(3_000);
      expect(yearly).toBeLessThan(700_000);
    }
  });

  it('posts within the last 60 days; about 5 % are featured and 2 % already expired', () => {
    for (const { postedAt, expiresAt } of jobs) {
      expect(postedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(postedAt.getTime()).toBeGreaterThan(NOW.getTime() - 60 * DAY);
      if (expiresAt) expect(expiresAt.getTime()).toBeGreaterThan(postedAt.getTime());
    }
    const expired = share((job) => job.expiresAt !== null && job.expiresAt <= NOW);
    expect(expired).toBeGreaterThan(0.01);
    expect(expired).toBeLessThan(0.03);
    expect(share((job) => job.expiresAt === null)).toBeGreaterThan(0.4);
    expect(share((job) => job.isFeatured)).toBeGreaterThan(0.03);
    expect(share((job) => job.isFeatured)).toBeLessThan(0.07);
  });

  it('starts every job with some views and fewer applicants than views', () => {
    for (const job of jobs) {
      expect(job.viewCount).toBeGreaterThan(0);
      expect(job.applicantsCount).toBeLessThanOrEqual(job.viewCount!);
    }
    expect(share((job) => job.applicantsCount! > 0)).toBeGreaterThan(0.5);
  });

  it('names regions and time zones for region-remote jobs only', () => {
    for (const job of jobs) {
      const isRegional = job.remoteType === 'regionRemote';
      expect(job.remoteTimezones.length > 0, job.location!).toBe(isRegional);
      if (isRegional) expect(job.remoteRegions.length).toBeGreaterThan(0);
      if (job.remoteType === 'fullRemote') expect(job.remoteRegions).toEqual([]);
    }
    const regions = new Set(jobs.flatMap((job) => job.remoteRegions));
    for (const region of ['US', 'EU', 'APAC', 'China']) expect(regions).toContain(region);
    expect(new Set(jobs.flatMap((job) => job.remoteTimezones))).toContain('UTC-8 to UTC-3');
  });

  it('gives English titles the words search stems, and skills their canonical names', () => {
    const english = jobs.filter((job) => job.language === 'en').map((job) => job.title);
    for (const word of ['Engineer', 'Developer', 'Designer', 'Manager']) {
      expect(
        english.some((title) => title.split(' ').includes(word)),
        word,
      ).toBe(true);
    }
    expect(distinct((job) => job.title)).toContain('Senior Frontend Engineer');
    const skills = new Set(jobs.flatMap((job) => job.skills));
    for (const skill of ['TypeScript', 'React', 'Go', 'Kubernetes', 'Figma', 'SQL']) {
      expect(skills).toContain(skill);
    }
    for (const skill of skills) expect([null, skill]).toContain(normalizeSkill(skill));
    for (const job of jobs) expect(job.skills.length).toBeGreaterThanOrEqual(3);
  });

  it('writes descriptions with paragraphs, headings and lists only, and 3 to 7 list items', () => {
    for (const job of jobs) {
      const tags = new Set([...job.description.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(['p', 'h3', 'ul', 'li']).toContain(tag);
      expect(job.description.startsWith('<p>')).toBe(true);
      for (const list of [job.requirements, job.responsibilities, job.benefits]) {
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(7);
        expect(new Set(list).size).toBe(list.length);
      }
    }
    expect(distinct((job) => job.description).size).toBe(jobs.length);
  });

  it('draws on a few hundred made-up companies with inline logos and example.com sites', () => {
    const companies = new Map(jobs.map((job) => [job.company.name, job.company]));
    expect(companies.size).toBeGreaterThan(300);
    expect(companies.size).toBeLessThan(500);
    for (const company of companies.values()) {
      if (company.logoUrl) expect(company.logoUrl).toMatch(/^data:image\/svg\+xml,/);
      if (company.website) expect(company.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
      expect(SIZE_BANDS).toContain(company.size);
      expect(company.industry).toBeTruthy();
    }
    expect([...companies.values()].some((company) => company.logoUrl === null)).toBe(true);
    expect(jobs.some((job) => /^杭州.{2,6}有限公司$/.test(job.company.name))).toBe(true);
  });

  it('links most jobs to the company careers page, a few to a relative path and a few nowhere', () => {
    const links = jobs.map((job, index) => [job.applicationUrl, index + 1] as const);
    const external = links.filter(([url, n]) =>
      new RegExp(`^https://[a-z0-9-]+\\.example\\.com/careers/${n}$`).test(url ?? ''),
    );
    expect(external.length / jobs.length).toBeGreaterThan(0.85);
    expect(links.filter(([url, n]) => url === `/apply/${n}`).length).toBeGreaterThan(20);
    expect(links.filter(([url]) => url === null).length).toBeGreaterThan(20);
    expect(jobs.every((job, i) => job.source === 'demo' && job.sourceId === `demo-${i + 1}`)).toBe(
      true,
    );
  });

  it('never repeats a fingerprint, so every job asked for is stored', () => {
    const many = generateDemoJobs({ count: 20_000, now: NOW, seed: 3 });
    expect(new Set(many.map(jobFingerprint)).size).toBe(many.length);
    expect(demoCapacity()).toBeGreaterThan(400_000);
    expect(() => [...demoJobs({ count: 20, first: demoCapacity() * 2 + 1, now: NOW })]).toThrow(
      RangeError,
    );
  });
});
