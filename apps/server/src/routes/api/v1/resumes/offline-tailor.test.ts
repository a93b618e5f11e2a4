import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs } from '#test/resume-helpers.ts';
import { FRONTEND_JOB } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** Bullets and skills written in an order the frontend job does not prefer. */
const unordered = {
  basics: { name: 'Ada', email: 'ada@example.com' },
  work: [
    {
      name: 'Acme',
      position: 'Engineer',
      startDate: '2021-01',
      highlights: [
        'Ran the weekly release train',
        'Built a React and TypeScript design system used by 12 teams',
      ],
    },
  ],
  skills: [
    { name: 'Tooling', keywords: ['Git', 'Docker'] },
    { name: 'Frontend', keywords: ['HTML', 'React', 'TypeScript'] },
  ],
};
/** The same resume as the job would have it: nothing left to move. */
const ordered = {
  ...unordered,
  work: [{ ...unordered.work[0], highlights: [...unordered.work[0]!.highlights].reverse() }],
  skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'HTML'] }],
};

describe('tailoring without an AI provider: visible changes, or no charge', () => {
  let t: TestApp;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [jobId] = (await createJobs(t.database.db, [
      { ...FRONTEND_JOB, sourceId: 'offline-tailor-job' },
    ])) as [string];
  });
  afterAll(() => t.close());

  const newUser = async (document: object) => {
    const token = (await signUp(t.app)).access_token;
    const id = (
      await call(
        t.app,
        'POST',
        '/api/v1/resumes',
        { title: 'Ada', language: 'en', document },
        {
          token,
        },
      )
    ).json().data.id as string;
    const tailor = () =>
      call(t.app, 'POST', `/api/v1/resumes/${id}/tailor`, { job_id: jobId }, { token });
    const get = async (url: string) =>
      (await call(t.app, 'GET', url, undefined, { token })).json().data;
    const post = (url: string, body: object) => call(t.app, 'POST', url, body, { token });
    return { id, tailor, get, post };
  };

  it('proposes the skills and bullets in the job’s order, writes nothing until accepted, and lists the missing requirements', async () => {
    const user = await newUser(unordered);
    const res = await user.tailor();
    expect(res.statusCode).toBe(201);
    const result = res.json().data;
    expect(result).toMatchObject({ ai_used: false, charged: true, available_credits: 2 });
    expect(result.missing_keywords).toEqual(expect.arrayContaining(['Next.js', 'Webpack']));
    expect(result.proposal.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'reorder',
          path: 'skills',
          before: ['Tooling', 'Frontend'],
          after: ['Frontend', 'Tooling'],
          unsupported: [],
          status: 'pending',
        }),
        expect.objectContaining({
          kind: 'reorder',
          path: 'work.0.highlights',
          before: unordered.work[0]!.highlights,
          after: [...unordered.work[0]!.highlights].reverse(),
        }),
      ]),
    );
    // Proposed, not written: the copy is the original until the person accepts.
    const copy = await user.get(`/api/v1/resumes/${result.id}`);
    expect(copy.document.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'Tooling',
      'Frontend',
    ]);
    const accepted = await user.post(`/api/v1/resumes/${result.id}/proposal/accept-supported`, {
      version: copy.version,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.proposal).toBeNull();
    const after = accepted.json().data.resume;
    expect(after.document.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'Frontend',
      'Tooling',
    ]);
    expect(after.document.skills[0].keywords.slice(0, 2)).toEqual(['React', 'TypeScript']);
    expect(after.document.work[0].highlights[0]).toMatch(/^Built a React/);
  });

  it('makes no copy and takes no point when the copy would be identical', async () => {
    const user = await newUser(ordered);
    const res = await user.tailor();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'This resume is already in the best order for the job: no copy was made and no point was used',
    );
    expect(res.json().data).toMatchObject({
      id: null,
      proposal: null,
      charged: false,
      available_credits: 3,
    });
    expect(res.json().data.missing_keywords).toContain('Webpack');
    expect((await user.get('/api/v1/resumes')).items).toHaveLength(1);
    expect((await user.get('/api/v1/account')).available_credits).toBe(3);
  });
});

describe('GET /api/v1/meta: which AI actions this server can do', () => {
  it('says every AI action is unavailable without a provider, and available with one', async () => {
    const offline = await createTestApp();
    const online = await createTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k' });
    try {
      const features = async (app: TestApp) =>
        (await app.app.inject('/api/v1/meta')).json().data.ai_features;
      expect(await features(offline)).toEqual({
        translation: false,
        bullet_rewrites: false,
        letter_generation: false,
        profile_fill: false,
      });
      expect(await features(online)).toEqual({
        translation: true,
        bullet_rewrites: true,
        letter_generation: true,
        profile_fill: true,
      });
    } finally {
      await Promise.all([offline.close(), online.close()]);
    }
  });
});
