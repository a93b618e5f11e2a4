import type { FieldError, FieldPathByValue } from 'react-hook-form';
import type { Draft } from './draft';

/** Where a text of the draft sits, such as `document.work.0.position`. */
export type TextPath = FieldPathByValue<Draft, string>;
/** Where a list of texts sits (bullets, courses, keywords). */
export type TextListPath = FieldPathByValue<Draft, string[]>;

const isFieldError = (error: unknown): error is FieldError =>
  typeof (error as FieldError | undefined)?.type === 'string';

/**
 * The error of a list itself (too many items). react-hook-form keeps it as the list's own error,
 * or as its `root` when the list also holds errors of its items.
 */
export function listErrorMessage(error: unknown): string | undefined {
  const own = isFieldError(error) ? error : (error as { root?: unknown } | undefined)?.root;
  return isFieldError(own) ? own.message : undefined;
}

/** The error of one item of a list of texts. */
export function itemErrorMessage(error: unknown, index: number): string | undefined {
  const item = (error as Record<number, unknown> | undefined)?.[index];
  return isFieldError(item) ? item.message : undefined;
}
