// The embedded database in a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly
// synchronously; in the server's main thread a long search would stall every other request,
// /healthz included. Here it serves the PostgreSQL wire protocol on a loopback port, and the main
// thread talks to it through node-postgres like to any PostgreSQL server.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDirectory } from './pglite-lock.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

export type PgliteWorkerData = {
  directory?: string;
  snapshot?: ArrayBuffer;
  settings: string[];
};

export type PgliteWorkerMessage =
  { type: 'ready'; port: number } | { type: 'failed'; message: string } | { type: 'closed' };

const { directory, snapshot, settings } = workerData as PgliteWorkerData;
const port = parentPort!;
let unlock: (() => Promise<void>) | undefined;

try {
  if (directory) {
    await fs.mkdir(directory, { recursive: true });
    // Held while the server runs: a backup, a migration or a second server is refused meanwhile.
    unlock = await lockDataDirectory(directory);
    // The production bundle has an empty cluster beside it (see scripts/build-server.ts).
    await copyPgliteTemplate(
      fileURLToPath(new URL('./pglite-template', import.meta.url)),
      directory,
    );
  }
  const db = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
    postgresqlconf: settings,
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.getServerConn();
  port.postMessage({
    type: 'ready',
    port: Number(address.split(':').at(-1)),
  } satisfies PgliteWorkerMessage);

  port.on('message', async (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    await server.stop();
    await db.close();
    await unlock?.();
    port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
  });
} catch (error) {
  await unlock?.();
  port.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies PgliteWorkerMessage);
}
