import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * Makes an empty PGlite cluster in `directory` (replacing what is there): `npm run build` ships it
 * beside the server bundle, and a first start copies it rather than creating a cluster in-process.
 */
export async function createPgliteTemplate(directory: string): Promise<void> {
  await fs.rm(directory, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: directory });
  await db.close();
}

/** Copies the template into an empty data directory; answers false when there is nothing to do. */
export async function copyPgliteTemplate(template: string, directory: string): Promise<boolean> {
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  if ((await exists(`${directory}/PG_VERSION`)) || !(await exists(`${template}/PG_VERSION`))) {
    return false;
  }
  await fs.cp(template, directory, { recursive: true });
  return true;
}
