import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOUR_FIELDS } from '../test-support/four-fields.ts';
import { REALDATA, realRemoteOk, remoteOkTarget } from '../test-support/postings.ts';
import type { JobTarget } from './keywords.ts';
import { readRequirements, type Requirement } from './requirements.ts';

/** A requirement as "must: CPA | ACCA (or equivalent)", to compare readings at a glance. */
const show = (requirement: Requirement) =>
  `${requirement.importance}: ${requirement.alternatives.map((term) => term.label).join(' | ')}${requirement.orEquivalent ? ' (or equivalent)' : ''}`;
const read = (target: JobTarget) => {
  const reading = readRequirements(target);
  return { ...reading, shown: reading.requirements.map(show) };
};
/** Every term a reading asks for, whatever its place. */
const labels = (requirements: Requirement[]) =>
  requirements.flatMap((requirement) => requirement.alternatives.map((term) => term.label));

// Real postings written by others (RemoteOK's recorded feed, the JSON Resume sample job), read
// at test time from ../shared/realdata beside the repository, in six fields.
const real = realRemoteOk();
const posting = (position: string) => {
  const found = real.get(position);
  if (!found) throw new Error(`the real RemoteOK sample has no "${position}"`);
  return remoteOkTarget(found);
};

describe('requirements read from real postings', () => {
  it('accounting (Financial Controller): degree required, a master’s or a CPA preferred, ERP examples as alternatives; the company’s blurb asks nothing', () => {
    const { requirements, shown, unchecked } = read(posting('Financial Controller'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: Financial Controller',
        'must: bachelor',
        'must: 1',
        'must: ERP | SAP | QuickBooks',
        'nice: master | CPA',
        'nice: Budgeting',
        'nice: accounting standards | GAAP | IFRS',
      ]),
    );
    // "Master's degree or CPA preferred" is one clause of the degree's line, read apart from it.
    expect(
      requirements.find((r) => r.alternatives.some((term) => term.label === 'CPA'))?.importance,
    ).toBe('nice');
    expect(requirements.some((r) => /1840|outsourcing|headquartered/iu.test(r.text))).toBe(false);
    expect(unchecked).toContain('High level of integrity and professionalism.');
  });

  it('accounting (Controller): "CPA/ACCA/Chartered Accountant (or on track) preferred but not required" is one nice-to-have; notices and links are not requirements', () => {
    const { requirements, shown, unchecked } = read(posting('Controller'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: 10',
        'must: GAAP',
        'must: Accounting',
        // Chartered Accountant is a qualification of its own now, read beside CPA and ACCA.
        'nice: CPA | ACCA | Chartered Accountant (or equivalent)',
      ]),
    );
    expect(
      requirements
        .filter((r) => r.importance === 'must')
        .every((r) => !/e-verify|equal employment/iu.test(r.text)),
    ).toBe(true);
    expect(unchecked.some((line) => /https?:|E-Verify/u.test(line))).toBe(false);
  });

  it('bookkeeping (AR and AP Specialist): "accounting software (e.g., SAP, QuickBooks, or similar)" is met by any; responsibilities are nice to have beside qualifications', () => {
    const { requirements, shown } = read(posting('AR and AP Specialist'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: 2',
        'must: Excel',
        'must: accounting software | SAP | QuickBooks (or equivalent)',
        'nice: Reconciliation',
      ]),
    );
    expect(
      requirements.some((r) =>
        r.alternatives.some((term) => term.label === 'Accounts Payable' && r.importance === 'must'),
      ),
    ).toBe(true);
    expect(labels(requirements)).not.toContain('Business Process Outsourcing');
  });

  it('product (Product Manager for Aera): the role and its must-haves from the qualifications; nothing from the intro or the benefits', () => {
    const { requirements, shown } = read(posting('Product Manager for Aera'));
    expect(shown.slice(0, 1)).toEqual(['must: Product Manager']);
    expect(requirements[0]!.isCore).toBe(true);
    expect(shown).toEqual(
      expect.arrayContaining(['must: Product Management', 'must: 1', 'must: Blockchain']),
    );
    expect(requirements.some((r) => /medical|vacation|stipend|Gauntlet is/iu.test(r.text))).toBe(
      false,
    );
  });

  it('full-stack (Full Stack React Engineer): "Typescript / React" asks for both; the tools of "How we work" and the company’s links ask nothing', () => {
    const { requirements, shown } = read(posting('Full Stack React Engineer'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: Full Stack Engineer',
        'must: TypeScript',
        'must: React',
        'must: Node.js',
        'must: GraphQL',
        'must: 5',
      ]),
    );
    expect(requirements.find((r) => r.alternatives[0]!.label === 'React')!.isCore).toBe(true);
    for (const tool of ['Slack', 'Figma', 'Zoom', 'Video Editing', 'Linear'])
      expect(labels(requirements)).not.toContain(tool);
  });

  it('engineering (Staff Engineer, one flattened paragraph): its sections found again; "C#, Java, C++, or Python" is one choice; benefits ask nothing', () => {
    const { requirements, shown } = read(posting('Staff Engineer'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: 10',
        'must: modern OOP languages | C# | Java | C++ | Python',
        'must: Kafka',
        'must: bachelor',
      ]),
    );
    expect(requirements.find((r) => r.alternatives[0]!.kind === 'degree')!.text).toMatch(
      /^Bachelor/u,
    );
    expect(requirements.some((r) => /401\(k\)|medical|equal employment/iu.test(r.text))).toBe(
      false,
    );
  });

  it('support (French-speaking specialist): both languages are must-haves, "Ideally 1 year" is nice to have', () => {
    const { shown } = read(posting('Customer Support Specialist French Speaking based Portugal'));
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: Customer Support Specialist',
        'must: English',
        'must: French',
        'must: Ticketing Systems',
        'nice: 1',
      ]),
    );
  });

  it('design (HQ Product Designer): "Sketch, Figma or similar" is a choice, "Spanish highly desired" nice; the company’s story after its own heading asks nothing', () => {
    const { requirements, shown } = read(posting('HQ Product Designer'));
    expect(shown).toEqual(
      expect.arrayContaining(['must: Sketch | Figma (or equivalent)', 'nice: Spanish']),
    );
    expect(labels(requirements)).not.toContain('Artificial Intelligence');
    expect(requirements.some((r) => /€1\.9 billion|Madrid/u.test(r.text))).toBe(false);
  });

  it('web development (the JSON Resume sample job): the qualifications as must-haves', () => {
    const job = JSON.parse(
      fs.readFileSync(path.join(REALDATA, 'jobdescs/jsonresume-sample-job.json'), 'utf8'),
    ) as {
      title: string;
      company: string;
      description: string;
      responsibilities: string[];
      qualifications: string[];
    };
    const { shown } = read({
      title: job.title,
      company: job.company,
      description: job.description,
      skills: [],
      requirements: job.qualifications,
      responsibilities: job.responsibilities,
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: Web Developer',
        'must: bachelor',
        'must: 3',
        'must: JavaScript',
        'must: HTML',
        'must: CSS',
      ]),
    );
  });
});

