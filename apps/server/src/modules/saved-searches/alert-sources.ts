import type { SavedSearchKind } from '@yonder/contract/saved-searches';
import type { AlertSource } from './alert-source.ts';
import { matchesSource } from './matches-source.ts';
import { searchSource } from './search-source.ts';

/** Where each kind of saved search finds its jobs (the types are in alert-source.ts). */
export const ALERT_SOURCES: Record<SavedSearchKind, AlertSource> = {
  search: searchSource,
  matches: matchesSource,
};
