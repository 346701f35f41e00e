import { useCallback, useSyncExternalStore } from 'react';

/** Chakra's md breakpoint (48em) and up: where the app's side panels are always open. */
export const MD_UP = '(min-width: 48em)';

/**
 * Whether `query` matches now, following the window as it changes; false where there is no
 * `matchMedia` (tests). Unlike Chakra's breakpoint hooks it is right on the first render, so a
 * panel a phone does not show is never rendered there. The server's render (web/src/entry-server.tsx)
 * draws a phone's (false), and so does the browser's hydration of it, before it reads the window.
 */
const serverSnapshot = () => false;

export function useMediaQuery(query: string): boolean {
  // The same function from render to render: a new one would make React subscribe again each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, serverSnapshot);
}
