import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a part starts rendering: about half a phone screen ahead. */
export const RENDER_AHEAD_PX = 400;

/** Where the browser has no idle callback (Safari), how long after mounting to start watching. */
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/** Runs `callback` once the browser is idle; returns what cancels it. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback);
  return () => cancelIdleCallback(id);
}

/**
 * Renders `children` only once they come within RENDER_AHEAD_PX of the screen, or at the first Tab
 * key (keyboard navigation may be heading there). Until then an empty box of about their size holds
 * the place, so the page keeps its height. It starts watching once the browser is idle: while a
 * screen loads, its skeleton is short and everything looks near; rendering then would also
 * interrupt the screen's own background render, which React restarts from scratch. For heavy parts far below the first screen (the site
 * footer: ~130 elements, each a styled Chakra component): a visit that never scrolls there never
 * pays for them (bench/diary.md, "O rodapé só quando perto da tela"). Where IntersectionObserver
 * does not exist (old browsers, not the server), renders at once.
 */
export function RenderWhenNear({ children, ...placeholder }: { children: ReactNode } & BoxProps) {
  // The server (web/src/entry-server.tsx) draws the place-holder, as the browser's first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${RENDER_AHEAD_PX}px 0px`,
    });
    const cancelWatch = whenIdle(() => observer.observe(target));
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Tab' && setNear(true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      cancelWatch();
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [near]);
  return near ? children : <Box ref={ref} aria-hidden="true" data-render-when-near="" {...placeholder} />;
}
