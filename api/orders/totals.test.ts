import { describe, expect, it } from 'vitest';
import { checkoutTotals, pointsFor } from './totals';
import { couponDiscountCents } from './coupons/rules';

describe('checkout totals', () => {
  const lines = [
    { storeId: 'a', quantity: 2, unitPrice: '10.00', unitPoints: 5 },
    { storeId: 'b', quantity: 1, unitPrice: '30.00', unitPoints: 1 },
    { storeId: 'a', quantity: 1, unitPrice: '0.01', unitPoints: 0 },
  ];
  const fees = new Map([
    ['a', '5.00'],
    ['b', '7.50'],
  ]);

  it('makes one group per store with its delivery fee', () => {
    const totals = checkoutTotals(lines, fees);
    expect(totals.stores.map((s) => [s.storeId, s.itemsTotalCents, s.deliveryFeeCents, s.totalCents, s.points])).toEqual([
      ['a', 2001n, 500n, 2501n, 10],
      ['b', 3000n, 750n, 3750n, 1],
    ]);
    expect(totals.itemsTotalCents).toBe(5001n);
    expect(totals.deliveryTotalCents).toBe(1250n);
    expect(totals.totalCents).toBe(6251n);
    expect(totals.pointsToEarn).toBe(11);
  });

  it('takes the coupon from the items only and splits it in exact cents', () => {
    const totals = checkoutTotals(lines, fees, (items) => couponDiscountCents({ kind: 'PERCENT', value: '10' }, items));
    expect(totals.discountCents).toBe(500n); // 10% of 50.01 = 5.001 → 5.00
    expect(totals.stores.map((s) => s.discountCents)).toEqual([200n, 300n]);
    expect(totals.stores.reduce((sum, s) => sum + s.totalCents, 0n)).toBe(totals.totalCents);
    expect(totals.totalCents).toBe(5001n + 1250n - 500n);
  });

  it('never discounts delivery', () => {
    const totals = checkoutTotals(lines, fees, (items) => couponDiscountCents({ kind: 'FIXED', value: '1000' }, items));
    expect(totals.discountCents).toBe(5001n);
    expect(totals.totalCents).toBe(1250n);
  });
});

describe('points per order', () => {
  it('is unit points × quantity', () => {
    expect(pointsFor([{ quantity: 3, unitPoints: 4 }, { quantity: 2, unitPoints: 0 }])).toBe(12);
    expect(pointsFor([])).toBe(0);
  });
});
