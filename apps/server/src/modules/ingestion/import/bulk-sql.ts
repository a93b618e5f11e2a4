import { sql, type SQL } from 'drizzle-orm';

/**
 * A PostgreSQL array literal, sent as one parameter: drizzle would spread a JavaScript array
 * into a list of parameters, and `any($1::text[])` or `unnest($1::text[])` want one.
 */
export function pgArray(values: readonly (string | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}

const QUOTE_OR_BACKSLASH = /["\\]/;

/** An array element, quoted; most values hold neither quote nor backslash and go as they are. */
function element(value: string | null): string {
  if (value === null) return 'NULL';
  if (!QUOTE_OR_BACKSLASH.test(value)) return `"${value}"`;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** One column of a set-based write: its name, its type and how a row gives its value. */
export type Column<Row> = {
  name: string;
  type: 'text' | 'uuid' | 'int' | 'boolean' | 'timestamptz' | 'text[]';
  value: (row: Row) => string | number | boolean | Date | readonly string[] | null;
};

function cell(value: string | number | boolean | Date | readonly string[] | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return pgArray(value as string[]);
  return String(value);
}

/**
 * `unnest(...) as u(...)` over the rows, one array parameter per column: a batch of 500 rows is
 * a few dozen parameters instead of thousands. Array columns travel as literals and are cast
 * back with `u.name::text[]`.
 */
export function unnestRows<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): SQL {
  const params = columns.map((column) => {
    const values = pgArray(rows.map((row) => cell(column.value(row))));
    const type = column.type === 'text[]' ? 'text' : column.type;
    return sql`${values}::${sql.raw(type)}[]`;
  });
  const names = sql.raw(columns.map((column) => column.name).join(', '));
  return sql`unnest(${sql.join(params, sql`, `)}) as u(${names})`;
}

/** `u.name` with its cast back to an array where it is one. */
export function selectColumns<Row>(columns: readonly Column<Row>[]): SQL {
  return sql.raw(
    columns
      .map((column) => (column.type === 'text[]' ? `u.${column.name}::text[]` : `u.${column.name}`))
      .join(', '),
  );
}
