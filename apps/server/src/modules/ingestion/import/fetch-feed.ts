import { FeedError } from '../types.ts';
import { decodeFeed } from './decode-feed.ts';

export type FetchOptions = {
  /** Attempts per request, the first included. */
  attempts?: number;
  /** The first wait between attempts; each next one is twice as long. */
  backoffMs?: number;
  timeoutMs?: number;
  /** Larger answers are refused: no feed of ours is that big. */
  maxBytes?: number;
  signal?: AbortSignal;
};

const DEFAULTS = { attempts: 3, backoffMs: 1000, timeoutMs: 30_000, maxBytes: 50 * 1024 * 1024 };
const USER_AGENT = 'YonderBot/1.0 (+https://yonder.work; remote job search)';

/** A failure worth another try: the network, a timeout, 408, 429 and 5xx. */
class RetryableError extends Error {}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function fetchOnce(
  url: string,
  options: Required<Omit<FetchOptions, 'signal'>> & FetchOptions,
): Promise<string> {
  const signals = [
    AbortSignal.timeout(options.timeoutMs),
    ...(options.signal ? [options.signal] : []),
  ];
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        'user-agent': USER_AGENT,
        accept: 'application/json, application/rss+xml, text/html;q=0.9, */*;q=0.5',
      },
      redirect: 'follow',
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new RetryableError(
      `could not reach ${url}: ${(error as Error).cause ?? (error as Error).message}`,
    );
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new RetryableError(`${url} answered ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`${url} answered ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > options.maxBytes) {
    await response.body?.cancel();
    throw new FeedError(`${url} is larger than ${options.maxBytes} bytes`);
  }
  try {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > options.maxBytes)
      throw new FeedError(`${url} is larger than ${options.maxBytes} bytes`);
    return decodeFeed(bytes, response.headers.get('content-type'));
  } catch (error) {
    if (error instanceof FeedError || options.signal?.aborted) throw error;
    throw new RetryableError(`${url} broke off: ${(error as Error).message}`);
  }
}

/**
 * A feed's body, with retries and exponential backoff when the network, a timeout or the server
 * fails; a 4xx other than 408/429 is an answer and is not tried again.
 */
export async function fetchFeed(url: string, options: FetchOptions = {}): Promise<string> {
  const settings = { ...DEFAULTS, ...options };
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fetchOnce(url, settings);
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        if (attempt >= settings.attempts)
          throw new FeedError(`${error.message} (after ${attempt} attempts)`);
        await sleep(settings.backoffMs * 2 ** (attempt - 1), options.signal);
      }
    }
  } catch (error) {
    const { signal } = options;
    if (signal?.aborted)
      throw new FeedError(`stopped: ${(signal.reason as Error)?.message ?? 'aborted'}`);
    throw error;
  }
}
