// The hand-over of what was typed into a server-drawn field before hydration (web/src/typedBeforeHydration.ts).
import { describe, expect, it } from 'vitest';
import { carryTypedBeforeHydration, noteChoicesBeforeHydration, noteTypedBeforeHydration } from './typedBeforeHydration';

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

describe('noteChoicesBeforeHydration', () => {
  it('hands a radio chosen before hydration to the app as a click, and says a choice was made', () => {
    document.body.innerHTML = '<div id="root"><input type="radio" name="p" value="A"><input type="radio" name="p" value="B"></div>';
    const root = document.getElementById('root')!;
    const [, b] = root.querySelectorAll('input');
    b.checked = true; // chosen before the app was there
    const hand = noteChoicesBeforeHydration(root);
    b.checked = false; // the hydrated screen drew no choice
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as HTMLInputElement).value));
    expect(hand()).toBe(true);
    expect(clicked).toEqual(['B']);
    expect(b.checked).toBe(true);
  });

  it('says no choice was made when none was', () => {
    document.body.innerHTML = '<div id="root"><input type="radio" name="p" value="A"></div>';
    expect(noteChoicesBeforeHydration(document.getElementById('root')!)()).toBe(false);
  });
});

describe('noteTypedBeforeHydration', () => {
  it('hands over what was typed when noted, even if the field was cleared in between (a choice that clears it)', () => {
    const { root, field } = drawnField('', '123.456', 7);
    const typed = noteTypedBeforeHydration(root);
    field.value = ''; // the app's render after a profile was chosen
    typed.hand();
    expect(field.value).toBe('123.456');
  });
});
