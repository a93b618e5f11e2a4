import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Clock } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** pg-boss keeps its tables in a schema of its own, created and migrated by pg-boss at start. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss over the application's own pool: on the embedded database that pool is its one
 * connection, so the queue polls between requests instead of holding a second session (which
 * PGlite cannot give). Only the polling, scheduling and maintenance of pg-boss run here.
 */
export function createBoss({
  database,
  log,
  clock,
}: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Tests: pg-boss's TestClock, which moves the queue's time (in JavaScript and SQL) by hand. */
  clock?: Clock | undefined;
}): PgBoss {
  const isEmbedded = database.kind === 'pglite';
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => database.query(text, values),
      setSessionStatements: (statements) => database.setSessionStatements(statements),
    },
    ...(clock && { clock }),
    backend: isEmbedded ? 'pglite' : 'postgres',
    schema: QUEUE_SCHEMA,
    registerInstance: false,
    openTelemetry: { enabled: false },
    // The embedded database has no autovacuum to watch and one session to rebuild indexes in.
    monitorVacuum: !isEmbedded,
    reindex: !isEmbedded,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));
  return boss;
}
