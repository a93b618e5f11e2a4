import type { FastifyPluginAsync } from 'fastify';
import exportDownloadRoutes from './account/export-download.ts';
import accountRoutes from './account/index.ts';
import adminRoutes from './admin/index.ts';
import applicationsRoutes from './applications/index.ts';
import authRoutes from './auth/index.ts';
import coverLettersRoutes from './cover-letters/index.ts';
import dashboardRoutes from './dashboard/index.ts';
import extensionRoutes from './extension/index.ts';
import feedbackRoutes from './feedback/index.ts';
import jobsRoutes from './jobs/index.ts';
import matchesRoutes from './matches/index.ts';
import logoRoutes from './logos/index.ts';
import metaRoutes from './meta/index.ts';
import onboardingRoutes from './onboarding/index.ts';
import paymentsRoutes from './payments/index.ts';
import profileRoutes from './profile/index.ts';
import referralsRoutes from './referrals/index.ts';
import resumesRoutes from './resumes/index.ts';
import savedSearchesRoutes from './saved-searches/index.ts';
import usersRoutes from './users/index.ts';
import { createPdfExportPool } from '#workers/pdf-export-pool.ts';
import { createParsePool } from '#workers/resume-parse-pool.ts';
import { createAiClient } from '#modules/ai/ai-client.ts';
import { createMatchCaches } from '#modules/matching/matching-service.ts';
import { createResumeCreationLimit } from './resumes/creation-limit.ts';

const apiV1Routes: FastifyPluginAsync = async (app) => {
  // One parse pool and one hourly limit for every upload (resume library and profile).
  const pool = createParsePool({
    size: app.config.resumes.parseWorkers,
    timeoutMs: app.config.resumes.parseTimeoutMs,
    maxQueued: app.config.resumes.parseQueue,
    metrics: app.metrics.resumeParse,
  });
  app.addHook('onClose', () => pool.close());
  // One export pool: the resume's PDF download and the profile's PDF of an editor-made resume.
  const exportPool = createPdfExportPool({
    size: app.config.resumes.exportWorkers,
    timeoutMs: app.config.resumes.exportTimeoutMs,
    maxQueued: app.config.resumes.exportQueue,
    metrics: app.metrics.pdfExport,
  });
  app.addHook('onClose', async () => {
    await exportPool.close();
  });
  const limitCreations = createResumeCreationLimit(app);
  // What the rules miss in an upload, read by the AI provider when there is one: one try, bounded,
  // so an upload never waits long for it.
  const fillAi = app.config.resumes.aiFill
    ? createAiClient({
        ...app.config.ai,
        timeoutMs: Math.min(app.config.ai.timeoutMs, app.config.resumes.aiFillTimeoutMs),
        maxRetries: 0,
        metrics: app.metrics.ai,
      })
    : undefined;

  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(jobsRoutes, { prefix: '/jobs' });
  // `/matches`, `/jobs/:id/match` and the dashboard's best match share the caches.
  const matchCaches = createMatchCaches();
  await app.register(matchesRoutes, { caches: matchCaches });
  await app.register(metaRoutes, { prefix: '/meta' });
  await app.register(logoRoutes, { prefix: '/logos' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(onboardingRoutes, { prefix: '/onboarding' });
  await app.register(accountRoutes, { prefix: '/account' });
  // The mailed download link of a data export works without signing in (its secret is the key).
  await app.register(exportDownloadRoutes, { prefix: '/account/exports' });
  await app.register(resumesRoutes, {
    prefix: '/resumes',
    pool,
    exportPool,
    limitCreations,
    fillAi,
  });
  await app.register(profileRoutes, {
    prefix: '/profile',
    pool,
    exportPool,
    limitCreations,
    fillAi,
  });
  await app.register(savedSearchesRoutes, { prefix: '/saved-searches' });
  await app.register(coverLettersRoutes, { prefix: '/cover-letters' });
  await app.register(extensionRoutes, { prefix: '/extension' });
  await app.register(applicationsRoutes, { prefix: '/applications' });
  await app.register(dashboardRoutes, { prefix: '/dashboard', caches: matchCaches });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(referralsRoutes, { prefix: '/referrals' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default apiV1Routes;
