// What a person types into a page the server drew (api/system/server-render.ts) before the app has
// hydrated it: the field is the same element (hydration keeps the markup), so focus and caret stay
// where they are by construction, but React still holds the value it drew (''). Once hydrated, each
// such field's value is handed to React as typing would, the caret put back where it was, so the
// next render does not write the drawn value over what was typed. A selection is put back only if
// nothing was typed in between.

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value as typing would: React's value tracker sees a change and its onChange runs. */
function typeInto(field: Field, value: string): () => void {
  const selection = field === field.ownerDocument.activeElement ? [field.selectionStart, field.selectionEnd, field.selectionDirection] as const : null;
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
 * The selects of `root` chosen before hydration (a trade on /profissionais), noted before React
 * hydrates them (it may put the drawn option back); the returned function hands each choice to
 * React once hydrated, as a choice would send it (its change event).
 */
export function noteChoicesBeforeHydration(root: HTMLElement): () => void {
  const chosen = [...root.querySelectorAll('select')].flatMap((select) => {
    const drawn = drawnOption(select);
    return drawn && select.value !== drawn.value ? [{ select, value: select.value }] : [];
  });
  return () => {
    for (const { select, value } of chosen) {
      if (!select.isConnected) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

/** Hands React every field of `root` whose value differs from the one the server drew; returns how to put each selection back. */
export function carryTypedBeforeHydration(root: HTMLElement): (() => void)[] {
  const fields = [...root.querySelectorAll<Field>('input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea')];
  return fields.filter((field) => field.value !== field.defaultValue).map((field) => typeInto(field, field.value));
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
