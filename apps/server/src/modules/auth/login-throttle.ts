import type { CounterStore } from '#lib/counter-store.ts';
import { AppError } from '#lib/errors.ts';

const FREE_FAILURES = 3;
const FAILURE_MEMORY_MS = 60 * 60 * 1000;
const MAX_WAIT_SECONDS = 15 * 60;

/**
 * Failures slow down the client that makes them, not the account: the key is the client address
 * with the e-mail typed (whether or not it has an account, so throttling reveals nothing either).
 * The owner on another device or network signs in as usual; one address guessing many accounts is
 * held by the route's per-address limit.
 */
type Attempt = { counters: CounterStore; email: string; ip: string };

const failuresKey = ({ email, ip }: Attempt) => `login-failures:${ip}:${email}`;
const lockKey = ({ email, ip }: Attempt) => `login-lock:${ip}:${email}`;

export async function assertLoginAllowed(attempt: Attempt) {
  const lock = await attempt.counters.peek(lockKey(attempt));
  if (lock.count > 0 && lock.resetInMs > 0) {
    const seconds = Math.ceil(lock.resetInMs / 1000);
    throw new AppError(429, 'loginThrottled', {
      values: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** After the third failure in a row, each next one doubles the wait: 2 s, 4 s, 8 s … up to 15 min. */
export async function recordLoginFailure(attempt: Attempt) {
  const { counters } = attempt;
  const { count } = await counters.hit(failuresKey(attempt), FAILURE_MEMORY_MS);
  if (count < FREE_FAILURES) return;
  const seconds = Math.min(2 ** (count - FREE_FAILURES + 1), MAX_WAIT_SECONDS);
  await counters.clear(lockKey(attempt));
  await counters.hit(lockKey(attempt), seconds * 1000);
}

export async function clearLoginFailures(attempt: Attempt) {
  await Promise.all([
    attempt.counters.clear(failuresKey(attempt)),
    attempt.counters.clear(lockKey(attempt)),
  ]);
}
