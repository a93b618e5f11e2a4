// Job ingestion figures for `npm run bench`: import throughput of a generated feed on each database.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runImport } from '../../apps/server/src/modules/ingestion/import/run-import.ts';

export type ImportFigures = {
  kind: 'pglite' | 'postgres';
  items: number;
  created: number;
  /** First import of the feed: every item new. */
  itemsPerSecond: number;
  /** The same feed again: every item known and unchanged. */
  reimportItemsPerSecond: number;
  /** First import per second of CPU time of the whole process (server thread and database worker). */
  itemsPerCpuSecond: number;
};

const ROLES = [
  ['Senior Frontend Engineer', 'React, TypeScript, CSS and accessibility'],
  ['Backend Engineer', 'Go, PostgreSQL, Kafka and gRPC'],
  ['Full Stack Developer', 'React, Node.js, GraphQL and AWS'],
  ['Data Scientist', 'Python, pandas, scikit-learn and SQL'],
  ['DevOps Engineer', 'Kubernetes, Terraform, AWS and Prometheus'],
  ['Product Designer', 'Figma, prototyping and user research'],
  ['Customer Support Specialist', 'Zendesk, Intercom and clear writing'],
  ['Growth Marketing Manager', 'SEO, Google Ads and content marketing'],
  ['iOS Engineer', 'Swift, SwiftUI and Xcode'],
  ['Account Executive', 'B2B sales, Salesforce and negotiation'],
] as const;
const PLACES = [
  'Worldwide',
  'Remote - US',
  'Remote (Europe)',
  'Remote - US/Canada',
  'Anywhere',
  'Remote EMEA',
];

/** A deterministic RemoteOK feed of `count` distinct jobs with realistic descriptions (~2.5 KB). */
export function remoteokFeed(count: number): string {
  const items: unknown[] = [
    { last_updated: 1798761600, legal: 'API Terms of Service: link back to Remote OK.' },
  ];
  for (let i = 0; i < count; i += 1) {
    const [title, stack] = ROLES[i % ROLES.length]!;
    const company = `Company ${Math.floor(i / 3)}`;
    const paragraph = `<p>${company} builds software for ${i % 7 === 0 ? 'logistics' : 'healthcare'} teams around the world. We work asynchronously, write things down and ship small changes every day. You will work with ${stack}.</p>`;
    items.push({
      slug: `remote-${i}`,
      id: String(1_000_000 + i),
      epoch: 1795651200 - i * 60,
      date: new Date((1795651200 - i * 60) * 1000).toISOString(),
      company,
      company_logo: '',
      position: `${title} ${i % 3 === 0 ? '' : `(Team ${i % 3})`}`.trim(),
      tags: stack.split(/, | and /).map((tag) => tag.toLowerCase()),
      description:
        paragraph.repeat(4) +
        `<h2>Responsibilities</h2><ul><li>Design and build features with ${stack}</li><li>Review code and mentor teammates</li><li>Improve reliability and performance</li></ul>` +
        `<h2>Requirements</h2><ul><li>${3 + (i % 5)}+ years of experience</li><li>Fluent written English</li><li>Experience with ${stack}</li></ul>` +
        `<h2>Benefits</h2><ul><li>Home office budget</li><li>Flexible hours</li><li>Learning budget</li></ul>`,
      location: PLACES[i % PLACES.length],
      salary_min: i % 4 === 0 ? 0 : 60_000 + (i % 10) * 5_000,
      salary_max: i % 4 === 0 ? 0 : 90_000 + (i % 10) * 5_000,
      apply_url: `https://remoteok.com/remote-jobs/remote-${i}`,
      url: `https://remoteok.com/remote-jobs/remote-${i}`,
    });
  }
  return JSON.stringify(items);
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new URL(
    process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const name = `yonder_bench_import_${process.pid}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch {
    return null;
  }
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: admin.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Imports a generated feed of `items` jobs into a fresh database of the given kind, then the same
 * feed again, and answers the throughput of both. Null when PostgreSQL is not reachable.
 */
export async function importBench(
  kind: 'pglite' | 'postgres',
  { items = 10_000 }: { items?: number } = {},
): Promise<ImportFigures | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-bench-import-'));
  const server = kind === 'postgres' ? await postgresDatabase() : null;
  if (kind === 'postgres' && !server) return null;
  const database = await openDatabase({ dataDir: dir, databaseUrl: server?.url });
  try {
    await database.migrate();
    const file = path.join(dir, 'remoteok.json');
    await fs.writeFile(file, remoteokFeed(items));
    const timed = async () => {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const summary = await runImport({
        database,
        databaseUrl: server?.url,
        source: 'remoteok',
        origin: { file },
      });
      if (summary.status !== 'succeeded') throw new Error(`import failed: ${summary.error}`);
      const used = process.cpuUsage(cpu);
      return {
        summary,
        seconds: (performance.now() - start) / 1000,
        cpuSeconds: (used.user + used.system) / 1e6,
      };
    };
    const first = await timed();
    const second = await timed();
    return {
      kind,
      items,
      created: first.summary.created,
      itemsPerSecond: items / first.seconds,
      reimportItemsPerSecond: items / second.seconds,
      itemsPerCpuSecond: items / first.cpuSeconds,
    };
  } finally {
    await database.close();
    await server?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  for (const kind of ['pglite', 'postgres'] as const) console.log(await importBench(kind));
}
