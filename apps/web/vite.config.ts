import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Most first visits land on `/` in Chinese: preload that route's chunk and its zh texts with the
 * entry, so they arrive in parallel instead of after the entry has run.
 */
const FIRST_VISIT_MODULES = [
  'src/app/routes/landing.tsx',
  'src/locales/zh/common.json',
  'src/locales/zh/landing.json',
];

function preloadFirstVisit(): Plugin {
  return {
    name: 'yonder:preload-first-visit',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            FIRST_VISIT_MODULES.some((module) => output.facadeModuleId?.endsWith(module)),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFirstVisit()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
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
    ...(process.env.WEB_BUILD_DIR && { outDir: process.env.WEB_BUILD_DIR }),
  },
});
