import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerender } from './scripts/prerender.ts';

/** The client build only: the prerender's own server builds load this file too. */
const clientBuild: Plugin['apply'] = (_config, env) => env.command === 'build' && !env.isSsrBuild;

/**
 * Once the app's files are written, renders its pages in each language (scripts/prerender.ts);
 * the compression plugin then copies them into the build (its `artifacts`) and compresses them.
 */
function prerenderPages(): { plugin: Plugin; pages: () => { src: string }[] } {
  let into = '';
  let written: string[] = [];
  let outDir = '';
  let compressed: Promise<unknown> | undefined;
  return {
    plugin: {
      name: 'yonder:prerender',
      apply: clientBuild,
      configResolved: (config) => {
        outDir = path.resolve(config.root, config.build.outDir);
        compressed = compression.getPluginAPI(config.plugins)?.done;
      },
      writeBundle: {
        sequential: true,
        handler: async () => {
          into = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-pages-'));
          written = await prerender(import.meta.dirname, outDir, into);
        },
      },
      // Not awaited: the compression plugin's own closeBundle, which copies the pages, comes after.
      closeBundle: () => {
        void compressed?.then(() => into && fs.rmSync(into, { recursive: true, force: true }));
      },
    },
    pages: () => written.map((src) => ({ src })),
  };
}
const pages = prerenderPages();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pages.plugin,
    // A brotli (quality 11) and a gzip (level 9) copy beside every text file worth compressing;
    // the server sends the copy the browser accepts (@fastify/static's preCompressed), so pages
    // and scripts travel at the best ratio without being compressed again on every request.
    {
      ...compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(?:html|js|css|svg|json|txt)$/,
        // Dot folders (.vite: the manifest; .ssr: the server's own renderer) are never sent.
        exclude: [/(?:^|\/)\.vite\//, /(?:^|\/)\.ssr\//],
        // Below this, a compressed answer saves less than its headers cost (as the server's).
        threshold: 1024,
        artifacts: pages.pages,
        logLevel: 'silent',
      }),
      apply: clientBuild,
    },
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/readyz': 'http://127.0.0.1:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Read by scripts/prerender.ts: each page's HTML preloads the chunks its route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page runs first (the entry and its static imports) is one file rather than
        // ten: on a phone each request waits its round trip, and they queue six at a time.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
    ...(process.env.WEB_BUILD_DIR && { outDir: process.env.WEB_BUILD_DIR }),
  },
});
