import type { FastifyPluginAsync } from 'fastify';
import { createAiClient } from '#modules/ai/ai-client.ts';
import { createPdfExportPool } from '#workers/pdf-export-pool.ts';
import { createLetterCreationLimit } from './creation-limit.ts';
import crudRoutes from './crud.ts';
import generateRoutes from './generate.ts';

/** Cover letters of the signed-in user: every route is owner-only (another user's id answers 404). */
const coverLettersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Letters are one page: one worker of their own, started on the first export.
  const exportPool = createPdfExportPool({
    size: 1,
    timeoutMs: app.config.resumes.exportTimeoutMs,
    maxQueued: app.config.resumes.exportQueue,
    metrics: app.metrics.pdfExport,
  });
  app.addHook('onClose', async () => {
    await exportPool.close();
  });
  const ai = createAiClient({ ...app.config.ai, metrics: app.metrics.ai });
  const limitCreations = createLetterCreationLimit(app);
  await app.register(crudRoutes, { exportPool, limitCreations, aiAvailable: ai.isConfigured });
  await app.register(generateRoutes, { ai, limitCreations });
};

export default coverLettersRoutes;
