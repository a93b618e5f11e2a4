import { Worker } from 'node:worker_threads';
import type { ResumeFileType } from '@yonder/contract/resumes';
import type {
  ParsedResume,
  ParseFailureReason,
  ParseRequest,
  ParseResponse,
} from './resume-parse-messages.ts';

export type { ParsedResume, ParseFailureReason };

export class ParsePoolError extends Error {
  readonly reason: ParseFailureReason;

  constructor(reason: ParseFailureReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'ParsePoolError';
    this.reason = reason;
  }
}

export type ParsePool = {
  parse: (bytes: Uint8Array, fileType: ResumeFileType) => Promise<ParsedResume>;
  close: () => Promise<void>;
};

/**
 * The worker's entry beside this file: `.ts` when the sources run (tests, dev), `.js` in the
 * production bundle, where esbuild emits it next to server.js (scripts/build-server.ts).
 */
export const PARSE_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './resume-parse-worker.ts' : './resume-parse-worker.js',
  import.meta.url,
);

type Task = {
  request: Omit<ParseRequest, 'id'>;
  resolve: (result: ParsedResume) => void;
  reject: (error: Error) => void;
};
type Slot = {
  worker: Worker;
  /** The worker has loaded the parser (said `ready`): only then does a file's clock start. */
  isReady: boolean;
  task: (Task & { id: number; timer: NodeJS.Timeout }) | null;
  idle?: NodeJS.Timeout;
  boot?: NodeJS.Timeout;
};

/** A worker that has not loaded the parser by then never will. */
const BOOT_LIMIT_MS = 60_000;

/**
 * Parses uploads in at most `size` worker threads. A file that takes longer than `timeoutMs`
 * (counted from when a loaded worker gets it) has its worker terminated: pdf.js cannot be
 * interrupted otherwise. A worker idle for `idleMs` exits so an idle server does not keep the
 * parser's memory; a worker that dies before loading fails the files waiting for it.
 */
export function createParsePool(options: {
  size: number;
  timeoutMs: number;
  idleMs?: number;
  workerUrl?: URL;
}): ParsePool {
  const { size, timeoutMs, idleMs = 60_000, workerUrl = PARSE_WORKER_URL } = options;
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(slot: Slot, outcome: { result: ParsedResume } | { error: Error }) {
    const task = slot.task;
    if (!task) return;
    clearTimeout(task.timer);
    slot.task = null;
    if ('result' in outcome) task.resolve(outcome.result);
    else task.reject(outcome.error);
  }

  function retire(slot: Slot) {
    slots.delete(slot);
    clearTimeout(slot.idle);
    clearTimeout(slot.boot);
    void slot.worker.terminate();
  }

  function spawn(): Slot {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    const slot: Slot = { worker, isReady: false, task: null };
    worker.on('message', (response: ParseResponse | { ready: true }) => {
      if ('ready' in response) {
        clearTimeout(slot.boot);
        slot.isReady = true;
        return dispatch();
      }
      if (slot.task?.id !== response.id) return;
      finish(
        slot,
        response.ok
          ? { result: response.result }
          : { error: new ParsePoolError(response.reason, response.detail) },
      );
      dispatch();
    });
    const onDeath = (detail: string) => {
      if (!slots.has(slot)) return;
      retire(slot);
      finish(slot, { error: new ParsePoolError('crashed', detail) });
      // Dying before loading is no file's fault, but retrying would only loop: fail the waiting.
      if (!slot.isReady)
        for (const task of queue.splice(0)) task.reject(new ParsePoolError('crashed', detail));
      dispatch();
    };
    worker.on('error', (error) => onDeath(String(error?.stack ?? error)));
    worker.on('exit', (code) => onDeath(`worker exited with code ${code}`));
    slot.boot = setTimeout(() => onDeath('the parser did not load in time'), BOOT_LIMIT_MS);
    slots.add(slot);
    return slot;
  }

  function run(slot: Slot, task: Task) {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    const id = nextId++;
    const timer = setTimeout(() => {
      retire(slot);
      finish(slot, { error: new ParsePoolError('timeout', `no result within ${timeoutMs} ms`) });
      dispatch();
    }, timeoutMs);
    slot.task = { ...task, id, timer };
    slot.worker.postMessage({ id, ...task.request } satisfies ParseRequest);
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.isReady || slot.task || queue.length === 0) continue;
      run(slot, queue.shift() as Task);
    }
    let starting = [...slots].filter((slot) => !slot.isReady).length;
    for (; queue.length > starting && slots.size < size; starting += 1) spawn();
    for (const slot of slots) {
      if (!slot.isReady || slot.task || slot.idle) continue;
      slot.idle = setTimeout(() => retire(slot), idleMs);
      slot.idle.unref();
    }
  }

  return {
    parse: (bytes, fileType) =>
      new Promise<ParsedResume>((resolve, reject) => {
        if (isClosed) return reject(new Error('the parse pool is closed'));
        queue.push({ request: { bytes, fileType }, resolve, reject });
        dispatch();
      }),
    close: async () => {
      isClosed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the parse pool is closed'));
      const workers = [...slots];
      for (const slot of workers) {
        retire(slot);
        finish(slot, { error: new Error('the parse pool is closed') });
      }
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
