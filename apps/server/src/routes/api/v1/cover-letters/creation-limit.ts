import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '#lib/errors.ts';

/** New cover letters a user may save in an hour, whichever way (saved, copied, written by AI). */
export const LETTER_CREATIONS_PER_HOUR = 30;

/** One counter per user for every route that makes a letter, as for resumes. */
export function createLetterCreationLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const take = app.createRateLimit({
    max: LETTER_CREATIONS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `letter-creations:${request.user.id}`,
  });
  return async (request) => {
    const slot = await take(request);
    if (slot.isAllowed || !slot.isExceeded) return;
    const seconds = Math.max(1, slot.ttlInSeconds);
    throw new AppError(429, 'letterCreationLimit', {
      values: { max: LETTER_CREATIONS_PER_HOUR, minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  };
}
