import type { FastifyRequest } from 'fastify';
import { AppError } from '#lib/errors.ts';

/** The `file` part of a multipart upload (with an optional `title` field sent before it). */
export async function readUpload(request: FastifyRequest) {
  let part;
  try {
    part = await request.file();
    if (!part) throw new AppError(422, 'resumeFileMissing');
    const bytes = await part.toBuffer();
    const title = part.fields.title;
    return {
      bytes,
      fileName: part.filename,
      title: title && 'value' in title && typeof title.value === 'string' ? title.value : undefined,
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'resumeTooLarge');
    // The form parser's own errors (a form cut short, a broken part header) carry no status.
    if (!(error instanceof AppError) && (error as { statusCode?: number }).statusCode === undefined)
      throw new AppError(400, 'uploadMalformed');
    throw error;
  }
}
