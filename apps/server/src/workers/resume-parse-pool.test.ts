import { parseResume } from '@yonder/career-ai/resume-parser';
import { fixture } from '@yonder/career-ai/test-support/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createParsePool, ParsePoolError, type ParsePool } from './resume-parse-pool.ts';

const SCRIPTED = new URL('../../test/workers/scripted-parse-worker.ts', import.meta.url);
const bytes = (text: string) => new TextEncoder().encode(text);
let owners = 0;
/** A file of its own owner (user), unless one is named. */
const file = (text: string, owner = `user-${owners++}`) =>
  ({ owner, bytes: bytes(text), fileType: 'txt' }) as const;
const reasonOf = async (promise: Promise<unknown>) =>
  ((await promise.catch((caught: unknown) => caught)) as ParsePoolError).reason;

describe('resume parse pool', () => {
  let pool: ParsePool | undefined;
  afterEach(() => pool?.close());

  it('parses in a worker thread and keeps working after a file that spins past the time limit', async () => {
    pool = createParsePool({ size: 1, timeoutMs: 400, maxQueued: 5, workerUrl: SCRIPTED });
    const started = Date.now();
    const spinning = pool.parse(file('spin'));
    const queued = pool.parse(file('after'));
    const error = await spinning.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParsePoolError);
    expect((error as ParsePoolError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await queued).toMatchObject({ text: 'after' });
  });

  it('reports a crashed worker and a parser refusal, then parses the next file', async () => {
    pool = createParsePool({ size: 2, timeoutMs: 5000, maxQueued: 5, workerUrl: SCRIPTED });
    const [crashed, refused] = await Promise.allSettled([
      pool.parse(file('crash')),
      pool.parse({ ...file('fail'), fileType: 'pdf' }),
    ]);
    expect(crashed.status === 'rejected' && crashed.reason.reason).toBe('crashed');
    expect(refused.status === 'rejected' && refused.reason.reason).toBe('encrypted');
    expect(await pool.parse(file('fine'))).toMatchObject({ text: 'fine' });
  });

  it('fails the waiting files, without respawning forever, when the worker cannot load the parser', async () => {
    pool = createParsePool({
      size: 1,
      timeoutMs: 5000,
      maxQueued: 5,
      workerUrl: new URL('../../test/workers/broken-parse-worker.ts', import.meta.url),
    });
    const results = await Promise.allSettled([pool.parse(file('a')), pool.parse(file('b'))]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.reason).toBe('crashed');
    }
  });

  it('runs files in parallel up to its size and refuses work once closed', async () => {
    pool = createParsePool({ size: 2, timeoutMs: 5000, maxQueued: 5, workerUrl: SCRIPTED });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((text) => pool!.parse(file(text))));
    expect(results.map((result) => (result as unknown as { text: string }).text)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    await pool.close();
    await expect(pool.parse(file('late'))).rejects.toThrow(/closed/);
  });

  it('turns a file away when every worker is busy and the queue is full, with a time to retry', async () => {
    pool = createParsePool({ size: 1, timeoutMs: 5000, maxQueued: 2, workerUrl: SCRIPTED });
    const held = [pool.parse(file('sleep 300')), pool.parse(file('b')), pool.parse(file('c'))];
    const refused = await pool.parse(file('d')).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(ParsePoolError);
    expect((refused as ParsePoolError).reason).toBe('queueFull');
    expect((refused as ParsePoolError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await Promise.all(held);
    // Places free again once the queue moves.
    expect(await pool.parse(file('e'))).toMatchObject({ text: 'e' });
  });

  it('lets a user have one file in the pool at a time, and the next once it is done', async () => {
    pool = createParsePool({ size: 2, timeoutMs: 5000, maxQueued: 10, workerUrl: SCRIPTED });
    const first = pool.parse(file('sleep 200', 'ada'));
    expect(await reasonOf(pool.parse(file('second', 'ada')))).toBe('ownerBusy');
    // Another user is not held behind Ada's file.
    expect(await pool.parse(file('grace', 'grace'))).toMatchObject({ text: 'grace' });
    await first;
    expect(await pool.parse(file('third', 'ada'))).toMatchObject({ text: 'third' });
    // A failed file frees its place too.
    await pool.parse(file('fail', 'ada')).catch(() => undefined);
    expect(await pool.parse(file('fourth', 'ada'))).toMatchObject({ text: 'fourth' });
  });

  it('reads PDFs in its worker exactly as the parser does in this thread, refusals included', async () => {
    pool = createParsePool({ size: 1, timeoutMs: 20_000, maxQueued: 5 });
    for (const name of ['en-two-column.pdf', 'zh-one-column.pdf']) {
      const bytes = fixture(name);
      expect(await pool.parse({ owner: 'ada', bytes, fileType: 'pdf' })).toEqual(
        await parseResume(bytes, 'pdf'),
      );
    }
    for (const reason of ['encrypted', 'scanned']) {
      const parsing = pool.parse({
        owner: 'ada',
        bytes: fixture(`${reason}.pdf`),
        fileType: 'pdf',
      });
      expect(await reasonOf(parsing)).toBe(reason);
    }
  });
});
