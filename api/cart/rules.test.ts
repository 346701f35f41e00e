import { describe, expect, it } from 'vitest';
import {
  addStockError,
  cartItemIssues,
  cartTotals,
  groupByStore,
  priceChanged,
  quantityError,
  quantityStep,
  updateStockError,
} from './rules';

const unit = { quantityControl: 'UNIT' as const, conversionValue: null };
const byFifty = { quantityControl: 'MULTIPLE' as const, conversionValue: 50 };

describe('quantity rules', () => {
  it('accepts integers from 1 to 1000', () => {
    expect(quantityError(1, unit)).toBeNull();
    expect(quantityError(1000, unit)).toBeNull();
  });

  it.each([0, -3, 1.5, Number.NaN])('refuses %s with the spec message', (q) => {
    expect(quantityError(q, unit)).toBe('A quantidade deve ser pelo menos 1');
  });

  it('refuses more than 1000', () => {
    expect(quantityError(1001, unit)).toBe('A quantidade máxima por item é 1000');
  });

  it('sells MULTIPLE products in multiples of conversionValue', () => {
    expect(quantityStep(byFifty)).toBe(50);
    expect(quantityError(100, byFifty)).toBeNull();
    expect(quantityError(60, byFifty)).toBe('Este produto é vendido em múltiplos de 50 (ex.: 50, 100, 150)');
  });

  it('ignores the multiples rule without a positive conversionValue', () => {
    expect(quantityStep({ quantityControl: 'MULTIPLE', conversionValue: 0 })).toBe(1);
    expect(quantityStep({ quantityControl: 'MULTIPLE', conversionValue: null })).toBe(1);
    expect(quantityStep({ quantityControl: 'UNIT', conversionValue: 12 })).toBe(1);
    expect(quantityError(7, { quantityControl: 'MULTIPLE', conversionValue: 0 })).toBeNull();
  });
});

describe('stock rules', () => {
  it('uses the spec messages in order', () => {
    expect(addStockError(0, 0, 1)).toBe('Produto sem estoque disponível');
    expect(addStockError(5, 0, 6)).toBe('Estoque insuficiente. Disponível: 5');
    expect(addStockError(5, 3, 3)).toBe('Quantidade total excederia o estoque disponível (5)');
    expect(addStockError(5, 2, 3)).toBeNull();
    expect(addStockError(5000, 900, 200)).toBe('A quantidade máxima por item é 1000');
  });

  it('checks an update against the stock', () => {
    expect(updateStockError(4, 4)).toBeNull();
    expect(updateStockError(4, 5)).toBe('Estoque insuficiente. Disponível: 4');
    expect(updateStockError(0, 1)).toBe('Produto sem estoque disponível');
  });
});

describe('cart check issues', () => {
  const base = { productName: 'Cimento', quantity: 2, priceAtAdd: '100.00', currentPrice: '100.00', stock: 10, available: true };

  it('tolerates price changes up to 5% either way', () => {
    expect(priceChanged('100.00', '105.00')).toBe(false);
    expect(priceChanged('100.00', '95.00')).toBe(false);
    expect(priceChanged('100.00', '105.01')).toBe(true);
    expect(priceChanged('100.00', '94.99')).toBe(true);
    expect(priceChanged('0.00', '0.01')).toBe(true);
  });

  it('finds nothing in a good line', () => {
    expect(cartItemIssues(base)).toEqual([]);
  });

  it('reports out_of_stock with the stock left', () => {
    expect(cartItemIssues({ ...base, stock: 1 })).toEqual([
      { productName: 'Cimento', issue: 'out_of_stock', currentValue: '1', message: 'Cimento: Estoque insuficiente. Disponível: 1' },
    ]);
  });

  it('reports price_changed with the new price', () => {
    expect(cartItemIssues({ ...base, currentPrice: '110' })).toEqual([
      { productName: 'Cimento', issue: 'price_changed', currentValue: '110.00', message: 'Cimento: o preço mudou para R$ 110,00' },
    ]);
  });

  it('reports both stock and price when both apply', () => {
    expect(cartItemIssues({ ...base, stock: 0, currentPrice: '80' }).map((i) => i.issue)).toEqual(['out_of_stock', 'price_changed']);
  });

  it('reports only unavailable for a hidden product', () => {
    expect(cartItemIssues({ ...base, available: false, stock: 0, currentPrice: '1' })).toEqual([
      { productName: 'Cimento', issue: 'unavailable', currentValue: null, message: 'Cimento: Produto indisponível' },
    ]);
  });
});

describe('cart totals', () => {
  it('sums subtotal in exact cents, units and points', () => {
    const totals = cartTotals([
      { storeId: 'a', quantity: 3, unitPrice: '0.10', unitPoints: 2 },
      { storeId: 'b', quantity: 1, unitPrice: '0.20', unitPoints: 0 },
    ]);
    expect(totals).toEqual({ subtotalCents: 50n, totalItems: 4, totalPoints: 6 });
  });

  it('groups by store in first-seen order', () => {
    const groups = groupByStore([
      { storeId: 'b', n: 1 },
      { storeId: 'a', n: 2 },
      { storeId: 'b', n: 3 },
    ]);
    expect(groups).toEqual([
      { storeId: 'b', lines: [{ storeId: 'b', n: 1 }, { storeId: 'b', n: 3 }] },
      { storeId: 'a', lines: [{ storeId: 'a', n: 2 }] },
    ]);
  });
});
