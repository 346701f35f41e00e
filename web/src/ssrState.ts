// What a page the server drew carries for the app (api/system/server-render.ts, web/src/entry-server.tsx):
// the Apollo cache its screens read and when it was drawn. The app starts from it and hydrates the
// markup instead of drawing the page anew.

export interface SsrState {
  cache: Record<string, unknown>;
  drawnAt: number;
}

/** The state of the page, when the server drew it; null otherwise. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
