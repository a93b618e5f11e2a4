import { ApiError } from '#lib/api-client.ts';

/** The server's own (already translated) message when it sent one, else the fixed text. */
export function messageFrom(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}
