import { Worker, type Transferable } from 'node:worker_threads';

/**
 * Why a task gave no result: the worker's own reasons, or the pool's. `crashed` and `timeout`: the
 * worker died on it or took too long. `queueFull`: every worker is busy and the queue is full.
 * `ownerBusy`: the same owner already has as many tasks waiting or running as one may.
 */
export type PoolFailure = 'crashed' | 'timeout' | 'queueFull' | 'ownerBusy';

export class WorkerPoolError<Reason extends string = string> extends Error {
  readonly reason: Reason | PoolFailure;
  /** For `queueFull`: when a new try has a fair chance, from the recent task times. */
  readonly retryAfterSeconds: number;

  constructor(reason: Reason | PoolFailure, detail: string, retryAfterSeconds = 0) {
    super(`${reason}: ${detail}`);
    this.name = 'WorkerPoolError';
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** What a pool's worker entry receives and answers (besides `{ ready: true }` once loaded). */
export type WorkerRequest<Request> = Request & { id: number };
export type WorkerResponse<Result, Reason extends string> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; reason: Reason; detail: string };

export type WorkerPool<Request, Result> = {
  run: (owner: string, request: Request, transfer?: Transferable[]) => Promise<Result>;
  close: () => Promise<void>;
};

type Task<Request, Result> = {
  request: Request;
  transfer: Transferable[];
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
};
type Slot<Request, Result> = {
  worker: Worker;
  /** The worker has loaded its code (said `ready`): only then does a task's clock start. */
  isReady: boolean;
  task: (Task<Request, Result> & { id: number; timer: NodeJS.Timeout; startedAt: number }) | null;
  idle?: NodeJS.Timeout;
  boot?: NodeJS.Timeout;
};

/** A worker that has not loaded its code by then never will. */
const BOOT_LIMIT_MS = 60_000;

/**
 * Runs tasks in at most `size` worker threads, with at most `maxQueued` more waiting and at most
 * `maxPerOwner` waiting or running for any one owner (a user): one client cannot hold everyone
 * else's work behind theirs. A task that takes longer than `timeoutMs` (counted from when a loaded
 * worker gets it) has its worker terminated: synchronous code cannot be interrupted otherwise.
 * A worker idle for `idleMs` exits, so an idle server does not keep its memory; a worker that dies
 * before loading fails the tasks waiting for it.
 */
export function createWorkerPool<Request extends object, Result, Reason extends string>(options: {
  workerUrl: URL;
  size: number;
  timeoutMs: number;
  maxQueued: number;
  maxPerOwner: number;
  idleMs?: number;
  maxOldGenerationSizeMb?: number;
}): WorkerPool<Request, Result> {
  const { workerUrl, size, timeoutMs, maxQueued, maxPerOwner, idleMs = 60_000 } = options;
  const fail = (reason: Reason | PoolFailure, detail: string, retryAfter?: number) =>
    new WorkerPoolError<Reason>(reason, detail, retryAfter);
  const slots = new Set<Slot<Request, Result>>();
  const queue: Task<Request, Result>[] = [];
  const perOwner = new Map<string, number>();
  let running = 0;
  // A running mean of task times, for the Retry-After of a refusal.
  let meanTaskMs = Math.min(timeoutMs, 2000);
  let nextId = 1;
  let isClosed = false;

  function finish(
    slot: Slot<Request, Result>,
    outcome: { result: Result } | { error: Error },
  ): void {
    const task = slot.task;
    if (!task) return;
    clearTimeout(task.timer);
    slot.task = null;
    running -= 1;
    meanTaskMs = meanTaskMs * 0.8 + (Date.now() - task.startedAt) * 0.2;
    if ('result' in outcome) task.resolve(outcome.result);
    else task.reject(outcome.error);
  }

  function retire(slot: Slot<Request, Result>) {
    slots.delete(slot);
    clearTimeout(slot.idle);
    clearTimeout(slot.boot);
    void slot.worker.terminate();
  }

  function spawn() {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
    });
    const slot: Slot<Request, Result> = { worker, isReady: false, task: null };
    worker.on('message', (response: WorkerResponse<Result, Reason> | { ready: true }) => {
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
          : { error: fail(response.reason, response.detail) },
      );
      dispatch();
    });
    const onDeath = (detail: string) => {
      if (!slots.has(slot)) return;
      retire(slot);
      finish(slot, { error: fail('crashed', detail) });
      // Dying before loading is no task's fault, but retrying would only loop: fail the waiting.
      if (!slot.isReady) for (const task of queue.splice(0)) task.reject(fail('crashed', detail));
      dispatch();
    };
    worker.on('error', (error) => onDeath(String(error?.stack ?? error)));
    worker.on('exit', (code) => onDeath(`worker exited with code ${code}`));
    slot.boot = setTimeout(() => onDeath('the worker did not load in time'), BOOT_LIMIT_MS);
    slots.add(slot);
  }

  function run(slot: Slot<Request, Result>, task: Task<Request, Result>) {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    const id = nextId++;
    const timer = setTimeout(() => {
      retire(slot);
      finish(slot, { error: fail('timeout', `no result within ${timeoutMs} ms`) });
      dispatch();
    }, timeoutMs);
    slot.task = { ...task, id, timer, startedAt: Date.now() };
    running += 1;
    slot.worker.postMessage({ ...task.request, id }, task.transfer);
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.isReady || slot.task || queue.length === 0) continue;
      run(slot, queue.shift() as Task<Request, Result>);
    }
    let starting = [...slots].filter((slot) => !slot.isReady).length;
    for (; queue.length > starting && slots.size < size; starting += 1) spawn();
    for (const slot of slots) {
      if (!slot.isReady || slot.task || slot.idle) continue;
      slot.idle = setTimeout(() => retire(slot), idleMs);
      slot.idle.unref();
    }
  }

  /** Seconds until a place is likely free: the tasks ahead, spread over the workers. */
  const retryAfter = () =>
    Math.min(60, Math.max(1, Math.ceil(((queue.length + running) * meanTaskMs) / size / 1000)));

  return {
    run: (owner, request, transfer = []) =>
      new Promise<Result>((resolve, reject) => {
        if (isClosed) return reject(new Error('the worker pool is closed'));
        const owned = perOwner.get(owner) ?? 0;
        if (owned >= maxPerOwner)
          return reject(fail('ownerBusy', `${owned} of this owner's tasks are in the pool`));
        if (queue.length + running >= size + maxQueued)
          return reject(fail('queueFull', `${queue.length} tasks are waiting`, retryAfter()));
        perOwner.set(owner, owned + 1);
        const release = () => {
          const left = (perOwner.get(owner) ?? 1) - 1;
          if (left > 0) perOwner.set(owner, left);
          else perOwner.delete(owner);
        };
        queue.push({
          request,
          transfer,
          resolve: (result) => {
            release();
            resolve(result);
          },
          reject: (error) => {
            release();
            reject(error);
          },
        });
        dispatch();
      }),
    close: async () => {
      isClosed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the worker pool is closed'));
      const workers = [...slots];
      for (const slot of workers) {
        retire(slot);
        finish(slot, { error: new Error('the worker pool is closed') });
      }
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
