import type { DashboardSummary } from '@yonder/contract/dashboard';
import type { JobMatchResult, MatchesResult } from '@yonder/contract/matching';
import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { resumeDocumentSchema, type ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeList } from '@yonder/contract/resumes';
import { FIELD_RESUMES } from '@yonder/career-ai/test-support/field-resumes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createJobs, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { seedDemoJobs } from '#modules/jobs/demo/seed.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const POSTED = new Date('2026-05-25T00:00:00Z');

/** A frontend developer's resume, written while they lived in the United States. */
const FRONTEND: ResumeDocument = resumeDocumentSchema.parse({
  ...FIELD_RESUMES[0]!.document,
  basics: {
    ...FIELD_RESUMES[0]!.document.basics,
    location: { city: 'Seattle', countryCode: 'US' },
  },
});

/** A backend internship, uploaded later as a PDF. */
const BACKEND_INTERNSHIP = [
  'Chen Hao',
  'Backend Engineering Intern',
  'chen.hao@example.com | +86 138 0000 5678 | Shanghai',
  '',
  'Experience',
  'Backend Engineering Intern, Shanghai Cloud Co.    2025-07 - 2025-12',
  '• Built REST APIs in Java with Spring Boot and MySQL for the order service',
  '• Added Redis caching and Kafka consumers to the payment backend',
  '',
  'Education',
  'Fudan University, BSc Computer Science    2022 - 2026',
  '',
  'Skills',
  'Java, Spring Boot, MySQL, Redis, Kafka, Docker, Microservices',
];

