import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '#lib/server-root.ts';
import { normalizeJob } from '../normalize/normalize-job.ts';
import { feed } from '../test/helpers.ts';
import type { FeedContext, SourceName } from '../types.ts';
import { SOURCES } from './index.ts';

/**
 * Real feed samples kept beside the project (`../shared/realdata`, never in the repository): our
 * fixtures must be in their format, and the adapters must read them as they are.
 */
const REALDATA = path.resolve(SERVER_ROOT, '../../../shared/realdata/feeds');
const NOW = new Date('2026-11-25T00:00:00Z');
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const keysOf = (items: object[]) => new Set(items.flatMap((item) => Object.keys(item)));

function normalizeAll(source: SourceName, body: string, target: string | null = null) {
  const adapter = SOURCES[source];
  const context: FeedContext = {
    source,
    target,
    companyName: null,
    url: 'https://x.example',
    now: NOW,
  };
  const records = [];
  const skipped: string[] = [];
  for (const [index, item] of adapter.parsePage(body, context).items.entries()) {
    try {
      records.push(normalizeJob(adapter.toRaw(item, context), { source, now: NOW }));
    } catch {
      skipped.push(adapter.itemRef(item, index));
    }
  }
  return { records, skipped };
}

describe.runIf(fs.existsSync(REALDATA))('the real feed samples', () => {
  it('RemoteOK: our fixture has the real fields; every real job reads, mojibake repaired, nothing unsafe kept', () => {
    const real = json(path.join(REALDATA, 'remoteok-api.json')) as Record<string, unknown>[];
    const ours = json(feed('remoteok.json')) as Record<string, unknown>[];
    expect(Object.keys(ours[0]!)).toEqual(Object.keys(real[0]!));
    expect([...keysOf(ours.slice(1))].sort()).toEqual(
      [...keysOf(real.slice(1))].filter((key) => !['original', 'verified'].includes(key)).sort(),
    );

    const { records, skipped } = normalizeAll(
      'remoteok',
      fs.readFileSync(path.join(REALDATA, 'remoteok-api.json'), 'utf8'),
    );
    const empty = real
      .slice(1)
      .filter((item) => !item.position)
      .map((item) => String(item.id));
    expect(skipped).toEqual(empty);
    expect(records).toHaveLength(real.length - 1 - empty.length);
    for (const record of records) {
      const text = [
        record.title,
        record.company.name,
        record.location ?? '',
        record.description,
      ].join(' ');
      expect(text, record.sourceId).not.toMatch(/Ã.|â€|â\u0080|\u0080|&amp;amp;|&amp;#/);
      expect(record.description, record.sourceId).not.toMatch(
        /<(script|style|iframe|img)|\son\w+=|Please mention the word/i,
      );
      expect(record.attributionUrl, record.sourceId).toMatch(
        /^https:\/\/remoteok\.com\/remote-jobs\//,
      );
    }
    // Salary fields are yearly US dollars; 0–0 means none given, and then the description may state one.
    const byId = new Map(records.map((record) => [record.sourceId, record]));
    for (const item of real.slice(1).filter((job) => job.position)) {
      const record = byId.get(String(item.id))!;
      if (Number(item.salary_max) > 0)
        expect(record.salary, record.sourceId).toEqual({
          min: item.salary_min,
          max: item.salary_max,
          currency: 'USD',
          period: 'year',
        });
    }
    expect(byId.get('1053800')!.salary).toEqual({
      min: 55_000,
      max: 65_000,
      currency: 'USD',
      period: 'year',
    });
    expect(byId.get('1056881')!.salary).toEqual({
      min: 50,
      max: 50,
      currency: 'EUR',
      period: 'hour',
    });
  });

  it('Greenhouse: our fixture has the real fields; content escaped twice becomes markup once', () => {
    const real = json(path.join(REALDATA, 'greenhouse-jobs-content.json'));
    const ours = json(feed('greenhouse.json'));
    expect(Object.keys(ours).sort()).toEqual(Object.keys(real).sort());
    expect([...keysOf(ours.jobs)].sort()).toEqual([...keysOf(real.jobs)].sort());
    const { records } = normalizeAll('greenhouse', JSON.stringify(real), 'vaulttec');
    expect(records[0]).toMatchObject({
      title: 'Vault Designer',
      company: { name: 'Vaulttec' },
      location: 'NYC',
      description:
        'This is the job description. <p>Any HTML included through the hosted job application editor will be automatically converted into corresponding HTML entities.</p>',
      category: 'design',
    });
  });

  it('Greenhouse and Lever: every field our adapters read is in the published API documentation', () => {
    const greenhouse = fs.readFileSync(
      path.join(REALDATA, 'greenhouse-job-board-api-docs.md'),
      'utf8',
    );
    for (const field of [
      'absolute_url',
      'location',
      'content',
      'departments',
      'offices',
      'updated_at',
      'metadata',
    ])
      expect(greenhouse, field).toContain(`"${field}"`);
    const lever = fs.readFileSync(path.join(REALDATA, 'lever-postings-api-docs.md'), 'utf8');
    for (const field of [
      'text',
      'categories',
      'country',
      'description',
      'lists',
      'additional',
      'hostedUrl',
      'applyUrl',
      'workplaceType',
      'salaryRange',
    ])
      expect(lever, field).toMatch(new RegExp(`\\| ${field}\\s+\\|`));
    const ours = json(feed('lever.json')) as Record<string, unknown>[];
    for (const field of [
      'text',
      'categories',
      'lists',
      'hostedUrl',
      'applyUrl',
      'workplaceType',
      'salaryRange',
    ])
      expect(Object.keys(ours[0]!)).toContain(field);
  });

  it("RemoteOK: real jobs fall into the whole market's categories, by title and text, accountant never sales", () => {
    const { records } = normalizeAll(
      'remoteok',
      fs.readFileSync(path.join(REALDATA, 'remoteok-api.json'), 'utf8'),
    );
    const categoryOf = new Map(records.map((record) => [record.title, record.category]));
    expect(
      Object.fromEntries(
        [
          'AR and AP Specialist',
          'Financial Controller',
          'Controller',
          'Investment Analyst',
          'Account Manager B2B Sales',
          'Enterprise Account Manager',
          'Data Entry Virtual Assistant',
          'Virtual Data Entry Clerk Entry Level',
          'Office & Administrative Business Partner',
          'Global Compensation Analyst United States',
          'Director of Regulatory & Compliance',
          'Teacher Assistant Japanese',
          'Lead Instructor ASVAB Skills Accelerator',
          'Associate Medical Director Utilization Management',
          'Regional Clinical Director East Coast',
          'Content Creator',
          'WFH Customer Service Representative',
          'Frontend Developer',
          'Senior Backend Golang Engineer Mailgun Send',
          'HQ Product Designer',
        ].map((title) => [title, categoryOf.get(title)]),
      ),
    ).toEqual({
      'AR and AP Specialist': 'finance',
      'Financial Controller': 'finance',
      Controller: 'finance',
      'Investment Analyst': 'finance',
      'Account Manager B2B Sales': 'sales',
      'Enterprise Account Manager': 'sales',
      'Data Entry Virtual Assistant': 'operations',
      'Virtual Data Entry Clerk Entry Level': 'operations',
      'Office & Administrative Business Partner': 'operations',
      'Global Compensation Analyst United States': 'hr',
      'Director of Regulatory & Compliance': 'legal',
      'Teacher Assistant Japanese': 'education',
      'Lead Instructor ASVAB Skills Accelerator': 'education',
      'Associate Medical Director Utilization Management': 'healthcare',
      'Regional Clinical Director East Coast': 'healthcare',
      'Content Creator': 'writing',
      'WFH Customer Service Representative': 'customerService',
      'Frontend Developer': 'frontend',
      'Senior Backend Golang Engineer Mailgun Send': 'backend',
      'HQ Product Designer': 'design',
    });
    // No engineering title is taken for another field because its text talks of finance or health.
    for (const record of records) {
      if (
        /\b(engineer|developer)\b/i.test(record.title) &&
        !/support|solutions/i.test(record.title)
      )
        expect(
          ['frontend', 'backend', 'fullstack', 'mobile', 'devops', 'dataScience'],
          record.title,
        ).toContain(record.category);
    }
  });
});
