import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '@common/dates';
import { COUPON_TEXTS, couponToForm, couponValueText, EMPTY_COUPON_FORM, formToInput, usageText, validityText, withCouponKind } from './couponForm';

describe('coupon form', () => {
  it('shows values, validity and usage in pt-BR', () => {
    expect(couponValueText('PERCENT', '10.00')).toBe('10%');
    expect(couponValueText('PERCENT', '12.50')).toBe('12,5%');
    expect(couponValueText('FIXED', '5.00')).toBe('R$ 5,00');
    expect(validityText(null, null)).toBe('Sem prazo');
    expect(validityText('2026-03-05T13:00:00.000Z', null)).toBe('A partir de 05/03/2026 10:00');
    expect(validityText(null, '2026-12-26T03:00:00.000Z')).toBe('Até 26/12/2026 00:00');
    expect(usageText({ usedCount: 3, usageLimit: 100, perUserLimit: 1 })).toBe('3 / 100 · 1 por cliente');
    expect(usageText({ usedCount: 0, usageLimit: null, perUserLimit: null })).toBe('0 / ∞');
  });

  it('reads and writes datetime-local values at UTC−3', () => {
    expect(toLocalInput('2026-03-05T13:00:00.000Z')).toBe('2026-03-05T10:00');
    expect(fromLocalInput('2026-03-05T10:00')).toBe('2026-03-05T13:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('amanhã')).toBeUndefined();
  });

  it('turns the form into the API input, clearing empty optional fields', () => {
    const { input } = formToInput({ ...EMPTY_COUPON_FORM, code: ' natal10 ', value: '10', minOrder: '50,00', startsAt: '2026-12-01T00:00', usageLimit: '100', perUserLimit: '' });
    expect(input).toEqual({
      code: 'NATAL10',
      description: null,
      kind: 'PERCENT',
      value: '10.00',
      minOrder: '50.00',
      startsAt: '2026-12-01T03:00:00.000Z',
      endsAt: null,
      usageLimit: 100,
      perUserLimit: null,
      active: true,
    });
    expect(formToInput({ ...EMPTY_COUPON_FORM, code: 'X', value: '' }).errors).toEqual({ value: COUPON_TEXTS.valueRequired });
    expect(formToInput({ ...EMPTY_COUPON_FORM, code: 'X', value: '5', usageLimit: '1,5' }).errors).toEqual({ usageLimit: COUPON_TEXTS.limitInvalid });
  });

  it('fills the form from a coupon', () => {
    const form = couponToForm({
      __typename: 'Coupon',
      id: 'Q291cG9uOjE=',
      code: 'FRETE5',
      description: null,
      kind: 'FIXED',
      value: '5.00',
      minOrder: '30.00',
      startsAt: null,
      endsAt: '2026-12-26T03:00:00.000Z',
      usageLimit: null,
      perUserLimit: 2,
      usedCount: 0,
      active: false,
      status: 'INACTIVE',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(form).toEqual({ code: 'FRETE5', description: '', kind: 'FIXED', value: '5.00', minOrder: '30.00', startsAt: '', endsAt: '2026-12-26T00:00', usageLimit: '', perUserLimit: '2', active: false });
  });

  it('keeps the typed number when the kind changes, held the way the new field holds it', () => {
    expect(withCouponKind({ ...EMPTY_COUPON_FORM, kind: 'PERCENT', value: '10' }, 'FIXED')).toMatchObject({ kind: 'FIXED', value: '10.00' });
    expect(withCouponKind({ ...EMPTY_COUPON_FORM, kind: 'PERCENT', value: '12,5' }, 'FIXED')).toMatchObject({ kind: 'FIXED', value: '12.50' });
    expect(withCouponKind({ ...EMPTY_COUPON_FORM, kind: 'FIXED', value: '12.50' }, 'PERCENT')).toMatchObject({ kind: 'PERCENT', value: '12,5' });
    expect(withCouponKind({ ...EMPTY_COUPON_FORM, kind: 'PERCENT', value: 'dez' }, 'FIXED')).toMatchObject({ kind: 'FIXED', value: '' });
    expect(withCouponKind({ ...EMPTY_COUPON_FORM, kind: 'FIXED', value: '' }, 'PERCENT')).toMatchObject({ kind: 'PERCENT', value: '' });
  });
});
