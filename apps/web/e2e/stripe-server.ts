import { startFakeStripe } from '../../server/test/fake-stripe-server.ts';
import { STRIPE_PORT, STRIPE_WEBHOOK_SECRET } from './stripe-settings';

/**
 * Playwright global setup: the local server that speaks Stripe's API (the server's stripe SDK is
 * pointed at it) and serves the hosted Checkout page, whose "Pay" sends the signed
 * `checkout.session.completed` event to the app and returns to the success URL. The SDK connects
 * on each call, so starting after the web server is fine.
 */
export default async function startStripe() {
  const appUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310)}`;
  const stripe = await startFakeStripe({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookUrl: `${appUrl}/api/v1/payments/webhook`,
    port: STRIPE_PORT,
  });
  return () => stripe.close();
}
