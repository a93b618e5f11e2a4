import type { Application } from '@yonder/contract/applications';

const COLUMNS: [string, (item: Application) => string][] = [
  ['id', (a) => a.id],
  ['status', (a) => a.status],
  ['archived', (a) => String(a.archived)],
  ['title', (a) => a.title],
  ['company', (a) => a.company],
  ['location', (a) => a.location],
  ['url', (a) => a.url],
  ['salary', (a) => a.salary],
  ['job_id', (a) => a.job_id ?? ''],
  ['next_step', (a) => a.next_step],
  ['next_step_due', (a) => a.next_step_due ?? ''],
  ['interviews', (a) => a.interviews.map((i) => `${i.at} (${i.time_zone})`).join('; ')],
  [
    'contacts',
    (a) => a.contacts.map((c) => [c.name, c.role, c.email].filter(Boolean).join(' / ')).join('; '),
  ],
  ['notes', (a) => a.notes],
  ['status_changed_at', (a) => a.status_changed_at],
  ['created_at', (a) => a.created_at],
  ['updated_at', (a) => a.updated_at],
];

/**
 * One cell: quoted when it holds a separator, a quote or a line break, and a text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) starts with an apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The applications as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read UTF-8. */
export function applicationsCsv(items: Application[]): string {
  const lines = [
    COLUMNS.map(([name]) => name).join(','),
    ...items.map((item) => COLUMNS.map(([, read]) => csvCell(read(item))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
