import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// A first render of a lazy route (whole pages with Chakra in jsdom) takes seconds on a busy 2-core
// machine (over 5 s with other suites running): findBy*/waitFor wait up to 10 s instead of Testing
// Library's 1 s, and a test up to 20 s. A passing test does not wait longer for it.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });
