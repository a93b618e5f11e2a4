import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@yonder/contract/common';
import { jobIdParamsSchema } from '@yonder/contract/jobs';
import { pickLanguage } from '../i18n/messages.ts';
import { readCookie } from '../lib/cookies.ts';
import { AppError } from '../lib/errors.ts';
import { getJob } from '../modules/jobs/jobs-service.ts';
import { withJobExtras } from '../modules/jobs/job-extras.ts';
import { DEFAULT_PAY_CURRENCY } from '@yonder/contract/jobs';
import { sendRouteNotFound } from './errors.ts';
import { loadJobPages } from './job-pages.ts';

const API_PREFIXES = ['/api/', '/api?', '/healthz', '/readyz'];
const isApiPath = (url: string) =>
  url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));

type PageFiles = Record<Language, string>;

/** Jobs' pages one address gets drawn by the server per minute; past it, the app draws them. */
const JOB_PAGES_DRAWN_PER_MINUTE = 60;

/**
 * The build's pages.json (web's scripts/prerender.ts): the file answering each prerendered path
 * or path pattern (`/jobs/:id`) and, under `*`, the shell of every other route, per language. Without it (a build that only ran
 * `vite build`), index.html answers every path.
 */
function readPages(root: string): Record<string, PageFiles | undefined> {
  const manifest = path.join(root, 'pages.json');
  if (!fs.existsSync(manifest)) return {};
  return JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, PageFiles>;
}

/** The files of a path: its own, else those of a pattern whose `:name` segments match any one segment, else `*`'s. */
function findPageFiles(
  pages: Record<string, PageFiles | undefined>,
  pathname: string,
): PageFiles | undefined {
  const exact = pages[pathname];
  if (exact) return exact;
  const segments = pathname.split('/');
  const pattern = Object.keys(pages).find((key) => {
    const parts = key.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      )
    );
  });
  return pages[pattern ?? '*'];
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, the build's
 * brotli or gzip copy of a file to a browser that accepts it, and every
 * other non-API path answered with the app (history fallback) so client routes survive a reload.
 */
async function webAppPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (!hasBuild)
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
  const pages = readPages(root);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz copy beside each text file (vite-plugin-compression2, web's vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** The language the web app would choose: its cookie, else the browser's languages. */
  const pageLanguage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Cookie, Accept-Language');
    const cookie = readCookie(request.headers.cookie, 'i18nextLng');
    return pickLanguage(cookie || request.headers['accept-language']);
  };

  // A job's page comes drawn, with the job in it.
  const jobPages = hasBuild ? loadJobPages(root) : undefined;
  if (jobPages) {
    app.get<{ Params: { id: string } }>(
      jobPages.path,
      { schema: { hide: true } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        const language = pageLanguage(request, reply);
        const shell = findPageFiles(pages, request.url.split('?')[0] ?? '/')?.[language];
        // The app's page, which finds the job itself or says it is not found, as on any route.
        // No such job: the app says so, and crawlers and link checkers hear a 404.
        const sendShell = (status = 200) => reply.code(status).sendFile(shell ?? 'index.html');
        const { success, data: params } = jobIdParamsSchema.safeParse(request.params);
        if (!success) return sendShell(404);
        let job;
        try {
          job = await getJob({
            db: app.database.db,
            id: params.id,
            viewer: { userId: null, ip: request.ip },
            now: app.now(),
          });
          // Drawn for a guest: pay in the page language's currency, per year.
          const target = { currency: DEFAULT_PAY_CURRENCY[language], period: 'year' } as const;
          job = (await withJobExtras(app.database.db, [job], { target, now: app.now() }))[0]!;
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) return sendShell(404);
          // The database failed: the app asks again, as it would on any route.
          request.log.error({ err: error, jobId: params.id }, "a job's page found no job");
          return sendShell();
        }
        // Drawing a page costs the server milliseconds: one address gets a generous number drawn.
        const { count } = await app.counters.hit(`job-page:${request.ip}`, 60_000);
        if (count > JOB_PAGES_DRAWN_PER_MINUTE) return sendShell();
        try {
          const page = await jobPages.render(job, language);
          if (!page) return sendShell();
          return reply.type('text/html; charset=utf-8').send(page);
        } catch (error) {
          // The app draws the page in the browser, as for any other route.
          request.log.error({ err: error, jobId: job.id }, "a job's page failed to render");
          return sendShell();
        }
      },
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!hasBuild || !isPageRequest || isApiPath(request.url))
      return sendRouteNotFound(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file with an extension is a real 404, not a client route.
    if (path.extname(pathname) && pathname !== '/index.html')
      return sendRouteNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    const files = findPageFiles(pages, pathname);
    if (!files) return reply.sendFile('index.html');
    return reply.sendFile(files[pageLanguage(request, reply)]);
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['errors'] });
