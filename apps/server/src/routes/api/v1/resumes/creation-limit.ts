import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '#lib/errors.ts';

/** New resumes a user may make in an hour, whichever way (upload, blank, import, copy, AI copy). */
export const RESUME_CREATIONS_PER_HOUR = 30;

/**
 * One counter per user for every route that makes a resume: with a counter per route, copies
 * (or tailored and translated versions) walked around the limit on new resumes. The store's
 * increment is the check (synchronous in memory, one Lua call in Redis), so two requests arriving
 * together cannot both take the last slot.
 */
export function createResumeCreationLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const take = app.createRateLimit({
    max: RESUME_CREATIONS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `resume-creations:${request.user.id}`,
  });
  return async (request) => {
    const slot = await take(request);
    if (slot.isAllowed || !slot.isExceeded) return;
    const seconds = Math.max(1, slot.ttlInSeconds);
    throw new AppError(429, 'resumeCreationLimit', {
      values: { max: RESUME_CREATIONS_PER_HOUR, minutes: Math.ceil(seconds / 60) },
      headers: { 'retry-after': String(seconds) },
    });
  };
}
