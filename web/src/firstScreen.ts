// The landing's first screen is plain HTML in web/index.html, painted before any JavaScript
// arrives (docs/decisions.md, "Primeira tela sem JavaScript"). The app removes it once it has
// rendered a screen of its own, so the visitor never sees the app's loading states in between.

/** Removes the HTML first screen, if it is still there. */
export function dismissFirstScreen(doc: Document = document): void {
  doc.getElementById('first-screen')?.remove();
}
