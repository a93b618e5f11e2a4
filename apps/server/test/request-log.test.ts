import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type LogLine = { reqId?: string; msg?: string; queue?: string; jobId?: string };

describe('request ids in the log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    // The lines as pino writes them: one JSON object per line.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await createTestApp({}, undefined, { logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it("puts the request's id on every line of the request and of the mail job it enqueued", async () => {
    const from = lines.length;
    const sent = await call(t.app, 'POST', '/api/v1/auth/send-code', {
      email: uniqueEmail('logged'),
      purpose: 'signup',
    });
    expect(sent.statusCode).toBe(200);
    await t.app.mailer.flush();

    const written = lines.slice(from);
    const requestId = sent.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(written.map((line) => [line.msg, line.reqId])).toEqual(
      written.map((line) => [line.msg, requestId]),
    );
    expect(written.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'request completed',
        'mail kept in the development outbox',
      ]),
    );
    expect(written.find((line) => line.queue === 'mail')).toMatchObject({
      jobId: expect.any(String),
      reqId: requestId,
    });
  });
});
