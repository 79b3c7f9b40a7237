import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './web/precompress.js';

/**
 * The web client: built from web/ into dist/web, served by the one server (`npm start`), with brotli and gzip copies
 * of its text files beside them (web/precompress.ts).
 */
export default defineConfig({
  root: 'web',
  plugins: [react(), precompressPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    // `npx vite` during development: the API and rooms run on `npm start` (port 2567).
    proxy: {
      '/api': 'http://localhost:2567',
      '/v1': 'http://localhost:2567',
      '/matchmake': { target: 'http://localhost:2567', ws: true },
    },
  },
});
