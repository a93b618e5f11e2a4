// The worker side of worker-pool.ts: a worker module's default export, made from a function that
// answers one request. Kept apart from the pool so a worker thread never loads piscina's parent side.
import type { PoolTask, WorkerResponse } from './worker-pool.ts';

export function poolTask<Request, Result, Reason extends string>(
  handle: (request: Request) => Promise<WorkerResponse<Result, Reason>>,
) {
  return async ({ request, started }: PoolTask<Request>) => {
    // Begun: from now on the task's time limit runs (a spinning task cannot say so later).
    started.postMessage(null);
    started.close();
    return handle(request);
  };
}
