import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError } from '../../lib/errors.ts';

const FREE_FAILURES = 3;
const FAILURE_MEMORY_MS = 60 * 60 * 1000;
const MAX_WAIT_SECONDS = 15 * 60;

// Keyed by the e-mail typed, whether or not it has an account, so throttling reveals nothing either.
const failuresKey = (email: string) => `login-failures:${email}`;
const lockKey = (email: string) => `login-lock:${email}`;

export async function assertLoginAllowed({
  counters,
  email,
}: {
  counters: CounterStore;
  email: string;
}) {
  const lock = await counters.peek(lockKey(email));
  if (lock.count > 0 && lock.resetInMs > 0) {
    const seconds = Math.ceil(lock.resetInMs / 1000);
    throw new AppError(429, 'loginThrottled', {
      values: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** After the third failure in a row, each next one doubles the wait: 2 s, 4 s, 8 s … up to 15 min. */
export async function recordLoginFailure({
  counters,
  email,
}: {
  counters: CounterStore;
  email: string;
}) {
  const { count } = await counters.hit(failuresKey(email), FAILURE_MEMORY_MS);
  if (count < FREE_FAILURES) return;
  const seconds = Math.min(2 ** (count - FREE_FAILURES + 1), MAX_WAIT_SECONDS);
  await counters.clear(lockKey(email));
  await counters.hit(lockKey(email), seconds * 1000);
}

export async function clearLoginFailures({
  counters,
  email,
}: {
  counters: CounterStore;
  email: string;
}) {
  await Promise.all([counters.clear(failuresKey(email)), counters.clear(lockKey(email))]);
}
