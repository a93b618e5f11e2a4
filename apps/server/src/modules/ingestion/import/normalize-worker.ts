// Normalises a large feed's batches in a worker thread (see normalizer.ts): the normaliser is
// the import's busiest code, and here it neither holds up the server's requests nor waits for
// the thread that writes the batches.
import { parentPort, workerData } from 'node:worker_threads';
import {
  emptyBatch,
  normalizeItem,
  type NormalizedBatch,
  type NormalizeInput,
} from './normalize-items.ts';

export type NormalizeRequest = { id: number; items: unknown[]; offset: number };
export type NormalizeResponse =
  { id: number; batch: NormalizedBatch } | { id: number; error: string } | { ready: true };

const input = workerData as NormalizeInput;

parentPort?.on('message', ({ id, items, offset }: NormalizeRequest) => {
  try {
    const batch = emptyBatch();
    items.forEach((item, index) => normalizeItem(input, item, offset + index, batch));
    parentPort?.postMessage({ id, batch } satisfies NormalizeResponse);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) } satisfies NormalizeResponse);
  }
});

// Loaded: from now on the run hands its batches here.
parentPort?.postMessage({ ready: true } satisfies NormalizeResponse);
