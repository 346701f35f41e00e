import { describe, expect, it } from 'vitest';
import { PRODUCT_APPROVAL, PRODUCT_APPROVAL_MESSAGES, STORE_APPROVAL, STORE_APPROVAL_MESSAGES } from './approvals';

describe('the store queue', () => {
  it('approves a pending or refused store and reactivates a suspended one, without a reason', () => {
    expect(STORE_APPROVAL.decide('PENDING', 'APPROVE', '  ')).toEqual({ ok: true, to: 'APPROVED', reason: null });
    expect(STORE_APPROVAL.decide('REJECTED', 'APPROVE', 'ignored')).toEqual({ ok: true, to: 'APPROVED', reason: null });
    expect(STORE_APPROVAL.decide('SUSPENDED', 'REACTIVATE', null)).toEqual({ ok: true, to: 'APPROVED', reason: null });
  });

  it('refuses and suspends only with a reason of up to 500 characters', () => {
    expect(STORE_APPROVAL.decide('PENDING', 'REJECT', ' CNPJ inválido ')).toEqual({ ok: true, to: 'REJECTED', reason: 'CNPJ inválido' });
    expect(STORE_APPROVAL.decide('ACTIVE', 'SUSPEND', 'Reclamações')).toEqual({ ok: true, to: 'SUSPENDED', reason: 'Reclamações' });
    for (const reason of [null, '', '   ', 'x'.repeat(501)]) {
      expect(STORE_APPROVAL.decide('APPROVED', 'SUSPEND', reason)).toEqual({ ok: false, refusal: { field: 'reason', code: 'INVALID', message: STORE_APPROVAL_MESSAGES.reasonRequired } });
    }
  });

  it('refuses a decision that does not fit the status, in pt-BR', () => {
    const refused = (message: string) => ({ ok: false, refusal: { field: 'decision', code: 'INVALID_TRANSITION', message } });
    expect(STORE_APPROVAL.decide('APPROVED', 'APPROVE', null)).toEqual(refused('Não é possível aprovar uma loja aprovada'));
    expect(STORE_APPROVAL.decide('PENDING', 'SUSPEND', 'x')).toEqual(refused('Não é possível suspender uma loja em análise'));
    expect(STORE_APPROVAL.decide('SUSPENDED', 'REJECT', 'x')).toEqual(refused('Não é possível recusar uma loja suspensa'));
    // Both go to APPROVED, each from its own statuses.
    expect(STORE_APPROVAL.decide('SUSPENDED', 'APPROVE', null)).toEqual(refused('Não é possível aprovar uma loja suspensa'));
    expect(STORE_APPROVAL.decide('PENDING', 'REACTIVATE', null)).toEqual(refused('Não é possível reativar uma loja em análise'));
  });

  it('lists the buttons of each status', () => {
    expect(STORE_APPROVAL.decisionsFor('PENDING')).toEqual(['APPROVE', 'REJECT']);
    expect(STORE_APPROVAL.decisionsFor('APPROVED')).toEqual(['SUSPEND']);
    expect(STORE_APPROVAL.decisionsFor('ACTIVE')).toEqual(['SUSPEND']);
    expect(STORE_APPROVAL.decisionsFor('SUSPENDED')).toEqual(['REACTIVATE']);
    expect(STORE_APPROVAL.decisionsFor('REJECTED')).toEqual(['APPROVE']);
  });
});

describe('the product queue', () => {
  it('approves a waiting revision, or refuses it with a reason', () => {
    expect(PRODUCT_APPROVAL.decide('PENDING', 'APPROVE', 'ignored')).toEqual({ ok: true, to: 'APPROVED', reason: null });
    expect(PRODUCT_APPROVAL.decide('PENDING', 'REJECT', ' Foto ruim ')).toEqual({ ok: true, to: 'REJECTED', reason: 'Foto ruim' });
    expect(PRODUCT_APPROVAL.decide('PENDING', 'REJECT', ' ')).toEqual({ ok: false, refusal: { field: 'reason', code: 'INVALID', message: PRODUCT_APPROVAL_MESSAGES.reasonRequired } });
  });

  it('decides once; a superseded revision is a conflict (the store changed it again)', () => {
    for (const status of ['APPROVED', 'REJECTED'] as const) {
      expect(PRODUCT_APPROVAL.decide(status, 'APPROVE', null)).toEqual({ ok: false, refusal: { field: 'id', code: 'INVALID', message: 'Esta aprovação já foi decidida' } });
    }
    expect(PRODUCT_APPROVAL.decide('SUPERSEDED', 'REJECT', 'x')).toEqual({ ok: false, refusal: { field: 'id', code: 'CONFLICT', message: PRODUCT_APPROVAL_MESSAGES.superseded } });
    expect(PRODUCT_APPROVAL.decisionsFor('PENDING')).toEqual(['APPROVE', 'REJECT']);
    expect(PRODUCT_APPROVAL.decisionsFor('APPROVED')).toEqual([]);
  });
});
