// A stand-in for the resume parse worker, to test the pool: the file's text says what to do.
import { setTimeout as sleep } from 'node:timers/promises';
import { poolTask } from '#workers/pool-task.ts';
import type { WorkerResponse } from '#workers/worker-pool.ts';

type Scripted = WorkerResponse<{ text: string; threadId?: number }, 'encrypted'>;

export default poolTask(async ({ bytes }: { bytes: Uint8Array }): Promise<Scripted> => {
  const command = new TextDecoder().decode(bytes);
  if (command === 'spin') for (;;); // a blocked thread: only terminate() ends it
  if (command === 'crash') process.exit(3);
  if (command.startsWith('sleep ')) {
    await sleep(Number(command.slice(6)));
    return { ok: true, result: { text: command } };
  }
  if (command === 'fail') return { ok: false, reason: 'encrypted', detail: 'scripted' };
  return { ok: true, result: { text: command, threadId: process.pid } };
});
