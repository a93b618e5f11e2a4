import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Who may show our pages in a frame: nobody. The CSP's `frame-ancestors` and the older
 * `X-Frame-Options` both come from this one setting, so they cannot disagree.
 */
export const FRAME_ANCESTORS = "'none'";
const X_FRAME_OPTIONS = FRAME_ANCESTORS === "'none'" ? 'deny' : 'sameorigin';

/** helmet's configuration: a Content-Security-Policy the web app passes. */
export function helmetOptions({ isProduction }: { isProduction: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [FRAME_ANCESTORS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: X_FRAME_OPTIONS },
    // Cross-origin isolation headers would block provider avatars and logos from other hosts.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction,
  };
}

/**
 * The headers helmet sets for a configuration, computed once at start. Without nonces they are
 * the same for every answer, and a set of plain headers also serves the answers Fastify writes
 * before any hook runs (bad URLs, oversized headers) and those written straight to the socket.
 */
export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
