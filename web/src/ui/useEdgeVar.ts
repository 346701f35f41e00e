import { useEffect, useRef } from 'react';

const TOAST_LAYER_ID = 'toast-layer';

/**
 * The element the toasts are portalled into (web/src/components/ToastList.tsx), and where the edge
 * variables below live: only the toasts read them. Set on <html>, each one made the browser restyle
 * the whole page (every element inherits Chakra's ~970 token variables from there), on every page
 * load and each time the cart pop-up came and went (bench/diary.md, "Os estilos novos sem
 * refazer a página inteira"). `display: contents`: it adds no box of its own.
 */
export function toastLayer(): HTMLElement {
  let layer = document.getElementById(TOAST_LAYER_ID);
  if (!layer) {
    layer = document.createElement('div');
    layer.id = TOAST_LAYER_ID;
    layer.style.display = 'contents';
    document.body.appendChild(layer);
  }
  return layer;
}

/**
 * Publishes where the element's bottom edge is, from the top of the screen, as a CSS variable on
 * the toast layer while it is mounted (and follows its size). Phone toasts open below these edges,
 * not over the buttons of what is there (web/src/notify.ts).
 */
export function useEdgeVar<T extends HTMLElement>(variable: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const layer = toastLayer().style;
    const observer = new ResizeObserver(() => layer.setProperty(variable, `${element.offsetTop + element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      layer.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
