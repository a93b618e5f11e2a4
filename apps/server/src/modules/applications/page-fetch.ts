import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { decodeFeed } from '../ingestion/import/decode-feed.ts';

/** Why a page could not be read. */
export type PageProblem =
  | 'refused'
  | 'timeout'
  | 'too_large'
  | 'not_found'
  | 'unreachable'
  | 'redirects'
  | 'status'
  | 'not_html';

/** `message` is for the log only; users are told `problem` (and `status`) in their language. */
export class PageFetchError extends Error {
  readonly problem: PageProblem;
  /** The HTTP status of a `status` problem. */
  readonly status: number | null;
  constructor(problem: PageProblem, message: string, status: number | null = null) {
    super(message);
    this.name = 'PageFetchError';
    this.problem = problem;
    this.status = status;
  }
}

/** Resolver answers that mean the name does not exist (or has no address), not a network failure. */
const NAME_NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

export type PageFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** Private, loopback and link-local addresses that may still be read (tests, an intranet). */
  allowed: (ip: string) => boolean;
  maxRedirects?: number;
};

/** Addresses a page fetched for a user must never reach: the server's own network. */
const BLOCKED = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  // Unspecified, loopback and the IPv4-compatible addresses (`::127.0.0.1` is `::7f00:1`).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo: tunnels to an IPv4 address written inside.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const SIX_TO_FOUR = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/i;

/** The IPv4 address a 6to4 address (2002:AABB:CCDD::/48) routes to. */
function sixToFourTarget(address: string): string | null {
  const match = SIX_TO_FOUR.exec(address);
  if (!match) return null;
  const high = Number.parseInt(match[1]!, 16);
  const low = Number.parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(ip: string): boolean {
  const address = MAPPED_IPV4.exec(ip)?.[1] ?? ip;
  const version = isIP(address);
  if (version === 0) return true;
  if (version === 6) {
    const target = sixToFourTarget(address);
    if (target && BLOCKED.check(target, 'ipv4')) return true;
  }
  // BlockList checks an IPv4-mapped address (::ffff:7f00:1) against the IPv4 ranges itself.
  return BLOCKED.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

const refused = (host: string) =>
  new PageFetchError('refused', `${host} is a private or local address`);

/**
 * A DNS lookup that refuses every answer on a private address: the check is made on the address
 * the socket connects to, so a name that resolves differently the second time gains nothing.
 */
function guardedLookup(allowed: (ip: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((a) => !isPrivateAddress(a.address) || allowed(a.address));
      if (usable.length === 0) return callback(refused(hostname), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

type Answer = { status: number; location?: string; contentType: string; body: Uint8Array };

function requestOnce(url: URL, options: PageFetchOptions, signal: AbortSignal): Promise<Answer> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isPrivateAddress(literal) && !options.allowed(literal))
    return Promise.reject(refused(literal));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowed),
        signal,
        headers: {
          'user-agent': 'YonderBot/1.0 (+https://yonder.work; job page for a user tracker)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({
            status,
            location: response.headers.location,
            contentType,
            body: new Uint8Array(),
          });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new PageFetchError('too_large', `larger than ${options.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new PageFetchError('too_large', `larger than ${options.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, contentType, body: new Uint8Array(Buffer.concat(chunks)) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The HTML of a job page a user named: http and https only, within the time and size limits, never
 * from a private address (checked on every redirect hop and on the resolved address).
 */
export async function fetchJobPage(
  address: string,
  options: PageFetchOptions,
): Promise<{ url: string; html: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new PageFetchError('refused', `${url.protocol} is not http or https`);
      const answer = await requestOnce(url, options, signal);
      if (answer.location) {
        if (hop >= (options.maxRedirects ?? 5))
          throw new PageFetchError('redirects', 'too many redirects');
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new PageFetchError('status', `answered ${answer.status}`, answer.status);
      if (answer.contentType && !/html|xml|text\/plain/i.test(answer.contentType))
        throw new PageFetchError('not_html', `is ${answer.contentType.split(';')[0]}, not a page`);
      return { url: url.href, html: decodeFeed(answer.body, answer.contentType) };
    }
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    if (signal.aborted) throw new PageFetchError('timeout', `no answer in ${options.timeoutMs} ms`);
    const code = (error as { code?: unknown }).code;
    const problem =
      typeof code === 'string' && NAME_NOT_FOUND.has(code) ? 'not_found' : 'unreachable';
    throw new PageFetchError(problem, (error as Error).message);
  }
}
