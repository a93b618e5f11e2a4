import fs from 'node:fs';
import path from 'node:path';

/**
 * The apps/server folder, found from this file whether it runs from src/ (TypeScript) or as the
 * production bundle in dist/, so migrations and the web build resolve the same way in both.
 */
function findServerRoot(start: string): string {
  let directory = start;
  while (!fs.existsSync(path.join(directory, 'drizzle.config.ts'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`apps/server not found above ${start}`);
    directory = parent;
  }
  return directory;
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
