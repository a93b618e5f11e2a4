import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@yonder/contract/common';
import type { PlanPeriod } from '@yonder/contract/pricing';
import { users } from './auth.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One Stripe Checkout Session the user started, and what became of it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').$type<PlanPeriod>().notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** card | alipay | wechat_pay…, once Stripe says how it was paid. */
    method: text('method'),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** zh | en: the interface language at checkout, which the pass's expiry mails are written in. */
    language: text('language').$type<Language>().notNull().default('zh'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('payments_payment_intent_idx').on(table.paymentIntentId),
  ],
);

/**
 * A period of unlimited AI actions. The plan is read from these rows against the clock on every
 * request (never a stored flag), so it ends at once on every instance. A pass bought while another
 * runs starts when that one ends; a refund (`revoked_at`) takes its remaining time away.
 */
export const planPasses = pgTable(
  'plan_passes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a pass an operator granted. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    period: text('period').$type<PlanPeriod>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The expiry mails, each sent once: three days before the end, and on the day. */
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    remindedEndAt: timestamp('reminded_end_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('plan_passes_payment_idx').on(table.paymentId),
    index('plan_passes_user_ends_idx').on(table.userId, table.endsAt),
    index('plan_passes_ends_idx').on(table.endsAt),
  ],
);

/** Every Stripe event handled, once by its id: a replay finds its row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The Checkout Session, charge… the event is about. */
  objectId: text('object_id'),
  /** What the handler did: granted, ignored, failed, refunded… */
  outcome: text('outcome').notNull(),
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each user's invite code (`/?ref=CODE`) and whether their first share was rewarded. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  shareRewardedAt: timestamp('share_rewarded_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const REFERRAL_STATUSES = ['active', 'held', 'rejected'] as const;

/**
 * Who invited an account, and which of the inviter's rewards it has earned (each once). `held`:
 * one of many sign-ups through one link from one address in a short time, waiting for an operator.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeUserId: uuid('invitee_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the sign-up's address with the server's secret: compared, never shown. */
    ipHash: text('ip_hash'),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('active'),
    registeredRewardedAt: timestamp('registered_rewarded_at', { withTimezone: true }),
    resumeRewardedAt: timestamp('resume_rewarded_at', { withTimezone: true }),
    paymentRewardedAt: timestamp('payment_rewarded_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('referrals_inviter_idx').on(table.inviterUserId, table.createdAt),
    index('referrals_ip_idx').on(table.ipHash, table.createdAt),
  ],
);

/** What operators did to accounts, with their reason. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** grantPoints | extendPlan | approveReferral | rejectReferral */
    action: text('action').notNull(),
    points: integer('points'),
    days: integer('days'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt.desc())],
);
