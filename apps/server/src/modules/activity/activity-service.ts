import {
  ACTIVITY_PAGE_SIZE,
  type ActivityDetail,
  type ActivityItem,
  type ActivityKind,
  type ActivityPage,
} from '@yonder/contract/dashboard';
import type { Database, Executor } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { insertActivity, listActivityRows, type ActivityCursor } from './activity-repository.ts';

export type ActivityEntry = {
  userId: string;
  kind: ActivityKind;
  subjectId?: string | null | undefined;
  jobId?: string | null | undefined;
  title: string;
  detail?: ActivityDetail;
  now: Date;
};

/**
 * Records what a user did, for the dashboard. Called inside the action's own transaction where
 * there is one, so an action that fails leaves no entry and one that succeeds always has one.
 */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await insertActivity(db, {
    userId: entry.userId,
    kind: entry.kind,
    subjectId: entry.subjectId ?? null,
    jobId: entry.jobId ?? null,
    title: entry.title.slice(0, 300),
    detail: entry.detail ?? {},
    createdAt: entry.now,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = ({ createdAt, id }: ActivityCursor) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string): ActivityCursor {
  const [time = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time);
  if (Number.isNaN(createdAt.getTime()) || !UUID.test(id))
    throw new AppError(400, 'activityCursorInvalid');
  return { createdAt, id };
}

/** One page of the user's recent activity, newest first; `next_cursor` reads the following one. */
export async function listActivity({
  db,
  userId,
  cursor,
  pageSize = ACTIVITY_PAGE_SIZE,
}: {
  db: Database;
  userId: string;
  cursor?: string | undefined;
  pageSize?: number;
}): Promise<ActivityPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await listActivityRows(db, { userId, after, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row): ActivityItem => ({
      id: row.id,
      kind: row.kind,
      subject_id: row.subjectId,
      job_id: row.jobId,
      title: row.title,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > pageSize && last ? encodeCursor(last) : null,
  };
}

/**
 * An application added to the board or moved between its columns; called beside the timeline
 * row, in its transaction. A bookmark's wishlist entry is left out: "saved a job" says it already.
 */
export function recordApplicationActivity(
  db: Executor,
  entry: {
    userId: string;
    applicationId: string;
    jobId: string | null | undefined;
    title: string;
    company: string;
    from: string | null;
    to: string;
    now: Date;
  },
): Promise<void> {
  return recordActivity(db, {
    userId: entry.userId,
    kind: entry.from === null ? 'application_added' : 'application_moved',
    subjectId: entry.applicationId,
    jobId: entry.jobId,
    title: entry.title,
    detail: { company: entry.company, from: entry.from, to: entry.to },
    now: entry.now,
  });
}
