import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate, createPgliteTemplate } from './pglite-template.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database template', () => {
  it('starts a new data directory as a working cluster and never overwrites an existing one', async () => {
    const template = path.join(root, 'template');
    await createPgliteTemplate(template);

    const directory = path.join(root, 'data');
    expect(await copyPgliteTemplate(template, directory)).toBe(true);
    const db = await PGlite.create({ dataDir: directory });
    await db.exec('create table kept (note text); insert into kept values ($$mine$$)');
    await db.close();

    expect(await copyPgliteTemplate(template, directory)).toBe(false);
    const reopened = await PGlite.create({ dataDir: directory });
    const { rows } = await reopened.query<{ note: string }>('select note from kept');
    await reopened.close();
    expect(rows).toEqual([{ note: 'mine' }]);
  });

  it('leaves the directory to a new cluster when no template was built', async () => {
    expect(await copyPgliteTemplate(path.join(root, 'missing'), path.join(root, 'other'))).toBe(
      false,
    );
    expect(fs.existsSync(path.join(root, 'other'))).toBe(false);
  });
});
