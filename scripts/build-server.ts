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
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'pino',
  'pg-native',
].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(SERVER, 'src/server.ts')],
  outfile: path.join(SERVER, 'dist/server.js'),
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
