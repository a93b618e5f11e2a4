import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noDataSchema } from '@yonder/contract/auth';
import { envelopeSchema } from '@yonder/contract/common';
import {
  createSavedSearchSchema,
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '@yonder/contract/saved-searches';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from '#modules/saved-searches/saved-searches-service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['saved-searches'];

const crudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's saved searches, newest first, with their jobs new since last opened",
        security,
        response: { 200: envelopeSchema(savedSearchListSchema) },
      },
    },
    async (request) =>
      ok(
        await listSavedSearches({ db, userId: request.user.id, now: app.now() }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Save a job search (or "my recommendations") with its alert frequency',
        security,
        body: createSavedSearchSchema,
        response: { 201: envelopeSchema(savedSearchSchema) },
      },
    },
    async (request, reply) => {
      const created = await createSavedSearch({
        db,
        userId: request.user.id,
        input: request.body,
        language: request.language,
        now: app.now(),
      });
      return reply
        .status(201)
        .send(ok(created, translate(request.language, 'savedSearchCreated'), 201));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change its alert frequency',
        security,
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: envelopeSchema(savedSearchSchema) },
      },
    },
    async (request) =>
      ok(
        await updateSavedSearch({
          db,
          userId: request.user.id,
          id: request.params.id,
          input: request.body,
          now: app.now(),
        }),
        translate(request.language, 'savedSearchUpdated'),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search (its alerts stop)',
        security,
        params: savedSearchIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await deleteSavedSearch({ db, userId: request.user.id, id: request.params.id });
      return ok(null, translate(request.language, 'savedSearchDeleted'));
    },
  );

  app.post(
    '/:id/open',
    {
      schema: {
        tags,
        summary: 'Open a saved search: answers its query and starts its "new" count again',
        security,
        params: savedSearchIdParamsSchema,
        response: { 200: envelopeSchema(savedSearchSchema) },
      },
    },
    async (request) =>
      ok(
        await openSavedSearch({
          db,
          userId: request.user.id,
          id: request.params.id,
          now: app.now(),
        }),
        translate(request.language, 'ok'),
      ),
  );
};

export default crudRoutes;
