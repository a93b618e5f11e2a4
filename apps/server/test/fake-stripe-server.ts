import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that speaks the part of Stripe's API the app calls (create and retrieve a
 * Checkout Session, retrieve a PaymentIntent with its charge), answers the way Stripe does
 * (form-encoded requests, JSON objects, `{ error }` bodies), and signs events the real way
 * (`stripe.webhooks.generateTestHeaderString`). The SDK is pointed at it with STRIPE_API_BASE.
 *
 * It also serves a tiny hosted Checkout page (`session.url`): "Pay" marks the session paid, sends
 * the signed `checkout.session.completed` event to `webhookUrl` and returns to the success URL.
 */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_method_options: Record<string, unknown>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  livemode: false;
};

export type FakeStripe = {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Every API request the SDK made: method, path, form body. */
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  /** Stripe says the session was paid (`async`: completed, the money still on its way). */
  pay: (id: string, options?: { method?: string; isAsync?: boolean }) => FakeSession;
  /** A signed event as Stripe would deliver it: the exact body bytes and the signature header. */
  signEvent: (
    type: string,
    object: object,
    options?: { id?: string; timestamp?: number; secret?: string },
  ) => { id: string; payload: string; header: string };
  chargeOf: (id: string) => { id: string; object: 'charge'; payment_intent: string };
  close: () => Promise<void>;
};

const signer = new Stripe('sk_test_signer');
const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` form keys (what the SDK sends) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      const isLast = index === parts.length - 1;
      if (isLast) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const errorBody = (message: string, param?: string) => ({
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
});

export async function startFakeStripe(options: {
  webhookSecret: string;
  /** Where "Pay" on the hosted page delivers the signed event (the app's webhook URL). */
  webhookUrl?: string;
  port?: number;
}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, { id: string; method: string; intent: string }>();
  const requests: FakeStripe['requests'] = [];
  let base = '';

  const signEvent: FakeStripe['signEvent'] = (type, object, eventOptions = {}) => {
    const timestamp = eventOptions.timestamp ?? Math.floor(Date.now() / 1000);
    const id = eventOptions.id ?? token('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: eventOptions.secret ?? options.webhookSecret,
      timestamp,
    });
    return { id, payload, header };
  };

  const pay: FakeStripe['pay'] = (id, payOptions = {}) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    const method = payOptions.method ?? 'card';
    const intent = session.payment_intent ?? token('pi');
    charges.set(intent, { id: token('ch'), method, intent });
    Object.assign(session, {
      status: 'complete',
      payment_status: payOptions.isAsync ? 'unpaid' : 'paid',
      payment_intent: intent,
      url: null,
    });
    return session;
  };

  const createSession = (body: Record<string, unknown>) => {
    const items = body.line_items as Array<{ price_data?: Record<string, unknown> }> | undefined;
    const price = items?.[0]?.price_data;
    if (body.mode !== 'payment') return errorBody('mode must be payment here', 'mode');
    if (!price?.unit_amount || !price.currency) return errorBody('Missing price', 'line_items');
    const methods = (body.allowed_payment_method_types as string[] | undefined) ?? ['card'];
    const methodOptions = (body.payment_method_options ?? {}) as Record<string, unknown>;
    const wechat = methodOptions.wechat_pay as { client?: string } | undefined;
    if (methods.includes('wechat_pay') && !wechat?.client)
      return errorBody(
        'payment_method_options[wechat_pay][client] is required',
        'payment_method_options',
      );
    const id = token('cs');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(price.unit_amount),
      currency: String(price.currency),
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      payment_method_types: methods,
      payment_method_options: methodOptions,
      locale: (body.locale as string) ?? null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `${base}/checkout/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  };

  const api = (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (method === 'GET' && sessionMatch) {
      return sessions.get(sessionMatch[1]!) ?? errorBody(`No such checkout.session`, 'id');
    }
    const intentMatch = path.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (method === 'GET' && intentMatch) {
      const charge = charges.get(intentMatch[1]!);
      if (!charge) return errorBody('No such payment_intent', 'id');
      return {
        id: charge.intent,
        object: 'payment_intent',
        status: 'succeeded',
        payment_method_types: [charge.method],
        latest_charge: {
          id: charge.id,
          object: 'charge',
          payment_intent: charge.intent,
          payment_method_details: { type: charge.method },
        },
      };
    }
    return errorBody(`Unrecognized request URL (${method}: ${path})`);
  };

  const checkoutPage = (session: FakeSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Test Checkout</h1>
<p>Amount: ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post" action="/checkout/${session.id}/pay">
<label>Method <select name="method">${session.payment_method_types
    .map((method) => `<option value="${method}">${method}</option>`)
    .join('')}</select></label>
<button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;

  const hosted = async (method: string, path: string, body: string, res: http.ServerResponse) => {
    const match = path.match(/^\/checkout\/(\w+)(\/pay|\/cancel)?$/);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session) {
      res.writeHead(404).end('not found');
      return;
    }
    if (method === 'GET' && !match[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
      return;
    }
    if (method === 'POST' && match[2] === '/cancel') {
      res.writeHead(303, { location: session.cancel_url }).end();
      return;
    }
    const chosen = new URLSearchParams(body).get('method') ?? 'card';
    pay(session.id, { method: chosen });
    if (options.webhookUrl) {
      const event = signEvent('checkout.session.completed', session);
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
        body: event.payload,
      });
    }
    res
      .writeHead(303, {
        location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      })
      .end();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (url.pathname.startsWith('/checkout/')) {
        hosted(method, url.pathname, raw, res).catch(() => res.writeHead(500).end());
        return;
      }
      if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify(errorBody('Invalid API Key provided')));
        return;
      }
      const body = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method, path: url.pathname, body });
      const answer = api(method, url.pathname, body);
      const status =
        'error' in answer ? (/No such|Unrecognized/.test(answer.error.message) ? 404 : 400) : 200;
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': token('req') })
        .end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    requests,
    pay,
    signEvent,
    chargeOf: (id) => {
      const intent = sessions.get(id)?.payment_intent;
      const charge = intent ? charges.get(intent) : undefined;
      if (!charge) throw new Error(`session ${id} has no charge`);
      return { id: charge.id, object: 'charge', payment_intent: charge.intent };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
