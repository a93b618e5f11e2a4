import { browser } from 'wxt/browser';
import type { Reply, Request } from './messages.ts';

/** Asks the background; its errors come back as a rejected promise here. */
export async function send<T>(request: Request): Promise<T> {
  const reply = (await browser.runtime.sendMessage(request)) as Reply<T>;
  if (!reply.ok) throw Object.assign(new Error(reply.error), { status: reply.status });
  return reply.data;
}
