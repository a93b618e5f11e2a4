import { afterEach, describe, expect, it } from 'vitest';
import { createParsePool, ParsePoolError, type ParsePool } from './resume-parse-pool.ts';

const SCRIPTED = new URL('../../test/workers/scripted-parse-worker.ts', import.meta.url);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('resume parse pool', () => {
  let pool: ParsePool | undefined;
  afterEach(() => pool?.close());

  it('parses in a worker thread and keeps working after a file that spins past the time limit', async () => {
    pool = createParsePool({ size: 1, timeoutMs: 400, workerUrl: SCRIPTED });
    const started = Date.now();
    const spinning = pool.parse(bytes('spin'), 'txt');
    const queued = pool.parse(bytes('after'), 'txt');
    const error = await spinning.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParsePoolError);
    expect((error as ParsePoolError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await queued).toMatchObject({ text: 'after' });
  });

  it('reports a crashed worker and a parser refusal, then parses the next file', async () => {
    pool = createParsePool({ size: 2, timeoutMs: 5000, workerUrl: SCRIPTED });
    const [crashed, refused] = await Promise.allSettled([
      pool.parse(bytes('crash'), 'txt'),
      pool.parse(bytes('fail'), 'pdf'),
    ]);
    expect(crashed.status === 'rejected' && crashed.reason.reason).toBe('crashed');
    expect(refused.status === 'rejected' && refused.reason.reason).toBe('encrypted');
    expect(await pool.parse(bytes('fine'), 'txt')).toMatchObject({ text: 'fine' });
  });

  it('fails the waiting files, without respawning forever, when the worker cannot load the parser', async () => {
    pool = createParsePool({
      size: 1,
      timeoutMs: 5000,
      workerUrl: new URL('../../test/workers/broken-parse-worker.ts', import.meta.url),
    });
    const results = await Promise.allSettled([
      pool.parse(bytes('a'), 'txt'),
      pool.parse(bytes('b'), 'txt'),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.reason).toBe('crashed');
    }
  });

  it('runs files in parallel up to its size and refuses work once closed', async () => {
    pool = createParsePool({ size: 2, timeoutMs: 5000, workerUrl: SCRIPTED });
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((text) => pool!.parse(bytes(text), 'txt')),
    );
    expect(results.map((result) => (result as unknown as { text: string }).text)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    await pool.close();
    await expect(pool.parse(bytes('late'), 'txt')).rejects.toThrow(/closed/);
  });
});
