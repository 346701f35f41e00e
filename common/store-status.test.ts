import { describe, expect, it } from 'vitest';
import { checkStoreDecision, STORE_STATUS_MESSAGES, storeDecisionsFor, storeStatusNotice } from './store-status';

describe('checkStoreDecision', () => {
  it('approves a pending or refused store and reactivates a suspended one, without a reason', () => {
    expect(checkStoreDecision('PENDING', 'APPROVE', '  ')).toEqual({ ok: true, to: 'APPROVED', reason: null });
    expect(checkStoreDecision('REJECTED', 'APPROVE', 'ignored')).toEqual({ ok: true, to: 'APPROVED', reason: null });
    expect(checkStoreDecision('SUSPENDED', 'REACTIVATE', null)).toEqual({ ok: true, to: 'APPROVED', reason: null });
  });

  it('refuses and suspends only with a reason of up to 500 characters', () => {
    expect(checkStoreDecision('PENDING', 'REJECT', ' CNPJ inválido ')).toEqual({ ok: true, to: 'REJECTED', reason: 'CNPJ inválido' });
    expect(checkStoreDecision('ACTIVE', 'SUSPEND', 'Reclamações')).toEqual({ ok: true, to: 'SUSPENDED', reason: 'Reclamações' });
    for (const reason of [null, '', '   ', 'x'.repeat(501)]) {
      expect(checkStoreDecision('APPROVED', 'SUSPEND', reason)).toEqual({ ok: false, field: 'reason', message: STORE_STATUS_MESSAGES.reasonRequired });
    }
  });

  it('refuses a decision that does not fit the status, in pt-BR', () => {
    expect(checkStoreDecision('APPROVED', 'APPROVE', null)).toEqual({ ok: false, field: 'decision', message: 'Não é possível aprovar uma loja aprovada' });
    expect(checkStoreDecision('PENDING', 'SUSPEND', 'x')).toEqual({ ok: false, field: 'decision', message: 'Não é possível suspender uma loja em análise' });
    expect(checkStoreDecision('SUSPENDED', 'REJECT', 'x')).toEqual({ ok: false, field: 'decision', message: 'Não é possível recusar uma loja suspensa' });
  });

  it('lists the buttons of each status', () => {
    expect(storeDecisionsFor('PENDING')).toEqual(['APPROVE', 'REJECT']);
    expect(storeDecisionsFor('APPROVED')).toEqual(['SUSPEND']);
    expect(storeDecisionsFor('SUSPENDED')).toEqual(['REACTIVATE']);
    expect(storeDecisionsFor('REJECTED')).toEqual(['APPROVE']);
  });
});

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
