import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  addFavoriteJobSchema,
  favoriteJobsSchema,
  importedFavoriteJobsSchema,
  importFavoriteJobsSchema,
  jobDetailSchema,
  jobIdParamsSchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
  payQuerySchema,
} from '@yonder/contract/jobs';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { optionalUser } from '#plugins/auth.ts';
import { ok } from '#lib/envelope.ts';
import { perIp } from '#lib/rate-limits.ts';
import { createCountCache } from '#modules/jobs/count-cache.ts';
import { resolvePayTarget } from '#modules/exchange-rates/pay-target.ts';
import { withSalaryInUsd } from '#modules/exchange-rates/rates.ts';
import { withJobExtras } from '#modules/jobs/job-extras.ts';
import {
  getJob,
  importFavorites,
  listFavorites,
  saveFavorite,
  searchJobs,
} from '#modules/jobs/jobs-service.ts';
import { createSearchEngine } from '#modules/jobs/search-engine.ts';
import { createSearchLoad } from '#modules/jobs/search-limits.ts';

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const seconds = app.config.searchCountCacheSeconds;
  const counts = seconds > 0 ? createCountCache({ ttlMs: seconds * 1000 }) : undefined;
  // A few searches at once is people searching; more is a crowd or a script, and their counts are
  // capped. Exact counts run one at a time on the embedded database, which runs one query at once.
  const load = createSearchLoad({
    exactCounts: app.database.kind === 'pglite' ? 1 : 2,
    busyAt: 4,
  });
  // Every search is answered from this instance's in-memory index, kept fresh (search-engine.ts).
  const engine = createSearchEngine({ freshnessMs: app.config.searchFreshnessMs });
  app.addHook('onReady', async () => engine.prepare(app.database.db));
  // Generous for a person paging and filtering fast, not for a script (each route counts apart).
  const readLimit = perIp(app.config.searchRateLimitPerMinute, '1 minute');

  app.get(
    '/getAllJobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs: keyword (Chinese and English), filters, sort, facets',
        querystring: jobSearchQuerySchema,
        response: { 200: envelopeSchema(jobSearchResultSchema) },
      },
      // The answer is built to the contract's types; checking it again on every search took a
      // tenth of the route's time. Its shape is tested against the schema (search.test.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: readLimit,
    },
    async (request) => {
      const db = app.database.db;
      const { currency, pay_period: period } = request.query;
      // A salary range in the reader's currency is compared with the jobs' yearly US dollars.
      const [target, query] = await Promise.all([
        resolvePayTarget({ db, language: request.language, currency, period }),
        withSalaryInUsd(db, request.query),
      ]);
      const result = await load.track(() =>
        searchJobs({
          db: app.database.db,
          query,
          now: app.now(),
          counts,
          load,
          engine,
          timeoutMs: app.config.searchStatementTimeoutMs,
        }),
      );
      const items = await withJobExtras(db, result.items, {
        target,
        now: app.now(),
        provenanceOf: (ids) => engine.provenance(db, ids),
      });
      return ok({ ...result, items }, translate(request.language, 'ok'));
    },
  );

  app.get(
    '/getJobById/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['jobs'],
        summary: 'One job with every detail (a list of one, as the spec reads it)',
        params: jobIdParamsSchema,
        querystring: payQuerySchema,
        response: { 200: envelopeSchema(z.array(jobDetailSchema)) },
      },
      config: readLimit,
    },
    async (request) => {
      const db = app.database.db;
      const userId = optionalUser(request)?.id ?? null;
      const job = await getJob({
        db,
        id: request.params.id,
        viewer: { userId, ip: request.ip },
        now: app.now(),
      });
      const target = await resolvePayTarget({
        db,
        userId,
        language: request.language,
        currency: request.query.currency,
        period: request.query.pay_period,
      });
      const [detail] = await withJobExtras(db, [job], { target, now: app.now() });
      return ok([detail!], translate(request.language, 'ok'));
    },
  );

  app.post(
    '/addFavoriteJob',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "Save or un-save a job for the caller (status 'saved' or 'deleted')",
        security: [{ bearerAuth: [] }],
        body: addFavoriteJobSchema,
        response: { 200: envelopeSchema(z.object({ job_id: z.string(), status: z.string() })) },
      },
    },
    async (request) => {
      await saveFavorite({
        db: app.database.db,
        userId: request.user.id,
        input: request.body,
        now: app.now(),
      });
      const { job_id, status } = request.body;
      return ok(
        { job_id, status },
        translate(request.language, status === 'saved' ? 'favoriteSaved' : 'favoriteRemoved'),
      );
    },
  );

  app.post(
    '/favorites/import',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "Save the jobs a guest bookmarked in this browser to the caller's account",
        security: [{ bearerAuth: [] }],
        body: importFavoriteJobsSchema,
        response: { 200: envelopeSchema(importedFavoriteJobsSchema) },
      },
    },
    async (request) =>
      ok(
        await importFavorites({
          db: app.database.db,
          userId: request.user.id,
          jobIds: request.body.job_ids,
          now: app.now(),
        }),
        translate(request.language, 'ok'),
      ),
  );

  app.get(
    '/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "The caller's saved jobs, newest first",
        security: [{ bearerAuth: [] }],
        querystring: payQuerySchema,
        response: { 200: envelopeSchema(favoriteJobsSchema) },
      },
    },
    async (request) => {
      const db = app.database.db;
      const userId = request.user.id;
      const [favorites, target] = await Promise.all([
        listFavorites({ db, userId }),
        resolvePayTarget({
          db,
          userId,
          language: request.language,
          currency: request.query.currency,
          period: request.query.pay_period,
        }),
      ]);
      const jobs = await withJobExtras(
        db,
        favorites.items.map((favorite) => favorite.job),
        { target, now: app.now() },
      );
      const items = favorites.items.map((favorite, index) => ({ ...favorite, job: jobs[index]! }));
      return ok({ ...favorites, items }, translate(request.language, 'ok'));
    },
  );
};

export default jobsRoutes;
