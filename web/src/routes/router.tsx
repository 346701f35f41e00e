import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
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
