// The first screens of /login, /signup, /recuperar-senha (web/index.html), a product page, the landing,
// /explore and a signed-in shopper's /home on a phone and an invitation link (written by the server, api/system/ready-page.ts) are plain HTML, painted before any JavaScript arrives
// (docs/decisions.md, "Primeira tela sem JavaScript"). The app removes one once it has rendered
// that page itself, so the visitor never sees the app's loading states in between.

type Field = HTMLInputElement | HTMLSelectElement;

/** The app's field for a field of the HTML copy: the one with the same label, or the same name. */
function appField(field: Field, doc: Document): Field | undefined {
  const fields = [...doc.querySelectorAll<Field>('#root input, #root select')];
  const label = field.getAttribute('aria-label');
  if (label) return fields.find((candidate) => candidate.getAttribute('aria-label') === label);
  return fields.find((candidate) => candidate.name === field.name);
}

/** Sets a field's value as typing would: through the element's own setter, so React sees the change. */
function typeInto(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What was typed into a field of the HTML copy moves to the app's field, focus included, as if
 * typed there; a choice made (the profile of /signup) is made in the app first, since it decides
 * which fields the app shows; a form sent or a button pressed before the app was there (the
 * sign-in, 'Adicionar') is sent or pressed in the app's of the same name: nothing the visitor
 * wrote or asked for is lost.
 */
function carryOver(screen: HTMLElement, doc: Document): void {
  let chose = false;
  for (const choice of screen.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')) {
    const target = [...doc.querySelectorAll<HTMLInputElement>('#root input[type=radio]')].find((radio) => radio.value === choice.value);
    if (target && !target.checked) {
      target.click(); // as a tap would: the app's radio group takes it
      chose = true;
    }
  }
  const typed = [...screen.querySelectorAll<Field>('input:not([type=radio]), select')]
    .map((field) => ({ field, focused: field === doc.activeElement }))
    .filter(({ field, focused }) => field.value !== '' || focused);
  const copyTyped = () => {
    for (const { field, focused } of typed) {
      const target = appField(field, doc);
      if (!target) continue;
      if (field.value !== '') typeInto(target, field.value);
      if (focused) target.focus();
    }
  };
  // After a choice, the fields it shows render once React has handled the click: the values go in then.
  if (chose) setTimeout(copyTyped);
  else copyTyped();
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
  // Noted by index.html's script as the copy scrolls: reading `scrollTop` here would have the browser
  // lay out the copy and the app's new page together (~80 ms on a slow phone), only to do it again
  // once the copy is gone.
  const scrolled = Number(screen.getAttribute('data-scrolled')) || 0;
  carryOver(screen, doc);
  screen.remove();
  // The copy scrolls by itself (it lies over the app): the app's page goes on where the visitor was.
  if (scrolled > 0) doc.defaultView?.scrollTo(0, scrolled);
}

/** Removes the HTML first screen once the app is at another address than the one it copies. */
export function dismissFirstScreenAwayFrom(pathname: string, doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (screen && screen.getAttribute('data-path') !== pathname) dismissFirstScreen(doc);
}