describe('requirements of the repository’s own postings and of Chinese postings', () => {
  it('a company blurb about video editing asks for no video editing; "Amplitude, Mixpanel or a similar tool" is one requirement', () => {
    const product = FOUR_FIELDS.find((field) => field.field === 'product')!;
    const { requirements, shown } = read(remoteOkTarget(product.posting));
    expect(labels(requirements)).not.toContain('Video Editing');
    expect(shown).toEqual(
      expect.arrayContaining(['must: Product Manager', 'must: 5', 'must: English', 'nice: Figma']),
    );
  });

  it('the accountant’s posting: "CPA, ACCA or equivalent" is met by either', () => {
    const accounting = FOUR_FIELDS.find((field) => field.field === 'accounting')!;
    expect(read(remoteOkTarget(accounting.posting)).shown).toEqual(
      expect.arrayContaining([
        'must: CPA | ACCA (or equivalent)',
        'must: GAAP | IFRS',
        'nice: Spanish',
      ]),
    );
  });

  it('reads Chinese headings and wording: 任职要求 must, 加分项 and 优先 nice, 公司介绍 nothing', () => {
    const { requirements, shown } = read({
      title: '高级 Java 后端工程师（远程）',
      company: '云帆科技',
      description: [
        '岗位职责：',
        '1. 负责支付结算系统的后端开发与维护；',
        '2. 参与系统架构设计与性能优化。',
        '任职要求：',
        '1. 本科及以上学历，有支付行业经验者优先；',
        '2. 5年以上 Java 开发经验，熟悉 Spring Boot，熟练使用 MySQL 或 PostgreSQL；',
        '3. 熟悉 Kafka 或 RabbitMQ 等消息队列；',
        '4. 有 Kubernetes 使用经验者优先。',
        '加分项：',
        '1. 英语读写流利。',
        '公司介绍：',
        '云帆科技专注于跨境支付与视频剪辑工具，服务全球 3000 家商户。',
      ].join('\n'),
      skills: [],
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        'must: 后端工程师',
        'must: Java',
        'must: bachelor',
        'must: 5',
        'must: MySQL | PostgreSQL',
        'must: Kafka | RabbitMQ (or equivalent)',
        'nice: Kubernetes',
        'nice: English',
      ]),
    );
    expect(labels(requirements)).not.toContain('Video Editing');
  });
});
