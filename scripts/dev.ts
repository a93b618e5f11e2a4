// `npm run dev`: the API server restarts on change (node --watch) and Vite serves the web app
// with hot reload on http://localhost:5173, proxying /api to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
