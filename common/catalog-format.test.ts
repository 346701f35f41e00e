import { describe, expect, it } from 'vitest';
import { compactTimeLeft, productCountLabel, quantityWithUnit } from './catalog-format';

// Printed alike by the app's screens and the pages the server sends ready.
describe('catalogue texts', () => {
  it("counts products as /explore's heading does", () => {
    expect(productCountLabel(1)).toBe('1 produto');
    expect(productCountLabel(1234)).toBe('1.234 produtos');
    expect(productCountLabel(0)).toBe('0 produtos');
    expect(productCountLabel(999)).toBe('999 produtos');
    expect(productCountLabel(1_234_567)).toBe('1.234.567 produtos');
  });

  it("tells the time left of an offer as a product card's clock does", () => {
    expect(compactTimeLeft(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03h 04m 05s');
    expect(compactTimeLeft(59_999)).toBe('00h 00m 59s');
    expect(compactTimeLeft(-1)).toBe('00h 00m 00s');
  });
});

describe('quantityWithUnit', () => {
  it('puts the unit in agreement with the quantity', () => {
    expect(quantityWithUnit(2, 'rolo 50m')).toBe('2 rolos 50m');
    expect(quantityWithUnit(1, 'rolo 50m')).toBe('1 rolo 50m');
    expect(quantityWithUnit(3, 'saco 50kg')).toBe('3 sacos 50kg');
    expect(quantityWithUnit(2, 'galão 3,6L')).toBe('2 galões 3,6L');
    expect(quantityWithUnit(4, 'par')).toBe('4 pares');
    expect(quantityWithUnit(2, 'pacote')).toBe('2 pacotes');
    expect(quantityWithUnit(6, 'unidades')).toBe('6 unidades');
  });
  it('keeps symbols and abbreviations as they are', () => {
    expect(quantityWithUnit(3, 'kg')).toBe('3 kg');
    expect(quantityWithUnit(2, 'm²')).toBe('2 m²');
    expect(quantityWithUnit(5, 'un')).toBe('5 un');
    expect(quantityWithUnit(5, '')).toBe('5 un');
    expect(quantityWithUnit(5, null)).toBe('5 un');
  });
});
