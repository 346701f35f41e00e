import { describe, expect, it } from 'vitest';
import { couponDiscountCents, couponError, couponStatus, normalizeCouponCode, splitProportionally, type CouponRuleData } from './rules';

const now = new Date('2026-11-22T12:00:00Z');
const coupon: CouponRuleData = {
  kind: 'PERCENT',
  value: '10',
  active: true,
  minOrder: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perUserLimit: null,
};
const check = (c: CouponRuleData | null, overrides: Partial<{ itemsTotalCents: bigint; usesByUser: number }> = {}) =>
  couponError(c, { now, itemsTotalCents: 10_000n, usesByUser: 0, ...overrides })?.message ?? null;

describe('coupon validation, one message per rule', () => {
  it('accepts a plain active coupon', () => {
    expect(check(coupon)).toBeNull();
  });

  it('refuses a missing or inactive coupon', () => {
    expect(check(null)).toBe('Cupom inválido');
    expect(check({ ...coupon, active: false })).toBe('Cupom inválido');
  });

  it('applies the window [startsAt, endsAt)', () => {
    expect(check({ ...coupon, startsAt: new Date(now.getTime() + 1) })).toBe('Cupom ainda não está válido');
    expect(check({ ...coupon, startsAt: now })).toBeNull();
    expect(check({ ...coupon, endsAt: now })).toBe('Cupom expirado');
    expect(check({ ...coupon, endsAt: new Date(now.getTime() + 1) })).toBeNull();
  });

  it('compares the minimum order with the items total', () => {
    expect(check({ ...coupon, minOrder: '100.01' })).toBe('Pedido mínimo para este cupom: R$ 100,01');
    expect(check({ ...coupon, minOrder: '100.00' })).toBeNull();
    expect(check({ ...coupon, minOrder: '1500' }, { itemsTotalCents: 0n })).toBe('Pedido mínimo para este cupom: R$ 1.500,00');
  });

  it('enforces the overall and per-user limits', () => {
    expect(check({ ...coupon, usageLimit: 3, usedCount: 3 })).toBe('Cupom esgotado');
    expect(check({ ...coupon, usageLimit: 3, usedCount: 2 })).toBeNull();
    expect(check({ ...coupon, perUserLimit: 1 }, { usesByUser: 1 })).toBe('Você já usou este cupom o máximo de vezes permitido');
    expect(check({ ...coupon, perUserLimit: 2 }, { usesByUser: 1 })).toBeNull();
  });

  it('normalises codes', () => {
    expect(normalizeCouponCode('  natal10 ')).toBe('NATAL10');
  });
});

describe('coupon discount', () => {
  it('takes a percentage rounded half-up to the cent', () => {
    expect(couponDiscountCents({ kind: 'PERCENT', value: '10' }, 12_345n)).toBe(1235n); // 1234.5 → 1235
    expect(couponDiscountCents({ kind: 'PERCENT', value: '12.5' }, 1_000n)).toBe(125n);
    expect(couponDiscountCents({ kind: 'PERCENT', value: '33.33' }, 100n)).toBe(33n);
  });

  it('takes a fixed amount, never more than the items total', () => {
    expect(couponDiscountCents({ kind: 'FIXED', value: '15.00' }, 10_000n)).toBe(1500n);
    expect(couponDiscountCents({ kind: 'FIXED', value: '150.00' }, 10_000n)).toBe(10_000n);
    expect(couponDiscountCents({ kind: 'PERCENT', value: '150' }, 10_000n)).toBe(10_000n);
    expect(couponDiscountCents({ kind: 'FIXED', value: '5' }, 0n)).toBe(0n);
  });
});

describe('discount split across sub-orders', () => {
  it('is proportional and adds up exactly', () => {
    expect(splitProportionally(1000n, [3000n, 1000n])).toEqual([750n, 250n]);
    const parts = splitProportionally(100n, [1n, 1n, 1n]);
    expect(parts).toEqual([34n, 33n, 33n]);
  });

  it('gives the leftover cents to the largest remainders', () => {
    // 1001 × (1/6, 2/6, 3/6) = 166.83, 333.67, 500.5 → 166, 333, 500 + 2 cents to .83 and .67
    expect(splitProportionally(1001n, [100n, 200n, 300n])).toEqual([167n, 334n, 500n]);
  });

  it('handles no weight and no parts', () => {
    expect(splitProportionally(50n, [0n, 0n])).toEqual([50n, 0n]);
    expect(splitProportionally(50n, [])).toEqual([]);
  });

  it('always sums to the total', () => {
    for (let total = 0n; total < 500n; total += 7n) {
      const weights = [1234n, 1n, 999n, 50n];
      expect(splitProportionally(total, weights).reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });
});

describe('coupon status for the admin list', () => {
  it('labels each state', () => {
    expect(couponStatus(coupon, now)).toBe('ACTIVE');
    expect(couponStatus({ ...coupon, active: false }, now)).toBe('INACTIVE');
    expect(couponStatus({ ...coupon, startsAt: new Date(now.getTime() + 60_000) }, now)).toBe('SCHEDULED');
    expect(couponStatus({ ...coupon, endsAt: now }, now)).toBe('EXPIRED');
    expect(couponStatus({ ...coupon, usageLimit: 1, usedCount: 1 }, now)).toBe('EXHAUSTED');
  });
});
