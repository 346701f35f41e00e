// The HTML copies of web/index.html repeat texts and choices the app takes from common/: they must
// say the same, or the page would change under the visitor when the app takes over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import { PASSWORD_MIN_LENGTH, PROFILE_TYPES, SPECIALTIES } from '@common/signup';

const page = new DOMParser().parseFromString(readFileSync(path.resolve('web/index.html'), 'utf8'), 'text/html');
const copyOf = (path: string) => page.querySelector<HTMLTemplateElement>(`template[data-first-screen="${path}"]`)!.content;

describe('the /signup copy (web/index.html)', () => {
  const signup = copyOf('/signup');

  it('offers the profiles and specialties of common/signup.ts, in their order', () => {
    const roles = [...signup.querySelectorAll('.fs-role')].map((role) => ({
      value: role.querySelector('input')!.value,
      label: role.querySelector('strong')!.textContent,
      description: role.querySelector('.fs-role-text > span')!.textContent,
    }));
    expect(roles).toEqual(PROFILE_TYPES.map(({ value, label, description }) => ({ value, label, description })));
    const options = [...signup.querySelectorAll<HTMLOptionElement>('select[name=especialidadeProfissional] option')].map((option) => option.value);
    expect(options).toEqual(['', ...SPECIALTIES]);
  });

  it('states the invite bonus and the password length the app states', () => {
    const helpers = [...signup.querySelectorAll('.fs-helper')].map((helper) => helper.textContent);
    expect(helpers).toEqual([
      `Foi indicado por alguém? Informe o código e ganhe ${REFERRAL_BONUS_POINTS} pontos na primeira compra.`,
      `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    ]);
  });
});

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
