import type { Database } from '#db/client.ts';
import type { CounterStore } from '#lib/counter-store.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OidcClient } from './oidc-client.ts';
import type { Tokens } from './tokens.ts';

/**
 * What account services may use; each service picks the parts it needs, routes pass `app.auth`.
 * No logger: a service that logs takes the request's (`request.log`), whose lines carry its id.
 */
export type AuthDeps = {
  db: Database;
  now: () => Date;
  tokens: Tokens;
  counters: CounterStore;
  mailer: Mailer;
  oidc: OidcClient | null;
};
