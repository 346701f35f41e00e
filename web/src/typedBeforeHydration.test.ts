// The hand-over of what was typed into a server-drawn field before hydration (web/src/typedBeforeHydration.ts).
import { describe, expect, it } from 'vitest';
import { carryTypedBeforeHydration } from './typedBeforeHydration';

function drawnField(drawn: string, typed: string, caret: number) {
  document.body.innerHTML = `<div id="root"><input id="q" value="${drawn}"></div>`;
  const root = document.getElementById('root')!;
  const field = root.querySelector('input')!;
  field.focus();
  field.value = typed;
  field.setSelectionRange(caret, caret);
  return { root, field };
}

describe('carryTypedBeforeHydration', () => {
  it('hands over each changed field with an input event and puts its caret back', () => {
    const { root, field } = drawnField('', 'cimento', 3);
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    const restores = carryTypedBeforeHydration(root);
    expect(seen).toEqual(['cimento']);
    field.setSelectionRange(7, 7); // React writing the value puts the caret at the end
    for (const restore of restores) restore();
    expect(field.selectionStart).toBe(3);
  });

  it('leaves the fields nobody typed into alone', () => {
    const { root } = drawnField('areia', 'areia', 2);
    expect(carryTypedBeforeHydration(root)).toHaveLength(0);
  });

  it('does not move the caret back behind what was typed after the hand-over', () => {
    const { root, field } = drawnField('', 'cimento port', 12);
    const restores = carryTypedBeforeHydration(root);
    field.value = 'cimento portl'; // a key pressed before the selection is put back
    field.setSelectionRange(13, 13);
    for (const restore of restores) restore();
    expect(field.selectionStart).toBe(13);
  });
});
