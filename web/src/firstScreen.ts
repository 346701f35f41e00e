// The first screens of the landing, /login (web/index.html), a product page and /explore on a phone
// (written by the server, api/system/ready-page.ts) are plain HTML, painted before any JavaScript arrives
// (docs/decisions.md, "Primeira tela sem JavaScript"). The app removes one once it has rendered
// that page itself, so the visitor never sees the app's loading states in between.

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** The app's field for a field of the HTML copy: the one with the same label, or the same name. */
function appField(input: HTMLInputElement, doc: Document): HTMLInputElement | undefined {
  const fields = [...doc.querySelectorAll<HTMLInputElement>('#root input')];
  const label = input.getAttribute('aria-label');
  if (label) return fields.find((field) => field.getAttribute('aria-label') === label);
  return fields.find((field) => field.name === input.name);
}

/**
 * What was typed into a field of the HTML copy moves to the app's field, focus included, as if
 * typed there; a form sent or a button pressed before the app was there (the sign-in, 'Adicionar')
 * is sent or pressed in the app's of the same name: nothing the visitor wrote or asked for is lost.
 */
function carryOver(screen: HTMLElement, doc: Document): void {
  for (const input of screen.querySelectorAll('input')) {
    const focused = input === doc.activeElement;
    if (input.value === '' && !focused) continue;
    const target = appField(input, doc);
    if (!target) continue;
    if (input.value !== '' && setInputValue) {
      setInputValue.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) target.focus();
  }
  for (const sent of screen.querySelectorAll('form[data-submitted]')) {
    const form = [...doc.querySelectorAll<HTMLFormElement>('#root form')].find(
      (candidate) => candidate.getAttribute('aria-label') === sent.getAttribute('aria-label'),
    );
    // After the app has taken the values in (their input events re-render it).
    if (form) setTimeout(() => form.requestSubmit());
  }
  // A button pressed before the app was there ('Adicionar' on /explore) is pressed in the app.
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim();
  for (const pressed of screen.querySelectorAll('[data-clicked]')) {
    const button = [...doc.querySelectorAll<HTMLButtonElement>('#root button')].find((candidate) => nameOf(candidate) === nameOf(pressed));
    if (button) setTimeout(() => button.click());
  }
}

/** Removes the HTML first screen, if it is still there. */
export function dismissFirstScreen(doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (!screen) return;
  carryOver(screen, doc);
  screen.remove();
}

/** Removes the HTML first screen once the app is at another address than the one it copies. */
export function dismissFirstScreenAwayFrom(pathname: string, doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (screen && screen.getAttribute('data-path') !== pathname) dismissFirstScreen(doc);
}
