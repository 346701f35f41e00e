import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { buildRoutes } from '../routes/router';
import { afterEach } from 'vitest';
import { system } from '../theme';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export interface ProviderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse<any, any>>;
}

/** Chakra (the app's theme) + MockedProvider around a test's UI. */
export function TestProviders({ children, mocks = [] }: ProviderOptions & { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { mocks, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <TestProviders mocks={mocks}>{children}</TestProviders>,
    ...options,
  });
}

/** Renders the app's real route tree in memory at `path`. */
export function renderAppAt(
  path: string,
  { mocks, routes = buildRoutes() }: ProviderOptions & { routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, { mocks });
  return { ...result, router };
}
