// `npm run bench`: prints the product's speed and memory figures, each with its target.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, rssMegabytes, startServer } from './bench/server-process.ts';
import { initialJavaScript, lighthousePerformance } from './bench/web.ts';

type Row = { figure: string; value: string; target: string; isMet: boolean };
const rows: Row[] = [];
const record = (
  figure: string,
  value: number,
  unit: string,
  target: number,
  isLowerBetter: boolean,
) =>
  rows.push({
    figure,
    value: `${value.toFixed(unit === '' ? 0 : 1)}${unit}`,
    target: `${isLowerBetter ? '<' : '≥'} ${target}${unit}`,
    isMet: isLowerBetter ? value < target : value >= target,
  });

if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bench-'));
// Production mode, as deployed; no mail is sent during the benchmark.
const env = {
  DATA_DIR: dataDir,
  PORT: '4390',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};
try {
  // The first start creates and migrates the data directory; the measured one finds it existing.
  await (await startServer(env)).stop();
  const starts: number[] = [];
  let rss = 0;
  for (let run = 0; run < 3; run += 1) {
    const server = await startServer(env);
    starts.push(server.startMs);
    await new Promise((resolve) => setTimeout(resolve, 500));
    rss = Math.max(rss, rssMegabytes(server.child.pid!));
    await server.stop();
  }
  starts.sort((a, b) => a - b);
  record(
    'start → first 200 on /readyz (existing data dir, median of 3)',
    starts[1]! / 1000,
    ' s',
    3,
    true,
  );
  record('server RSS after start', rss, ' MB', 300, true);

  const server = await startServer(env);
  try {
    const js = await initialJavaScript(`${server.url}/`);
    record(`initial JavaScript of / (gzip, ${js.files} files)`, js.kilobytes, ' KB', 170, true);
    record(
      'Lighthouse performance of / (mobile, simulated throttling, median of 3)',
      await lighthousePerformance(`${server.url}/`),
      '',
      95,
      false,
    );
    record(
      'Lighthouse performance of / (mobile, devtools throttling, median of 3)',
      await lighthousePerformance(`${server.url}/`, 'devtools'),
      '',
      95,
      false,
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map((row) => row.figure.length));
console.log('\nYonder benchmark');
for (const row of rows) {
  console.log(
    `${row.figure.padEnd(width)}  ${row.value.padStart(10)}  target ${row.target.padEnd(10)} ${row.isMet ? 'ok' : 'MISSED'}`,
  );
}
