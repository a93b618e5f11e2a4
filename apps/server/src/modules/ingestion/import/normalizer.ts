import { Worker } from 'node:worker_threads';
import type { NormalizedBatch, NormalizeInput } from './normalize-items.ts';
import type { NormalizeRequest, NormalizeResponse } from './normalize-worker.ts';

/**
 * The worker's entry beside this file: `.ts` when the sources run (tests, dev), `.js` in the
 * production bundle, where esbuild emits it next to server.js (scripts/build-server.ts).
 */
const NORMALIZE_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './normalize-worker.ts' : './normalize-worker.js',
  import.meta.url,
);

export type Normalizer = {
  /** The worker has loaded the normaliser; until then a run normalises its batches itself. */
  isReady: () => boolean;
  /** The items normalised in the worker; rejects when the worker fails or has stopped. */
  normalize: (items: unknown[], offset: number) => Promise<NormalizedBatch>;
  close: () => Promise<void>;
};

/** A worker thread that normalises one run's batches, in the order they are asked for. */
export function startNormalizer(input: NormalizeInput): Normalizer {
  const worker = new Worker(NORMALIZE_WORKER_URL, { workerData: input });
  const waiting = new Map<
    number,
    { resolve: (batch: NormalizedBatch) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let isReady = false;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (response: NormalizeResponse) => {
    if ('ready' in response) return void (isReady = true);
    const request = waiting.get(response.id);
    waiting.delete(response.id);
    if ('batch' in response) request?.resolve(response.batch);
    else request?.reject(new Error(response.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the normaliser stopped (${code})`)));
  return {
    isReady: () => isReady && !failure,
    normalize: (items, offset) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, items, offset } satisfies NormalizeRequest);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
