type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task of the main thread, so the browser can paint and answer input before the
 * work that follows: `scheduler.yield()` where the browser has it (it resumes ahead of other
 * tasks), a zero-delay timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
