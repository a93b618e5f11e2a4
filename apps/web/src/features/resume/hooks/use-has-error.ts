import { useCallback, useSyncExternalStore } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { Draft } from '../utils/draft';

/**
 * Whether any of these parts of the form is refused by the rules. Every check of the form asks
 * again, but only a change of the answer renders again.
 */
export function useHasError(names: readonly FieldPath<Draft>[]) {
  const { subscribe, getFieldState } = useFormContext<Draft>();
  const listen = useCallback(
    (notify: () => void) => subscribe({ formState: { errors: true }, callback: notify }),
    [subscribe],
  );
  return useSyncExternalStore(listen, () => names.some((name) => getFieldState(name).invalid));
}
