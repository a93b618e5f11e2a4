import { useEffect, useRef } from 'react';

export type EntryFocus =
  { id: string; target: 'move-up' | 'move-down' } | 'add' | 'new-entry' | null;

/**
 * Where focus goes once an edit of a list has rendered: the moved entry's button, the new
 * entry's first field, or the list's "add" button after a removal.
 */
export function useEntryFocus() {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef<EntryFocus>(null);

  useEffect(() => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    if (pending === 'add') addRef.current?.focus();
    else if (pending === 'new-entry')
      listRef.current
        ?.querySelector('li[data-entry-id]:last-child')
        ?.querySelector<HTMLElement>('input, textarea')
        ?.focus();
    else if (pending) {
      const entry = listRef.current?.querySelector(`[data-entry-id="${pending.id}"]`);
      const button =
        entry?.querySelector<HTMLButtonElement>(
          `[data-action="${pending.target}"]:not(:disabled)`,
        ) ?? entry?.querySelector<HTMLButtonElement>('[data-action^="move"]:not(:disabled)');
      button?.focus();
    }
  });

  const focusAfterRender = (focus: EntryFocus) => {
    pendingRef.current = focus;
  };
  return { listRef, addRef, focusAfterRender };
}
