// The first screens of /login (web/index.html) and the landing on a phone (written by the server,
// api/system/ready-page.ts) are plain HTML, painted before any JavaScript arrives
// (bench/diary.md, "Primeira tela sem JavaScript"). The app removes one once it has rendered
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

/** Letters and digits: what a mask keeps of what was typed (its dots, dashes and brackets are not). */
const SIGNIFICANT = /[\p{L}\p{N}]/u;

/**
 * Where a caret at `position` of `from` falls in `to`, the same text as re-written by a mask
 * ('5299822|' → '529.982.2|'): after as many letters and digits as were before it; the end stays
 * the end. Pure.
 */
export function caretAfterMask(from: string, to: string, position: number): number {
  if (from === to) return Math.min(position, to.length);
  if (position >= from.length) return to.length;
  let count = 0;
  for (const ch of from.slice(0, position)) if (SIGNIFICANT.test(ch)) count++;
  if (count === 0) return 0;
  let index = 0;
  for (const ch of to) {
    index += ch.length;
    if (SIGNIFICANT.test(ch) && --count === 0) return index;
  }
  return to.length;
}

/** The field's selection, where the browser tells it (not for type=email or number): null otherwise. */
function selectionOf(field: Field): { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null {
  if (!(field instanceof HTMLInputElement)) return null;
  try {
    if (field.selectionStart == null || field.selectionEnd == null) return null;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

/** A link's or button's name, as the visitor reads it: its aria-label, or its text. */
const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim();

/**
 * What was typed into the fields of the HTML copy moves to the app's fields, as if typed there; the
 * field the visitor was typing in gets the focus, and the caret or selection where it was (mapped
 * through the app's mask): the next key lands where it would have in the copy.
 */
function carryTyped(screen: HTMLElement, doc: Document): void {
  const active = doc.activeElement;
  let focus: { target: Field; field: Field } | null = null;
  for (const field of screen.querySelectorAll<Field>('input:not([type=radio]), select')) {
    const focused = field === active;
    if (field.value === '' && !focused) continue;
    const target = appField(field, doc);
    if (!target) continue;
    if (field.value !== '' && target.value !== field.value) typeInto(target, field.value);
    if (focused) focus = { target, field };
  }
  if (!focus) {
    // A link or button reached by Tab ('Esqueci minha senha' between the fields): the app's of that name.
    if (active instanceof HTMLElement && screen.contains(active) && active.matches('a[href], button')) {
      const twin = [...doc.querySelectorAll<HTMLElement>('#root a[href], #root button')].find((candidate) => nameOf(candidate) === nameOf(active));
      twin?.focus({ preventScroll: true });
    }
    return;
  }
  const { target, field } = focus;
  target.focus({ preventScroll: true });
  const selection = selectionOf(field);
  if (!selection || !(target instanceof HTMLInputElement)) return;
  try {
    const start = caretAfterMask(field.value, target.value, selection.start);
    const end = caretAfterMask(field.value, target.value, selection.end);
    target.setSelectionRange(start, end, selection.direction);
  } catch {
    // A field without a caret (type=email in the app): the browser's own place, the end.
  }
}

/**
 * A choice made in the HTML copy (the profile of /signup) is made in the app first, since it decides
 * which fields the app shows. True when one was made (the app renders its fields after handling it).
 */
function chooseInApp(screen: HTMLElement, doc: Document): boolean {
  let chose = false;
  for (const choice of screen.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')) {
    const target = [...doc.querySelectorAll<HTMLInputElement>('#root input[type=radio]')].find((radio) => radio.value === choice.value);
    if (target && !target.checked) {
      target.click(); // as a tap would: the app's radio group takes it
      chose = true;
    }
  }
  return chose;
}

/**
 * A form sent before the app was there (the sign-in) is sent in the app's of the same name, once the
 * app has taken the values in: nothing the visitor wrote or asked for is lost.
 */
function carryActions(screen: HTMLElement, doc: Document): void {
  for (const sent of screen.querySelectorAll('form[data-submitted]')) {
    const form = [...doc.querySelectorAll<HTMLFormElement>('#root form')].find(
      (candidate) => candidate.getAttribute('aria-label') === sent.getAttribute('aria-label'),
    );
    // After the app has taken the values in (their input events re-render it).
    if (form) setTimeout(() => form.requestSubmit());
  }
}

/**
 * Removes the HTML first screen, if it is still there, handing what was chosen, typed (focus and
 * caret included) and sent in it to the app. The copy stays in front, taking the keys, until the
 * values move: a key pressed while the app handles a choice goes into the copy's field and moves
 * with the rest, instead of into nothing (issue 51: a digit of the CPF was lost so).
 */
export function dismissFirstScreen(doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (!screen || screen.hasAttribute('data-leaving')) return;
  const finish = () => {
    if (!screen.isConnected) return;
    // Noted by index.html's script as the copy scrolls: reading `scrollTop` here would have the browser
    // lay out the copy and the app's new page together (~80 ms on a slow phone), only to do it again
    // once the copy is gone.
    const scrolled = Number(screen.getAttribute('data-scrolled')) || 0;
    carryTyped(screen, doc);
    carryActions(screen, doc);
    screen.remove();
    // The copy scrolls by itself (it lies over the app): the app's page goes on where the visitor was.
    if (scrolled > 0) doc.defaultView?.scrollTo(0, scrolled);
  };
  // Always in a task of its own, never inside the React effect that calls this: an input event sent
  // while React commits is not taken in at once, so React puts the field's old value back and writes
  // the new one later, over the caret or selection placed here (issue 51: Ctrl+A in the copy's search
  // box, and what was typed next was appended). After a choice, too, the fields it shows render once
  // React has handled the click: the values go in then. The copy stays in front meanwhile.
  chooseInApp(screen, doc);
  screen.setAttribute('data-leaving', '');
  setTimeout(finish);
}

/** Removes the HTML first screen once the app is at another address than the one it copies. */
export function dismissFirstScreenAwayFrom(pathname: string, doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (screen && screen.getAttribute('data-path') !== pathname) dismissFirstScreen(doc);
}
