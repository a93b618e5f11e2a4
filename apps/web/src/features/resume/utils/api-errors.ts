import { ApiError } from '#lib/api-client.ts';

/** The server refuses an AI action when the free plan's daily points are spent (402 Payment Required). */
export const isOutOfPoints = (error: unknown) => error instanceof ApiError && error.status === 402;

/** Another tab saved first: the stored version moved on. */
export const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
