import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JobRecord } from '#modules/jobs/job-record.ts';
import { normalizeJob } from '../normalize/normalize-job.ts';
import { feed } from '../test/helpers.ts';
import { SOURCE_NAMES, SOURCE_TARGETS, type FeedContext, type SourceName } from '../types.ts';
import { SOURCES } from './index.ts';

const NOW = new Date('2026-11-25T00:00:00Z');

/** Every item of a fixture, normalised, or the reason it was skipped. */
function read(
  source: SourceName,
  file: string,
  {
    target = null,
    companyName = null,
    url = 'https://feed.example/api',
  } = {} as Partial<FeedContext>,
) {
  const adapter = SOURCES[source];
  const context: FeedContext = { source, target, companyName, url, now: NOW };
  const page = adapter.parsePage(fs.readFileSync(feed(file), 'utf8'), context);
  const jobs = new Map<string, JobRecord>();
  const skipped: string[] = [];
  page.items.forEach((item, index) => {
    try {
      const record = normalizeJob(adapter.toRaw(item, context), { source, now: NOW });
      jobs.set(record.title, record);
    } catch (error) {
      skipped.push(`${adapter.itemRef(item, index)}: ${(error as Error).message}`);
    }
  });
  return { jobs, skipped, next: page.next ?? null };
}

