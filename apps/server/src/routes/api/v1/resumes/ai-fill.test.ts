import { parseResume } from '@yonder/career-ai/resume-parser';
import { headerOnlyDocx, proseOnlyPdf } from '@yonder/career-ai/test-support/unstructured-shapes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * With an AI provider, an upload's text also goes to it; what it answers fills only what the
 * rules left empty, and only with values the file says (whitespace aside). The provider here is a
 * local server speaking OpenAI's chat-completions protocol.
 */
describe('an upload with an AI provider', () => {
  let ai: FakeAi;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'sk-test' });
    token = (await signUp(t.app)).access_token;
  });
  beforeEach(() => ai.reset());
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const upload = async (bytes: Uint8Array, fileName: string) => {
    const res = await uploadFile(t.app, token, { bytes: Buffer.from(bytes), fileName });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    return (await call(t.app, 'GET', `/api/v1/resumes/${id}`, undefined, { token })).json().data;
  };
  const answer = (value: object) => ai.queue({ content: JSON.stringify(value) });

  it('fills the job the rules missed from a faithful answer, and sends the text it read', async () => {
    const bytes = headerOnlyDocx();
    answer({
      name: 'Tomasz Kowalczyk',
      email: 'tomasz.k@example.com',
      phone: '+48 601 234 567',
      label: '',
      // Written across a line break and with a doubled space: whitespace does not count.
      work: [
        {
          company: 'Baltic  Yachts',
          title: 'Quality\nEngineer',
          start_date: '2019',
          end_date: 'Present',
          location: '',
        },
      ],
      education: [],
      skills: ['test plans'],
    });
    const resume = await upload(bytes, 'Tomasz (AI).docx');
    expect(resume.document.work).toEqual([
      expect.objectContaining({
        name: 'Baltic Yachts',
        position: 'Quality Engineer',
        startDate: '2019',
        endDate: '',
      }),
    ]);
    expect(resume.document.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'test plans',
    ]);
    // Sorted now: the editor has nothing to warn about.
    expect(resume.parse_note).toBeNull();
    const [request] = ai.requests;
    const { text } = await parseResume(bytes, 'docx');
    expect(request?.body.messages.at(-1)?.content).toBe(text);
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('drops every value the text does not hold and never replaces what the rules read', async () => {
    const bytes = await proseOnlyPdf();
    answer({
      // The rules found this e-mail: the answer's other one is not taken.
      email: 'river@invented.example',
      name: 'River Stone',
      phone: '+1 555 0100',
      label: 'Head Gardener',
      work: [
        {
          company: 'Seaside Guest House',
          title: 'Gardener',
          start_date: '2018',
          end_date: '2023',
          location: 'Cornwall',
        },
      ],
      education: [{ institution: 'Royal Horticultural College', degree: 'BSc' }],
      skills: ['Gardening', 'cooked breakfast', 'Bookkeeping'],
    });
    const resume = await upload(bytes, 'about me (AI).pdf');
    expect(resume.document.basics).toMatchObject({
      email: 'river.stone@example.com',
      name: '',
      phone: '',
      label: '',
    });
    expect(resume.document.work).toEqual([]);
    expect(resume.document.education).toEqual([]);
    // The one value the text says, as written.
    expect(resume.document.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'cooked breakfast',
    ]);
    expect(ai.requests).toHaveLength(1);
  });

  it('stores the rules’ reading when the provider fails', async () => {
    ai.queue({ status: 500, body: '{"error":"down"}' });
    const resume = await upload(await proseOnlyPdf(), 'about me (AI down).pdf');
    expect(resume.parse_note).toBe('unstructured');
    expect(resume.document.basics.email).toBe('river.stone@example.com');
    expect(ai.requests).toHaveLength(1);
  });
});

describe('an upload with the AI fill switched off', () => {
  it('never calls the provider', async () => {
    const ai = await startFakeAi();
    const t = await createTestApp({ AI_BASE_URL: ai.baseUrl, RESUME_AI_FILL: 'off' });
    try {
      const token = (await signUp(t.app)).access_token;
      const res = await uploadFile(t.app, token, {
        bytes: Buffer.from(headerOnlyDocx()),
        fileName: 'Tomasz.docx',
      });
      expect(res.statusCode).toBe(201);
      expect(ai.requests).toHaveLength(0);
    } finally {
      await t.close();
      await ai.close();
    }
  });
});
