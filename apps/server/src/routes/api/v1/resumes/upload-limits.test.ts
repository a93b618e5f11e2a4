import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zipArchive } from '@yonder/career-ai/test-support/fixtures';
import { signUp } from '#test/auth-helpers.ts';
import { ENGLISH_RESUME_LINES, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** A Word file of a few kB that unpacks to 60 MB, declaring it, or claiming 1000 bytes. */
function docxBomb(declaredSize?: number) {
  return Buffer.from(
    zipArchive([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      {
        name: 'word/document.xml',
        data: new Uint8Array(60 * 1024 * 1024).fill(0x20),
        declaredSize,
      },
    ]),
  );
}

describe('upload limits: what a file unpacks to, and one user’s share of the parser', () => {
  let t: TestApp | undefined;
  let resumePdf: Buffer;
  let longPdf: Buffer;
  // A fresh app each time: its parse worker starts cold, so the first file holds it a while.
  const start = async () => {
    t = await createTestApp({ RESUME_PARSE_WORKERS: '1', RESUME_PARSE_QUEUE: '1' });
    return t;
  };
  beforeAll(async () => {
    resumePdf = await makePdf(ENGLISH_RESUME_LINES);
    // Many pages: the parser holds it for seconds (60 pages took under half a second).
    longPdf = await makePdf(Array.from({ length: 180 }, () => ENGLISH_RESUME_LINES).flat());
  });
  afterEach(() => t?.close());

  it('refuses a DOCX that unpacks past the limit with 413, whether or not it says so', async () => {
    const { app } = await start();
    const token = (await signUp(app)).access_token;
    const declared = await uploadFile(app, token, { bytes: docxBomb(), fileName: 'cv.docx' });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toMatch(/unpacks to more than 40 MB/);
    const lying = await uploadFile(
      app,
      token,
      { bytes: docxBomb(1000), fileName: 'cv.docx' },
      'zh',
    );
    expect(lying.statusCode).toBe(413);
    expect(lying.json().message).toMatch(/解压后过大/);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/resumes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().data.items).toEqual([]);
  });

  it('answers 429 to a second upload by a user whose first is still being read', async () => {
    const { app } = await start();
    const token = (await signUp(app)).access_token;
    const file = { bytes: resumePdf, fileName: 'cv.pdf' };
    const [first, second] = await Promise.all([
      uploadFile(app, token, file),
      uploadFile(app, token, file),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toMatch(/previous upload is still being read/);
    // Once it is read, the next one is welcome (another file: the same one is already stored).
    const next = { bytes: await makePdf([...ENGLISH_RESUME_LINES, 'Next']), fileName: 'next.pdf' };
    expect((await uploadFile(app, token, next)).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After, in both languages, once every place in the queue is taken', async () => {
    const { app } = await start();
    const tokens = await Promise.all(
      [1, 2, 3, 4].map(async () => (await signUp(app)).access_token),
    );
    // Two long files take the worker and the one place in the queue; two more come a moment later.
    const long = { bytes: longPdf, fileName: 'long.pdf' };
    const short = { bytes: resumePdf, fileName: 'cv.pdf' };
    const [first, second, ...later] = tokens;
    const taking = [uploadFile(app, first!, long), uploadFile(app, second!, long)];
    await new Promise((resolve) => setTimeout(resolve, 400));
    const answers = await Promise.all(
      later.map((token, index) => uploadFile(app, token, short, index % 2 ? 'zh' : 'en')),
    );
    for (const taken of await Promise.all(taking)) expect(taken.statusCode).not.toBe(503);
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503]);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    for (const answer of refused) {
      const seconds = Number(answer.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(answer.json()).toMatchObject({ success: false, code: 503 });
      expect([
        `Too many resumes are being read right now; please try again in ${seconds} s`,
        `正在读取的简历太多，请 ${seconds} 秒后重试`,
      ]).toContain(answer.json().message);
    }
    expect(new Set(refused.map((answer) => answer.json().message)).size).toBe(2);
  });
});
