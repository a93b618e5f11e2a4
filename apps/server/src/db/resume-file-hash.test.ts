import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '#test/test-app.ts';
import { MIGRATIONS_DIR } from './client.ts';

type Journal = { entries: { idx: number; tag: string }[] };
type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Migrate = (folder: string) => Promise<void>;

/** The migrations folder as it was before the one that added the file hash. */
async function migrationsBeforeHash(): Promise<string> {
  const journal: Journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  );
  const sqlOf = (tag: string) => fs.readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  const kept: Journal['entries'] = [];
  for (const entry of journal.entries) {
    if (/"resume_files" ADD COLUMN "sha256"/.test(await sqlOf(entry.tag))) break;
    kept.push(entry);
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'yonder-migrations-'));
  await fs.cp(MIGRATIONS_DIR, folder, { recursive: true });
  await fs.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }),
  );
  return folder;
}

/** A database of the kind TEST_DATABASE names, migrated by drizzle from any folder. */
async function openRaw(): Promise<{ query: Query; migrate: Migrate; close: () => Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const database = await createPostgresDatabase();
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      query: (text, values) => client.query(text, values),
      migrate: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
      close: async () => {
        await client.end();
        await database.drop();
      },
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create();
  return {
    query: (text, values) => client.query(text, values),
    migrate: (folder) => migrate(drizzle({ client }), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

describe('the migration adding the resume file hash', () => {
  let db: Awaited<ReturnType<typeof openRaw>>;
  let before: string;

  beforeAll(async () => {
    db = await openRaw();
    before = await migrationsBeforeHash();
  });
  afterAll(async () => {
    await db.close();
    await fs.rm(before, { recursive: true, force: true });
  });

  it('gives every file already stored the SHA-256 of its bytes', async () => {
    await db.migrate(before);
    const [user] = (
      await db.query(
        `insert into users (email, username) values ('old@example.com', 'Old') returning id`,
      )
    ).rows;
    const files = [Buffer.from('%PDF-1.7 an old upload'), Buffer.from('PK\u0003\u0004 a docx')];
    for (const [index, content] of files.entries()) {
      const [resume] = (
        await db.query(
          `insert into resumes (user_id, title, language, origin, file_name, file_type, document)
           values ($1, $2, 'en', 'upload', $3, 'pdf', '{}') returning id`,
          [user!.id, `Old ${index}`, `old-${index}.pdf`],
        )
      ).rows;
      await db.query(`insert into resume_files (resume_id, content, size) values ($1, $2, $3)`, [
        resume!.id,
        content,
        content.byteLength,
      ]);
    }

    await db.migrate(MIGRATIONS_DIR);
    const rows = (
      await db.query(
        `select r.title, f.sha256 from resume_files f join resumes r on r.id = f.resume_id order by r.title`,
      )
    ).rows;
    expect(rows).toEqual(
      files.map((content, index) => ({
        title: `Old ${index}`,
        sha256: createHash('sha256').update(content).digest('hex'),
      })),
    );
  });
});
