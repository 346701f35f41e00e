import { describe, expect, it } from 'vitest';
import { editDistance, normalizeSearch, singular, typoBudget } from './search';

describe('search rules', () => {
  it('reduces plurals to the singular', () => {
    const cases: [string, string][] = [
      ['tijolos', 'tijolo'], ['telhas', 'telha'], ['fraldas', 'fralda'], ['paes', 'pao'], ['colchoes', 'colchao'],
      ['animais', 'animal'], ['papeis', 'papel'], ['nuvens', 'nuvem'], ['flores', 'flor'],
      ['luzes', 'luz'], ['gas', 'gas'], ['cimento', 'cimento'],
      // Over-cut words still find themselves: the search looks for the singular inside the text.
      ['lapis', 'lapi'],
    ];
    for (const [plural, one] of cases) expect(singular(plural), plural).toBe(one);
  });

  it('counts a wrong, missing, extra or swapped letter as one edit', () => {
    expect(editDistance('cimento', 'cimento')).toBe(0);
    expect(editDistance('cimeto', 'cimento')).toBe(1); // missing
    expect(editDistance('cimennto', 'cimento')).toBe(1); // extra
    expect(editDistance('cimenro', 'cimento')).toBe(1); // wrong
    expect(editDistance('cimetno', 'cimento')).toBe(1); // swapped
    expect(editDistance('argamasa', 'argamassa')).toBe(1);
    expect(editDistance('argamsaa', 'argamassa')).toBe(2);
    expect(editDistance('tijolo', 'telha', 1)).toBe(2); // stops early past the budget
  });

  it('forgives 1 typo from 5 letters and 2 from 8', () => {
    expect([typoBudget('cal'), typoBudget('areia'), typoBudget('cimento'), typoBudget('argamassa')]).toEqual([0, 1, 1, 2]);
  });

  it('normalizes like the stored search text', () => {
    expect(normalizeSearch('  Pão   de QUEIJO ')).toBe('pao de queijo');
  });
});

describe('synonym groups', () => {
  it('stores terms normalized and once; needs 2 to 10 terms of 2 to 60 letters', async () => {
    const { checkSynonymTerms } = await import('./search');
    expect(checkSynonymTerms(['Refri', ' refrigerante ', 'REFRI'])).toEqual({ ok: true, terms: ['refri', 'refrigerante'] });
    expect(checkSynonymTerms(['Vergalhão', 'Ferro de construção'])).toEqual({ ok: true, terms: ['vergalhao', 'ferro de construcao'] });
    expect(checkSynonymTerms(['refri', 'Refri'])).toEqual({ ok: false, message: 'Informe pelo menos dois termos que querem dizer a mesma coisa' });
    expect(checkSynonymTerms(['a', 'refri'])).toEqual({ ok: false, message: 'Cada termo deve ter de 2 a 60 letras' });
    expect(checkSynonymTerms(Array.from({ length: 11 }, (_, i) => `termo ${i}`))).toEqual({ ok: false, message: 'Um grupo tem no máximo 10 termos' });
  });
});
