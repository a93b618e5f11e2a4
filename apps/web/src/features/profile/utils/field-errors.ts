import { ApiError } from '#lib/api-client.ts';

/** A 422's per-field messages inside one section: `profile.work.0.start` → `0.start`. */
export function sectionErrors(error: unknown, section: string): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const prefix = `profile.${section}.`;
  const found: Record<string, string> = {};
  for (const item of error.errors) {
    if (item.field.startsWith(prefix)) found[item.field.slice(prefix.length)] ??= item.message;
  }
  return found;
}

export const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export const newEntryId = () => crypto.randomUUID();
