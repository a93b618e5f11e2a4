import { setTimeout as sleep } from 'node:timers/promises';
import { TestClock } from 'pg-boss';

/**
 * Moves the job queue's clock forward in steps, firing what comes due on the way (schedules'
 * passes, workers' polls, retries), until `isDone` holds. Handlers run in real time beside the
 * fake one, so each step also gives them a moment of real time.
 */
export async function advanceUntil(
  clock: TestClock,
  isDone: () => boolean | Promise<boolean>,
  { stepMs = 1000, maxMs = 15 * 60_000, realTimeoutMs = 30_000 } = {},
): Promise<void> {
  const started = clock.now();
  const deadline = Date.now() + realTimeoutMs;
  while (!(await isDone())) {
    if (clock.now() - started > maxMs || Date.now() > deadline) {
      throw new Error(
        `not done after ${(clock.now() - started) / 1000} s of queue time (${new Date(clock.now()).toISOString()})`,
      );
    }
    await clock.tick(stepMs);
    await sleep(20);
  }
}

/** A queue clock starting at `start`; pass it as `queueClock` to createTestApp. */
export const createQueueClock = (start: string | Date) => new TestClock(start);
