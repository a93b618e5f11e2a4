import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { QUEUES } from '#queue/queues.ts';

/**
 * The one registry of a user's data, read by the export ("download all my data") and the account
 * deletion alike: each table that holds something of a user, how to find the user's rows, what the
 * archive calls them and what a deletion does to them. The only SQL of the privacy module.
 *
 * `user-data-coverage.test.ts` reads the database's catalogue and fails when a table that points at
 * `users.id` (or at a table listed here), or a column that names a user (`user_id`, `email`,
 * `viewer_key`), is missing, so a new table cannot be forgotten.
 */

export type DataOwner = { id: string; email: string };

export type UserDataTable = {
  /** The table in the `public` schema. */
  table: string;
  /** Its columns that name the user (checked against the catalogue by the coverage test). */
  columns: string[];
  /** The key of `data.json` its rows go under; null: not exported (secrets, see `reason`). */
  exportKey: string | null;
  /** Why a table is not exported. */
  reason?: string;
  /** Columns left out of the archive (secrets, bytes that travel as files). */
  omit?: string[];
  /** The condition that picks the user's rows, over the table aliased `t`. */
  owned: (owner: DataOwner) => SQL;
  /**
   * What a deletion does: `cascade` (the user row's foreign keys remove them), `delete` (deleted
   * here), or an anonymising update (`set` clause) for rows kept without anyone's identity.
   */
  erase: 'cascade' | 'delete' | { anonymise: (owner: DataOwner) => SQL };
};

const byUserId = (table: string, exportKey: string | null, extra: Partial<UserDataTable> = {}) =>
  ({
    table,
    columns: ['user_id'],
    exportKey,
    owned: (owner: DataOwner) => sql`t.user_id = ${owner.id}::uuid`,
    erase: 'cascade',
    ...extra,
  }) satisfies UserDataTable;

/**
 * In deletion order: the tables deleted or anonymised by hand first, the user's own row last (its
 * foreign keys cascade to the `cascade` tables). Adding a table is one line here.
 */
export const USER_DATA: readonly UserDataTable[] = [
  {
    table: 'feedback',
    columns: ['user_id', 'email'],
    exportKey: 'feedback',
    omit: ['ip_hash'],
    // Guest feedback that left the user's address counts as theirs too.
    owned: (owner) => sql`(t.user_id = ${owner.id} or lower(t.email) = ${owner.email})`,
    // The reports stay as product feedback, but nothing in them says who sent them any more (the
    // address is struck from the text too).
    erase: {
      anonymise: (owner) => {
        const address = owner.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return sql`user_id = '', email = null, allow_email_reply = false, ip_hash = null,
          title = regexp_replace(title, ${address}, '[…]', 'gi'),
          description = regexp_replace(description, ${address}, '[…]', 'gi')`;
      },
    },
  },
  {
    table: 'job_views',
    columns: ['viewer_key'],
    exportKey: 'job_views',
    owned: (owner) => sql`t.viewer_key = ${`user:${owner.id}`}`,
    erase: 'delete',
  },
  {
    table: 'verification_codes',
    columns: ['email'],
    exportKey: null,
    reason: 'keyed hashes of one-time codes',
    owned: (owner) => sql`t.email = ${owner.email}`,
    erase: 'delete',
  },
  byUserId('user_identities', 'identities', { columns: ['user_id', 'email'] }),
  byUserId('auth_sessions', 'sessions'),
  byUserId('refresh_tokens', null, { reason: 'hashes of sign-in secrets' }),
  byUserId('oauth_handoffs', null, { reason: 'short-lived one-time sign-in codes' }),
  byUserId('candidate_profiles', 'profile'),
  byUserId('extension_connections', 'extension_connections', {
    omit: ['access_hash', 'refresh_hash'],
  }),
  {
    table: 'extension_retired_refresh_tokens',
    columns: ['connection_id'],
    exportKey: null,
    reason: 'hashes of sign-in secrets',
    owned: (owner) =>
      sql`t.connection_id in (select c.id from extension_connections c where c.user_id = ${owner.id}::uuid)`,
    erase: 'cascade',
  },
  byUserId('resumes', 'resumes'),
  {
    table: 'resume_files',
    columns: ['resume_id'],
    exportKey: 'resume_files',
    // The bytes are files of the archive (`files/resumes/<id>/<name>`), not JSON.
    omit: ['content'],
    owned: (owner) =>
      sql`t.resume_id in (select r.id from resumes r where r.user_id = ${owner.id}::uuid)`,
    erase: 'cascade',
  },
  byUserId('resume_proposals', 'resume_proposals'),
  byUserId('credit_ledger', 'points_ledger'),
  byUserId('favorite_jobs', 'favorite_jobs'),
  byUserId('saved_searches', 'saved_searches'),
  byUserId('cover_letters', 'cover_letters'),
  byUserId('applications', 'applications'),
  byUserId('application_events', 'application_events'),
  byUserId('application_receipts', 'application_receipts'),
  byUserId('user_activity', 'activity'),
  {
    table: 'saved_search_alerted_jobs',
    columns: ['saved_search_id'],
    exportKey: 'saved_search_alerted_jobs',
    owned: (owner) =>
      sql`t.saved_search_id in (select s.id from saved_searches s where s.user_id = ${owner.id}::uuid)`,
    erase: 'cascade',
  },
  byUserId('data_exports', 'data_exports', { omit: ['archive', 'token_hash'] }),
  byUserId('payments', 'payments'),
  byUserId('plan_passes', 'plan_passes'),
  byUserId('referral_codes', 'referral_code'),
  {
    table: 'referrals',
    columns: ['invitee_user_id', 'inviter_user_id'],
    exportKey: 'referrals',
    omit: ['ip_hash'],
    // Who invited the user, and whom they invited.
    owned: (owner) =>
      sql`(t.invitee_user_id = ${owner.id}::uuid or t.inviter_user_id = ${owner.id}::uuid)`,
    erase: 'cascade',
  },
  {
    table: 'admin_audit_log',
    columns: ['actor_user_id', 'actor_email', 'target_user_id'],
    exportKey: 'operator_actions',
    owned: (owner) =>
      sql`(t.target_user_id = ${owner.id}::uuid or t.actor_user_id = ${owner.id}::uuid
        or lower(t.actor_email) = ${owner.email})`,
    // Operators' actions stay on record, without the person they were about or who did them.
    erase: {
      anonymise: (owner) =>
        sql`target_user_id = nullif(target_user_id, ${owner.id}::uuid),
          actor_user_id = nullif(actor_user_id, ${owner.id}::uuid),
          actor_email = case when lower(actor_email) = ${owner.email} then null else actor_email end`,
    },
  },
  {
    table: 'users',
    columns: ['id', 'email'],
    exportKey: 'account',
    omit: ['password_hash'],
    owned: (owner) => sql`t.id = ${owner.id}::uuid`,
    erase: 'delete',
  },
];

