import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  hasValidPromoPrice,
  isPromotionActive,
  promotionInfo,
  promotionState,
  unitPrice,
  type PromotionFields,
} from './promotion';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const base: PromotionFields = { price: '100.00', promoPrice: '80.00', promoActive: true };

describe('promotionState', () => {
  it('is ACTIVE with the flag, a price between 0 and the normal price and no window', () => {
    expect(promotionState(base, NOW)).toBe('ACTIVE');
    expect(isPromotionActive(base, NOW)).toBe(true);
  });

  it('is INACTIVE without the flag, without a promotional price, or with one that is not a discount', () => {
    expect(promotionState({ ...base, promoActive: false }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoActive: null }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: null }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: '' }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: '0' }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: '-5' }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: '100.00' }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: '120' }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoPrice: 'abc' }, NOW)).toBe('INACTIVE');
  });

  it('is SCHEDULED before the start and ACTIVE from the start instant itself', () => {
    expect(promotionState({ ...base, promoStartsAt: minutes(1) }, NOW)).toBe('SCHEDULED');
    expect(promotionState({ ...base, promoStartsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('SCHEDULED');
    expect(promotionState({ ...base, promoStartsAt: NOW }, NOW)).toBe('ACTIVE');
    expect(promotionState({ ...base, promoStartsAt: minutes(-1) }, NOW)).toBe('ACTIVE');
  });

  it('is EXPIRED from the end instant itself (the window is [start, end))', () => {
    expect(promotionState({ ...base, promoEndsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('ACTIVE');
    expect(promotionState({ ...base, promoEndsAt: NOW }, NOW)).toBe('EXPIRED');
    expect(promotionState({ ...base, promoEndsAt: minutes(-1) }, NOW)).toBe('EXPIRED');
    expect(promotionState({ ...base, promoStartsAt: minutes(-60), promoEndsAt: minutes(60) }, NOW)).toBe('ACTIVE');
  });

  it('a window that ends before (or when) it starts never runs', () => {
    expect(promotionState({ ...base, promoStartsAt: minutes(-10), promoEndsAt: minutes(-20) }, NOW)).toBe('INACTIVE');
    expect(promotionState({ ...base, promoStartsAt: minutes(10), promoEndsAt: minutes(10) }, NOW)).toBe('INACTIVE');
  });

  it('accepts Decimal-like values, numbers and ISO strings', () => {
    const decimal = { toString: () => '59.90' };
    expect(promotionState({ price: 79.9, promoPrice: decimal, promoActive: true, promoEndsAt: '2026-11-22T15:00:01Z' }, NOW)).toBe('ACTIVE');
    expect(promotionState({ ...base, promoEndsAt: '2026-11-22T12:00' }, NOW)).toBe('EXPIRED'); // 12:00 at UTC−3 = 15:00Z
  });

  it('defaults `now` to the current instant', () => {
    expect(promotionState({ ...base, promoEndsAt: new Date(Date.now() + 60_000) })).toBe('ACTIVE');
    expect(promotionState({ ...base, promoEndsAt: new Date(Date.now() - 60_000) })).toBe('EXPIRED');
  });
});

describe('hasValidPromoPrice', () => {
  it('compares exact cents', () => {
    expect(hasValidPromoPrice('0.10', '0.09')).toBe(true);
    expect(hasValidPromoPrice('0.10', '0.10')).toBe(false);
    expect(hasValidPromoPrice('0.10', '0.01')).toBe(true);
    expect(hasValidPromoPrice('0.10', undefined)).toBe(false);
  });
});

describe('discountPercent', () => {
  it.each([
    ['100.00', '80.00', 20],
    ['100.00', '89.90', 10], // 10.1 %
    ['29.90', '19.90', 33], // 33.44 %
    ['8.00', '7.00', 13], // 12.5 % rounds half up
    ['3.00', '2.00', 33],
    ['3.00', '1.00', 67],
    ['10.00', '0.01', 100], // 99.9 %
    ['0.03', '0.01', 67],
  ])('%s → %s is %i %%', (price, promo, expected) => {
    expect(discountPercent(price, promo)).toBe(expected);
  });

  it('is null when the promotional price is not a discount', () => {
    expect(discountPercent('10', '10')).toBeNull();
    expect(discountPercent('10', null)).toBeNull();
    expect(discountPercent('10', '0')).toBeNull();
  });
});

describe('unitPrice', () => {
  it('is the promotional price only while the promotion is active', () => {
    expect(unitPrice(base, NOW)).toBe('80.00');
    expect(unitPrice({ ...base, promoEndsAt: NOW }, NOW)).toBe('100.00');
    expect(unitPrice({ ...base, promoStartsAt: minutes(5) }, NOW)).toBe('100.00');
    expect(unitPrice({ ...base, promoActive: false }, NOW)).toBe('100.00');
    expect(unitPrice({ price: '12.5', promoPrice: '12.499', promoActive: true }, NOW)).toBe('12.50'); // promo rounds to 12.50: not a discount
  });

  it('returns canonical 2-decimal strings', () => {
    expect(unitPrice({ price: '7' }, NOW)).toBe('7.00');
    expect(unitPrice({ price: 7.5, promoPrice: 6.25, promoActive: true }, NOW)).toBe('6.25');
  });
});

describe('promotionInfo', () => {
  it('describes an active offer with its countdown', () => {
    expect(promotionInfo({ ...base, promoStartsAt: minutes(-10), promoEndsAt: minutes(90) }, NOW)).toEqual({
      state: 'ACTIVE',
      active: true,
      startsAt: minutes(-10),
      endsAt: minutes(90),
      discountPercent: 20,
      remainingMs: 90 * 60_000,
    });
  });

  it('keeps the discount of a scheduled or expired offer but no countdown', () => {
    expect(promotionInfo({ ...base, promoStartsAt: minutes(10) }, NOW)).toMatchObject({ state: 'SCHEDULED', active: false, discountPercent: 20, remainingMs: null });
    expect(promotionInfo({ ...base, promoEndsAt: minutes(-10) }, NOW)).toMatchObject({ state: 'EXPIRED', discountPercent: 20, remainingMs: null });
  });

  it('has no discount when inactive, and no countdown without an end', () => {
    expect(promotionInfo({ ...base, promoActive: false }, NOW)).toMatchObject({ state: 'INACTIVE', discountPercent: null });
    expect(promotionInfo(base, NOW)).toMatchObject({ state: 'ACTIVE', endsAt: null, remainingMs: null });
  });
});
