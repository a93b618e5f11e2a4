import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