export type UserRow = Record<string, unknown>;

/** The user's rows of one registered table, as JSON (timestamps as ISO text), without `omit`. */
export function selectUserRows(
  db: Executor,
  entry: UserDataTable,
  owner: DataOwner,
): Promise<UserRow[]> {
  const omit = entry.omit ?? [];
  const row =
    omit.length > 0
      ? sql`to_jsonb(t) - ${sql.raw(`array[${omit.map((c) => `'${c}'`).join(',')}]`)}`
      : sql`to_jsonb(t)`;
  return queryRows<{ row: UserRow }>(
    db,
    sql`select ${row} as row from ${sql.identifier(entry.table)} t where ${entry.owned(owner)}`,
  ).then((rows) => rows.map((item) => item.row));
}

/** How many of the user's rows the table still holds (tests, the deletion's own check). */
export async function countUserRows(
  db: Executor,
  entry: UserDataTable,
  owner: DataOwner,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(entry.table)} t where ${entry.owned(owner)}`,
  );
  return row?.count ?? 0;
}

/** The uploaded originals of the user's resumes, for the archive's `files/`. */
export function selectResumeFiles(
  db: Executor,
  owner: DataOwner,
): Promise<Array<{ resumeId: string; fileName: string | null; content: Uint8Array }>> {
  return queryRows(
    db,
    sql`select r.id as "resumeId", r.file_name as "fileName", f.content
        from resume_files f join resumes r on r.id = f.resume_id
        where r.user_id = ${owner.id}::uuid
        order by r.created_at`,
  );
}

type OwnerRow = DataOwner & {
  username: string;
  passwordHash: string | null;
  hasPassword: boolean;
};

export async function findOwner(db: Executor, userId: string): Promise<OwnerRow | undefined> {
  const [row] = await queryRows<OwnerRow>(
    db,
    sql`select id, email, username, password_hash as "passwordHash",
          password_hash is not null as "hasPassword"
        from users where id = ${userId}::uuid`,
  );
  return row;
}

/** The user's row, locked until the transaction ends (a deletion and an export request queue). */
export async function lockOwner(db: Executor, userId: string): Promise<OwnerRow | undefined> {
  const [row] = await queryRows<OwnerRow>(
    db,
    sql`select id, email, username, password_hash as "passwordHash",
          password_hash is not null as "hasPassword"
        from users where id = ${userId}::uuid for update`,
  );
  return row;
}

/**
 * Removes or anonymises every row of the user, in the registry's order, and the queue's jobs that
 * carry the user's address or id (mails not sent yet, exports being built) with their delivery
 * records. Runs inside the caller's transaction.
 */
export async function eraseUserData(db: Executor, owner: DataOwner): Promise<void> {
  await db.execute(
    sql`delete from mail_deliveries d using pgboss.job j
        where d.job_id = j.id and j.name = ${QUEUES.mail} and j.data->'mail'->>'to' = ${owner.email}`,
  );
  await db.execute(
    sql`delete from pgboss.job
        where (name = ${QUEUES.mail} and data->'mail'->>'to' = ${owner.email})
           or (name = ${QUEUES.dataExport} and data->>'userId' = ${owner.id})`,
  );
  for (const entry of USER_DATA) {
    if (entry.erase === 'cascade') continue;
    const table = sql.identifier(entry.table);
    await db.execute(
      entry.erase === 'delete'
        ? sql`delete from ${table} t where ${entry.owned(owner)}`
        : sql`update ${table} t set ${entry.erase.anonymise(owner)} where ${entry.owned(owner)}`,
    );
  }
}
