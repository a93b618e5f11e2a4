// `npm start`: builds the web app and the server bundle when either is missing or older than its
// sources, then runs the bundled server (which migrates and serves everything on PORT).
// Plain JavaScript on purpose: a .ts file here would load Node's type stripper into the server's process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUTS = [
  {
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  { built: 'apps/server/dist/server.js', sources: ['apps/server/src'] },
];
const SHARED_SOURCES = ['packages/contract/src', 'packages/career-ai/src', 'package-lock.json'];

/** @param {string} target @returns {number} */
function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
      stat.mtimeMs,
    );
}

const isStale = OUTPUTS.some(({ built, sources }) => {
  const output = path.join(ROOT, built);
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return [...sources, ...SHARED_SOURCES].some((source) => {
    const file = path.join(ROOT, source);
    return fs.existsSync(file) && newestChange(file) > builtAt;
  });
});

if (isStale) {
  console.log('Building Yonder…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/dist/server.js');
