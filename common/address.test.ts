import { describe, expect, it } from 'vitest';
import { UFS, formatAddress, isUf, validateAddress } from './address';

const valid = {
  postalCode: '39688-000',
  street: ' Rua Principal ',
  number: '10',
  complement: '',
  district: 'Centro',
  city: 'Angelândia',
  state: 'mg',
};

describe('validateAddress', () => {
  it('cleans a valid form: CEP digits, trimmed texts, upper-case UF, empty complement → null', () => {
    expect(validateAddress(valid)).toEqual({
      ok: true,
      value: { postalCode: '39688000', street: 'Rua Principal', number: '10', complement: null, district: 'Centro', city: 'Angelândia', state: 'MG', label: null },
    });
  });

  it('reports every missing field with its pt-BR message, in form order', () => {
    expect(validateAddress({})).toEqual({
      ok: false,
      errors: [
        { field: 'postalCode', code: 'INVALID', message: 'CEP deve conter 8 dígitos' },
        { field: 'street', code: 'REQUIRED', message: 'Logradouro é obrigatório' },
        { field: 'number', code: 'REQUIRED', message: 'Número é obrigatório' },
        { field: 'district', code: 'REQUIRED', message: 'Bairro é obrigatório' },
        { field: 'city', code: 'REQUIRED', message: 'Cidade é obrigatória' },
        { field: 'state', code: 'REQUIRED', message: 'UF é obrigatória' },
      ],
    });
  });

  it('refuses a UF outside the 27', () => {
    expect(UFS).toHaveLength(27);
    expect(isUf('DF')).toBe(true);
    expect(validateAddress({ ...valid, state: 'XX' })).toEqual({ ok: false, errors: [{ field: 'state', code: 'INVALID', message: 'UF inválida' }] });
  });

  it('sanitises texts and treats a text that is only a script as missing', () => {
    const result = validateAddress({ ...valid, street: '<script>alert(1)</script>', complement: 'Apto <iframe src=x></iframe>2' });
    expect(result).toEqual({ ok: false, errors: [{ field: 'street', code: 'REQUIRED', message: 'Logradouro é obrigatório' }] });
    const ok = validateAddress({ ...valid, complement: 'Apto <iframe src=x></iframe>2' });
    expect(ok.ok && ok.value.complement).not.toContain('iframe');
  });

  it('refuses texts over 1000 characters', () => {
    expect(validateAddress({ ...valid, street: 'a'.repeat(1001) })).toEqual({
      ok: false,
      errors: [{ field: 'street', code: 'INVALID', message: 'Texto muito longo (máximo 1000 caracteres)' }],
    });
  });
});

describe('formatAddress', () => {
  it('renders one line with the masked CEP', () => {
    expect(
      formatAddress({ street: 'Rua A', number: '10', complement: 'Apto 2', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39688000' }),
    ).toBe('Rua A, 10 - Apto 2, Centro, Angelândia - MG, 39688-000');
  });
});
