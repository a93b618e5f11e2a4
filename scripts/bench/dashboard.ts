// Dashboard figures for `npm run bench -- dashboard`: one person with 500 applications (and their
// timelines) and 2,000 activity entries, on PGlite; p95 through HTTP of the board's load
// (`GET /api/v1/applications`) and of the dashboard's summary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { codeIn, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { BENCH_JWT_SECRET, ROOT, startServer } from './server-process.ts';
import { percentile } from './stats.ts';

const APPLICATIONS = 500;
const ACTIVITY = 2_000;
const WARM_UP = 20;
const SAMPLES = 200;
const PASSWORD = 'bench-password-1';
const RESUME = path.join(ROOT, 'packages/career-ai/test/fixtures/en-two-column.pdf');

/** Applications in every column with a timeline up to their status, next steps, and activity. */
async function seed(dataDir: string, email: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const { db } = database;
    await db.execute(sql`
      with u as (select id from users where email = ${email})
      insert into applications (user_id, title, company, location, status, position, next_step,
        next_step_due, status_changed_at, created_at, updated_at)
      select u.id, 'Engineer ' || g, 'Company ' || (g % 90), 'Remote',
        (array['wishlist','applied','interview','offer','rejected'])[1 + g % 5], g,
        case when g % 6 = 0 then 'Follow up' else '' end,
        case when g % 6 = 0 then current_date - (g % 20) + 5 end,
        now() - make_interval(hours => g * 3), now() - make_interval(hours => g * 4),
        now() - make_interval(hours => g * 3)
      from u, generate_series(1, ${APPLICATIONS}) g`);
    // The creation (wishlist) and each move up to the status; rejected ones went through applied.
    await db.execute(sql`
      insert into application_events (application_id, user_id, from_status, to_status, at)
      select a.id, a.user_id, case when s.n = 0 then null else (array['wishlist','applied','interview'])[s.n] end,
        (array['wishlist','applied','interview','offer'])[s.n + 1], a.created_at + make_interval(hours => s.n)
      from applications a
      cross join lateral generate_series(0, case a.status when 'wishlist' then 0 when 'applied' then 1
        when 'interview' then 2 when 'offer' then 3 else 1 end) as s(n)
      where a.user_id = (select id from users where email = ${email})`);
    await db.execute(sql`
      insert into application_events (application_id, user_id, from_status, to_status, at)
      select a.id, a.user_id, 'applied', 'rejected', a.status_changed_at from applications a
      where a.status = 'rejected' and a.user_id = (select id from users where email = ${email})`);
    await db.execute(sql`
      insert into user_activity (user_id, kind, subject_id, title, detail, created_at)
      select u.id, (array['job_saved','application_moved','resume_analysed','letter_written'])[1 + g % 4],
        gen_random_uuid()::text, 'Entry ' || g, '{"company":"Acme","from":"applied","to":"interview"}'::jsonb,
        now() - make_interval(mins => g * 17)
      from (select id from users where email = ${email}) u, generate_series(1, ${ACTIVITY}) g`);
  } finally {
    await database.close();
  }
}

/** Milliseconds, and the answer's size in bytes (JSON, before compression). */
type Times = { p50: number; p95: number; bytes: number };

export async function dashboardBench(): Promise<{
  board: Times;
  summary: Times;
  activity: Times;
  samples: number;
}> {
  const smtp = await startSmtpCapture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-dashboard-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: '4392',
    JWT_SECRET: BENCH_JWT_SECRET,
    SMTP_URL: smtp.url,
    // A catalogue to match against: the summary's best match ranks it (then reuses the ranking).
    DEMO_JOBS: '2000',
    TRUST_PROXY: 'true',
  };
  const email = `bench-dashboard-${Date.now()}@example.com`;
  const headers = (token: string | null) => ({
    'content-type': 'application/json',
    'x-forwarded-for': '10.79.0.1',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  try {
    let server = await startServer(env);
    const since = smtp.mails.length;
    await fetch(`${server.url}/api/v1/auth/send-code`, {
      method: 'POST',
      headers: headers(null),
      body: JSON.stringify({ email, username: 'Bench', purpose: 'signup' }),
    });
    const code = codeIn(await smtp.nextMail(email, since, 60_000));
    const registered = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: headers(null),
      body: JSON.stringify({
        username: 'Bench',
        email,
        password: PASSWORD,
        verification_code: code,
      }),
    });
    if (registered.status !== 201) throw new Error(`register: ${await registered.text()}`);
    let token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(RESUME)]), 'resume.pdf');
    const upload = await fetch(`${server.url}/api/v1/resumes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.79.0.1' },
      body: form,
    });
    if (upload.status !== 201) throw new Error(`upload: ${await upload.text()}`);
    // The embedded database belongs to one process: seeded between two runs of the server.
    await server.stop();
    await seed(dataDir, email);
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: headers(null),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

    const measure = async (
      url: string,
      check: (body: { data: unknown }) => void,
    ): Promise<Times> => {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < WARM_UP + SAMPLES; run += 1) {
        const start = performance.now();
        const response = await fetch(`${server.url}${url}`, { headers: headers(token) });
        const text = await response.text();
        const elapsed = performance.now() - start;
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        if (run === 0) check(JSON.parse(text) as { data: unknown });
        if (run >= WARM_UP) times.push(elapsed);
        bytes = Buffer.byteLength(text);
      }
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
    };
    try {
      const board = await measure('/api/v1/applications', (body) => {
        const total = (body.data as { total: number }).total;
        if (total !== APPLICATIONS) throw new Error(`the board holds ${total} applications`);
      });
      const summary = await measure('/api/v1/dashboard/summary?tz=Asia/Shanghai', (body) => {
        const { funnel, match } = body.data as {
          funnel: { count: number }[];
          match: unknown;
        };
        if (funnel[0]?.count !== APPLICATIONS) throw new Error('the funnel misses applications');
        if (!match) throw new Error('no best match for the bench resume');
      });
      const activity = await measure('/api/v1/dashboard/activity', () => undefined);
      return { board, summary, activity, samples: SAMPLES };
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
