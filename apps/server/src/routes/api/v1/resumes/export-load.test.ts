import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '#test/auth-helpers.ts';
import { en } from '#test/resume-samples.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** A resume of a dozen pages: long enough that drawing it takes a while. */
const long = {
  ...en,
  work: Array.from({ length: 40 }, (_, i) => ({
    ...en.work[i % en.work.length],
    name: `Company ${i} Ltd`,
    highlights: Array.from(
      { length: 8 },
      (_, j) =>
        `Result ${j}: designed and shipped a service handling ${i + j}k requests per second, with p99 latency under 40 ms and costs down by a third`,
    ),
  })),
};

/** A signed-in user with a long resume, and a way to export it. */
async function newUser(t: TestApp) {
  const token = (await signUp(t.app)).access_token;
  const created = await call(
    t.app,
    'POST',
    '/api/v1/resumes',
    { title: 'Ada', language: 'en', document: long },
    { token },
  );
  const id = created.json().data.id as string;
  const exportPdf = (template: 'classic' | 'modern' = 'classic', language: 'zh' | 'en' = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/resumes/${id}/pdf?template=${template}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  return Object.assign(exportPdf, { token, id });
}

/**
 * A client in a thread of its own (a server thread busy drawing cannot hold it up): it asks for
 * the PDFs, then asks /healthz again and again until the last PDF arrives, and counts the answers
 * that came between the first PDF and the last: by then every export is past its database read
 * and only drawing is left.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { origin, exports } = workerData;
  const arrivals = [];
  const answers = exports.map(async ({ url, token }) => {
    const res = await fetch(origin + url, { headers: { authorization: 'Bearer ' + token } });
    const head = Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString();
    arrivals.push(Date.now());
    return { status: res.status, head };
  });
  const healthAt = [];
  while (arrivals.length < exports.length) {
    const res = await fetch(origin + '/healthz');
    await res.text();
    if (res.status === 200) healthAt.push(Date.now());
  }
  const [first, last] = [arrivals[0], arrivals.at(-1)];
  parentPort.postMessage({
    healthAnswers: healthAt.filter((at) => at > first && at < last).length,
    exports: await Promise.all(answers),
  });
})();
`;

type ClientReport = { healthAnswers: number; exports: { status: number; head: string }[] };

async function runClient(workerData: {
  origin: string;
  exports: { url: string; token: string }[];
}): Promise<ClientReport> {
  const worker = new Worker(CLIENT, { eval: true, workerData });
  const [report] = (await once(worker, 'message')) as [ClientReport];
  await worker.terminate();
  return report;
}

describe('PDF exports under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PDF_EXPORT_WORKERS: '1', PDF_EXPORT_QUEUE: '5' });
  });
  afterAll(() => t.close());

  it('keeps answering /healthz while six exports are being drawn, and then delivers all six', async () => {
    const users = await Promise.all([1, 2, 3].map(() => newUser(t)));
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const report = await runClient({
      origin,
      exports: users.flatMap(({ token, id }) => [
        { url: `/api/v1/resumes/${id}/pdf?template=classic`, token },
        { url: `/api/v1/resumes/${id}/pdf?template=modern`, token },
      ]),
    });
    // Drawn on the server's main thread, each PDF would hold the health checks until it is done:
    // about one answer between one PDF and the next.
    expect(report.healthAnswers).toBeGreaterThanOrEqual(20);
    expect(report.exports).toEqual(Array(6).fill({ status: 200, head: '%PDF-' }));
  });

  it('lets one user have two exports in progress, not a third', async () => {
    const exportPdf = await newUser(t);
    const answers = await Promise.all([
      exportPdf('classic', 'zh'),
      exportPdf('modern', 'zh'),
      exportPdf('classic', 'zh'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json().message).toBe('你的上一个 PDF 还在生成中，请等它完成后再导出');
    expect((await exportPdf()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After once every place in the queue is taken', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => newUser(t)));
    // One drawing and five waiting fill the pool; the seventh and eighth are turned away.
    const answers = await Promise.all(users.flatMap((exportPdf) => [exportPdf(), exportPdf()]));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(res.json().message).toBe(
        `Too many PDFs are being made right now; please try again in ${seconds} s`,
      );
    }
  });
});
