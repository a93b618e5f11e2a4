import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@yonder/contract/applications';

export type Columns = Record<ApplicationStatus, Application[]>;

/** The applications by column, each column in its order (position, then last changed first). */
export function toColumns(items: readonly Application[]): Columns {
  const columns = Object.fromEntries(
    APPLICATION_STATUSES.map((s) => [s, []]),
  ) as unknown as Columns;
  for (const item of items) columns[item.status].push(item);
  for (const status of APPLICATION_STATUSES)
    columns[status].sort(
      (a, b) => a.position - b.position || b.updated_at.localeCompare(a.updated_at),
    );
  return columns;
}

/**
 * The position that puts a card at `index` of a column (the card itself left out): between its
 * neighbours, before the first or after the last.
 */
export function positionAt(
  column: readonly Application[],
  index: number,
  movingId: string,
): number {
  const others = column.filter((item) => item.id !== movingId);
  const before = others[index - 1];
  const after = others[index];
  if (before && after) return (before.position + after.position) / 2;
  if (after) return after.position - 1;
  if (before) return before.position + 1;
  return 0;
}

/** The board after moving one card to `index` of `status` (what the server will answer). */
export function moveCard(
  items: readonly Application[],
  id: string,
  status: ApplicationStatus,
  index: number,
): { items: Application[]; position: number } {
  const columns = toColumns(items);
  const position = positionAt(columns[status], index, id);
  return {
    position,
    items: items.map((item) => (item.id === id ? { ...item, status, position } : item)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since an instant (0 today). */
export const daysSince = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));

/** Whether a due date (YYYY-MM-DD) is before today, in the person's own calendar. */
export function isOverdue(due: string | null, now = new Date()): boolean {
  if (!due) return false;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return due < today;
}
