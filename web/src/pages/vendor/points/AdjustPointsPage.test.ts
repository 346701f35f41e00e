import { describe, expect, it } from 'vitest';
import { pointsForPurchase } from '@common/loyalty';
import { maskMoneyInput, moneyInputToDecimal } from './AdjustPointsPage';

describe('in-store purchase value', () => {
  it('masks the typed digits as money (cents first)', () => {
    expect(maskMoneyInput('')).toBe('');
    expect(maskMoneyInput('5')).toBe('0,05');
    expect(maskMoneyInput('12345')).toBe('123,45');
    expect(maskMoneyInput('R$ 1.234.567,89')).toBe('1.234.567,89');
    expect(maskMoneyInput('000099')).toBe('0,99');
  });

  it('previews the points by the documented rule (1 per whole real)', () => {
    expect(pointsForPurchase(moneyInputToDecimal('99,99'))).toEqual({ ok: true, amount: '99.99', points: 99 });
    expect(pointsForPurchase(moneyInputToDecimal('1.234,56'))).toEqual({ ok: true, amount: '1234.56', points: 1234 });
    expect(pointsForPurchase(moneyInputToDecimal('0,99'))).toEqual({ ok: false, message: 'Compras abaixo de R$ 1,00 não geram pontos' });
    expect(pointsForPurchase(moneyInputToDecimal('10.000,01'))).toEqual({ ok: false, message: 'O valor da compra não pode passar de R$ 10.000,00' });
  });
});
