import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@yonder/contract/common';
import { pickLanguage, translate, type MessageKey } from '../i18n/messages.ts';
import type { SecurityHeaders } from './security-headers.ts';

/*
 * Answers to requests that never reach a route or a hook: Fastify's router refuses the URL
 * (`frameworkErrors`), or Node's parser refuses the request before Fastify sees it
 * (`clientErrorHandler`, written straight to the socket). They carry what every other error
 * carries: the envelope in the caller's language, a request id and the security headers.
 */

const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_BAD_URL: { status: 400, key: 'badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'uriTooLong' },
};

/** Fastify's `frameworkErrors`: a URL the router cannot decode, or a path parameter too long. */
export function createFrameworkErrorHandler(securityHeaders: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = FRAMEWORK_ERRORS[error.code];
    const status = known?.status ?? 500;
    if (known) request.log.info({ err: error }, 'client error');
    else request.log.error({ err: error }, 'request failed');
    const language = pickLanguage(request.headers['accept-language']);
    const body: ErrorBody = {
      success: false,
      code: status,
      message: translate(language, known?.key ?? 'internal'),
      request_id: request.id,
    };
    return reply
      .headers(securityHeaders)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .status(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  };
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

/** What the parser had read when it gave up (a Buffer at run time, whatever the types say). */
const readRawPacket = ({ rawPacket }: ClientError) =>
  Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1') : '';

/** A request line alone past the header limit is a URL too long, not too many headers. */
function classifyClientError(error: ClientError): { status: number; key: MessageKey } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'requestTimeout' };
  if (error.code !== 'HPE_HEADER_OVERFLOW') return { status: 400, key: 'badRequest' };
  const raw = readRawPacket(error);
  const requestLine = raw.split('\r\n', 1)[0] ?? '';
  const isUrlTooLong = /^[A-Z]+ /.test(raw) && requestLine.length >= http.maxHeaderSize;
  return isUrlTooLong
    ? { status: 414, key: 'uriTooLong' }
    : { status: 431, key: 'headersTooLarge' };
}

/** Fastify's `clientErrorHandler`: Node could not parse the request (headers too large, garbage). */
export function createClientErrorHandler(securityHeaders: SecurityHeaders) {
  return function handleClientError(this: FastifyInstance, error: ClientError, socket: Duplex) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = classifyClientError(error);
    const requestId = randomUUID();
    // What the parser read: the Accept-Language header, when it got that far.
    const language = pickLanguage(
      /^accept-language:[ \t]*([^\r\n]*)/im.exec(readRawPacket(error))?.[1],
    );
    const body = JSON.stringify({
      success: false,
      code: status,
      message: translate(language, key),
      request_id: requestId,
    } satisfies ErrorBody);
    this.log.info({ err: error, reqId: requestId }, 'client error');
    if (socket.writable) {
      const headers = {
        ...securityHeaders,
        'x-request-id': requestId,
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`,
      );
    }
    // As Node and Fastify do: the connection cannot be read any further.
    socket.destroy(error);
  };
}
