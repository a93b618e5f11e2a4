import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { RESUME_MAX_BYTES } from '@yonder/contract/resumes';
import { createAiClient, type AiClient } from '#modules/ai/ai-client.ts';
import type { PdfExportPool } from '#workers/pdf-export-pool.ts';
import type { ParsePool } from '#workers/resume-parse-pool.ts';
import aiActionRoutes from './ai-actions.ts';
import crudRoutes from './crud.ts';
import exportRoutes from './exports.ts';
import proposalRoutes from './proposals.ts';

/**
 * Resumes of the signed-in user: every route is owner-only (another user's id answers 404). The
 * parse pool, the export pool and the creation limit are shared with the profile's resume file.
 */
const resumesRoutes: FastifyPluginAsync<{
  pool: ParsePool;
  exportPool: PdfExportPool;
  limitCreations: preHandlerAsyncHookHandler;
  /** Fills what the rules missed in an upload (see upload-service.ts); none: the rules alone. */
  fillAi?: AiClient | undefined;
}> = async (app, { pool, exportPool, limitCreations, fillAi }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
  });
  const ai = createAiClient({ ...app.config.ai, metrics: app.metrics.ai });

  await app.register(crudRoutes, { pool, limitCreations, fillAi });
  await app.register(exportRoutes, { exportPool });
  await app.register(aiActionRoutes, { ai, limitCreations });
  await app.register(proposalRoutes);
};

export default resumesRoutes;
