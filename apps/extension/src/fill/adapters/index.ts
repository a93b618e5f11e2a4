import { ashby } from './ashby.ts';
import { greenhouse } from './greenhouse.ts';
import { lever } from './lever.ts';
import type { Adapter } from './types.ts';
import { workday } from './workday.ts';

/** The adapter of a supported board from the frame's address, or null. */
export function adapterFor(url: URL): Adapter | null {
  const host = url.hostname;
  if (host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') return greenhouse;
  if (host === 'jobs.lever.co') return lever;
  if (host === 'jobs.ashbyhq.com') return ashby;
  if (host.endsWith('.myworkdayjobs.com')) return workday;
  return null;
}
