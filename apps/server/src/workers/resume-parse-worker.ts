// Runs in a worker thread (see resume-parse-pool.ts): a hostile or huge file can only stall or
// crash this thread, which the pool then ends, never the server's event loop.
import { parseResume, ResumeParseError } from '@yonder/career-ai/resume-parser';
import { poolTask } from './pool-task.ts';
import type { ParseRequest, ParseResponse } from './resume-parse-messages.ts';
import { SynchronousDecompressionStream } from './synchronous-decompression.ts';

// pdf.js inflates through the global DecompressionStream; this thread only parses.
globalThis.DecompressionStream = SynchronousDecompressionStream;

export default poolTask(async ({ bytes, fileType }: ParseRequest): Promise<ParseResponse> => {
  try {
    return { ok: true, result: await parseResume(bytes, fileType) };
  } catch (error) {
    return error instanceof ResumeParseError
      ? { ok: false, reason: error.reason, detail: error.message }
      : { ok: false, reason: 'crashed', detail: String((error as Error)?.stack ?? error) };
  }
});
