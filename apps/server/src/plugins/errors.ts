import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { en, zhCN } from 'zod/locales';
import type { ErrorBody, FieldError, Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { AppError } from '../lib/errors.ts';

const ZOD_LOCALES = { zh: zhCN(), en: en() } as const;

function describeIssue(issue: z.core.$ZodIssue, language: Language): string {
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
) {
  const body: ErrorBody = { success: false, code: status, message, request_id: request.id };
  if (errors) body.errors = errors;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  503: 'unavailable',
};

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
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(reply, request, 429, translate(language, 'tooManyRequests', { seconds }));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const key = STATUS_MESSAGES[status];
      return send(reply, request, status, key ? translate(language, key) : error.message);
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
