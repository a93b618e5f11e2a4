/**
 * Why a call to the AI provider failed. `notConfigured`: no AI_BASE_URL; `timeout`: no answer in
 * AI_TIMEOUT_MS; `busy`: still 429 after the retries; `unavailable`: network failure or 5xx after
 * the retries; `rejected`: a 4xx such as a wrong key or model (an operator's mistake); `badAnswer`:
 * an answer without usable content.
 */
export type AiErrorKind =
  'notConfigured' | 'timeout' | 'busy' | 'unavailable' | 'rejected' | 'badAnswer';

export class AiError extends Error {
  readonly kind: AiErrorKind;
  readonly status: number | undefined;

  constructor(
    kind: AiErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AiError';
    this.kind = kind;
    this.status = options.status;
  }
}
