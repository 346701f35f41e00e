// The caret handed from an HTML first screen (web/index.html's /login) to the app (web/src/firstScreen.ts).
import { describe, expect, it } from 'vitest';

describe('caretAfterMask (the caret handed from the copy to the app)', () => {
  it.each([
    // from, to, caret in from, caret in to
    ['5299822', '529.982.2', 7, 9],
    ['5299822', '529.982.2', 4, 5],
    ['5299822', '529.982.2', 3, 3],
    ['5299822', '529.982.2', 0, 0],
    ['33977776666', '(33) 97777-6666', 2, 3],
    ['33977776666', '(33) 97777-6666', 11, 15],
    ['Joana Pereira', 'Joana Pereira', 6, 6],
  ])('%j → %j: %i becomes %i', async (from, to, position, expected) => {
    const { caretAfterMask } = await import('./firstScreen');
    expect(caretAfterMask(from, to, position)).toBe(expected);
  });
});
