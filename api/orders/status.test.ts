import { describe, expect, it } from 'vitest';
import { advanceError, cancelError, nextStatus, orderStatus, STATUS_FLOW } from './status';

describe('sub-order status flow', () => {
  it('advances one step at a time to delivered', () => {
    for (let i = 0; i < STATUS_FLOW.length - 1; i++) {
      expect(nextStatus(STATUS_FLOW[i])).toBe(STATUS_FLOW[i + 1]);
      expect(advanceError(STATUS_FLOW[i], STATUS_FLOW[i + 1])).toBeNull();
    }
    expect(nextStatus('DELIVERED')).toBeNull();
    expect(nextStatus('CANCELLED')).toBeNull();
  });

  it('refuses skipping and going back, naming the next step', () => {
    expect(advanceError('PENDING', 'PREPARING')).toBe('Não é possível passar de "Pendente" para "Em preparo": o próximo passo é "Confirmado"');
    expect(advanceError('PREPARING', 'CONFIRMED')).toBe('Não é possível passar de "Em preparo" para "Confirmado": o próximo passo é "Saiu para entrega"');
  });

  it('refuses changes after delivery or cancellation, repeats, and cancelling through advance', () => {
    expect(advanceError('DELIVERED', 'PENDING')).toBe('Este pedido já foi entregue');
    expect(advanceError('CANCELLED', 'CONFIRMED')).toBe('Este pedido foi cancelado');
    expect(advanceError('DELIVERED', 'DELIVERED')).toBe('O pedido já está "Entregue"');
    expect(advanceError('PENDING', 'CANCELLED')).toBe('Para cancelar, use o cancelamento com o motivo');
  });
});

describe('cancellation', () => {
  it('lets the store cancel before delivery with a reason', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY'] as const) {
      expect(cancelError(status, 'STORE', 'Sem entregador')).toBeNull();
    }
    expect(cancelError('CONFIRMED', 'STORE', '   ')).toBe('Informe o motivo do cancelamento');
    expect(cancelError('CONFIRMED', 'STORE', null)).toBe('Informe o motivo do cancelamento');
  });

  it('lets the customer cancel only while pending', () => {
    expect(cancelError('PENDING', 'CUSTOMER', null)).toBeNull();
    expect(cancelError('CONFIRMED', 'CUSTOMER', 'mudei de ideia')).toBe(
      'O pedido só pode ser cancelado pelo cliente enquanto está pendente. Fale com a loja.',
    );
  });

  it('never cancels twice or after delivery', () => {
    expect(cancelError('CANCELLED', 'STORE', 'x')).toBe('Este pedido já foi cancelado');
    expect(cancelError('DELIVERED', 'STORE', 'x')).toBe('Um pedido entregue não pode ser cancelado');
    expect(cancelError('DELIVERED', 'CUSTOMER', null)).toBe('Um pedido entregue não pode ser cancelado');
  });
});

describe('order status from its sub-orders', () => {
  it('is the least advanced live sub-order, or cancelled when all are', () => {
    expect(orderStatus(['DELIVERED', 'PREPARING'])).toBe('PREPARING');
    expect(orderStatus(['DELIVERED', 'CANCELLED'])).toBe('DELIVERED');
    expect(orderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(orderStatus(['PENDING'])).toBe('PENDING');
  });
});