describe('source adapters', () => {
  it('declare the kind of target their source takes', () => {
    for (const name of SOURCE_NAMES) expect(SOURCES[name].target).toBe(SOURCE_TARGETS[name]);
  });

  it('RemoteOK: skips the legal notice and an empty item, repairs mojibake, keeps the attribution link', () => {
    const { jobs, skipped } = read('remoteok', 'remoteok.json');
    expect(skipped).toEqual([expect.stringMatching(/^900004: /)]);
    const frontend = jobs.get('Senior Frontend Engineer')!;
    expect(frontend).toMatchObject({
      company: { name: 'Acme, Inc.', logoUrl: 'https://remoteok.com/assets/img/jobs/acme.png' },
      remoteType: 'fullRemote',
      category: 'frontend',
      salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
      experienceYears: 5,
      requirements: ['5+ years of experience with React', 'Strong TypeScript'],
      responsibilities: ['Build the design system', 'Own web performance'],
      benefits: ['Home office budget', 'Four-day week'],
      attributionUrl:
        'https://remoteok.com/remote-jobs/remote-senior-frontend-engineer-acme-900001',
      postedAt: new Date('2026-11-20T12:00:00Z'),
    });
    expect(frontend.skills.slice(0, 2)).toEqual(['React', 'TypeScript']);
    expect(frontend.skills).not.toContain('Growth Marketing'); // the "growth" tag is not a skill
    expect(frontend.description).toContain('we don’t do meetings before noon — you’ll ship');
    expect(frontend.description).not.toMatch(/â|script|iframe|pixel|onclick|ZESTFUL/);
    const backend = jobs.get('Backend Engineer (Golang)')!;
    expect(backend).toMatchObject({
      remoteType: 'regionRemote',
      remoteRegions: ['US', 'Canada'],
      remoteTimezones: ['UTC-5 to UTC-3'],
      salary: null, // 0 and 0 is no salary
      category: 'backend',
    });
    expect(backend.description).toContain('São Paulo’s');
    // Tagged remote, but the text says on site.
    expect(jobs.get('Customer Support Specialist')).toMatchObject({
      remoteType: 'onsite',
      category: 'customerService',
    });
  });

  it('Remotive: free-text salaries, Chinese jobs, sections from the description, a hybrid text', () => {
    const { jobs } = read('remotive', 'remotive.json');
    expect(jobs.get('Senior Full Stack Engineer')).toMatchObject({
      salary: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
      category: 'fullstack',
      remoteType: 'fullRemote',
      requirements: ['5+ years building web apps', 'Experience with AWS'],
      benefits: ['Remote-first team'],
    });
    const chinese = jobs.get('高级前端工程师')!;
    expect(chinese).toMatchObject({
      company: { name: '杭州云栈科技有限公司' },
      language: 'zh',
      category: 'frontend',
      remoteType: 'regionRemote',
      remoteRegions: ['China'],
      salary: { min: 25_000, max: 35_000, currency: 'CNY', period: 'month' },
      experienceYears: 3,
      responsibilities: ['负责 Web 前端与微信小程序的开发', '参与前端性能优化'],
      requirements: ['3年以上前端开发经验，熟悉 Vue3 与 TypeScript', '了解机器学习者优先'],
      benefits: ['弹性工作，远程办公'],
    });
    expect(chinese.skills).toEqual(
      expect.arrayContaining(['Vue', 'Frontend', 'Mini Program', 'TypeScript']),
    );
    expect(jobs.get('Product Designer')).toMatchObject({
      salary: null, // "Competitive"
      jobType: 'contract',
      category: 'design',
      remoteRegions: ['US'],
    });
    expect(jobs.get('Support Lead')).toMatchObject({
      remoteType: 'hybrid',
      salary: { min: 3_500, max: 4_200, currency: 'EUR', period: 'month' },
    });
  });

  it('We Work Remotely: "Company: title", escaped and CDATA descriptions, a broken item skipped', () => {
    const { jobs, skipped } = read('weworkremotely', 'weworkremotely.rss');
    expect(skipped).toEqual([
      'https://weworkremotely.com/remote-jobs/no-company: title is not "Company: Job title"',
    ]);
    expect(jobs.get('Senior Python Developer')).toMatchObject({
      company: { name: 'Kite Labs', logoUrl: 'https://wwr-pro.s3.amazonaws.com/logos/kite.png' },
      remoteType: 'fullRemote',
      category: 'backend',
      salary: { min: 110_000, max: 130_000, currency: 'USD', period: 'year' },
      requirements: ['4+ years of Python', 'Celery and Redis'],
      expiresAt: new Date('2026-12-19T09:00:00Z'),
    });
    expect(jobs.get('Senior Python Developer')!.description).toContain('Django &amp; FastAPI');
    expect(jobs.get('Marketing Manager')).toMatchObject({
      remoteType: 'regionRemote',
      remoteRegions: ['EU', 'Germany'],
      category: 'marketing',
      skills: expect.arrayContaining(['SEO', 'Content Marketing']),
    });
  });

  it('Himalayas: regions and time-zone offsets, salary fields, the next page', () => {
    const first = read('himalayas', 'himalayas-page-1.json', {
      url: 'https://himalayas.app/jobs/api?limit=20&offset=0',
    });
    expect(first.next).toBe('https://himalayas.app/jobs/api?limit=20&offset=2');
    expect(first.jobs.get('Senior iOS Engineer')).toMatchObject({
      remoteType: 'regionRemote',
      remoteRegions: ['US', 'Canada'],
      remoteTimezones: ['UTC-8 to UTC-5'],
      category: 'mobile',
      salary: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
    });
    expect(first.jobs.get('DevOps Engineer')).toMatchObject({
      remoteType: 'fullRemote',
      category: 'devops',
    });
    const last = read('himalayas', 'himalayas-page-2.json', {
      url: 'https://himalayas.app/jobs/api?limit=20&offset=2',
    });
    expect(last.next).toBeNull();
    expect(last.jobs.get('Account Manager')).toMatchObject({
      remoteRegions: ['Singapore', 'Australia'],
      remoteTimezones: ['UTC+8 to UTC+10'],
      category: 'sales',
    });
  });

  it('Arbeitnow: on-site and hybrid jobs, freelance hourly rates, German salary text', () => {
    const first = read('arbeitnow', 'arbeitnow-page-1.json');
    expect(first.next).toBe('https://feed.example/api/job-board-api?page=2');
    expect(first.jobs.get('Werkstudent Marketing (m/w/d)')).toMatchObject({
      remoteType: 'onsite',
      jobType: 'partTime',
      category: 'marketing',
    });
    expect(first.jobs.get('Freelance React Developer')).toMatchObject({
      remoteType: 'fullRemote',
      jobType: 'freelance',
      salary: { min: 60, max: 60, currency: 'EUR', period: 'hour' },
    });
    expect(
      read('arbeitnow', 'arbeitnow-page-2.json').jobs.get('Backend Engineer (Go)'),
    ).toMatchObject({
      remoteType: 'hybrid',
      salary: { min: 65_000, max: 80_000, currency: 'EUR', period: 'year' },
    });
  });

  it('Greenhouse: content escaped twice is decoded once; locations and workplace fields', () => {
    const { jobs } = read('greenhouse', 'greenhouse.json', { target: 'acme' });
    expect(jobs.get('Senior Frontend Engineer')).toMatchObject({
      company: { name: 'Acme' },
      description: "<p>Join Acme's R&amp;D group.</p><p>You will build our web app.</p>",
      remoteType: 'fullRemote',
    });
    expect(jobs.get('Data Engineer')).toMatchObject({
      remoteType: 'hybrid',
      category: 'dataScience',
      salary: { min: 90_000, max: 110_000, currency: 'USD', period: 'year' },
      responsibilities: ['Design pipelines', 'Model the warehouse in Snowflake'],
      requirements: ['3+ years of experience in data engineering', 'Python and SQL'],
      experienceYears: 3,
    });
    expect(jobs.get('Account Executive')).toMatchObject({
      remoteType: 'onsite',
      category: 'sales',
      salary: null,
    });
    expect(jobs.get('Site Reliability Engineer')).toMatchObject({
      remoteType: 'regionRemote',
      remoteRegions: ['EU', 'UK', 'Middle East', 'Africa'],
      remoteTimezones: ['UTC+1'],
      category: 'devops',
    });
  });

  it('Lever: lists, salary ranges by interval, workplace type and commitment', () => {
    const { jobs } = read('lever', 'lever.json', {
      target: 'northwind',
      companyName: 'Northwind Traders',
    });
    expect(jobs.get('Staff Product Designer')).toMatchObject({
      company: { name: 'Northwind Traders' },
      remoteType: 'hybrid',
      category: 'design',
      salary: { min: 150_000, max: 180_000, currency: 'CAD', period: 'year' },
      requirements: ['8+ years of product design', 'A portfolio of shipped work'],
      benefits: ['Extended health care', 'Learning budget'],
      applicationUrl: 'https://jobs.lever.co/northwind/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
    });
    expect(jobs.get('QA Contractor')).toMatchObject({
      jobType: 'contract',
      remoteType: 'regionRemote',
      remoteRegions: ['EU', 'Germany'],
      salary: { min: 45, max: 55, currency: 'EUR', period: 'hour' },
    });
  });

  it('Ashby: compensation components, workplace type, plain-text descriptions, unlisted jobs left out', () => {
    const { jobs } = read('ashby', 'ashby.json', { target: 'lumen' });
    expect([...jobs.keys()]).toEqual(['Machine Learning Engineer', 'Office Manager']);
    expect(jobs.get('Machine Learning Engineer')).toMatchObject({
      company: { name: 'Lumen' },
      remoteType: 'regionRemote',
      remoteRegions: ['UK', 'EU'],
      category: 'dataScience',
      salary: { min: 60_000, max: 80_000, currency: 'EUR', period: 'year' },
      requirements: ['Deep learning in production', 'Python'],
    });
    expect(jobs.get('Office Manager')).toMatchObject({
      remoteType: 'onsite',
      jobType: 'partTime',
      responsibilities: ['Supplies and visitors', 'Office events'],
    });
  });

  it('JSON-LD: every JobPosting of a page, @graph included; a broken block is skipped', () => {
    const { jobs, skipped } = read('jsonld', 'jsonld-page.html', {
      target: 'https://xinghe.example/careers',
    });
    expect(skipped).toEqual([expect.stringContaining('not JSON')]);
    expect(jobs.get('机器学习工程师')).toMatchObject({
      company: {
        name: '星河智能',
        website: 'https://xinghe.example/',
        logoUrl: 'https://xinghe.example/logo.png',
      },
      sourceId: 'ML-2026-01',
      language: 'zh',
      remoteType: 'regionRemote',
      remoteRegions: ['China'],
      category: 'dataScience',
      salary: { min: 20_000, max: 30_000, currency: 'CNY', period: 'month' },
      experienceYears: 3,
      responsibilities: ['负责推荐算法与大模型应用', '搭建训练与部署流程'],
      requirements: ['熟悉 Python 与 PyTorch', '3年以上机器学习经验'],
      expiresAt: new Date('2027-01-15T00:00:00Z'),
    });
    expect(jobs.get('Warehouse Systems Analyst')).toMatchObject({
      company: { name: 'Northwind Traders' },
      location: 'San Francisco, CA, US',
      remoteType: 'onsite',
      jobType: 'partTime',
      salary: { min: 40, max: 60, currency: 'USD', period: 'hour' },
      description: '<p>Analyse our warehouse systems on site in San Francisco.</p>',
    });
  });
});
