import type { ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useHasError } from '../hooks/use-has-error';
import type { Draft } from '../utils/draft';
import { SortableEntry } from './sortable-entry';

type Props<T> = {
  id: string;
  name: FieldPath<Draft>;
  index: number;
  count: number;
  heading: (item: T) => string;
  isOpen: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The entry's fields, made by the list: typing here renders only this entry's heading again. */
  children: ReactNode;
};

/** One entry of a list, headed by what it holds; an entry with a refused field stays open. */
export function ListEntry<T>({ name, heading, isOpen, children, ...entry }: Props<T>) {
  const item = useWatch<Draft>({ name }) as T;
  const hasError = useHasError([name]);
  return (
    <SortableEntry {...entry} heading={heading(item)} isOpen={isOpen || hasError}>
      {children}
    </SortableEntry>
  );
}
