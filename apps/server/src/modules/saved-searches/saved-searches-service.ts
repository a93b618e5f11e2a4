import type { Language } from '@yonder/contract/common';
import {
  SAVED_SEARCH_NEW_COUNT_CAP,
  SAVED_SEARCHES_MAX,
  type CreateSavedSearch,
  type SavedSearch,
  type SavedSearchList,
  type Unsubscribed,
  type UpdateSavedSearch,
} from '@yonder/contract/saved-searches';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { ALERT_SOURCES } from './alert-sources.ts';
import {
  deleteSavedSearchRow,
  findSavedSearchRow,
  insertSavedSearchRow,
  listSavedSearchRows,
  markSavedSearchOpened,
  turnOffAlerts,
  updateSavedSearchRow,
  type SavedSearchRow,
} from './saved-searches-repository.ts';
import { readStoredQuery, toStoredQuery } from './stored-query.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

async function toSavedSearch(
  db: Executor,
  row: SavedSearchRow,
  now: Date,
  newCount?: number,
): Promise<SavedSearch> {
  const { query, language } = readStoredQuery(row.query);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    query,
    frequency: row.frequency,
    language,
    new_count:
      newCount ??
      (await ALERT_SOURCES[row.kind].countNewJobs({
        db,
        userId: row.userId,
        query,
        postedAfter: row.openedAt,
        now,
        cap: SAVED_SEARCH_NEW_COUNT_CAP,
      })),
    opened_at: row.openedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The user's saved searches, newest first, each with its jobs new since it was last opened. */
export async function listSavedSearches({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<SavedSearchList> {
  const rows = await listSavedSearchRows(db, userId);
  // One bounded count per search, one after another: at most 20 small index reads.
  const items: SavedSearch[] = [];
  for (const row of rows) items.push(await toSavedSearch(db, row, now));
  return { items, limit: SAVED_SEARCHES_MAX };
}

export async function createSavedSearch({
  db,
  userId,
  input,
  language,
  now,
}: {
  db: Database;
  userId: string;
  input: CreateSavedSearch;
  language: Language;
  now: Date;
}): Promise<SavedSearch> {
  const created = await insertSavedSearchRow(
    db,
    {
      userId,
      name: input.name,
      kind: input.kind,
      query: toStoredQuery(input.query, input.language ?? language),
      frequency: input.frequency,
      alertedAt: now,
      openedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    SAVED_SEARCHES_MAX,
  );
  if (!created)
    throw new AppError(409, 'savedSearchLimit', { values: { max: SAVED_SEARCHES_MAX } });
  return toSavedSearch(db, created, now, 0);
}

export async function updateSavedSearch({
  db,
  userId,
  id,
  input,
  now,
}: {
  db: Database;
  userId: string;
  id: string;
  input: UpdateSavedSearch;
  now: Date;
}): Promise<SavedSearch> {
  const current = await findSavedSearchRow(db, { id, userId });
  if (!current) throw notFound('savedSearchNotFound');
  const { query, language } = readStoredQuery(current.query);
  const isTurnedOn = current.frequency === 'off' && input.frequency && input.frequency !== 'off';
  const row = await updateSavedSearchRow(db, {
    id,
    userId,
    now,
    changes: {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
      ...(input.language && input.language !== language
        ? { query: toStoredQuery(query, input.language) }
        : {}),
      // Alerts turned back on start from now, not with every job since they were turned off.
      ...(isTurnedOn ? { alertedAt: now } : {}),
    },
  });
  if (!row) throw notFound('savedSearchNotFound');
  return toSavedSearch(db, row, now);
}

export async function deleteSavedSearch({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<void> {
  if (!(await deleteSavedSearchRow(db, { id, userId }))) throw notFound('savedSearchNotFound');
}

/** Opening a saved search answers its query and starts its "new" count again. */
export async function openSavedSearch({
  db,
  userId,
  id,
  now,
}: {
  db: Database;
  userId: string;
  id: string;
  now: Date;
}): Promise<SavedSearch> {
  const row = await markSavedSearchOpened(db, { id, userId, now });
  if (!row) throw notFound('savedSearchNotFound');
  return toSavedSearch(db, row, now, 0);
}

/** The one-click unsubscribe of an alert mail: the signed token is the only credential. */
export async function unsubscribeSavedSearch({
  db,
  tokens,
  token,
  now,
}: {
  db: Database;
  tokens: UnsubscribeTokens;
  token: string;
  now: Date;
}): Promise<Unsubscribed> {
  const id = tokens.verify(token);
  if (!id) throw new AppError(400, 'savedSearchTokenInvalid');
  const row = await turnOffAlerts(db, { id, now });
  // A deleted saved search mails nothing any more: the link has done its job.
  if (!row) throw notFound('savedSearchNotFound');
  return { name: row.name, language: readStoredQuery(row.query).language };
}
