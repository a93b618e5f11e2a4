import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { fillNewEmbeddedCatalogue } from './modules/jobs/demo/first-fill.ts';
import { seedDemoJobsIfEmpty } from './modules/jobs/demo/seed.ts';

async function main() {
  const config = loadConfig();
  const firstFill = await fillNewEmbeddedCatalogue({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    count: config.demoJobs,
    now: new Date(),
  });
  // The application's modules load once the fill's thread has ended and given its memory back.
  const { buildApp } = await import('./app.ts');
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });

  // In-flight requests finish, then the database closes: PGlite must never be left mid-write.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  // A fresh install shows a full catalogue at once (the embedded one was filled above); a
  // database with any job is left as it is.
  const demo =
    firstFill ??
    (await seedDemoJobsIfEmpty(database.db, {
      count: config.demoJobs,
      now: app.now(),
      // Each statement's memory stays in PGlite's WebAssembly heap: smaller batches, smaller heap.
      ...(database.kind === 'pglite' ? { batchSize: 100 } : {}),
    }));
  if (demo) {
    app.log.info(
      `Added ${demo.created} demo jobs to the empty catalogue in ${demo.seconds.toFixed(1)} s`,
    );
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `Yonder is ready on ${config.publicUrl.replace(`:${config.port}`, `:${port}`)} (database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Yonder failed to start:', error);
  }
  process.exit(1);
});
