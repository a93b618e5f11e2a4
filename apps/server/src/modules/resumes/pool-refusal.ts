import type { MessageKey } from '#i18n/messages.ts';
import { AppError } from '#lib/errors.ts';
import type { WorkerPoolError } from '#workers/worker-pool.ts';

/**
 * The answer when a worker pool turned a task away before running it: 503 with Retry-After when
 * every place is taken, 429 when this user already has work waiting; null for any other failure.
 */
export function poolRefusal(
  error: WorkerPoolError,
  keys: { busy: MessageKey; ownerBusy: MessageKey },
): AppError | null {
  if (error.reason === 'ownerBusy') return new AppError(429, keys.ownerBusy);
  if (error.reason !== 'queueFull') return null;
  const seconds = error.retryAfterSeconds;
  return new AppError(503, keys.busy, {
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
