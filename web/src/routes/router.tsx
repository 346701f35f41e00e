import { Outlet, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/AppLayout';
import { PageLoader } from '../ui/PageLoader';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { screenLoaders } from './screens';
import { ACCESS_LEVELS, NOT_FOUND_ROUTE, ROUTES, type RouteEntry, type ScreenKey } from './table';
import { prefetchScreenData } from './screenData';
import { getApolloClient } from '../apollo';

interface RouteOptions {
  /** Called when a screen's route starts loading, with its chunk (the app: its first data). */
  onScreenLoad?: (screen: ScreenKey) => void;
}

function toRouteObject(entry: RouteEntry, { onScreenLoad }: RouteOptions = {}): RouteObject {
  return {
    path: entry.path,
    handle: { route: entry },
    lazy: async () => {
      onScreenLoad?.(entry.screen);
      const { default: Screen } = await screenLoaders[entry.screen]();
      return { Component: () => <Screen title={entry.title} /> };
    },
  };
}

/**
 * Route objects for the whole app: a root layout (connectivity, toasts, document title), then one
 * pathless group per access level wrapped in `RouteGuard`, then the not-found catch-all.
 */
export function buildRoutes(options: RouteOptions = {}): RouteObject[] {
  const groups: RouteObject[] = ACCESS_LEVELS.map((access) => ({
    id: `guard-${access}`,
    element: (
      <RouteGuard access={access}>
        <Outlet />
      </RouteGuard>
    ),
    children: ROUTES.filter((r) => r.access === access).map((entry) => toRouteObject(entry, options)),
  }));
  groups.push(toRouteObject(NOT_FOUND_ROUTE));
  return [
    {
      id: 'root',
      element: <AppLayout />,
      HydrateFallback: PageLoader,
      errorElement: <RouteErrorPage />,
      children: groups,
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes({ onScreenLoad: (screen) => void prefetchScreenData(screen, getApolloClient()) }));
}

/**
 * The router of a page the server drew (web/src/entry-server.tsx): the screens of the address are
 * loaded before the first render, as the server had them, so that render is the server's markup
 * (hydrated, not replaced) instead of the router's fallback while a screen's chunk arrives.
 */
export async function createHydratingRouter(location: Location = window.location) {
  const routes = buildRoutes({ onScreenLoad: (screen) => void prefetchScreenData(screen, getApolloClient()) });
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}

