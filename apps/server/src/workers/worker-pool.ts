import { MessageChannel, type MessagePort, type Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';

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

/** What a worker's task function answers (see pool-task.ts). */
export type WorkerResponse<Result, Reason extends string> =
  { ok: true; result: Result } | { ok: false; reason: Reason; detail: string };

/** What the pool hands a worker: the request, and a port to say the task has begun. */
export type PoolTask<Request> = { request: Request; started: MessagePort };

export type WorkerPool<Request, Result> = {
  run: (owner: string, request: Request, transfer?: Transferable[]) => Promise<Result>;
  close: () => Promise<void>;
};

/**
 * Runs tasks in at most `size` worker threads (piscina), with at most `maxQueued` more waiting and
 * at most `maxPerOwner` waiting or running for any one owner (a user): one client cannot hold
 * everyone else's work behind theirs. A task that takes longer than `timeoutMs`, counted from when
 * a loaded worker begins it, has its worker terminated: synchronous code cannot be interrupted
 * otherwise. A worker idle for `idleMs` exits, so an idle server does not keep its memory.
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
  const { size, timeoutMs, maxQueued, maxPerOwner } = options;
  const piscina = new Piscina<PoolTask<Request>, WorkerResponse<Result, Reason>>({
    filename: options.workerUrl.href,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: options.idleMs ?? 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
  });
  const fail = (reason: Reason | PoolFailure, detail: string, retryAfter?: number) =>
    new WorkerPoolError<Reason>(reason, detail, retryAfter);
  const perOwner = new Map<string, number>();
  // Piscina is given at most `size` tasks, so each finds a thread (spawned on demand); the rest
  // wait here, where the queue's bound, the owners' shares and the order are ours.
  const waiting: { go: () => void; stop: (error: Error) => void }[] = [];
  let handedOver = 0;
  const notBegun = new Set<AbortController>();
  let inPool = 0;
  // A running mean of task times, for the Retry-After of a refusal.
  let meanTaskMs = Math.min(timeoutMs, 2000);
  let isClosed = false;

  // A worker that dies while loading fails the tasks handed to it and those waiting: trying
  // again would only fail the same way. (Piscina says so with an 'error' event.)
  piscina.on('error', (error: unknown) => {
    const detail = String((error as Error)?.stack ?? error);
    for (const abort of notBegun) abort.abort(fail('crashed', detail));
    for (const task of waiting.splice(0)) task.stop(fail('crashed', detail));
  });

  /** Seconds until a place is likely free: the tasks ahead, spread over the workers. */
  const retryAfter = () =>
    Math.min(60, Math.max(1, Math.ceil((inPool * meanTaskMs) / size / 1000)));

  async function runTask(request: Request, transfer: Transferable[]): Promise<Result> {
    // A finished task hands its place straight to the next in line.
    if (handedOver < size) handedOver += 1;
    else await new Promise<void>((go, stop) => waiting.push({ go, stop }));
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let startedAt = 0;
    notBegun.add(abort);
    // The worker says when it begins: the time limit is the task's own, not its thread's start.
    port1.once('message', () => {
      notBegun.delete(abort);
      startedAt = Date.now();
      timer = setTimeout(
        () => abort.abort(fail('timeout', `no result within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const response = await piscina.run(
        { request, started: port2 },
        { signal: abort.signal, transferList: [port2, ...transfer] as never },
      );
      if (!response.ok) throw fail(response.reason, response.detail);
      return response.result;
    } catch (error) {
      if (error instanceof WorkerPoolError) throw error;
      if (abort.signal.reason instanceof WorkerPoolError) throw abort.signal.reason;
      if (isClosed) throw new Error('the worker pool is closed');
      throw fail('crashed', String((error as Error)?.stack ?? error));
    } finally {
      clearTimeout(timer);
      port1.close();
      notBegun.delete(abort);
      if (startedAt) meanTaskMs = meanTaskMs * 0.8 + (Date.now() - startedAt) * 0.2;
      const next = waiting.shift();
      if (next) next.go();
      else handedOver -= 1;
    }
  }

  return {
    run: async (owner, request, transfer = []) => {
      if (isClosed) throw new Error('the worker pool is closed');
      const owned = perOwner.get(owner) ?? 0;
      if (owned >= maxPerOwner)
        throw fail('ownerBusy', `${owned} of this owner's tasks are in the pool`);
      if (inPool >= size + maxQueued)
        throw fail('queueFull', `${waiting.length} tasks are waiting`, retryAfter());
      perOwner.set(owner, owned + 1);
      inPool += 1;
      try {
        return await runTask(request, transfer);
      } finally {
        inPool -= 1;
        const left = (perOwner.get(owner) ?? 1) - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
      }
    },
    close: async () => {
      isClosed = true;
      for (const task of waiting.splice(0)) task.stop(new Error('the worker pool is closed'));
      await piscina.destroy();
    },
  };
}
