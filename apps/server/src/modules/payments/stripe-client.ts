import Stripe from 'stripe';
import type { Config } from '#config/env.ts';

export type StripeClient = Stripe;

/**
 * The official SDK, or null when payments are not configured (no secret key or webhook secret).
 * `apiBase` sends the SDK's calls to another server that speaks Stripe's API (the tests' own).
 */
export function createStripeClient(config: Config['stripe']): Stripe | null {
  if (!config.secretKey || !config.webhookSecret) return null;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
