import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// A first render of a lazy route (whole pages with Chakra in jsdom) takes seconds on a busy 2-core
// machine, and `npm test` runs the unit, integration and browser projects at once: a whole-app
// render was seen at 12–16 s there. findBy*/waitFor wait up to 20 s instead of Testing Library's
// 1 s, and a test up to 45 s. A passing test does not wait longer for it; a wrong result still fails.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 45_000 });
