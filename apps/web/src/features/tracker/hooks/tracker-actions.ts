import type { Application, ApplicationStatus } from '@yonder/contract/applications';
import { createContext, use } from 'react';

/** What a card, a row or a menu can ask the tracker to do. */
export type TrackerActions = {
  open: (id: string) => void;
  /** Moves a card to the top of a column (the menu), or to `index` of it (the board). */
  move: (application: Application, status: ApplicationStatus, index?: number) => void;
  setArchived: (application: Application, archived: boolean) => void;
  remove: (application: Application) => void;
  /** The catalogue job ids of the board in groups of at most 50 (one match-score request each). */
  matchGroupOf: (jobId: string) => readonly string[];
};

export const TrackerActionsContext = createContext<TrackerActions | null>(null);

export function useTrackerActions(): TrackerActions {
  const actions = use(TrackerActionsContext);
  if (!actions) throw new Error('useTrackerActions outside the tracker');
  return actions;
}
