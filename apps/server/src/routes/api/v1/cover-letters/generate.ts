import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  generateCoverLetterSchema,
  letterDraftSchema,
  type LetterStreamEvent,
} from '@yonder/contract/cover-letters';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import type { AiClient } from '#modules/ai/ai-client.ts';
import {
  prepareLetterGeneration,
  streamLetter,
  type LetterStreamOutput,
} from '#modules/letters/generate-service.ts';
import { draftLetter } from '#modules/letters/letter-service.ts';

const security = [{ bearerAuth: [] }];

const generateRoutes: FastifyPluginAsyncZod<{
  ai: AiClient;
  limitCreations: preHandlerAsyncHookHandler;
}> = async (app, { ai, limitCreations }) => {
  const db = app.database.db;

  app.post(
    '/draft',
    {
      schema: {
        tags: ['cover-letters'],
        summary:
          "The offline letter from the resume's real facts for a catalogue or pasted job (free, no AI)",
        security,
        body: generateCoverLetterSchema,
        response: { 200: envelopeSchema(letterDraftSchema) },
      },
    },
    async (request) =>
      ok(
        await draftLetter({ db, userId: request.user.id, input: request.body, now: app.now() }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/generate',
    {
      schema: {
        tags: ['cover-letters'],
        summary:
          'Write a letter with AI (1 point), streamed as server-sent events: `delta` {text}, then `done` {letter, available_credits} or `error` {code, message, partial}',
        security,
        body: generateCoverLetterSchema,
        produces: ['text/event-stream'],
      },
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.user.id}`,
        },
      },
      preHandler: limitCreations,
    },
    async (request, reply) => {
      const now = app.now();
      const userId = request.user.id;
      // Refusals (no provider, no point, no such resume or job) are ordinary JSON errors.
      const generation = await prepareLetterGeneration({
        db,
        ai,
        userId,
        input: request.body,
        now,
      });
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const aborted = new AbortController();
      raw.on('close', () => {
        if (!raw.writableFinished) aborted.abort();
      });
      const write = (event: LetterStreamEvent) => {
        if (!raw.writableEnded && !raw.destroyed)
          raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      const send = (output: LetterStreamOutput) => {
        if (output.event === 'delta') write({ event: 'delta', data: { text: output.text } });
        else if (output.event === 'done')
          write({
            event: 'done',
            data: { letter: output.letter, available_credits: output.availableCredits },
          });
        else
          write({
            event: 'error',
            data: {
              code: output.key,
              message: translate(request.language, output.key, output.values),
              partial: output.partial,
            },
          });
      };
      try {
        await streamLetter({
          db,
          ai,
          log: request.log,
          userId,
          generation,
          now,
          signal: aborted.signal,
          send,
        });
      } catch (error) {
        request.log.error({ err: error }, 'cover letter stream failed');
        send({ event: 'error', key: 'internal', values: {}, partial: '' });
      } finally {
        raw.end();
      }
    },
  );
};

export default generateRoutes;
