import { useEffect, useRef } from 'react';

/**
 * Publishes where the element's bottom edge is, from the top of the screen, as a CSS variable on
 * <html> while it is mounted (and follows its size). Phone toasts open below these edges, not over
 * the buttons of what is there (web/src/notify.ts).
 */
export function useEdgeVar<T extends HTMLElement>(variable: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${element.offsetTop + element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
