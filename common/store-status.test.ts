import { describe, expect, it } from 'vitest';
import { storeStatusNotice } from './store-status';

describe('storeStatusNotice', () => {
  it('tells the owner why the store does not sell', () => {
    expect(storeStatusNotice('APPROVED', null)).toBeNull();
    expect(storeStatusNotice('PENDING', null)?.title).toBe('Sua loja está em análise');
    expect(storeStatusNotice('SUSPENDED', 'Entregas atrasadas')).toEqual({
      title: 'Sua loja está suspensa',
      text: 'Motivo: Entregas atrasadas. Seus produtos não aparecem no marketplace enquanto a loja estiver suspensa.',
    });
    expect(storeStatusNotice('REJECTED', 'CNPJ inválido')?.text).toBe('Motivo: CNPJ inválido');
  });
});
