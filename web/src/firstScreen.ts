// The landing's first screen is plain HTML in web/index.html, painted before any JavaScript
// arrives (docs/decisions.md, "Primeira tela sem JavaScript"). The app removes it once it has
// rendered a screen of its own, so the visitor never sees the app's loading states in between.

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * What was typed into a field of the HTML copy moves to the app's field of the same label (the
 * search boxes), focus included, as if typed there: nothing the visitor wrote is lost.
 */
function carryOver(screen: HTMLElement, doc: Document): void {
  for (const input of screen.querySelectorAll('input')) {
    const focused = input === doc.activeElement;
    if (input.value === '' && !focused) continue;
    const label = input.getAttribute('aria-label') ?? '';
    const target = [...doc.querySelectorAll<HTMLInputElement>('#root input')].find((field) => field.getAttribute('aria-label') === label);
    if (!target) continue;
    if (input.value !== '' && setInputValue) {
      setInputValue.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) target.focus();
  }
}

/** Removes the HTML first screen, if it is still there. */
export function dismissFirstScreen(doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (!screen) return;
  carryOver(screen, doc);
  screen.remove();
}
