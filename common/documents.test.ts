import { describe, expect, it } from 'vitest';
import {
  computeCnpjCheckDigits,
  computeCpfCheckDigits,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
  normalizeCpf,
} from './documents';

describe('normalizeCpf / normalizeCnpj', () => {
  it('strip dots, slashes, hyphens and spaces', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf(' 529 982 247 25 ')).toBe('52998224725');
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('upper-case the alphanumeric CNPJ', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('keep other characters, so they make the number invalid', () => {
    expect(normalizeCpf('529#982')).toBe('529#982');
  });

  it('turn null and undefined into an empty string', () => {
    expect(normalizeCpf(null)).toBe('');
    expect(normalizeCnpj(undefined)).toBe('');
  });
});

describe('computeCpfCheckDigits', () => {
  it('computes the two mod-11 digits', () => {
    expect(computeCpfCheckDigits('529982247')).toBe('25');
    expect(computeCpfCheckDigits('111444777')).toBe('35');
    expect(computeCpfCheckDigits('123456789')).toBe('09');
  });

  it('throws on a malformed base', () => {
    expect(() => computeCpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => computeCpfCheckDigits('12345678A')).toThrow(RangeError);
  });
});

describe('isValidCpf', () => {
  it.each([['529.982.247-25'], ['52998224725'], ['111.444.777-35'], ['123.456.789-09'], [' 935.411.347-80 ']])(
    'accepts the valid CPF %j',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['529.982.247-24', 'wrong second digit'],
    ['529.982.247-15', 'wrong first digit'],
    ['52998224752', 'swapped check digits'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['529.982.247-2a', 'letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects CPFs with all digits equal, though they pass mod-11', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
    }
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('computeCnpjCheckDigits', () => {
  it('computes classic numeric check digits', () => {
    expect(computeCnpjCheckDigits('112223330001')).toBe('81');
    expect(computeCnpjCheckDigits('000000000001')).toBe('91');
  });

  it('computes alphanumeric check digits with ASCII − 48 values (Receita Federal example)', () => {
    // 1,2,A=17,B=18,C=19,3,4,5,0,1,D=20,E=21 · 5,4,3,2,9,8,7,6,5,4,3,2 = 459; 459 mod 11 = 8 → 3
    // then with the 3 appended · 6,5,4,3,2,9,8,7,6,5,4,3,2 = 424; 424 mod 11 = 6 → 5
    expect(computeCnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('throws on a malformed base', () => {
    expect(() => computeCnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => computeCnpjCheckDigits('12abc34501de')).toThrow(RangeError);
    expect(() => computeCnpjCheckDigits('12ABC34501D#')).toThrow(RangeError);
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81'],
    ['11222333000181'],
    ['00.000.000/0001-91'],
    ['33.000.167/0001-01'],
    ['12.ABC.345/01DE-35'],
    ['12ABC34501DE35'],
    ['12.abc.345/01de-35'],
    [' 12 ABC 345 01DE 35 '],
  ])('accepts the valid CNPJ %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'wrong second digit'],
    ['11.222.333/0001-91', 'wrong first digit'],
    ['12.ABC.345/01DE-36', 'wrong alphanumeric check digit'],
    ['12.ABD.345/01DE-35', 'changed letter'],
    ['12.ABC.345/01DE-3A', 'letter in a check digit'],
    ['12.ABC.345/01DE-AB', 'letters as check digits'],
    ['1122233300018', '13 characters'],
    ['112223330001811', '15 characters'],
    ['12.ÀBC.345/01DE-35', 'accented letter'],
    ['12.AB#.345/01DE-35', 'symbol'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects CNPJs with all characters equal', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('accepts every base once its computed digits are appended', () => {
    for (const base of ['ABCDEFGHIJKL', 'ZZZZZZZZZZZ1', '0000000000A1', '98765432100X']) {
      expect(isValidCnpj(base + computeCnpjCheckDigits(base))).toBe(true);
    }
  });

  it('rejects null and undefined', () => {
    expect(isValidCnpj(null)).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
});
