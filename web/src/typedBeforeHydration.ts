// What a person types into a page the server drew (api/system/server-render.ts) before the app has
// hydrated it: the field is the same element (hydration keeps the markup), so focus and caret stay
// where they are by construction, but React still holds the value it drew (''). Once hydrated, each
// such field's value is handed to React as typing would, the caret put back where it was, so the
// next render does not write the drawn value over what was typed. A selection is put back only if
// nothing was typed in between.

type Field = HTMLInputElement | HTMLTextAreaElement;

type Selection = readonly [number | null, number | null, Field['selectionDirection']] | null;

/** The field's selection, when it is the one being typed in. */
const selectionOf = (field: Field): Selection =>
  field === field.ownerDocument.activeElement ? [field.selectionStart, field.selectionEnd, field.selectionDirection] : null;

/** Sets a field's value as typing would: React's value tracker sees a change and its onChange runs. */
function typeInto(field: Field, value: string, selection: Selection): () => void {
  // Through the element (React's tracker notes ''), then through the prototype's setter (it does not).
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const restore = () => {
    // Typed again since (CI saw 'l' land at the end once the caret was put back behind it): the
    // browser's caret is the person's, not the one noted before.
    if (field.value !== value) return;
    if (!selection || selection[0] === null || selection[1] === null) return;
    try {
      field.setSelectionRange(selection[0], selection[1], selection[2] ?? 'none');
    } catch {
      // A field without a caret (type=email, number): the browser's own place.
    }
  };
  restore();
  return restore;
}

/** The option a select was drawn with: the one marked selected, else its first. */
const drawnOption = (select: HTMLSelectElement) => [...select.options].find((option) => option.defaultSelected) ?? select.options[0];

/**
 * The selects and radios of `root` chosen before hydration (a trade on /profissionais, the profile
 * of /signup), noted before React hydrates them (it may put the drawn choice back); the returned
 * function hands each choice to React once hydrated, as a choice would send it (its change event;
 * a radio's click).
 */
export function noteChoicesBeforeHydration(root: HTMLElement): () => boolean {
  const chosen = [...root.querySelectorAll('select')].flatMap((select) => {
    const drawn = drawnOption(select);
    return drawn && select.value !== drawn.value ? [{ select, value: select.value }] : [];
  });
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((radio) => radio.checked && !radio.defaultChecked);
  return () => {
    for (const { select, value } of chosen) {
      if (!select.isConnected) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const radio of radios) {
      if (!radio.isConnected) continue;
      // Unchecked through the element first (React's tracker notes it), so the click is a change.
      radio.checked = false;
      radio.click();
    }
    return chosen.length + radios.length > 0;
  };
}

/**
 * Notes every field of `root` whose value differs from the one the server drew (and the caret of the
 * one being typed in); `hand` gives each to React and returns how to put each selection back. Noted
 * first, handed later: a choice made before (a profile of /signup clears the fields it does not have,
 * web/src/pages/auth/SignupPage.tsx) is handed to React first, and what was typed after it stays.
 */
export function noteTypedBeforeHydration(root: HTMLElement): { hand(): (() => void)[] } {
  const fields = [...root.querySelectorAll<Field>('input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea')];
  const typed = fields.filter((field) => field.value !== field.defaultValue).map((field) => ({ field, value: field.value, selection: selectionOf(field) }));
  return { hand: () => typed.map(({ field, value, selection }) => typeInto(field, value, selection)) };
}

/** Hands React every field of `root` whose value differs from the one the server drew; returns how to put each selection back. */
export function carryTypedBeforeHydration(root: HTMLElement): (() => void)[] {
  return noteTypedBeforeHydration(root).hand();
}

/** The buttons of the drawn page pressed before hydrateRoot (noted by web/index.html's script). */
type Taps = HTMLElement[] & { closed?: boolean };
const tapsOf = () => (window as unknown as { __clubeTapsBeforeHydration?: Taps }).__clubeTapsBeforeHydration;

/** From here on React takes the presses itself (it replays those made while it hydrates): the list is closed. */
export function stopNotingTaps(): void {
  const taps = tapsOf();
  if (taps) taps.closed = true;
}

/**
 * Presses again, once hydrated, each button pressed before the app was there ('Adicionar' on a
 * card): the same element, now with React's handler. Nothing asked for is lost.
 */
export function carryTapsBeforeHydration(): void {
  for (const button of tapsOf()?.splice(0) ?? []) if (button.isConnected) button.click();
}
