// Mixed load (issue 18): searches, job details, sign-ins, bookmarks, resume analyses and profile
// reads from many signed-in users at once, through the HTTP API of the production bundle, on a
// catalogue the search bench has seeded. Reports throughput, p50/p95/p99 per kind, errors, and the
// server's memory after the warm-up and at the end.
import http from 'node:http';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { codeIn, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { SEARCH_MIX } from './search.ts';
import { rssMegabytes, startServer, type ServerProcess } from './server-process.ts';

export const MIXED_KINDS = [
  'search',
  'job detail',
  'sign-in',
  'bookmark',
  'resume analysis',
  'profile read',
] as const;
type Kind = (typeof MIXED_KINDS)[number];

/** What one connection asks, request after request: a user's session, mostly reading. */
const SCHEDULE: readonly Kind[] = [
  'search',
  'job detail',
  'search',
  'profile read',
  'job detail',
  'search',
  'bookmark',
  'job detail',
  'search',
  'resume analysis',
  'search',
  'job detail',
  'profile read',
  'search',
  'bookmark',
  'job detail',
  'search',
  'sign-in',
  'search',
  'job detail',
];

/**
 * Each simulated person stays within the limits an honest user meets (30 analyses in 10 minutes,
 * 20 sign-ins in 5 minutes from one address): past these the request becomes a search instead.
 */
const PER_USER_CAP: Partial<Record<Kind, number>> = { 'resume analysis': 25, 'sign-in': 15 };

const PASSWORD = 'correct horse battery';

type User = { email: string; ip: string; token: string; resumeId: string };

export type KindFigures = {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
};
export type MixedFigures = {
  connections: number;
  seconds: number;
  users: number;
  requestsPerSecond: number;
  errors: number;
  /** Each failure's kind and status, with how often it came. */
  errorKinds: Record<string, number>;
  perKind: Record<Kind, KindFigures>;
  rssStartMb: number;
  rssEndMb: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Answer = { status: number; body: string };

function send(
  agent: http.Agent,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, ip }: { token?: string; body?: unknown; ip: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          'accept-language': 'en',
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const RESUME = {
  title: 'Backend engineer',
  language: 'en',
  document: {
    basics: {
      name: 'Bench User',
      label: 'Senior Backend Engineer',
      email: 'bench@example.com',
      summary: 'Backend engineer with 8 years of Go, Node.js and PostgreSQL on payments systems.',
    },
    work: [
      {
        name: 'Acme Payments',
        position: 'Senior Backend Engineer',
        startDate: '2019-03',
        highlights: [
          'Built a payments API in Go serving 4k requests per second with p99 under 50 ms',
          'Cut PostgreSQL costs by 35% by moving reports to read replicas',
        ],
      },
    ],
    skills: [{ name: 'Backend', keywords: ['Go', 'Node.js', 'PostgreSQL', 'Kafka', 'Docker'] }],
  },
};

/** New accounts through the real sign-up calls, each from its own address, codes read over SMTP. */
async function signUpUsers(
  base: string,
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>,
  count: number,
): Promise<Omit<User, 'resumeId'>[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const stamp = Date.now();
  const one = async (index: number) => {
    const email = `bench-mixed-${stamp}-${index}@example.com`;
    const ip = `10.77.${index >> 8}.${index & 255}`;
    const since = smtp.mails.length;
    const asked = await send(agent, base, 'POST', '/api/v1/auth/send-code', {
      ip,
      body: { email, username: 'Bench', purpose: 'signup' },
    });
    if (asked.status !== 200) throw new Error(`send-code: ${asked.status} ${asked.body}`);
    const code = codeIn(await smtp.nextMail(email, since, 60_000));
    const registered = await send(agent, base, 'POST', '/api/v1/auth/register', {
      ip,
      body: { username: 'Bench', email, password: PASSWORD, verification_code: code },
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.body}`);
    const token = (JSON.parse(registered.body) as { data: { access_token: string } }).data
      .access_token;
    return { email, ip, token };
  };
  const users: Omit<User, 'resumeId'>[] = [];
  for (let start = 0; start < count; start += 16) {
    const batch = Array.from({ length: Math.min(16, count - start) }, (_, i) => one(start + i));
    users.push(...(await Promise.all(batch)));
  }
  agent.destroy();
  return users;
}

/** Free accounts have 3 points a day: the bench users get lasting points, as referrals would. */
async function grantPoints(env: Record<string, string>, emails: string[]): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    await database.query(
      `insert into credit_ledger (user_id, delta, pool, reason)
       select id, 1000, 'bonus', 'bench' from users where email = any($1)`,
      [emails],
    );
  } finally {
    await database.close();
  }
}

async function prepare(env: Record<string, string>, userCount: number) {
  const smtp = await startSmtpCapture();
  let server = await startServer({ ...env, DEMO_JOBS: '0', SMTP_URL: smtp.url });
  try {
    const accounts = await signUpUsers(server.url, smtp, userCount);
    await server.stop();
    await grantPoints(
      env,
      accounts.map((account) => account.email),
    );
    server = await startServer({ ...env, DEMO_JOBS: '0', SMTP_URL: smtp.url });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const users = await Promise.all(
      accounts.map(async (account) => {
        const created = await send(agent, server.url, 'POST', '/api/v1/resumes', {
          ip: account.ip,
          token: account.token,
          body: RESUME,
        });
        if (created.status !== 201) throw new Error(`resume: ${created.body}`);
        const resumeId = (JSON.parse(created.body) as { data: { id: string } }).data.id;
        return { ...account, resumeId };
      }),
    );
    const jobIds: string[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const answer = await send(agent, server.url, 'GET', `/api/v1/jobs/getAllJobs?page=${page}`, {
        ip: '10.78.0.1',
      });
      const items = (JSON.parse(answer.body) as { data: { items: { id: string }[] } }).data.items;
      jobIds.push(...items.map((item) => item.id));
    }
    agent.destroy();
    return { server, smtp, users, jobIds };
  } catch (error) {
    await server.stop();
    await smtp.close();
    throw error;
  }
}

/**
 * Signs up `users` people, then runs `connections` clients for a warm-up and `seconds` of
 * measure; client `c`'s request `k` is made by user `(c + connections·k) mod users`.
 */
export async function mixedLoadBench(
  env: Record<string, string>,
  {
    connections,
    seconds,
    users: userCount = 160,
    warmUpSeconds = 5,
  }: {
    connections: number;
    seconds: number;
    users?: number;
    warmUpSeconds?: number;
  },
): Promise<MixedFigures> {
  const { server, smtp, users, jobIds } = await prepare(env, userCount);
  try {
    await runLoad(server, users, jobIds, { connections, seconds: warmUpSeconds });
    const rssStartMb = rssMegabytes(server.child.pid!);
    const measured = await runLoad(server, users, jobIds, { connections, seconds });
    const rssEndMb = rssMegabytes(server.child.pid!);
    return { ...measured, users: users.length, rssStartMb, rssEndMb };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

async function runLoad(
  server: ServerProcess,
  users: User[],
  jobIds: string[],
  { connections, seconds }: { connections: number; seconds: number },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = new Map<Kind, number[]>(MIXED_KINDS.map((kind) => [kind, []]));
  const errorsPerKind = new Map<Kind, number>(MIXED_KINDS.map((kind) => [kind, 0]));
  const errorKinds: Record<string, number> = {};
  const used = new Map<string, number>();
  let requests = 0;

  const request = (kind: Kind, user: User, k: number): Promise<Answer> => {
    const job = jobIds[(k * 7919) % jobIds.length]!;
    const auth = { ip: user.ip, token: user.token };
    switch (kind) {
      case 'search': {
        // The fixed mix, each search on one of its first three pages (the deep page as it is).
        const query = new URLSearchParams(SEARCH_MIX[k % SEARCH_MIX.length]![1]);
        if (!query.has('page')) query.set('page', String(1 + (k % 3)));
        return send(agent, server.url, 'GET', `/api/v1/jobs/getAllJobs?${query}`, { ip: user.ip });
      }
      case 'job detail':
        return send(agent, server.url, 'GET', `/api/v1/jobs/getJobById/${job}`, auth);
      case 'sign-in':
        return send(agent, server.url, 'POST', '/api/v1/auth/login', {
          ip: user.ip,
          body: { email: user.email, password: PASSWORD },
        });
      case 'bookmark':
        return send(agent, server.url, 'POST', '/api/v1/jobs/addFavoriteJob', {
          ...auth,
          body: { job_id: job, status: k % 2 === 0 ? 'saved' : 'deleted' },
        });
      case 'resume analysis':
        return send(agent, server.url, 'POST', `/api/v1/resumes/${user.resumeId}/analysis`, {
          ...auth,
          body: { job_id: job },
        });
      case 'profile read':
        return send(agent, server.url, 'GET', '/api/v1/profile', auth);
    }
  };

  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async (c: number) => {
    for (let k = 0; performance.now() < deadline; k += 1) {
      const user = users[(c + connections * k) % users.length]!;
      let kind = SCHEDULE[(c + k) % SCHEDULE.length]!;
      const cap = PER_USER_CAP[kind];
      const key = `${user.email} ${kind}`;
      if (cap !== undefined) {
        if ((used.get(key) ?? 0) >= cap) kind = 'search';
        else used.set(key, (used.get(key) ?? 0) + 1);
      }
      const sent = performance.now();
      let failure: string | null = null;
      try {
        const answer = await request(kind, user, c * 100_003 + k);
        if (answer.status >= 400) failure = `${kind} ${answer.status}`;
      } catch {
        failure = `${kind} refused`;
      }
      times.get(kind)!.push(performance.now() - sent);
      requests += 1;
      if (failure) {
        errorKinds[failure] = (errorKinds[failure] ?? 0) + 1;
        errorsPerKind.set(kind, errorsPerKind.get(kind)! + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const perKind = Object.fromEntries(
    MIXED_KINDS.map((kind) => {
      const sorted = times.get(kind)!.sort((a, b) => a - b);
      return [
        kind,
        {
          requests: sorted.length,
          errors: errorsPerKind.get(kind)!,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        },
      ];
    }),
  ) as Record<Kind, KindFigures>;
  return {
    connections,
    seconds,
    requestsPerSecond: requests / elapsed,
    errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
    errorKinds,
    perKind,
  };
}
