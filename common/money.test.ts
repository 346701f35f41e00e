import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, moneyFieldValue, parseMoney, roundMoney, toCents } from './money';

describe('formatMoney', () => {
  it.each([
    ['0', 'R$ 0,00'],
    ['1', 'R$ 1,00'],
    ['1.5', 'R$ 1,50'],
    ['12.34', 'R$ 12,34'],
    ['999.99', 'R$ 999,99'],
    ['1000', 'R$ 1.000,00'],
    ['1234.56', 'R$ 1.234,56'],
    ['1234567.891', 'R$ 1.234.567,89'],
    ['100000', 'R$ 100.000,00'],
    ['.5', 'R$ 0,50'],
    ['7.', 'R$ 7,00'],
    ['+3', 'R$ 3,00'],
    ['  42.1  ', 'R$ 42,10'],
    ['0001.10', 'R$ 1,10'],
  ])('formats the decimal string %j as %j', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('rounds half-up on the decimal digits, never through a float', () => {
    // As floats, 0.105 is 0.10499999… and 1.005 is 1.00499999…; as decimals they round up.
    expect(formatMoney('0.105')).toBe('R$ 0,11');
    expect(formatMoney('1.005')).toBe('R$ 1,01');
    expect(formatMoney('0.104999')).toBe('R$ 0,10');
    expect(formatMoney('0.995')).toBe('R$ 1,00');
    expect(formatMoney('999.995')).toBe('R$ 1.000,00');
    expect(formatMoney('2.675')).toBe('R$ 2,68');
  });

  it('keeps precision beyond the float range', () => {
    expect(formatMoney('12345678901234567890.125')).toBe('R$ 12.345.678.901.234.567.890,13');
  });

  it('formats negative values with the sign before R$ and rounds them away from zero', () => {
    expect(formatMoney('-5')).toBe('-R$ 5,00');
    expect(formatMoney(-5)).toBe('-R$ 5,00');
    expect(formatMoney('-1234.5')).toBe('-R$ 1.234,50');
    expect(formatMoney('-0.105')).toBe('-R$ 0,11');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001')).toBe('R$ 0,00');
    expect(formatMoney('-0')).toBe('R$ 0,00');
    expect(formatMoney(-0)).toBe('R$ 0,00');
  });

  it('accepts numbers (using their shortest decimal representation)', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0.105)).toBe('R$ 0,11');
    expect(formatMoney(10)).toBe('R$ 10,00');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
  });

  it('accepts numbers printed in exponent form', () => {
    expect(formatMoney(1e-7)).toBe('R$ 0,00');
    expect(formatMoney(1e21)).toBe('R$ 1.000.000.000.000.000.000.000,00');
    expect(formatMoney('1.5e3')).toBe('R$ 1.500,00');
    expect(formatMoney('5e-3')).toBe('R$ 0,01');
  });

  it('accepts bigint and Decimal-like objects', () => {
    expect(formatMoney(1234n)).toBe('R$ 1.234,00');
    expect(formatMoney(-7n)).toBe('-R$ 7,00');
    const decimalLike = { toString: () => '19.90' };
    expect(formatMoney(decimalLike)).toBe('R$ 19,90');
  });

  it('uses a normal space, not a non-breaking one', () => {
    expect(formatMoney('1')).toBe('R$\u00201,00');
    expect(formatMoney('1')).not.toContain('\u00a0');
  });

  it.each([['abc'], [''], ['.'], ['-'], ['1,50'], ['1.2.3'], ['R$ 1'], ['1e'], ['--1']])(
    'throws a RangeError for the invalid string %j',
    (input) => {
      expect(() => formatMoney(input)).toThrow(RangeError);
    },
  );

  it('throws for NaN and infinities', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toCents / fromCents / roundMoney', () => {
  it('converts to integer cents with half-up rounding', () => {
    expect(toCents('0.105')).toBe(11n);
    expect(toCents('0.1049')).toBe(10n);
    expect(toCents('-0.105')).toBe(-11n);
    expect(toCents('1234.56')).toBe(123456n);
    expect(toCents(3)).toBe(300n);
  });

  it('prints cents as a canonical 2-decimal string', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(-100n)).toBe('-1.00');
  });

  it('rounds any amount to 2 decimals', () => {
    expect(roundMoney('0.105')).toBe('0.11');
    expect(roundMoney('10')).toBe('10.00');
    expect(roundMoney(-2.5)).toBe('-2.50');
    expect(roundMoney('-0.004')).toBe('0.00');
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['R$ 1.234,56', '1234.56'],
    ['R$1.234,56', '1234.56'],
    ['r$ 10,00', '10.00'],
    ['12,5', '12.50'],
    ['0,05', '0.05'],
    [',5', '0.50'],
    ['12,', '12.00'],
    ['1234', '1234.00'],
    ['1.234', '1234.00'],
    ['1.234.567,89', '1234567.89'],
    ['12.5', '12.50'],
    ['1234.56', '1234.56'],
    ['  7,90 ', '7.90'],
    ['-5,00', '-5.00'],
    ['-R$ 5,00', '-5.00'],
    ['R$ -5,00', '-5.00'],
    ['+3,10', '3.10'],
    ['-0,00', '0.00'],
    ['0', '0.00'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['R$'],
    ['-'],
    ['abc'],
    ['1,2,3'],
    ['1,234'],
    ['12.34.5'],
    ['1.23,45'],
    ['12,345'],
    ['1.2345'],
    ['12a'],
    ['1e3'],
  ])('rejects %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseMoney(null)).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const value of ['0.00', '0.05', '1234.56', '-987654.32', '1000000.00']) {
      expect(parseMoney(formatMoney(value))).toBe(value);
    }
  });
});

describe('moneyFieldValue', () => {
  it('is an API amount as a money field holds it', () => {
    expect(moneyFieldValue('12.5')).toBe('12.50');
    expect(moneyFieldValue('89.90')).toBe('89.90');
    expect(moneyFieldValue(null)).toBe('');
    expect(moneyFieldValue(undefined)).toBe('');
    expect(moneyFieldValue('')).toBe('');
  });
});
