import type { Language } from '@yonder/contract/common';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    language: Language;
  }
}
