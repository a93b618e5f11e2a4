import type { FieldKey } from './matcher.ts';

/** Why a field was left for the user. */
export type EmptyReason =
  | 'unknownQuestion'
  | 'openQuestion'
  | 'noProfileValue'
  | 'ambiguousOption'
  | 'noMatchingOption'
  | 'noFile'
  | 'noLetter'
  | 'menuClosed'
  | 'alreadyUsed'
  | 'entryNotAdded'
  | 'uploadReloads'
  | 'fileNotTaken';

export type FillItem = {
  id: number;
  label: string;
  key: FieldKey | 'custom' | null;
  required: boolean;
  element: HTMLElement;
} & (
  | { status: 'filled'; value: string; undo: () => void }
  | { status: 'empty'; reason: EmptyReason }
  | { status: 'kept' }
);

export type FillReport = { items: FillItem[]; startedAt: number; finishedAt: number };

let nextId = 1;
export const itemId = () => nextId++;
