import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const SKILLS = (
  'React TypeScript JavaScript Node.js GraphQL PostgreSQL Redis Docker Kubernetes AWS Terraform ' +
  'Git Jest Playwright Webpack Vite Tailwind Figma Python Go Rust Linux Nginx Kafka'
).split(' ');

describe('PDF export: layout and characters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUp(t.app)).access_token;
  });
  afterAll(() => t.close());

  const exportPdf = async (document: object, template: 'classic' | 'modern', language = 'en') => {
    const { id } = (
      await call(t.app, 'POST', '/api/v1/resumes', { title: 'CV', language, document }, { token })
    ).json().data;
    const res = await call(
      t.app,
      'GET',
      `/api/v1/resumes/${id}/pdf?template=${template}`,
      undefined,
      {
        token,
      },
    );
    expect(res.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    return { pdf, text, raw: res.rawPayload.toString('latin1') };
  };

  it('the classic template flows 24 single skills on a few lines, keeping a short resume on one page', async () => {
    const { pdf, text } = await exportPdf(
      {
        basics: { name: 'Sam Lee', email: 'sam@example.com', summary: 'Full-stack engineer.' },
        work: [
          {
            name: 'Acme',
            position: 'Engineer',
            startDate: '2020-01',
            highlights: ['Built the billing service', 'Led the move to Kubernetes'],
          },
        ],
        skills: SKILLS.map((name) => ({ name })),
      },
      'classic',
    );
    expect(pdf.numPages).toBe(1);
    for (const skill of SKILLS) expect(text).toContain(skill);
    // Several skills share a line instead of one per line.
    expect(text).toMatch(/React\s+·\s+TypeScript\s+·\s+JavaScript/);
  });

  for (const template of ['classic', 'modern'] as const) {
    it(`draws a character Noto Sans SC lacks with the fallback font (${template})`, async () => {
      const { text, raw } = await exportPdf(
        {
          basics: { name: '陳𨋢明', label: '工程師 𡘙' },
          work: [{ name: '港鐵', position: '工程師', highlights: ['維修𨋢及扶手電梯'] }],
        },
        template,
        'zh',
      );
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHK/);
      expect(text).toContain('陳𨋢明');
      expect(text).toContain('維修𨋢及扶手電梯');
      expect(text).toContain('𡘙');
    });
  }

  it('embeds no fallback font when the main one has every character', async () => {
    const { raw } = await exportPdf({ basics: { name: '林小雨' } }, 'classic', 'zh');
    expect(raw).not.toMatch(/NotoSansHK/);
  });
});
