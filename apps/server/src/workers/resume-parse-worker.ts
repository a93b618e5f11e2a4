// Runs in a worker thread (see resume-parse-pool.ts): a hostile or huge file can only stall or
// crash this thread, which the pool then ends, never the server's event loop.
import { parentPort } from 'node:worker_threads';
import { parseResume, ResumeParseError } from '@yonder/career-ai/resume-parser';
import type { ParseRequest, ParseResponse } from './resume-parse-messages.ts';
import { SynchronousDecompressionStream } from './synchronous-decompression.ts';

// pdf.js inflates through the global DecompressionStream; this thread only parses.
globalThis.DecompressionStream = SynchronousDecompressionStream;

parentPort?.on('message', async ({ id, bytes, fileType }: ParseRequest) => {
  let response: ParseResponse;
  try {
    response = { id, ok: true, result: await parseResume(bytes, fileType) };
  } catch (error) {
    response =
      error instanceof ResumeParseError
        ? { id, ok: false, reason: error.reason, detail: error.message }
        : { id, ok: false, reason: 'crashed', detail: String((error as Error)?.stack ?? error) };
  }
  parentPort?.postMessage(response);
});

// Loaded: from now on a file's time limit is its own parsing time.
parentPort?.postMessage({ ready: true });
