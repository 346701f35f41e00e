// The time a clock on screen (an offer's countdown) shows while React hydrates a page the server drew
// (web/src/entry-server.tsx): the server's, written into the page, so the browser's first render
// matches the markup; the clock moves on right after.
let drawnAt = Date.now();

/** When the page was drawn: the server's render, or the browser's start. */
export function pageDrawnAt(): number {
  return drawnAt;
}

export function setPageDrawnAt(at: number): void {
  drawnAt = at;
}