describe('matching uses what the user chose', () => {
  let t: TestApp;
  let usOnly: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.now = () => NOW;
    await seedDemoJobs(t.database.db, { count: 600, now: NOW });
    const ids = await createJobs(t.database.db, [
      {
        title: 'Zephyr Frontend Engineer',
        category: 'frontend',
        location: 'Remote (US)',
        remoteType: 'regionRemote',
        remoteRegions: ['US'],
        skills: ['React', 'TypeScript'],
        postedAt: POSTED,
      },
      {
        title: 'Quill Frontend Engineer',
        category: 'frontend',
        skills: ['React', 'TypeScript', 'Vue', 'Webpack'],
        experienceYears: 5,
        salary: { min: 50_000, max: 60_000, currency: 'USD', period: 'year' },
        postedAt: POSTED,
      },
    ]);
    usOnly = ids[0]!;
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  const user = async () => (await signUp(t.app)).access_token;

  async function get<T>(token: string, url: string, language: 'zh' | 'en' = 'en') {
    const response = await call(t.app, 'GET', url, undefined, { token, language });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  }

  const matches = (token: string, query = '', language: 'zh' | 'en' = 'en') =>
    get<MatchesResult>(token, `/api/v1/matches?${query}`, language);

  async function addResume(token: string, document: ResumeDocument, title: string) {
    const created = await call(
      t.app,
      'POST',
      '/api/v1/resumes',
      { title, language: 'en', document, origin: 'import' },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  }

  async function uploadBackendResume(token: string) {
    const uploaded = await uploadFile(t.app, token, {
      bytes: await makePdf(BACKEND_INTERNSHIP),
      fileName: 'backend-internship.pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json().data.id as string;
  }

  async function saveProfile(token: string, change: (profile: CandidateProfile) => void) {
    const profile = emptyCandidateProfile();
    change(profile);
    const { version } = await get<{ version: number }>(token, '/api/v1/profile');
    const saved = await call(t.app, 'PUT', '/api/v1/profile', { profile, version }, { token });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const choosePrimary = (token: string, primaryResumeId: string | null) =>
    call(t.app, 'PUT', '/api/v1/profile/resumes', { primaryResumeId }, { token });

  it('takes the countries the user set over the resume’s address, and says which it used', async () => {
    const token = await user();
    await addResume(token, FRONTEND, 'Frontend');

    // Nothing stated yet: the resume's address is the hint, and the answer says so.
    const hinted = (await get<JobMatchResult>(token, `/api/v1/jobs/${usOnly}/match`, 'zh')).match!;
    expect(hinted.hire).toMatchObject({ is_eligible: true, country: 'US' });
    expect(hinted.hire.country_source).toBe('resume');
    expect(hinted.hire.text).toBe('可以从美国受聘');

    await saveProfile(token, (profile) => {
      profile.contact.country = 'CN';
      profile.contact.city = '上海';
      profile.preferences.workCountries = ['CN'];
    });
    const stated = (await get<JobMatchResult>(token, `/api/v1/jobs/${usOnly}/match`, 'zh')).match!;
    expect(stated.hire).toMatchObject({ is_eligible: false, status: 'no', country: 'CN' });
    expect(stated.hire.country_source).toBe('profile');
    expect(stated.hire.text).toContain('中国');
    expect(stated.hire.text).not.toContain('美国');
    expect(stated.score).toBeLessThanOrEqual(40);

    const cards = await matches(token, 'keyword=zephyr', 'zh');
    const card = cards.items.find((item) => item.id === usOnly)!;
    expect(card.match).toMatchObject({ is_eligible: false, country_source: 'profile' });
    expect(card.match.gaps[0]).toMatchObject({ part: 'location', tone: 'negative' });
    expect(card.match.gaps[0]!.text).toContain('中国');
    const all = await matches(token, 'page_size=50', 'zh');
    expect(all.items.every((item) => item.match.country_source === 'profile')).toBe(true);
    expect(
      all.items.filter((item) => JSON.stringify(item.match).includes('可以从美国受聘')),
    ).toEqual([]);
  });

  it('keeps the first resume primary: a later upload changes neither the matches nor the dashboard’s ATS figure', async () => {
    const token = await user();
    const first = await addResume(token, FRONTEND, 'Frontend developer');
    const before = await matches(token, 'page_size=20');
    expect(before.resume).toEqual({ id: first, title: 'Frontend developer' });
    expect(before.items.slice(0, 10).filter((job) => job.category === 'frontend').length).toBe(10);
    const analysed = await call(t.app, 'POST', `/api/v1/resumes/${first}/analysis`, {}, { token });
    expect(analysed.statusCode, analysed.body).toBe(200);

    const upload = await uploadBackendResume(token);
    const later = await call(t.app, 'POST', `/api/v1/resumes/${upload}/analysis`, {}, { token });
    expect(later.statusCode, later.body).toBe(200);

    const after = await matches(token, 'page_size=20');
    expect(after.resume).toEqual(before.resume);
    expect(after.items.map((job) => [job.id, job.match.score])).toEqual(
      before.items.map((job) => [job.id, job.match.score]),
    );
    expect((await get<{ primaryResumeId: string }>(token, '/api/v1/profile')).primaryResumeId).toBe(
      first,
    );
    expect((await get<ResumeList>(token, '/api/v1/resumes')).primary_resume_id).toBe(first);
    const dashboard = await get<DashboardSummary>(token, '/api/v1/dashboard/summary');
    expect(dashboard.primary_resume_id).toBe(first);
    expect(dashboard.ats).toMatchObject({
      resume_id: first,
      score: analysed.json().data.score,
    });
  });

  it('changes the primary only when the user chooses one of their own resumes', async () => {
    const token = await user();
    const first = await addResume(token, FRONTEND, 'Frontend developer');
    const upload = await uploadBackendResume(token);
    const frontend = await matches(token, 'page_size=10');

    const chosen = await choosePrimary(token, upload);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.primaryResumeId).toBe(upload);
    const backend = await matches(token, 'page_size=10');
    expect(backend.resume?.id).toBe(upload);
    expect(backend.items.map((job) => job.id)).not.toEqual(frontend.items.map((job) => job.id));
    expect(backend.items.filter((job) => job.category === 'backend').length).toBeGreaterThan(5);

    // Never another user's resume (not even to learn it exists), and never "none".
    const stranger = await user();
    expect((await choosePrimary(stranger, first)).statusCode).toBe(404);
    expect((await choosePrimary(token, null)).statusCode).toBe(422);
    expect((await matches(token)).resume?.id).toBe(upload);
    const strangers = await matches(stranger);
    expect(strangers).toMatchObject({ has_candidate: false, resume: null });
  });

  it('makes a clear successor primary when the primary is deleted', async () => {
    const token = await user();
    const first = await addResume(token, FRONTEND, 'Frontend developer');
    const upload = await uploadBackendResume(token);
    const copy = await call(t.app, 'POST', `/api/v1/resumes/${upload}/duplicate`, {}, { token });
    expect(copy.statusCode, copy.body).toBe(201);
    const remove = (id: string) =>
      call(t.app, 'DELETE', `/api/v1/resumes/${id}`, undefined, { token });

    // The user's own resume succeeds before a copy made from one.
    const deleted = await remove(first);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const successor = deleted.json().data.new_primary;
    expect(successor).toMatchObject({ id: upload });
    expect((await get<ResumeList>(token, '/api/v1/resumes')).primary_resume_id).toBe(upload);
    expect((await matches(token)).resume?.id).toBe(upload);

    // Deleting another resume changes nothing; deleting the last leaves none.
    expect((await remove(copy.json().data.id)).json().data.new_primary).toBeNull();
    expect((await remove(upload)).json().data.new_primary).toBeNull();
    expect((await get<ResumeList>(token, '/api/v1/resumes')).primary_resume_id).toBeNull();
    // A new first resume is primary again.
    const again = await addResume(token, FRONTEND, 'Again');
    expect((await get<ResumeList>(token, '/api/v1/resumes')).primary_resume_id).toBe(again);
  });

  it('lists a mid-score card’s gaps as plainly as what fits, in both languages', async () => {
    const token = await user();
    await saveProfile(token, (profile) => {
      profile.contact.country = 'CN';
      profile.preferences.workCountries = ['CN'];
      profile.preferences.desiredTitles = ['Frontend Developer'];
      profile.preferences.workLanguages = ['zh', 'en'];
      profile.preferences.minSalary = { amount: 90_000, currency: 'USD', period: 'year' };
      profile.skills = ['React', 'TypeScript', 'CSS'].map((name, i) => ({ id: `s${i}`, name }));
      profile.work = [
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
    });
    // The demo catalogue has jobs at a company called Quill too: this card is the fixture's.
    const quill = (items: MatchesResult['items']) =>
      items.find((item) => item.title === 'Quill Frontend Engineer');
    const en = quill((await matches(token, 'keyword=quill')).items);
    expect(en!.title).toBe('Quill Frontend Engineer');
    expect(en!.match.score).toBeGreaterThanOrEqual(40);
    expect(en!.match.score).toBeLessThan(75);
    expect(en!.match.fits.length).toBeGreaterThan(0);
    expect(en!.match.fits.every((fit) => fit.tone === 'positive')).toBe(true);
    expect(en!.match.gaps.map((gap) => gap.text)).toEqual([
      'Missing 2 skills: Vue, Webpack',
      'Asks for 5+ years of experience; you have 2',
      'Pays about $60k a year, below your minimum of $90k',
    ]);
    const zh = quill((await matches(token, 'keyword=quill', 'zh')).items);
    expect(zh!.match.gaps.map((gap) => gap.text)).toEqual([
      '缺少 2 项技能：Vue、Webpack',
      '岗位要求 5 年以上经验，你有 2 年',
      '薪资约每年 $60k，低于你的最低期望（每年 $90k）',
    ]);
    const detail = (await get<JobMatchResult>(token, `/api/v1/jobs/${en!.id}/match`)).match!;
    expect(detail.gaps).toEqual(en!.match.gaps);
  });
});
