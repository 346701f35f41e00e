import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createAppCache } from '../cache';
import { buildRoutes } from '../routes/router';
import type { Viewer } from '../session/SessionProvider';
import { sessionMocks } from '../session/testing';
import { afterEach } from 'vitest';
import { appSystem } from '../theme';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export interface ProviderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse<any, any>>;
  /**
   * Who the session's `viewer` query returns (default: null, a visitor); 'loading' never
   * answers. The test's own `mocks` come first, so a test can still mock `viewer` itself.
   */
  viewer?: Viewer | null | 'loading';
}

/** Chakra (the app's theme) + MockedProvider with the app's cache (its type policies) around a test's UI. */
export function TestProviders({ children, mocks = [], viewer = null }: ProviderOptions & { children: ReactNode }) {
  const [cache] = useState(createAppCache);
  return (
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={[...mocks, ...sessionMocks(viewer)]} cache={cache}>
        {children}
      </MockedProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { mocks, viewer, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders mocks={mocks} viewer={viewer}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
}

/** Renders the app's real route tree in memory at `path` (optionally with router `state`). */
export function renderAppAt(
  path: string,
  {
    mocks,
    viewer,
    routes = buildRoutes(),
    state,
  }: ProviderOptions & { routes?: RouteObject[]; state?: unknown } = {},
) {
  const url = new URL(path, 'http://localhost');
  const entry = state === undefined ? path : { pathname: url.pathname, search: url.search, hash: url.hash, state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const result = renderWithProviders(<RouterProvider router={router} />, { mocks, viewer });
  return { ...result, router };
}
