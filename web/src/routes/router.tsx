import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/AppLayout';
import { PageLoader } from '../ui/PageLoader';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { screenLoaders } from './screens';
import { ACCESS_LEVELS, NOT_FOUND_ROUTE, ROUTES, type RouteEntry } from './table';

function toRouteObject(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    handle: { route: entry },
    lazy: async () => {
      const { default: Screen } = await screenLoaders[entry.screen]();
      return { Component: () => <Screen title={entry.title} /> };
    },
  };
}

/**
 * Route objects for the whole app: a root layout (connectivity, toasts, document title), then one
 * pathless group per access level wrapped in `RouteGuard`, then the not-found catch-all.
 */
export function buildRoutes(): RouteObject[] {
  const groups: RouteObject[] = ACCESS_LEVELS.map((access) => ({
    id: `guard-${access}`,
    element: (
      <RouteGuard access={access}>
        <Outlet />
      </RouteGuard>
    ),
    children: ROUTES.filter((r) => r.access === access).map(toRouteObject),
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
  return createBrowserRouter(buildRoutes());
}
