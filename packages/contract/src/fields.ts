import { z } from 'zod';

/**
 * Building blocks for every text and number a client sends. They hold what PostgreSQL can store:
 * it refuses NUL in `text` and `jsonb`, lone UTF-16 surrogates in `jsonb`, and integers beyond
 * its column types, and a value it refuses would otherwise surface as a 500 instead of a 422.
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** The message key the server answers with for text refused here (see the server's messages). */
export const CONTROL_CHARACTERS_MESSAGE_KEY = 'textHasControlCharacters';

// C0 controls and DEL; tab, line feed and carriage return are ordinary parts of a text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

export const hasControlCharacters = (value: string) =>
  CONTROL_CHARACTER.test(value) || !value.isWellFormed();

/** The text without control characters, lone surrogates replaced by U+FFFD. */
export const removeControlCharacters = (value: string) =>
  value.replace(CONTROL_CHARACTERS, '').toWellFormed();

/** A string without control characters or lone surrogates; chain `.trim()`, `.max()` as usual. */
export const text = () =>
  z.string().refine((value) => !hasControlCharacters(value), {
    message: 'Text must not contain control characters',
    params: { messageKey: CONTROL_CHARACTERS_MESSAGE_KEY },
  });

/**
 * A string whose control characters are removed rather than refused: for documents that are also
 * built by the resume parser and read back from storage, where refusing would lose the document.
 */
export const cleanText = () => z.string().overwrite(removeControlCharacters);

/** An integer a PostgreSQL `integer` column holds. */
export const int4 = () => z.number().int().min(INT4_MIN).max(INT4_MAX);

/** The same, read from a query string. */
export const queryInt4 = () => z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);

/** Whether the runtime knows the IANA time-zone name (`Asia/Shanghai`, `UTC`). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** IANA time zone name (`Asia/Shanghai`, `UTC`). */
export const timeZoneSchema = text()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, {
    message: 'Unknown time zone',
    params: { messageKey: 'timeZoneInvalid' },
  });
