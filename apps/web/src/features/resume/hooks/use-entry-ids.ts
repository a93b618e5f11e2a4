import { useCallback, useState } from 'react';
import { insertAt, moveItem, removeAt } from '../utils/list-ops';

let counter = 0;
const newId = () => `entry-${(counter += 1)}`;
const freshIds = (count: number) => Array.from({ length: count }, newId);

/**
 * Stable keys for a list of entries that have no ids of their own, so an entry keeps its
 * inputs (and focus) when it moves. The list's own edits move the keys with the entries; a
 * replacement from outside (another length) gets fresh keys.
 */
export function useEntryIds(count: number) {
  const [ids, setIds] = useState(() => freshIds(count));
  let current = ids;
  if (ids.length !== count) {
    current = freshIds(count);
    setIds(current);
  }
  const add = useCallback((index: number) => {
    const id = newId();
    setIds((list) => insertAt(list, index, id));
    return id;
  }, []);
  const remove = useCallback((index: number) => setIds((list) => removeAt(list, index)), []);
  const move = useCallback(
    (from: number, to: number) => setIds((list) => moveItem(list, from, to)),
    [],
  );
  return { ids: current, add, remove, move };
}
