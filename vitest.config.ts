import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * The server's tests run real databases, queues, SMTP and child processes, five projects at once on
 * CI's two cores: a test that fails is run once more, and fails the run only if it fails again.
 */
const SERVER_RETRY = 1;

/**
 * One run, five projects: pure packages, the server on PGlite and on PostgreSQL, the web app, and
 * the browser extension's form logic.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server:pglite',
          include: serverTests,
          // These need a PostgreSQL server (many instances on one database).
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TEST_DATABASE: 'pglite' },
          retry: SERVER_RETRY,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server:postgres',
          include: serverTests,
          // These exercise the embedded database itself.
          exclude: ['**/*.pglite.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          retry: SERVER_RETRY,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'extension',
          include: ['apps/extension/src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
