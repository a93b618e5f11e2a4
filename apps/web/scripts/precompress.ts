// Last step of the web build: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// beside every text file of dist/ worth compressing. The server sends the copy the browser accepts
// (@fastify/static's preCompressed), so pages and scripts travel compressed at the best ratio
// without compressing them again on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(WEB, process.env.WEB_BUILD_DIR ?? 'dist');
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt)$/;
// Below this, a compressed answer saves less than its headers cost (as the server's threshold).
const MIN_BYTES = 1024;

for (const entry of fs.readdirSync(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  // Dot folders (.ssr: the server's own renderer) are never sent.
  if (path.relative(DIST, file).startsWith('.')) continue;
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
