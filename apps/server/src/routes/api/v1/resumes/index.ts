import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { RESUME_MAX_BYTES } from '@yonder/contract/resumes';
import { createAiClient } from '../../../../modules/ai/ai-client.ts';
import { createPdfExportPool } from '../../../../workers/pdf-export-pool.ts';
import { createParsePool } from '../../../../workers/resume-parse-pool.ts';
import aiActionRoutes from './ai-actions.ts';
import { createResumeCreationLimit } from './creation-limit.ts';
import crudRoutes from './crud.ts';
import exportRoutes from './exports.ts';

/** Resumes of the signed-in user: every route is owner-only (another user's id answers 404). */
const resumesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
  });
  const pool = createParsePool({
    size: app.config.resumes.parseWorkers,
    timeoutMs: app.config.resumes.parseTimeoutMs,
    maxQueued: app.config.resumes.parseQueue,
    metrics: app.metrics.resumeParse,
  });
  const exportPool = createPdfExportPool({
    size: app.config.resumes.exportWorkers,
    timeoutMs: app.config.resumes.exportTimeoutMs,
    maxQueued: app.config.resumes.exportQueue,
    metrics: app.metrics.pdfExport,
  });
  app.addHook('onClose', async () => {
    await Promise.all([pool.close(), exportPool.close()]);
  });
  const ai = createAiClient({ ...app.config.ai, metrics: app.metrics.ai });
  const limitCreations = createResumeCreationLimit(app);

  await app.register(crudRoutes, { pool, limitCreations });
  await app.register(exportRoutes, { exportPool });
  await app.register(aiActionRoutes, { ai, limitCreations });
};

export default resumesRoutes;
