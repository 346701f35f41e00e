import { describe, expect, it } from 'vitest';
import { maskCep, maskCnpj, maskCpf, maskPhone, onlyDigits } from './masks';

describe('onlyDigits', () => {
  it('keeps only 0–9', () => {
    expect(onlyDigits('(31) 9 9999-0000')).toBe('31999990000');
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('１２３')).toBe('');
  });

  it('treats null and undefined as empty', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it('drops extra digits and non-digits, never exceeding 14 characters', () => {
    expect(maskCpf('529982247259999')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('a5b2c9 982/247-25x')).toBe('529.982.247-25');
    expect(maskCpf('9'.repeat(40))).toHaveLength(14);
  });

  it('handles null', () => {
    expect(maskCpf(null)).toBe('');
  });
});

describe('maskCnpj', () => {
  it.each([
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected);
  });

  it('accepts letters in the first 12 positions, upper-cased', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('ignores letters typed in the check-digit positions', () => {
    expect(maskCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
  });

  it('drops symbols, accents and extra characters, never exceeding 18 characters', () => {
    expect(maskCnpj('11#222$333%0001&81')).toBe('11.222.333/0001-81');
    expect(maskCnpj('1122233300018199')).toBe('11.222.333/0001-81');
    expect(maskCnpj('ÁB')).toBe('B');
    expect(maskCnpj('Z'.repeat(40) + '9'.repeat(10))).toHaveLength(18);
    expect(maskCnpj('')).toBe('');
    expect(maskCnpj(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['31', '(31'],
    ['319', '(31) 9'],
    ['319999', '(31) 9999'],
    ['3199990', '(31) 9999-0'],
    ['3133334444', '(31) 3333-4444'],
    ['31999990000', '(31) 99999-0000'],
  ])('formats %j as %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('re-masks masked input and drops extra digits, never exceeding 15 characters', () => {
    expect(maskPhone('(31) 99999-0000')).toBe('(31) 99999-0000');
    expect(maskPhone('(31) 3333-4444')).toBe('(31) 3333-4444');
    expect(maskPhone('+55 31 99999-0000')).toBe('(55) 31999-9900');
    expect(maskPhone('319999900001234')).toBe('(31) 99999-0000');
    expect(maskPhone('9'.repeat(30))).toHaveLength(15);
    expect(maskPhone(null)).toBe('');
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['39688', '39688'],
    ['396880', '39688-0'],
    ['39688000', '39688-000'],
    ['39688-000', '39688-000'],
    ['39.688-000', '39688-000'],
    ['396880001', '39688-000'],
  ])('formats %j as %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });
});
