import type { FastifyBaseLogger } from 'fastify';
import type { MessageKey } from '#i18n/messages.ts';
import { AppError } from '#lib/errors.ts';
import { AiError, type AiErrorKind } from './ai-errors.ts';

const ANSWERS: Record<Exclude<AiErrorKind, 'notConfigured'>, [number, MessageKey]> = {
  timeout: [504, 'aiTimeout'],
  busy: [503, 'aiBusy'],
  unavailable: [502, 'aiUnavailable'],
  rejected: [502, 'aiUnavailable'],
  badAnswer: [502, 'aiBadAnswer'],
};

/**
 * The answer a user gets when the AI provider fails; every one says no point was used. A
 * rejected call (wrong key or model) is the operator's to fix, so it is logged as an error.
 */
export function aiFailureToAppError(
  error: unknown,
  options: { log: FastifyBaseLogger; notConfigured: MessageKey },
): unknown {
  if (!(error instanceof AiError)) return error;
  if (error.kind === 'notConfigured') return new AppError(503, options.notConfigured);
  const level = error.kind === 'rejected' ? 'error' : 'warn';
  options.log[level]({ err: error, kind: error.kind }, 'AI provider call failed');
  const [status, key] = ANSWERS[error.kind];
  return new AppError(status, key);
}
