import type { FastifyReply, FastifyRequest } from 'fastify';

/** An attachment name every browser reads: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file to be saved (never shown in the page), under its own name. */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; bytes: Buffer | Uint8Array | string },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/** Route config for a made-on-request file (PDF, DOCX): 60 a minute per user. */
export const perUserExportLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
  },
};
