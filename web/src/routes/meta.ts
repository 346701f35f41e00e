import { useMatches } from 'react-router-dom';
import type { RouteEntry } from './table';

/** The route-table row of the deepest matched route (its `handle`), if any. */
export function useRouteMeta(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { route?: RouteEntry } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
