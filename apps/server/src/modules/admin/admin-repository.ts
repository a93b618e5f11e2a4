import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';
import { adminAuditLog } from '#db/schema/index.ts';

export type AdminUserRow = { id: string; email: string; username: string; createdAt: Date };

/** Users whose e-mail or name contains the text (all when empty), newest first. */
export function searchUsers(db: Executor, q: string | undefined, limit: number) {
  const pattern = `%${(q ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return queryRows<AdminUserRow>(
    db,
    sql`select id, email, username, created_at as "createdAt" from users
        where ${q ? sql`(email ilike ${pattern} or username ilike ${pattern})` : sql`true`}
        order by created_at desc limit ${limit}`,
  );
}

export function listRecentPayments(db: Executor, limit: number) {
  return queryRows<{
    id: string;
    email: string;
    period: 'week' | 'month' | 'quarter';
    amount: number;
    currency: string;
    method: string | null;
    status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
    checkout_session_id: string;
    created_at: string;
    paid_at: string | null;
  }>(
    db,
    sql`select p.id, u.email, p.period, p.amount, p.currency, p.method, p.status,
          p.checkout_session_id, to_json(p.created_at)#>>'{}' as created_at,
          to_json(p.paid_at)#>>'{}' as paid_at
        from payments p join users u on u.id = p.user_id
        order by p.created_at desc limit ${limit}`,
  );
}

export function listRecentEvents(db: Executor, limit: number) {
  return queryRows<{
    id: string;
    type: string;
    object_id: string | null;
    outcome: string;
    received_at: string;
  }>(
    db,
    sql`select id, type, object_id, outcome, to_json(received_at)#>>'{}' as received_at
        from stripe_events order by received_at desc limit ${limit}`,
  );
}

export function listHeldReferrals(db: Executor, limit: number) {
  return queryRows<{
    invitee_id: string;
    invitee_email: string;
    inviter_email: string;
    created_at: string;
  }>(
    db,
    sql`select r.invitee_user_id as invitee_id, i.email as invitee_email, o.email as inviter_email,
          to_json(r.created_at)#>>'{}' as created_at
        from referrals r join users i on i.id = r.invitee_user_id
        join users o on o.id = r.inviter_user_id
        where r.status = 'held' order by r.created_at limit ${limit}`,
  );
}

export function listAudit(db: Executor, limit: number) {
  return queryRows<{
    id: string;
    actor_email: string | null;
    target_email: string | null;
    action: string;
    points: number | null;
    days: number | null;
    reason: string;
    created_at: string;
  }>(
    db,
    sql`select a.id, a.actor_email, t.email as target_email, a.action, a.points, a.days, a.reason,
          to_json(a.created_at)#>>'{}' as created_at
        from admin_audit_log a left join users t on t.id = a.target_user_id
        order by a.created_at desc limit ${limit}`,
  );
}

export async function insertAudit(db: Executor, row: typeof adminAuditLog.$inferInsert) {
  await db.insert(adminAuditLog).values(row);
}
