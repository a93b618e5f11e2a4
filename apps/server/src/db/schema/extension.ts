import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A browser extension the user connected on `/extension/connect`: its access and refresh tokens
 * (sha256 only, rotated on every refresh) carry the extension's scopes and nothing more. Revoking
 * the row stops both at once.
 */
export const extensionConnections = pgTable(
  'extension_connections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the user sees in settings ("Chrome on Linux"), from the approving browser. */
    label: text('label').notNull(),
    scopes: text('scopes').array().notNull(),
    accessHash: text('access_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash').notNull().unique(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('extension_connections_user_id_idx').on(table.userId)],
);

/**
 * The refresh tokens a connection has rotated away from (sha256). One of them presented again
 * means a copy of the token is in other hands: the connection is revoked.
 */
export const extensionRetiredRefreshTokens = pgTable('extension_retired_refresh_tokens', {
  refreshHash: text('refresh_hash').primaryKey(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => extensionConnections.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
});
