import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Node loads graphql's CommonJS build for Apollo, Pothos and graphql-ws; the tests' own imports
// must get the same copy, or graphql refuses a schema "from another module or realm".
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
// `@common/x` is the folder of rules shared by API and web (same alias as web/vite.config.ts).
const commonAlias = { find: /^@common\//, replacement: fileURLToPath(new URL('./common/', import.meta.url)) };
const nodeResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }, commonAlias] };

// Three suites: pure rules and components (fast, jsdom), the real API over HTTP/WebSocket
// against a real Postgres (node), and browser journeys in Debian's Chromium (node).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: [commonAlias] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['common/**/*.test.ts', 'api/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // Whole screens render in jsdom; on 2 busy cores the slowest take seconds (tests/helpers/setup-dom.ts).
          testTimeout: 45_000,
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: nodeResolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page on a busy CI machine can take seconds to load and query: expect.poll waits up to
          // 10 s (vitest's default of 1 s made journeys fail on slow runs, never on wrong results).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
