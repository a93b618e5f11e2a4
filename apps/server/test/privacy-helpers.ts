import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import type { App } from '../src/app.ts';
import { createJobs } from './resume-helpers.ts';
import { call } from './auth-helpers.ts';

/**
 * A row of the user's in every table the registry knows (beside what the API makes: account,
 * sessions, resumes): bookmarks, views, points, feedback, profile, saved searches and their alerts,
 * an application and its timeline.
 */
export async function seedUserData(
  app: App,
  user: { id: string; email: string; token: string },
): Promise<void> {
  const db = app.database.db;
  const [jobId] = await createJobs(db, [{}]);
  await db.execute(sql`insert into favorite_jobs (user_id, job_id, status, job_title, notes)
    values (${user.id}::uuid, ${jobId}::uuid, 'saved', 'Support', ${`note of ${user.email}`})`);
  await db.execute(sql`insert into job_views (job_id, viewer_key, day)
    values (${jobId}::uuid, ${`user:${user.id}`}, current_date)`);
  await db.execute(sql`insert into credit_ledger (user_id, delta, pool, reason)
    values (${user.id}::uuid, 5, 'bonus', 'referral')`);
  await db.execute(sql`insert into candidate_profiles (user_id, profile)
    values (${user.id}::uuid, ${JSON.stringify({ headline: `Profile of ${user.email}` })}::jsonb)`);
  const [search] = await queryRows<{ id: string }>(
    db,
    sql`insert into saved_searches (user_id, name, kind, query, frequency)
        values (${user.id}::uuid, 'Remote support', 'search', '{"q":"support"}', 'daily')
        returning id`,
  );
  await db.execute(sql`insert into saved_search_alerted_jobs (saved_search_id, job_id)
    values (${search!.id}::uuid, ${jobId}::uuid)`);
  const feedback = await call(
    app,
    'POST',
    '/api/v1/feedback/create_feedback',
    {
      type: 'feature',
      description: `Feedback from ${user.email}`,
      rating: 4,
      email: user.email,
      allow_email_reply: true,
    },
    { token: user.token },
  );
  if (feedback.statusCode >= 300) throw new Error(`feedback: ${feedback.body}`);
  const application = await call(
    app,
    'POST',
    '/api/v1/applications',
    { job_id: jobId, status: 'applied', notes: `Applied as ${user.email}` },
    { token: user.token },
  );
  if (application.statusCode >= 300) throw new Error(`application: ${application.body}`);
}

/** Tables of the public schema whose rows, read as text, mention the id or the e-mail. */
export async function tablesMentioning(
  db: Executor,
  { id, email }: { id: string; email: string },
): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)} t
          where strpos(lower(t::text), ${id}) > 0 or strpos(lower(t::text), ${email}) > 0`,
    );
    if ((row?.count ?? 0) > 0) found.push(table);
  }
  return found;
}
