import { z } from 'zod';
import { FeedError, ItemError } from '../types.ts';

/** The body as JSON, or a FeedError saying it is not (a truncated or HTML answer). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new FeedError(`not JSON: ${(error as Error).message}`);
  }
}

/** The body read with a feed-level schema: a wrong shape fails the whole run. */
export function readFeed<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new FeedError(`not ${what}: ${summarize(parsed.error)}`);
  return parsed.data;
}

/** One item read with its schema: a wrong item is skipped and recorded. */
export function readItem<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ItemError(summarize(parsed.error));
  return parsed.data;
}

function summarize(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`)
    .join('; ');
}

/** The item's id field, or its position in the feed. */
export function refOf(item: unknown, index: number, ...keys: string[]): string {
  if (item && typeof item === 'object') {
    for (const key of keys) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return `#${index + 1}`;
}

/** A date from ISO text, epoch seconds or epoch milliseconds; null when unreadable. */
export function dateFrom(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number') date = new Date(value < 1e12 ? value * 1000 : value);
  else if (typeof value === 'string' && /^\d+$/.test(value)) return dateFrom(Number(value));
  else if (typeof value === 'string') {
    // A date-time without a zone (Remotive) is UTC.
    const zoned = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value}Z` : value;
    date = new Date(zoned);
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

export const text = z.string().nullish();
export const id = z.union([z.string().min(1), z.number()]).transform(String);

/** Joins a base URL and a path without doubling the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** A board name as a company name when the feed does not say one: `vault-tec` → `Vault Tec`. */
export function companyFromToken(token: string | null): string {
  return (token ?? '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
