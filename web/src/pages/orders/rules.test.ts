import { describe, expect, it } from 'vitest';
import { buildPrintSheet, PRINT_SHEET_TEXTS, type PrintSheetInput } from './printSheet';
import {
  advanceLabel,
  canCancel,
  estimatedDeliveryDate,
  nextStatus,
  orderStatus,
  paymentDescription,
  paymentLabel,
  shortOrderNumber,
  STATUS_LABELS,
  statusLabel,
  timelineRows,
} from './status';

describe('status labels', () => {
  it('names every sub-order status in pt-BR', () => {
    expect(STATUS_LABELS).toEqual({
      PENDING: 'Pendente',
      CONFIRMED: 'Confirmado',
      PREPARING: 'Em preparo',
      OUT_FOR_DELIVERY: 'Saiu para entrega',
      DELIVERED: 'Entregue',
      CANCELLED: 'Cancelado',
    });
    expect(statusLabel('OUT_FOR_DELIVERY')).toBe('Saiu para entrega');
  });

  it("offers the store one step at a time with the buttons' texts", () => {
    expect(nextStatus('PENDING')).toBe('CONFIRMED');
    expect(advanceLabel('PENDING')).toBe('Confirmar pedido');
    expect(advanceLabel('CONFIRMED')).toBe('Iniciar preparo');
    expect(advanceLabel('PREPARING')).toBe('Saiu para entrega');
    expect(advanceLabel('OUT_FOR_DELIVERY')).toBe('Marcar como entregue');
    expect(advanceLabel('DELIVERED')).toBeNull();
    expect(advanceLabel('CANCELLED')).toBeNull();
  });

  it('lets the customer cancel only while pending and the store until delivery', () => {
    expect(canCancel('PENDING', 'CUSTOMER')).toBe(true);
    expect(canCancel('CONFIRMED', 'CUSTOMER')).toBe(false);
    expect(canCancel('OUT_FOR_DELIVERY', 'STORE')).toBe(true);
    expect(canCancel('DELIVERED', 'STORE')).toBe(false);
    expect(canCancel('CANCELLED', 'STORE')).toBe(false);
  });

  it('gives the order the least advanced live status, cancelled only when all are', () => {
    expect(orderStatus(['DELIVERED', 'PREPARING'])).toBe('PREPARING');
    expect(orderStatus(['DELIVERED', 'CANCELLED'])).toBe('DELIVERED');
    expect(orderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });

  it('builds the timeline: every step with its time, or the path to a cancellation', () => {
    const rows = timelineRows('CONFIRMED', [
      { status: 'PENDING', createdAt: '2026-03-05T13:00:00.000Z' },
      { status: 'CONFIRMED', createdAt: '2026-03-05T13:10:00.000Z' },
    ]);
    expect(rows.map((r) => [r.label, r.at, r.current])).toEqual([
      ['Pendente', '2026-03-05T13:00:00.000Z', false],
      ['Confirmado', '2026-03-05T13:10:00.000Z', true],
      ['Em preparo', null, false],
      ['Saiu para entrega', null, false],
      ['Entregue', null, false],
    ]);
    const cancelled = timelineRows('CANCELLED', [
      { status: 'PENDING', createdAt: '2026-03-05T13:00:00.000Z' },
      { status: 'CANCELLED', createdAt: '2026-03-05T14:00:00.000Z', note: 'Produto em falta' },
    ]);
    expect(cancelled.map((r) => [r.status, r.note])).toEqual([
      ['PENDING', null],
      ['CANCELLED', 'Produto em falta'],
    ]);
  });
});

describe('payment and numbers', () => {
  it('describes payment on delivery, with the change for cash', () => {
    expect(paymentLabel('CARD')).toBe('Cartão (na entrega)');
    expect(paymentDescription('PIX', '100.00', '50.00')).toBe('PIX');
    expect(paymentDescription('CASH', null)).toBe('Dinheiro (sem troco)');
    expect(paymentDescription('CASH', '100.00', '87.50')).toBe('Dinheiro · troco para R$ 100,00 (troco: R$ 12,50)');
    expect(paymentDescription('CASH', '100.00')).toBe('Dinheiro · troco para R$ 100,00');
  });

  it('shows the first 8 characters of the id in upper case', () => {
    expect(shortOrderNumber('3f2a9c1b-1111-2222-3333-444455556666')).toBe('3F2A9C1B');
  });

  it('estimates delivery for the next day at UTC−3', () => {
    // 23:30 at UTC−3 on 05/03 → 06/03.
    expect(estimatedDeliveryDate('2026-03-06T02:30:00.000Z')).toBe('06/03/2026');
    expect(estimatedDeliveryDate('2026-12-31T12:00:00.000Z')).toBe('01/01/2027');
  });
});

describe("print sheet 'DETALHES DO PEDIDO'", () => {
  const base: PrintSheetInput = {
    id: 'abcdef12-0000-4000-8000-000000000000',
    createdAt: '2026-03-05T13:05:00.000Z',
    status: 'PENDING',
    paymentMethod: 'CASH',
    changeFor: '100.00',
    total: '87.50',
    address: { street: 'Rua das Flores', number: '120', complement: null, district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
    customer: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '33988887777', totalSpent: '250.00' },
    items: [{ productName: 'Cimento CP II 50kg', product: { name: 'Cimento' }, quantity: 2, unitPrice: '39.90', total: '79.80' }],
  };

  it('shows the order with pt-BR formats', () => {
    const sheet = buildPrintSheet(base);
    expect(sheet).toMatchObject({
      title: 'DETALHES DO PEDIDO',
      number: 'ABCDEF12',
      createdAt: '05/03/2026 10:05',
      status: 'Pendente',
      payment: 'Dinheiro · troco para R$ 100,00 (troco: R$ 12,50)',
      total: 'R$ 87,50',
      estimatedDelivery: '06/03/2026',
      address: 'Rua das Flores, 120 - Centro, Angelândia - MG, CEP 39685-000',
      customer: { name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(33) 98888-7777', totalSpent: 'R$ 250,00' },
      items: [{ name: 'Cimento CP II 50kg', quantity: 2, unitPrice: 'R$ 39,90', total: 'R$ 79,80' }],
    });
  });

  it("falls back to 'Cliente não identificado', 'Não informado' and 'Produto indisponível'", () => {
    const noCustomer = buildPrintSheet({ ...base, customer: null });
    expect(noCustomer.customer).toEqual({
      name: PRINT_SHEET_TEXTS.noCustomer,
      email: 'Não informado',
      phone: 'Não informado',
      totalSpent: 'Não informado',
    });
    expect(PRINT_SHEET_TEXTS.noCustomer).toBe('Cliente não identificado');

    const noContact = buildPrintSheet({ ...base, customer: { name: '  ', email: '', phone: null, totalSpent: '0' } });
    expect(noContact.customer).toMatchObject({ name: 'Cliente não identificado', email: 'Não informado', phone: 'Não informado', totalSpent: 'R$ 0,00' });

    const noProduct = buildPrintSheet({ ...base, items: [{ productName: null, product: null, quantity: 1, unitPrice: '5.00', total: '5.00' }] });
    expect(noProduct.items[0].name).toBe('Produto indisponível');
    // A deleted product keeps the name saved on the order line.
    expect(buildPrintSheet({ ...base, items: [{ productName: 'Areia', product: null, quantity: 1, unitPrice: '5', total: '5' }] }).items[0].name).toBe('Areia');
  });

  it('adds the items total, delivery and discount under the items when given', () => {
    expect(buildPrintSheet(base).breakdown).toEqual([]);
    expect(buildPrintSheet({ ...base, itemsTotal: '79.80', deliveryTotal: '12.50', discount: '4.80' }).breakdown).toEqual([
      { label: 'Subtotal dos itens', value: 'R$ 79,80' },
      { label: 'Entrega', value: 'R$ 12,50' },
      { label: 'Desconto', value: '- R$ 4,80' },
    ]);
    expect(buildPrintSheet({ ...base, itemsTotal: '79.80', deliveryTotal: '12.50', discount: '0.00' }).breakdown).toHaveLength(2);
  });

  it('accepts the address as text or as the spec object, and a missing one', () => {
    expect(buildPrintSheet({ ...base, address: 'Rua A, 1 - Capelinha/MG' }).address).toBe('Rua A, 1 - Capelinha/MG');
    expect(buildPrintSheet({ ...base, address: { street: 'Rua B', number: '2', city: 'Capelinha', state: 'MG' } }).address).toBe('Rua B, 2, Capelinha - MG');
    expect(buildPrintSheet({ ...base, address: null }).address).toBe('Não informado');
  });
});
