import type { ErrorReason } from '@yonder/contract/common';
import type { MessageKey } from '../i18n/messages.ts';

/** An error a service throws on purpose; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;
  readonly values: Record<string, string | number>;
  readonly headers: Record<string, string>;
  /** A machine-readable cause the client acts on (the body's `reason`), beside the message. */
  readonly reason: ErrorReason | undefined;

  constructor(
    statusCode: number,
    messageKey: MessageKey,
    options: {
      values?: Record<string, string | number>;
      headers?: Record<string, string>;
      reason?: ErrorReason;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.headers = options.headers ?? {};
    this.reason = options.reason;
  }
}

export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const badRequest = (key: MessageKey = 'badRequest') => new AppError(400, key);
export const tooManyRequests = (seconds: number) =>
  new AppError(429, 'tooManyRequests', {
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });

/** An error's message for a log or an operator's view, whatever was thrown. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
