import { describe, expect, it } from 'vitest';
import { pointsForPurchase } from '@common/loyalty';
import { confirmQuestion, debitPoints } from './adjustRules';

describe('in-store purchase value', () => {
  it('previews the points by the documented rule (1 per whole real)', () => {
    expect(pointsForPurchase('99.99')).toEqual({ ok: true, amount: '99.99', points: 99 });
    expect(pointsForPurchase('1234.56')).toEqual({ ok: true, amount: '1234.56', points: 1234 });
    expect(pointsForPurchase('0.99')).toEqual({ ok: false, message: 'Compras abaixo de R$ 1,00 não geram pontos' });
    expect(pointsForPurchase('10000.01')).toEqual({ ok: false, message: 'O valor da compra não pode passar de R$ 10.000,00' });
  });
});

describe('store adjustment texts', () => {
  it('asks with the points and the customer name', () => {
    expect(confirmQuestion('credit', 50, 'Maria S.')).toBe('Confirmar crédito de 50 pontos para Maria S.?');
    expect(confirmQuestion('credit', 1, 'Maria S.')).toBe('Confirmar crédito de 1 ponto para Maria S.?');
    expect(confirmQuestion('debit', 1200, 'Maria S.')).toBe('Confirmar débito de 1.200 pontos de Maria S.?');
  });

  it('takes a debit of whole points above zero only', () => {
    expect(debitPoints('30')).toEqual({ ok: true, points: 30 });
    for (const text of ['', '0', '-5', '2,5', 'abc']) expect(debitPoints(text)).toEqual({ ok: false, message: 'Informe quantos pontos debitar (número inteiro maior que zero)' });
  });
});
