import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

// Two HTML entries: the app (index.html) and the local GraphQL IDE (graphiql.html, served by
// the API for browser GETs of /graphql). They share nothing but React, so GraphiQL (and Monaco)
// never end up in the app's chunks.
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  // The rules and texts shared with the API (docs/architecture.md): `@common/x` is `../common/x`.
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps in the shipped build: Monaco's alone are 11 MB.
    sourcemap: false,
    // Monaco (GraphiQL only, ~2.8 MB) is the one chunk allowed to be this big.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onLog(level, log, handler) {
        // GraphiQL's dependencies ship "use no memo" directives; harmless when bundled.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '^/dev(/|$)': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '^/dev(/|$)': { target: apiTarget, changeOrigin: true },
    },
  },
});
