// Bundles the API server into apps/server/dist/server.js for `npm start`: one file of plain
// JavaScript with its pure-JavaScript dependencies tree-shaken in. Production then pays neither
// type stripping (~130 MB of RSS) nor hundreds of separately loaded module files (drizzle-orm
// alone: ~100 MB), and starts faster.
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server');
// Packages that load files of their own at run time (WebAssembly, native addons, static assets,
// worker threads) stay in node_modules.
const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'pino',
  // piscina starts its threads from a file of its own.
  'piscina',
  'pg-native',
  // pdfkit reads its font metrics files; fontkit goes with it so both share one copy.
  'pdfkit',
  'fontkit',
].flatMap((name) => [name, `${name}/*`]);

await build({
  // Worker threads are entries of their own, found beside server.js at run time.
  entryPoints: {
    server: path.join(SERVER, 'src/server.ts'),
    'pglite-worker': path.join(SERVER, 'src/db/pglite-worker.ts'),
    'resume-parse-worker': path.join(SERVER, 'src/workers/resume-parse-worker.ts'),
    'pdf-export-worker': path.join(SERVER, 'src/workers/pdf-export-worker.ts'),
    'first-fill-worker': path.join(SERVER, 'src/modules/jobs/demo/first-fill-worker.ts'),
    'normalize-worker': path.join(SERVER, 'src/modules/ingestion/import/normalize-worker.ts'),
  },
  // SERVER_BUILD_DIR: a private build (tests) that leaves the shared dist/ alone; it must stay under
  // apps/server so the bundle finds its migrations and node_modules.
  outdir: process.env.SERVER_BUILD_DIR
    ? path.resolve(process.env.SERVER_BUILD_DIR)
    : path.join(SERVER, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  // Bundled CommonJS packages call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});

// A new embedded database starts as a copy of this empty cluster instead of running initdb in the
// server, which grows PGlite's WebAssembly memory by ~300 MB that it never gives back.
if (!process.env.SERVER_BUILD_DIR) {
  const { createPgliteTemplate } = await import('../apps/server/src/db/pglite-template.ts');
  await createPgliteTemplate(path.join(SERVER, 'dist/pglite-template'));
}
