import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '#test/test-app.ts';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { SERVER_ROOT } from '#lib/server-root.ts';
import { parseImportArgs, UsageError } from './cli-options.ts';
import { startFeedServer, type FeedServer } from './test/feed-server.ts';
import { feed, storedJobs } from './test/helpers.ts';

const run = promisify(execFile);
const CLI = path.join(SERVER_ROOT, 'src/ingest-cli.ts');

describe('jobs:import options', () => {
  it('reads the board from a feed URL and the page URL as the JSON-LD target', () => {
    expect(
      parseImportArgs([
        '--source',
        'greenhouse',
        '--url',
        'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true',
      ]),
    ).toEqual({
      source: 'greenhouse',
      target: 'acme',
      companyName: null,
      origin: { url: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true' },
    });
    expect(
      parseImportArgs(['--source', 'jsonld', '--url', 'https://jobs.example/1']),
    ).toMatchObject({
      target: 'https://jobs.example/1',
    });
    expect(
      parseImportArgs(['--source', 'lever', '--target', 'northwind', '--company', 'Northwind']),
    ).toEqual({
      source: 'lever',
      target: 'northwind',
      companyName: 'Northwind',
    });
  });

  it('says what is wrong with a command line', () => {
    const wrong = (args: string[]) => () => parseImportArgs(args);
    expect(wrong(['--source', 'monster'])).toThrow(UsageError);
    expect(wrong(['--source', 'greenhouse', '--file', 'x.json'])).toThrow(
      '--target is needed for greenhouse',
    );
    expect(wrong(['--source', 'remoteok', '--target', 'x'])).toThrow('has no boards');
    expect(wrong(['--source', 'remoteok', '--file', 'a', '--url', 'https://b'])).toThrow(
      'not both',
    );
  });
});

describe('npm run jobs:import', () => {
  let server: FeedServer;
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startFeedServer();
    server.route('/v1/boards/acme/jobs', { file: 'greenhouse.json' });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-cli-'));
    postgres = process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : null;
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: postgres?.url ?? '',
    } as Record<string, string>;
  });

  afterAll(async () => {
    await server.close();
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function withDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  }

  it('imports a saved feed and a feed URL into the configured database and prints a summary', async () => {
    const fromFile = await run(
      'node',
      [CLI, '--source', 'remoteok', '--file', feed('remoteok.json')],
      { env },
    );
    expect(fromFile.stdout).toContain('remoteok');
    expect(fromFile.stdout).toMatch(
      /fetched 4 · created 3 · updated 0 · unchanged 0 · expired 0 · failed 1/,
    );
    expect(fromFile.stdout).toContain('skipped 900004');

    const url = `${server.url}/v1/boards/acme/jobs?content=true`;
    const fromUrl = await run('node', [CLI, '--source', 'greenhouse', '--url', url], { env });
    expect(fromUrl.stdout).toMatch(/greenhouse:acme .*succeeded/);
    expect(fromUrl.stdout).toMatch(/created 3 · updated 1/);

    const jobs = await withDatabase((database) => storedJobs(database.db));
    expect(jobs).toHaveLength(6);
  });

  it('exits with an error and changes nothing when the feed cannot be read', async () => {
    const before = await withDatabase((database) => storedJobs(database.db));
    const failed = await run(
      'node',
      [CLI, '--source', 'greenhouse', '--url', `${server.url}/v1/boards/gone/jobs`],
      {
        env,
      },
    ).catch((error: { code: number; stdout: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: expect.stringContaining('answered 404') });
    expect(await withDatabase((database) => storedJobs(database.db))).toEqual(before);
  });
});
