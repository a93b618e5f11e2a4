import type { Session } from '@yonder/contract/auth';
import type { App } from '../src/app.ts';
import { codeIn } from './smtp-capture.ts';

type CallOptions = { token?: string; ip?: string; language?: 'zh' | 'en' };

const randomOctet = () => Math.floor(Math.random() * 250) + 1;
/** A fresh client address, so per-address limits only bite in tests that mean to hit them. */
export const randomIp = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/** One JSON call through app.inject, in English unless told, from a given (else random) address. */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  options: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: {
      'accept-language': options.language ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

/** The code of the newest mail to the address in the development outbox (no SMTP_URL). */
export async function outboxCode(app: App, email: string): Promise<string | undefined> {
  await app.mailer.flush();
  const mail = app.mailer.outbox?.find((item) => item.to === email.trim().toLowerCase());
  return mail ? codeIn(mail) : undefined;
}

let counter = 0;
export const uniqueEmail = (name = 'user') =>
  `${name}-${Date.now().toString(36)}-${counter++}@example.com`;

/** A new account through the real sign-up calls, with the code read from the outbox. */
export async function signUp(
  app: App,
  { email = uniqueEmail(), password = 'correct horse', username = 'Ada' } = {},
): Promise<Session & { password: string }> {
  const ip = randomIp();
  const sent = await call(
    app,
    'POST',
    '/api/v1/auth/send-code',
    { email, username, purpose: 'signup' },
    { ip },
  );
  if (sent.statusCode !== 200) throw new Error(`send-code: ${sent.body}`);
  const code = await outboxCode(app, email);
  const registered = await call(
    app,
    'POST',
    '/api/v1/auth/register',
    { username, email, password, verification_code: code },
    { ip },
  );
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  return { ...registered.json().data, password };
}
