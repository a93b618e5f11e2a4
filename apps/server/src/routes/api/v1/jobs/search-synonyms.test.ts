import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/auth-helpers.ts';
import { jobRecord } from '#test/job-fixtures.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { insertJobs } from '#modules/jobs/job-writer.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

/** Jobs that write the same skills in different ways, and Chinese titles that share words. */
const CATALOGUE = [
  jobRecord({ title: 'Go Engineer', skills: ['Go'], sourceId: 'go', postedAt: day(20) }),
  jobRecord({
    title: 'Platform Engineer',
    description: '<p>Our services are written in Golang and run on Kubernetes.</p>',
    sourceId: 'golang',
    postedAt: day(19),
  }),
  jobRecord({
    title: 'UI Developer',
    description: '<p>Build the design system in React.js with TypeScript.</p>',
    sourceId: 'reactjs',
    postedAt: day(18),
  }),
  jobRecord({ title: 'React Engineer', skills: ['React'], sourceId: 'react', postedAt: day(17) }),
  jobRecord({
    title: 'API Developer',
    description: '<p>NodeJS, PostgreSQL and queues.</p>',
    sourceId: 'nodejs',
    postedAt: day(16),
  }),
  jobRecord({
    title: '前端开发工程师',
    language: 'zh',
    sourceId: 'zh-compound',
    postedAt: day(15),
  }),
  jobRecord({ title: '资深前端工程师', language: 'zh', sourceId: 'zh-exact', postedAt: day(10) }),
  jobRecord({ title: '后端开发', language: 'zh', sourceId: 'zh-backend', postedAt: day(14) }),
  jobRecord({ title: '数据工程师', language: 'zh', sourceId: 'zh-data', postedAt: day(13) }),
];

describe('job search through synonyms and Chinese compounds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => day(21);
    await insertJobs(t.database.db, CATALOGUE);
  });

  afterAll(async () => {
    await t.close();
  });

  const titles = async (keyword: string) => {
    const response = await call(
      t.app,
      'GET',
      `/api/v1/jobs/getAllJobs?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as { title: string }[]).map((job) => job.title);
  };

  it('finds a skill whichever way it is written', async () => {
    // Neither title says Golang: both jobs, newest first.
    expect(await titles('golang ')).toEqual(['Go Engineer', 'Platform Engineer']);
    expect(await titles('go ')).toEqual(['Go Engineer', 'Platform Engineer']);
    for (const written of ['reactjs ', 'React.js ', 'react ']) {
      expect((await titles(written)).sort()).toEqual(['React Engineer', 'UI Developer']);
    }
    expect(await titles('nodejs ')).toEqual(['API Developer']);
    expect(await titles('node.js ')).toEqual(['API Developer']);
  });

  it('finds the jobs a Chinese compound describes, after the exact matches', async () => {
    // 前端工程师 is 前端 + 工程师: 前端开发工程师 has both words, though not side by side, and is
    // newer; the exact title still comes first.
    expect(await titles('前端工程师')).toEqual(['资深前端工程师', '前端开发工程师']);
    // 后端工程师: no job has both words.
    expect(await titles('后端工程师')).toEqual([]);
  });

  it('finds Chinese and English names of one skill', async () => {
    expect(await titles('后端')).toEqual(['后端开发']);
    expect(await titles('服务端')).toEqual(['后端开发']);
  });
});
