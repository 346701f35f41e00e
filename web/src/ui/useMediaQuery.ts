import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint (48em) and up: where the app's side panels are always open. */
export const MD_UP = '(min-width: 48em)';

/**
 * Whether `query` matches now, following the window as it changes; false where there is no
 * `matchMedia` (tests). Unlike Chakra's breakpoint hooks it is right on the first render, so a
 * panel a phone does not show is never rendered there.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
