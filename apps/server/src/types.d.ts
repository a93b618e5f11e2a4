import type { Redis } from 'ioredis';
import type { Language } from '@yonder/contract/common';
import type { ExtensionScope } from '@yonder/contract/extension';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { AppMetrics } from './lib/metrics.ts';
import type { AuthDeps } from './modules/auth/deps.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { AuthenticatedUser } from './plugins/auth.ts';
import type { JobQueue } from './queue/job-queue.ts';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The clock every service reads; tests move it instead of sleeping. */
    now: () => Date;
    /** Recorders the instrumented code is given (the plugin serves them at /metrics). */
    metrics: AppMetrics;
    redis: Redis | null;
    counters: CounterStore;
    queue: JobQueue;
    mailer: Mailer;
    auth: AuthDeps;
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Sets `request.user` when a valid bearer token comes along; guests pass as they are. */
    identify: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The browser extension's tokens may call this route (with that scope); no others may. */
    extensionScope?: ExtensionScope;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    language: Language;
    /** Set by `app.authenticate`; only routes behind that hook may read it. */
    user: AuthenticatedUser;
  }
}
