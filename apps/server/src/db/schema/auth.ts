import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  // Always trimmed and lower-cased by the contract before it gets here.
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  // Null for accounts that only ever signed in with an identity provider.
  passwordHash: text('password_hash'),
  avatarUrl: text('avatar_url'),
  /** The daily mail of the next steps due that day (opt-out in settings or by its link). */
  nextStepEmails: boolean('next_step_emails').notNull().default(true),
  /** The day (in the user's time zone) the last such mail went: a retried sweep skips them. */
  nextStepsMailedOn: date('next_steps_mailed_on', { mode: 'string' }),
  /** zh | en: the interface language of the last dashboard visit, the language of such mails. */
  language: text('language'),
  /**
   * The IANA time zone the person's browser last reported: their day when the profile names no
   * contact time zone (mails' dates and hours, the daily points).
   */
  timeZone: text('time_zone'),
  /** The currency salaries are converted to for this person (ISO 4217); null: by language. */
  payCurrency: text('pay_currency'),
  /** year | month: the period converted salaries are shown per; null: per year. */
  payPeriod: text('pay_period'),
  /**
   * Where the person is in the onboarding after their first sign-in (`@yonder/contract/onboarding`):
   * `pending` for a new account, then the step reached, `done` or `skipped`. Null for accounts
   * made before onboarding existed: they are never asked.
   */
  onboarding: text('onboarding').default('pending'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

export const SESSION_END_REASONS = [
  'signed_out',
  'reused',
  'password_changed',
  'account_deleted',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * One signed-in device: the family of its rotated refresh tokens. Access tokens name it (`sid`) and
 * are refused from the moment it is revoked, on every instance.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended; a device whose session a password change ended is told so at its refresh. */
    revokedReason: text('revoked_reason', { enum: SESSION_END_REASONS }),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/**
 * A finished external sign-in waiting for the browser that started it: a short-lived one-time code
 * (stored as sha256) that only the holder of the browser's binding secret can exchange for a session.
 */
export const oauthHandoffs = pgTable('oauth_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bindingHash: text('binding_hash').notNull(),
  redirect: text('redirect').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    /** signup | reset (codes asked for by e-mail) | delete_account (asked for when signed in) */
    purpose: text('purpose', { enum: ['signup', 'reset', 'delete_account'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_email_purpose_idx').on(table.email, table.purpose, table.createdAt),
  ],
);
