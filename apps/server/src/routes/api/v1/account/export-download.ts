import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportDownloadParamsSchema, exportDownloadQuerySchema } from '@yonder/contract/privacy';
import { translate } from '#i18n/messages.ts';
import { AppError } from '#lib/errors.ts';
import { perIp } from '#lib/rate-limits.ts';
import { readDataExportArchive } from '#modules/privacy/data-export-service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The mailed link of a data export: no sign-in, the secret in the link is the key. A browser that
 * follows a dead link gets a short page in its language; any other client the JSON envelope.
 */
const exportDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/download',
    {
      schema: {
        tags: ['account'],
        summary:
          'Download a data export (zip) with the secret from its mail; 404 for a wrong secret, 410 once expired',
        params: exportDownloadParamsSchema,
        querystring: exportDownloadQuerySchema,
      },
      config: perIp(60, '1 minute'),
    },
    async (request, reply) => {
      try {
        const { archive, fileName } = await readDataExportArchive({
          db: app.database.db,
          now: app.now,
          id: request.params.id,
          token: request.query.token,
        });
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .send(Buffer.from(archive));
      } catch (error) {
        if (!(error instanceof AppError) || !/text\/html/.test(request.headers.accept ?? ''))
          throw error;
        const { language } = request;
        const title = translate(language, 'exportPageTitle');
        const message = translate(language, error.messageKey, error.values);
        return reply
          .status(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
              `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
              `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
              `<p><a href="/">${escapeHtml(translate(language, 'exportPageBack'))}</a></p></main></body></html>`,
          );
      }
    },
  );
};

export default exportDownloadRoutes;
