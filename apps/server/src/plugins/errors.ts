import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { en, zhCN } from 'zod/locales';
import type { ErrorBody, ErrorReason, FieldError, Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { APPLICATION_MESSAGES } from '../i18n/application-messages.ts';
import { SECURITY_MESSAGES } from '../i18n/security-messages.ts';
import { AppError } from '../lib/errors.ts';

const ZOD_LOCALES = { zh: zhCN(), en: en() } as const;

function describeIssue(issue: z.core.$ZodIssue, language: Language): string {
  // A contract refinement names the server's message for it (`params.messageKey`).
  const key = issue.code === 'custom' ? issue.params?.messageKey : undefined;
  if (
    typeof key === 'string' &&
    (Object.hasOwn(SECURITY_MESSAGES, key) || Object.hasOwn(APPLICATION_MESSAGES, key))
  )
    return translate(language, key as MessageKey);
  const message = ZOD_LOCALES[language].localeError?.(issue as unknown as z.core.$ZodRawIssue);
  return typeof message === 'string' ? message : (message?.message ?? issue.message);
}

function fieldErrors(error: FastifyError, language: Language): FieldError[] {
  return (error.validation ?? []).map((item) => {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
    // The zod type provider keeps the issue's details in params and its code as the keyword.
    const issue = {
      ...item.params,
      code: item.keyword,
      path: field.split('.'),
    } as z.core.$ZodIssue;
    return { field, message: describeIssue(issue, language) || (item.message ?? '') };
  });
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  message: string,
  errors?: FieldError[],
  reason?: ErrorReason,
) {
  const body: ErrorBody = { success: false, code: status, message, request_id: request.id };
  if (errors) body.errors = errors;
  if (reason) body.reason = reason;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  431: 'headersTooLarge',
  503: 'unavailable',
};

/** Fastify's own 4xx errors that deserve more than their status's message. */
const CODE_MESSAGES: Partial<Record<string, MessageKey>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
};

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a NUL or an invalid escape in text,
 * a number beyond its column, a malformed uuid) anywhere in the error's causes (Drizzle wraps
 * the driver's error). The contract refuses such values first; this keeps a value it missed a
 * client error rather than a 500.
 */
function dataExceptionCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, severity } = cause as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && severity) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Every error leaves as the envelope of DESIGN.md section 5; 5xx never show internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        request,
        422,
        translate(language, 'validationFailed'),
        fieldErrors(error, language),
      );
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(
        reply,
        request,
        error.statusCode,
        translate(language, error.messageKey, error.values),
        undefined,
        error.reason,
      );
    }
    const sqlState = dataExceptionCode(error);
    if (sqlState) {
      request.log.warn({ err: error, sqlState }, 'the database refused a value of the request');
      return send(reply, request, 400, translate(language, 'invalidInputValue'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(reply, request, 429, translate(language, 'tooManyRequests', { seconds }));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const key = CODE_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'badRequest';
      return send(reply, request, status, translate(language, key));
    }
    request.log.error({ err: error }, 'request failed');
    const key = STATUS_MESSAGES[status] ?? 'internal';
    return send(reply, request, status >= 500 ? status : 500, translate(language, key));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, translate(request.language, 'routeNotFound'));
}
