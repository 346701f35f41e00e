import { describe, expect, it } from 'vitest';
import { compactTimeLeft, productCountLabel } from './catalog-format';

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
