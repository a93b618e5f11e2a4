import type { ResumeFileType } from '@yonder/contract/resumes';
import { timeOutcome, type OutcomeTimer } from '../lib/metrics.ts';
import type { ParsedResume, ParseFailureReason, ParseRequest } from './resume-parse-messages.ts';
import { createWorkerPool, WorkerPoolError } from './worker-pool.ts';

export type { ParsedResume, ParseFailureReason };
export { WorkerPoolError as ParsePoolError };

export type ParsePool = {
  /** The file's resume, parsed in a worker thread; the owner (a user) has one file in at a time. */
  parse: (options: {
    owner: string;
    bytes: Uint8Array;
    fileType: ResumeFileType;
  }) => Promise<ParsedResume>;
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

/** Files one user may have waiting or being parsed: a second upload waits for the first. */
export const PARSES_PER_USER = 1;

/**
 * Parses uploads in at most `size` worker threads (see worker-pool.ts), with at most `maxQueued`
 * files waiting: a burst of large or hostile files cannot grow memory or every user's wait
 * without end.
 */
export function createParsePool(options: {
  size: number;
  timeoutMs: number;
  maxQueued: number;
  maxPerOwner?: number;
  idleMs?: number;
  workerUrl?: URL;
  /** Times each file, its wait included, under `ok` or the failure's reason. */
  metrics?: OutcomeTimer | undefined;
}): ParsePool {
  const pool = createWorkerPool<ParseRequest, ParsedResume, ParseFailureReason>({
    workerUrl: options.workerUrl ?? PARSE_WORKER_URL,
    size: options.size,
    timeoutMs: options.timeoutMs,
    maxQueued: options.maxQueued,
    maxPerOwner: options.maxPerOwner ?? PARSES_PER_USER,
    idleMs: options.idleMs,
  });
  return {
    parse: ({ owner, bytes, fileType }) =>
      timeOutcome(
        options.metrics,
        () => pool.run(owner, { bytes, fileType }),
        (error) => (error instanceof WorkerPoolError ? error.reason : 'error'),
      ),
    close: pool.close,
  };
}
