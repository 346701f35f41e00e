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

/** Hands React every field of `root` whose value differs from the one the server drew; returns how to put each selection back. */
export function carryTypedBeforeHydration(root: HTMLElement): (() => void)[] {
  const fields = [...root.querySelectorAll<Field>('input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea')];
  return fields.filter((field) => field.value !== field.defaultValue).map((field) => typeInto(field, field.value));
}
