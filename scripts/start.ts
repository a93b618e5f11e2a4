// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (which migrates and serves everything on PORT).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const BUILT = path.join(WEB, 'dist/index.html');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contract/src'];

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

const isStale =
  !fs.existsSync(BUILT) ||
  SOURCES.some((source) => newestChange(path.join(WEB, source)) > fs.statSync(BUILT).mtimeMs);

if (isStale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/server.ts');
