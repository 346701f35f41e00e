import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlaceOrderInput, changeForValue, changeText, CHECKOUT_TEXTS, newIdempotencyKey, PAYMENT_OPTIONS } from '../pages/cart/checkoutRules';
import { cartStepper, issueLine, issueText, pointsToEarnText, unitsText } from './rules';

describe('cart rules', () => {
  it("writes the cart check issues with the spec's texts", () => {
    expect(issueText({ issue: 'OUT_OF_STOCK', currentValue: '3' })).toBe('Estoque insuficiente. Disponível: 3');
    expect(issueText({ issue: 'PRICE_CHANGED', currentValue: '42.5' })).toBe('O preço mudou para R$ 42,50');
    expect(issueText({ issue: 'UNAVAILABLE', currentValue: null })).toBe('Produto indisponível');
    expect(issueText({ issue: 'SOMETHING_ELSE' as never, currentValue: null })).toBe('Problema detectado');
    expect(issueLine({ productName: 'Cimento', issue: 'OUT_OF_STOCK', currentValue: '0' })).toBe('Cimento: Estoque insuficiente. Disponível: 0');
  });

  it('steps quantities by the multiple, within stock and 1000', () => {
    const bricks = { quantityControl: 'MULTIPLE' as const, conversionValue: 10, stock: 35 };
    expect(cartStepper(bricks, 10)).toEqual({ step: 10, min: 10, max: 30, canDecrease: false, canIncrease: true });
    expect(cartStepper(bricks, 30)).toMatchObject({ canDecrease: true, canIncrease: false });
    const unit = { quantityControl: 'UNIT' as const, conversionValue: null, stock: 5000 };
    expect(cartStepper(unit, 1000)).toMatchObject({ max: 1000, canIncrease: false });
    expect(cartStepper(unit, 1)).toMatchObject({ canDecrease: false, canIncrease: true });
  });

  it('says how many points and items', () => {
    expect(pointsToEarnText(12)).toBe('Você ganhará 12 pontos');
    expect(pointsToEarnText(1)).toBe('Você ganhará 1 ponto');
    expect(unitsText(1)).toBe('1 item');
    expect(unitsText(3)).toBe('3 itens');
  });
});

describe('checkout form rules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers PIX, card on delivery and cash', () => {
    expect(PAYMENT_OPTIONS.map((o) => o.label)).toEqual(['PIX', 'Cartão (na entrega)', 'Dinheiro']);
  });

  it("asks 'Troco para' only for cash, at or above the total", () => {
    expect(changeForValue('PIX', '100', '87.50')).toEqual({ value: null, error: null });
    expect(changeForValue('CARD', 'abc', '87.50')).toEqual({ value: null, error: null });
    expect(changeForValue('CASH', '', '87.50')).toEqual({ value: null, error: null });
    expect(changeForValue('CASH', '100,00', '87.50')).toEqual({ value: '100.00', error: null });
    expect(changeForValue('CASH', 'R$ 1.000', '87.50')).toEqual({ value: '1000.00', error: null });
    expect(changeForValue('CASH', '50', '87.50')).toEqual({ value: '50.00', error: CHECKOUT_TEXTS.changeTooLow });
    expect(changeForValue('CASH', 'cem reais', '87.50').error).toBe(CHECKOUT_TEXTS.changeInvalid);
    expect(changeText('100.00', '87.50')).toBe('Troco: R$ 12,50');
    expect(changeText('87.50', '87.50')).toBeNull();
  });

  it('sends changeFor only with cash, and the same idempotency key every time', () => {
    const form = { addressId: 'QWRkcmVzczox', paymentMethod: 'PIX' as const, changeForText: '100', couponCode: null };
    const pix = buildPlaceOrderInput(form, 'key-1', '87.50');
    expect(pix.input).toEqual({ addressId: 'QWRkcmVzczox', paymentMethod: 'PIX', idempotencyKey: 'key-1' });

    const cash = buildPlaceOrderInput({ ...form, paymentMethod: 'CASH', couponCode: 'NATAL10' }, 'key-1', '87.50');
    expect(cash.input).toEqual({ addressId: 'QWRkcmVzczox', paymentMethod: 'CASH', changeFor: '100.00', couponCode: 'NATAL10', idempotencyKey: 'key-1' });

    const noChange = buildPlaceOrderInput({ ...form, paymentMethod: 'CASH', changeForText: ' ' }, 'key-1', '87.50');
    expect(noChange.input).not.toHaveProperty('changeFor');

    const low = buildPlaceOrderInput({ ...form, paymentMethod: 'CASH', changeForText: '10' }, 'key-1', '87.50');
    expect(low).toEqual({ input: null, errors: { changeFor: CHECKOUT_TEXTS.changeTooLow } });

    expect(buildPlaceOrderInput({ addressId: null, paymentMethod: null, changeForText: '', couponCode: null }, 'k', '1').errors).toEqual({
      addressId: CHECKOUT_TEXTS.chooseAddress,
      paymentMethod: CHECKOUT_TEXTS.choosePayment,
    });
  });

  it('makes UUID keys', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
