import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noDataSchema } from '@yonder/contract/auth';
import {
  applicationIdParamsSchema,
  applicationListSchema,
  applicationSchema,
  createApplicationSchema,
  listApplicationsQuerySchema,
  updateApplicationSchema,
} from '@yonder/contract/applications';
import { envelopeSchema } from '@yonder/contract/common';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import {
  deleteApplication,
  exportApplications,
  findApplication,
  listApplications,
  updateApplication,
} from '#modules/applications/application-service.ts';
import { createApplication } from '#modules/applications/tracking-service.ts';
import { sendDownload } from '#lib/download.ts';

const security = [{ bearerAuth: [] }];
const tags = ['applications'];

const crudRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's applications: filter by status, search, sort",
        security,
        querystring: listApplicationsQuerySchema,
        response: { 200: envelopeSchema(applicationListSchema) },
      },
    },
    async (request) =>
      ok(
        await listApplications({ db, userId: request.user.id, query: request.query }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'Every application of the caller (archived ones too) as CSV (UTF-8, CRLF)',
        security,
      },
    },
    async (request, reply) =>
      sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: 'applications.csv',
        bytes: await exportApplications({ db, userId: request.user.id }),
      }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Track a catalogue job (`job_id`) or an outside one (`title`, `company`, `url`); a job or address already tracked moves forward instead (200)',
        security,
        body: createApplicationSchema,
        response: {
          200: envelopeSchema(applicationSchema),
          201: envelopeSchema(applicationSchema),
        },
      },
      // The browser extension records what the user sent.
      config: { extensionScope: 'applications:write' },
    },
    async (request, reply) => {
      const { application, created } = await createApplication({
        db,
        userId: request.user.id,
        input: request.body,
        now: app.now(),
      });
      const status = created ? 201 : 200;
      const message = translate(
        request.language,
        created ? 'applicationCreated' : 'applicationMoved',
      );
      return reply.status(status).send(ok(application, message, status));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One application with its timeline',
        security,
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) =>
      ok(
        await findApplication({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change an application (status, order, archive, details) of the given version (409 when stale)',
        security,
        params: applicationIdParamsSchema,
        body: updateApplicationSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) =>
      ok(
        await updateApplication({
          db,
          userId: request.user.id,
          id: request.params.id,
          input: request.body,
          now: app.now(),
        }),
        translate(request.language, 'applicationSaved'),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an application and its timeline',
        security,
        params: applicationIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await deleteApplication({ db, userId: request.user.id, id: request.params.id });
      return ok(null, translate(request.language, 'applicationDeleted'));
    },
  );
};

export default crudRoutes;
