import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: pure rules and components (fast, jsdom), the real API over HTTP/WebSocket
// against a real Postgres (node), and browser journeys in Debian's Chromium (node).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['common/**/*.test.ts', 'api/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
