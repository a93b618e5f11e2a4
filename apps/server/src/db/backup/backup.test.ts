import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#app.ts';
import { loadConfig, type Config } from '#config/env.ts';
import { call, signUp } from '#test/auth-helpers.ts';
import { ENGLISH_RESUME_LINES, makePdf, uploadFile } from '#test/resume-helpers.ts';
import { createPostgresDatabase, pgliteSnapshot } from '#test/test-app.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { writeArchive } from './archive.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';
import { countRows, type Query } from './manifest.ts';

const isPostgres = process.env.TEST_DATABASE === 'postgres';

/** The server as `npm start` runs it, on disk (PGlite in DATA_DIR) or on a database of its own. */
async function openServer(config: Config): Promise<{ app: App; database: DatabaseHandle }> {
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database };
}

const queryOf =
  (database: DatabaseHandle): Query =>
  async (text) =>
    (await database.query(text)).rows as Array<Record<string, unknown>>;

describe(`db:backup and db:restore (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  /** A fresh DATA_DIR and, on PostgreSQL, a fresh empty database. */
  async function target(): Promise<Config> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-backup-test-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const postgres = isPostgres ? await createPostgresDatabase() : null;
    if (postgres) cleanup.push(() => postgres.drop());
    return loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // Tests reach no outside server: no exchange-rate fetch queued at start.
      EXCHANGE_RATES_URL: '',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
  }

  let backupFile = '';

  it('restores every row, the uploaded file and the session key; the user signs in there', async () => {
    const source = await target();
    if (!isPostgres) {
      // A migrated cluster from the tests' cached dump: creating one takes several seconds.
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create({
        dataDir: path.join(source.dataDir, 'pglite'),
        loadDataDir: await pgliteSnapshot(),
      });
      await db.close();
    }
    const server = await openServer(source);
    const user = await signUp(server.app);
    const pdf = await makePdf(ENGLISH_RESUME_LINES);
    const upload = await uploadFile(server.app, user.access_token, {
      bytes: pdf,
      fileName: 'ada.pdf',
    });
    expect(upload.statusCode).toBe(201);
    const resumeId: string = upload.json().data.id;
    const output = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}-backups`);
    cleanup.push(() => fs.rm(output, { recursive: true, force: true }));
    if (!isPostgres) {
      // PGlite has one owner: no backup while the server has it open.
      await expect(createBackup({ config: source, output })).rejects.toThrow(
        `in use by process ${process.pid}`,
      );
    }
    const counts = await countRows(queryOf(server.database));
    expect(counts['public.users']).toBe(1);
    expect(counts['public.resume_files']).toBe(1);
    await server.app.close();
    await server.database.close();

    const { file, manifest } = await createBackup({ config: source, output });
    backupFile = file;
    expect(path.basename(file)).toMatch(/^yonder-backup-[\dT:-]+Z\.tar\.gz$/);
    expect(manifest).toMatchObject({
      kind: isPostgres ? 'postgres' : 'pglite',
      tables: counts,
      resumeFiles: { count: 1, bytes: pdf.length },
      files: ['jwt-secret'],
      migrations: { latest: expect.stringMatching(/^\d{4}_/) },
    });

    const restoredConfig = await target();
    const summary = await restoreBackup({ config: restoredConfig, file });
    expect(summary.restored.tables).toEqual(counts);
    expect(await fs.readFile(path.join(restoredConfig.dataDir, 'jwt-secret'))).toEqual(
      await fs.readFile(path.join(source.dataDir, 'jwt-secret')),
    );

    const restored = await openServer(restoredConfig);
    cleanup.push(async () => {
      await restored.app.close();
      await restored.database.close();
    });
    expect(await countRows(queryOf(restored.database))).toEqual(counts);
    const original = await call(
      restored.app,
      'GET',
      `/api/v1/resumes/${resumeId}/file`,
      undefined,
      {
        token: user.access_token,
      },
    );
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(pdf)).toBe(true);
    // The session made before the backup is still good: the key that signed it came along.
    const me = await call(restored.app, 'GET', '/api/v1/auth/me', undefined, {
      token: user.access_token,
    });
    expect(me.statusCode).toBe(200);
    const login = await call(restored.app, 'POST', '/api/v1/auth/login', {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  }, 120_000);

  it('refuses a target that holds data, unless forced', async () => {
    const config = await target();
    await restoreBackup({ config, file: backupFile });
    await expect(restoreBackup({ config, file: backupFile })).rejects.toThrow(
      isPostgres ? /DATABASE_URL is not empty/ : /DATA_DIR .* is not empty/,
    );
    const forced = await restoreBackup({ config, file: backupFile, isForced: true });
    expect(forced.restored.resumeFiles.count).toBe(1);
  }, 60_000);

  it('refuses a backup of the other kind, or from a newer version, before touching anything', async () => {
    const config = await target();
    const work = path.join(config.dataDir, '..', `${path.basename(config.dataDir)}-forged`);
    await fs.mkdir(work);
    cleanup.push(() => fs.rm(work, { recursive: true, force: true }));
    const forge = async (name: string, changes: object) => {
      const manifest = {
        format: 1,
        kind: isPostgres ? 'postgres' : 'pglite',
        createdAt: new Date().toISOString(),
        appVersion: '9.9.9',
        postgresVersion: '99.0',
        migrations: { applied: 10, latest: '0009_mail_deliveries', latestWhen: 1795256884457 },
        tables: {},
        resumeFiles: { count: 0, bytes: 0 },
        database: 'database.tar',
        files: [],
        ...changes,
      };
      const file = path.join(work, `${name}.tar.gz`);
      await writeArchive(file, [
        { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
      ]);
      return file;
    };
    const other = await forge('other', { kind: isPostgres ? 'pglite' : 'postgres' });
    await expect(restoreBackup({ config, file: other })).rejects.toThrow(
      /restore it with the same kind of database/,
    );
    const newer = await forge('newer', {
      migrations: { applied: 99, latest: '0099_future', latestWhen: 4_000_000_000_000 },
    });
    const refusal = restoreBackup({ config, file: newer });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/newer than this code knows/);
    expect(await fs.readdir(config.dataDir)).toEqual([]);
  });
});
