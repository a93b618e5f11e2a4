// Runs every test (Vitest projects, then the browser tests against the built app) and ends
// with one line CI reads: `N passed, N failed, N skipped`, summed over both runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-test-'));
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;
const readJson = (file: string): unknown =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
let hasRunnerError = false;

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
} | null;
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) {
  hasRunnerError = true;
  console.error(`Vitest exited with ${vitestStatus} without a failed test: see its errors above.`);
}

const buildStatus = run('npm', ['run', 'build', '--silent']);
if (buildStatus !== 0) {
  hasRunnerError = true;
  console.error(`The build exited with ${buildStatus}.`);
} else {
  const playwrightReport = path.join(reports, 'playwright.json');
  const playwrightStatus = run(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  const playwright = readJson(playwrightReport) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  }
  if (!playwright || (playwrightStatus !== 0 && playwright.stats.unexpected === 0)) {
    hasRunnerError = true;
    console.error(
      `Playwright exited with ${playwrightStatus} without a failed test: see its errors above.`,
    );
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (hasRunnerError)
  console.error('A test runner or the build failed before reporting every result.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || hasRunnerError ? 1 : 0);
