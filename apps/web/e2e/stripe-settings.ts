/** The browser tests' local Stripe-protocol server, and the keys the server under test uses. */
export const STRIPE_PORT = Number(
  process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 5,
);
export const STRIPE_API_BASE = `http://127.0.0.1:${STRIPE_PORT}`;
export const STRIPE_SECRET_KEY = 'sk_test_yonder_e2e';
export const STRIPE_WEBHOOK_SECRET = 'whsec_yonder_e2e';
