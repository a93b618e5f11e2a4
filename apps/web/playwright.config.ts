import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OIDC_CLIENT, OIDC_ISSUER } from './e2e/oidc-settings';
import { STRIPE_API_BASE, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './e2e/stripe-settings';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(os.tmpdir(), `yonder-e2e-${process.pid}`);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Browser tests run the built app, served by the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  // A real OIDC issuer for Google sign-in (e2e/oidc-issuer.ts), and a local server that speaks
  // Stripe's API with its own Checkout page (e2e/stripe-server.ts); the server reaches both lazily.
  globalSetup: ['./e2e/oidc-issuer.ts', './e2e/stripe-server.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // Two browsers, the server on PGlite and the stand-in services share two cores: a test that
  // fails is run once more, and is reported as flaky if it then passes.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node apps/server/src/server.ts`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // A busy machine (several runs at once) may need longer to migrate and fill the catalogue.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@yonder.test',
      // The operators' console test signs this address up (e2e/admin.spec.ts).
      ADMIN_EMAILS: 'ops@yonder.test',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      OIDC_ISSUER,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE,
      DEMO_JOBS: '400',
      // No rates are fetched: pay is converted with the built-in table, and says how old it is.
      EXCHANGE_RATES_URL: '',
      // The API helpers act as many clients (e2e/auth-helpers.ts); the browser sends no such header.
      TRUST_PROXY: 'true',
    },
  },
});
