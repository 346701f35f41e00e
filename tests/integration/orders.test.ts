// Checkout and orders over the real stack: placing an order (one sub-order per store, snapshots,
// stock, cart emptied), the re-validation of every cart issue kind, cash change, idempotent
// placement (sequential and concurrent), the status flow with its forbidden moves, stock restored
// once on cancel, points credited once on delivery, the referral bonus, reading rights, and the
// live status over graphql-ws.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';
import {
  ADD_TO_CART,
  createAddress,
  createProductsIn,
  createStore,
  createUser,
  globalId,
  localId,
  ORDER_FIELDS,
  PLACE_ORDER,
  type TestStore,
  type TestUser,
} from '../helpers/commerce.js';
import { STATEMENT_BUDGETS, startCountingServer } from '../helpers/statements.js';

let server: TestServer;
let storeA: TestStore;
let storeB: TestStore;

const ADVANCE = `mutation($input: AdvanceSubOrderInput!) {
  advanceSubOrder(input: $input) { subOrder { id status nextStatus timeline { status } } userErrors { field code message } }
}`;
const CANCEL = `mutation($input: CancelSubOrderInput!) {
  cancelSubOrder(input: $input) { subOrder { id status cancelReason timeline { status note } } userErrors { field code message } }
}`;
const POINTS = `{ viewer { pointsBalance pointsEntries(first: 10) { totalCount edges { node { points kind reason orderId orderNumber createdAt } } } } }`;

const as = (user: TestUser) => ({ token: user.token });

async function addItems(user: TestUser, items: [string, number][]) {
  for (const [productId, quantity] of items) {
    const r = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity } }, as(user));
    expect(r.data.addToCart.userErrors).toEqual([]);
  }
}

/** A consumer with an address and the given items in the cart. */
async function buyer(items: [string, number][], options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.prisma, options);
  const addressId = globalId('Address', await createAddress(server.prisma, user.id));
  await addItems(user, items);
  return { user, addressId };
}

async function place(user: TestUser, input: Record<string, unknown>) {
  const r = await gql(server.url, PLACE_ORDER, { input: { paymentMethod: 'PIX', idempotencyKey: randomUUID(), ...input } }, as(user));
  expect(r.errors).toBeUndefined();
  return r.data.placeOrder;
}

async function advance(user: TestUser, subOrderId: string, to: string) {
  return gql(server.url, ADVANCE, { input: { subOrderId, to } }, as(user));
}

/** Advances from the current status up to `to`, one step at a time. */
async function advanceTo(owner: TestUser, subOrderId: string, to: string) {
  const flow = ['PENDING', 'CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'];
  const { status } = await server.prisma.subOrder.findUniqueOrThrow({ where: { id: localId(subOrderId) } });
  for (const step of flow.slice(flow.indexOf(status) + 1, flow.indexOf(to) + 1)) {
    const r = await advance(owner, subOrderId, step);
    expect(r.errors).toBeUndefined();
    expect(r.data.advanceSubOrder.userErrors).toEqual([]);
  }
}

const stockOf = async (id: string) => (await server.prisma.product.findUniqueOrThrow({ where: { id } })).stock;

test.beforeAll(async ({ server: started }) => {
  server = started;
  storeA = await createStore(server.prisma, { name: 'Depósito Central', deliveryFee: '7.50' });
  storeB = await createStore(server.prisma, { name: 'Padaria Pão Quente', deliveryFee: '4.00' });
});

describe('placeOrder', () => {
  it('places one order with a sub-order per store, paying cash with change, and empties the cart', async () => {
    const [cimento] = await createProductsIn(server.prisma, storeA.id, [{ name: 'Cimento CP-II', price: '42.90', stock: 10, unit: 'saco', pointsConsumer: 4 }]);
    const [pao] = await createProductsIn(server.prisma, storeB.id, [{ name: 'Pão francês', price: '0.75', stock: 100, unit: 'un', points: 1 }]);
    const { user, addressId } = await buyer([[cimento, 2], [pao, 10]]);
    const cartBefore = (await gql(server.url, `{ cart { id } }`, {}, as(user))).data.cart.id;
    const result = await place(user, { addressId, paymentMethod: 'CASH', changeFor: '120.00' });
    expect(result.userErrors).toEqual([]);
    expect(result.replayed).toBe(false);
    const order = result.order;
    expect(order).toMatchObject({
      status: 'PENDING',
      statusLabel: 'Pendente',
      paymentMethod: 'CASH',
      changeFor: '120.00',
      itemsTotal: '93.30',
      deliveryTotal: '11.50',
      discount: '0.00',
      total: '104.80',
      pointsToEarn: 18,
      couponCode: null,
      address: { street: 'Rua das Flores', number: '120', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
    });
    expect(order.number).toBe(order.databaseId.slice(0, 8).toUpperCase());
    expect(order.subOrders.map((s: any) => [s.store.name, s.itemsTotal, s.deliveryFee, s.total, s.pointsToEarn, s.status, s.timeline])).toEqual([
      ['Depósito Central', '85.80', '7.50', '93.30', 8, 'PENDING', [{ status: 'PENDING', note: null }]],
      ['Padaria Pão Quente', '7.50', '4.00', '11.50', 10, 'PENDING', [{ status: 'PENDING', note: null }]],
    ]);
    expect(order.subOrders[0].items).toEqual([
      { productName: 'Cimento CP-II', unit: 'saco', quantity: 2, unitPrice: '42.90', total: '85.80', unitPoints: 4, points: 8 },
    ]);
    expect(result.cart).toEqual({ id: cartBefore, count: 0, items: [] });
    expect(await stockOf(cimento)).toBe(8);
    expect(await stockOf(pao)).toBe(90);
  });

  it('ignores changeFor for PIX and card', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const { user, addressId } = await buyer([[p, 1]]);
    const result = await place(user, { addressId, paymentMethod: 'CARD', changeFor: '1.00' });
    expect(result.userErrors).toEqual([]);
    expect(result.order.changeFor).toBeNull();
  });

  it('refuses change below the total, an empty cart and an address that is not the buyer’s', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ price: '20.00' }]);
    const { user, addressId } = await buyer([[p, 1]]);
    const low = await place(user, { addressId, paymentMethod: 'CASH', changeFor: '27.49' });
    expect(low.userErrors).toEqual([{ field: 'changeFor', code: 'CHANGE_TOO_LOW', message: 'O troco deve ser para um valor maior que o total' }]);
    expect(low.order).toBeNull();
    const exact = await place(user, { addressId, paymentMethod: 'CASH', changeFor: '27.50' });
    expect(exact.userErrors).toEqual([]);

    const empty = await place(user, { addressId });
    expect(empty.userErrors).toEqual([{ field: 'cart', code: 'EMPTY_CART', message: 'Seu carrinho está vazio' }]);

    const other = await buyer([[p, 1]]);
    const foreign = await place(other.user, { addressId });
    expect(foreign.userErrors).toEqual([{ field: 'addressId', code: 'NOT_FOUND', message: 'Endereço não encontrado' }]);
    const garbage = await gql(server.url, PLACE_ORDER, { input: { paymentMethod: 'PIX', idempotencyKey: randomUUID(), addressId: 'nada' } }, as(other.user));
    expect(garbage.errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.prisma.order.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it('re-checks every item and places nothing when one has an issue', async () => {
    const [scarce, hidden, dearer, fine] = await createProductsIn(server.prisma, storeA.id, [
      { name: 'Areia', stock: 5 },
      { name: 'Brita', stock: 5 },
      { name: 'Cal', price: '10.00' },
      { name: 'Tijolo' },
    ]);
    const { user, addressId } = await buyer([[scarce, 4], [hidden, 1], [dearer, 1], [fine, 1]]);
    await server.prisma.product.update({ where: { id: scarce }, data: { stock: 3 } });
    await server.prisma.product.update({ where: { id: hidden }, data: { status: 'INACTIVE' } });
    await server.prisma.product.update({ where: { id: dearer }, data: { price: '10.60' } });
    const result = await place(user, { addressId });
    expect(result.order).toBeNull();
    expect(result.issues).toEqual([
      { productName: 'Areia', issue: 'OUT_OF_STOCK', currentValue: '3', message: 'Areia: Estoque insuficiente. Disponível: 3' },
      { productName: 'Brita', issue: 'UNAVAILABLE', currentValue: null, message: 'Brita: Produto indisponível' },
      { productName: 'Cal', issue: 'PRICE_CHANGED', currentValue: '10.60', message: 'Cal: o preço mudou para R$ 10,60' },
    ]);
    expect(result.userErrors.map((e: any) => [e.field, e.code])).toEqual([
      ['cart', 'OUT_OF_STOCK'],
      ['cart', 'UNAVAILABLE'],
      ['cart', 'PRICE_CHANGED'],
    ]);
    expect(result.cart.count).toBe(7);
    expect(await server.prisma.order.count({ where: { userId: user.id } })).toBe(0);
    expect(await stockOf(fine)).toBe(10);

    // The customer fixes the cart: the order goes through at the new price.
    await server.prisma.product.update({ where: { id: scarce }, data: { stock: 4 } });
    await server.prisma.product.update({ where: { id: hidden }, data: { status: 'APPROVED' } });
    await gql(server.url, `mutation { acceptCartPrices { userErrors { message } } }`, {}, as(user));
    const ok = await place(user, { addressId });
    expect(ok.userErrors).toEqual([]);
    expect(ok.order.itemsTotal).toBe('70.60');
  });

  it('shows the checkout preview with stores, fees, points and readiness', async () => {
    const [a] = await createProductsIn(server.prisma, storeA.id, [{ price: '15.00', pointsConsumer: 2 }]);
    const [b] = await createProductsIn(server.prisma, storeB.id, [{ price: '3.00' }]);
    const { user, addressId } = await buyer([[a, 2], [b, 1]]);
    const PREVIEW = `query($input: CheckoutPreviewInput) { checkoutPreview(input: $input) {
      itemsTotal deliveryTotal discount total pointsToEarn canPlaceOrder
      stores { store { name } itemsTotal deliveryFee total points items { quantity } }
      issues { issue } userErrors { field message } cart { count } } }`;
    const bare = (await gql(server.url, PREVIEW, {}, as(user))).data.checkoutPreview;
    expect(bare).toMatchObject({ itemsTotal: '33.00', deliveryTotal: '11.50', total: '44.50', pointsToEarn: 4, canPlaceOrder: false, userErrors: [] });
    expect(bare.stores.map((s: any) => [s.store.name, s.itemsTotal, s.deliveryFee, s.total, s.points, s.items.length])).toEqual([
      ['Depósito Central', '30.00', '7.50', '37.50', 4, 1],
      ['Padaria Pão Quente', '3.00', '4.00', '7.00', 0, 1],
    ]);
    const ready = (await gql(server.url, PREVIEW, { input: { addressId, paymentMethod: 'CASH', changeFor: '50' } }, as(user))).data.checkoutPreview;
    expect(ready.canPlaceOrder).toBe(true);
    const low = (await gql(server.url, PREVIEW, { input: { addressId, paymentMethod: 'CASH', changeFor: '44.49' } }, as(user))).data.checkoutPreview;
    expect(low.userErrors).toEqual([{ field: 'changeFor', message: 'O troco deve ser para um valor maior que o total' }]);
    expect(low.canPlaceOrder).toBe(false);
  });
});

describe('idempotent placement', () => {
  it('returns the same order for a retried key, placing it once', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ stock: 10 }]);
    const { user, addressId } = await buyer([[p, 2]]);
    const key = randomUUID();
    const first = await place(user, { addressId, idempotencyKey: key });
    const again = await place(user, { addressId, idempotencyKey: key });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, userErrors: [] });
    expect(again.order.id).toBe(first.order.id);
    expect(await server.prisma.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await stockOf(p)).toBe(8);
  });

  it('places one order when identical requests race', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ stock: 10 }]);
    const { user, addressId } = await buyer([[p, 1]]);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => place(user, { addressId, idempotencyKey: key })));
    expect(results.map((r) => r.userErrors)).toEqual(Array(5).fill([]));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await server.prisma.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await stockOf(p)).toBe(9);
  });

  it('does not share keys between users', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const one = await buyer([[p, 1]]);
    const two = await buyer([[p, 1]]);
    const key = randomUUID();
    const a = await place(one.user, { addressId: one.addressId, idempotencyKey: key });
    const b = await place(two.user, { addressId: two.addressId, idempotencyKey: key });
    expect(a.order.id).not.toBe(b.order.id);
    expect(b.replayed).toBe(false);
  });
});

describe('status flow', () => {
  async function oneOrder(items: [string, number][] = [], options: Parameters<typeof createUser>[1] = {}) {
    const products = items.length ? items : [[(await createProductsIn(server.prisma, storeA.id, [{ stock: 10, pointsConsumer: 3 }]))[0], 2] as [string, number]];
    const { user, addressId } = await buyer(products, options);
    const result = await place(user, { addressId });
    expect(result.userErrors).toEqual([]);
    return { user, order: result.order, subOrderId: result.order.subOrders[0].id as string, productId: products[0][0] };
  }

  it('walks pendente → confirmado → em preparo → saiu para entrega → entregue, one step at a time', async () => {
    const { subOrderId } = await oneOrder();
    const steps: [string, string | null][] = [
      ['CONFIRMED', 'PREPARING'],
      ['PREPARING', 'OUT_FOR_DELIVERY'],
      ['OUT_FOR_DELIVERY', 'DELIVERED'],
      ['DELIVERED', null],
    ];
    for (const [to, next] of steps) {
      const r = await advance(storeA.owner, subOrderId, to);
      expect(r.data.advanceSubOrder.userErrors).toEqual([]);
      expect(r.data.advanceSubOrder.subOrder).toMatchObject({ status: to, nextStatus: next });
    }
    const events = await server.prisma.subOrderEvent.findMany({ where: { subOrderId: localId(subOrderId) }, orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => [e.status, e.actorId])).toEqual([
      ['PENDING', expect.any(String)],
      ['CONFIRMED', storeA.owner.id],
      ['PREPARING', storeA.owner.id],
      ['OUT_FOR_DELIVERY', storeA.owner.id],
      ['DELIVERED', storeA.owner.id],
    ]);
  });

  it('refuses skipping a step, going back, and changing after delivery', async () => {
    const { subOrderId } = await oneOrder();
    const skip = await advance(storeA.owner, subOrderId, 'PREPARING');
    expect(skip.data.advanceSubOrder.userErrors).toEqual([
      { field: 'to', code: 'INVALID_TRANSITION', message: 'Não é possível passar de "Pendente" para "Em preparo": o próximo passo é "Confirmado"' },
    ]);
    await advanceTo(storeA.owner, subOrderId, 'PREPARING');
    expect((await advance(storeA.owner, subOrderId, 'CONFIRMED')).data.advanceSubOrder.userErrors[0].message).toBe(
      'Não é possível passar de "Em preparo" para "Confirmado": o próximo passo é "Saiu para entrega"',
    );
    expect((await advance(storeA.owner, subOrderId, 'CANCELLED')).data.advanceSubOrder.userErrors[0].message).toBe('Para cancelar, use o cancelamento com o motivo');
    await advanceTo(storeA.owner, subOrderId, 'DELIVERED');
    expect((await advance(storeA.owner, subOrderId, 'DELIVERED')).data.advanceSubOrder.userErrors[0].message).toBe('O pedido já está "Entregue"');
    const cancel = await gql(server.url, CANCEL, { input: { subOrderId, reason: 'x' } }, as(storeA.owner));
    expect(cancel.data.cancelSubOrder.userErrors[0].message).toBe('Um pedido entregue não pode ser cancelado');
  });

  it('lets only the store (or an admin) advance: another store and the buyer get FORBIDDEN', async () => {
    const { user, subOrderId } = await oneOrder();
    for (const who of [storeB.owner, user]) {
      const r = await advance(who, subOrderId, 'CONFIRMED');
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const stranger = await createUser(server.prisma);
    expect((await gql(server.url, CANCEL, { input: { subOrderId, reason: 'x' } }, as(stranger))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.prisma.subOrder.findUniqueOrThrow({ where: { id: localId(subOrderId) } })).status).toBe('PENDING');
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    expect((await advance(admin, subOrderId, 'CONFIRMED')).data.advanceSubOrder.userErrors).toEqual([]);
    const missing = await advance(storeA.owner, globalId('SubOrder', randomUUID()), 'CONFIRMED');
    expect(missing.data.advanceSubOrder.userErrors).toEqual([{ field: 'subOrderId', code: 'NOT_FOUND', message: 'Pedido não encontrado' }]);
  });

  it('lets the customer cancel while pending (stock back), not after the store confirms', async () => {
    const first = await oneOrder();
    expect(await stockOf(first.productId)).toBe(8);
    const cancelled = await gql(server.url, CANCEL, { input: { subOrderId: first.subOrderId } }, as(first.user));
    expect(cancelled.data.cancelSubOrder.userErrors).toEqual([]);
    expect(cancelled.data.cancelSubOrder.subOrder).toMatchObject({ status: 'CANCELLED', cancelReason: 'Cancelado pelo cliente' });
    expect(await stockOf(first.productId)).toBe(10);

    const second = await oneOrder();
    await advance(storeA.owner, second.subOrderId, 'CONFIRMED');
    const late = await gql(server.url, CANCEL, { input: { subOrderId: second.subOrderId, reason: 'mudei de ideia' } }, as(second.user));
    expect(late.data.cancelSubOrder.userErrors).toEqual([
      { field: null, code: 'INVALID_TRANSITION', message: 'O pedido só pode ser cancelado pelo cliente enquanto está pendente. Fale com a loja.' },
    ]);
    expect(await stockOf(second.productId)).toBe(8);
  });

  it('lets the store cancel with a reason before delivery, restoring the stock exactly once', async () => {
    const { user, order, subOrderId, productId } = await oneOrder();
    await advanceTo(storeA.owner, subOrderId, 'OUT_FOR_DELIVERY');
    const noReason = await gql(server.url, CANCEL, { input: { subOrderId, reason: '  ' } }, as(storeA.owner));
    expect(noReason.data.cancelSubOrder.userErrors).toEqual([{ field: 'reason', code: 'INVALID_TRANSITION', message: 'Informe o motivo do cancelamento' }]);
    const both = await Promise.all([
      gql(server.url, CANCEL, { input: { subOrderId, reason: 'Entregador sem acesso à rua' } }, as(storeA.owner)),
      gql(server.url, CANCEL, { input: { subOrderId, reason: 'Entregador sem acesso à rua' } }, as(storeA.owner)),
    ]);
    const errors = both.map((r) => r.data.cancelSubOrder.userErrors);
    expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
    expect(errors.flat().map((e: any) => e.message)).toEqual(['Este pedido já foi cancelado']);
    expect(await stockOf(productId)).toBe(10);
    const read = await gql(server.url, `query($id: ID!) { order(id: $id) { status statusLabel subOrders { status cancelReason timeline { status note } } } }`, { id: order.id }, as(user));
    expect(read.data.order).toMatchObject({ status: 'CANCELLED', statusLabel: 'Cancelado' });
    expect(read.data.order.subOrders[0].timeline.at(-1)).toEqual({ status: 'CANCELLED', note: 'Entregador sem acesso à rua' });
  });
});

describe('points', () => {
  async function deliveredOrder(user: TestUser, addressId: string, productId: string, quantity: number) {
    await addItems(user, [[productId, quantity]]);
    const result = await place(user, { addressId });
    expect(result.userErrors).toEqual([]);
    return result.order;
  }

  it('credits the buyer once when a sub-order is delivered, even when delivery is sent twice at once', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ stock: 50, pointsConsumer: 3, pointsProfessional: 7 }]);
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const addressId = globalId('Address', await createAddress(server.prisma, pro.id));
    const order = await deliveredOrder(pro, addressId, p, 4);
    expect(order.pointsToEarn).toBe(28);
    const subOrderId = order.subOrders[0].id;
    await advanceTo(storeA.owner, subOrderId, 'OUT_FOR_DELIVERY');
    expect((await gql(server.url, POINTS, {}, as(pro))).data.viewer.pointsBalance).toBe(0);
    const both = await Promise.all([advance(storeA.owner, subOrderId, 'DELIVERED'), advance(storeA.owner, subOrderId, 'DELIVERED')]);
    expect(both.map((r) => r.data.advanceSubOrder.userErrors.length).sort()).toEqual([0, 1]);
    await advance(storeA.owner, subOrderId, 'DELIVERED');
    const points = (await gql(server.url, POINTS, {}, as(pro))).data.viewer;
    expect(points.pointsBalance).toBe(28);
    expect(points.pointsEntries.totalCount).toBe(1);
    expect(points.pointsEntries.edges[0].node).toMatchObject({ points: 28, kind: 'EARNED', orderId: order.id, orderNumber: order.number });
    expect(points.pointsEntries.edges[0].node.reason).toBe(`Pedido ${order.number} entregue (Depósito Central)`);
    const entries = await server.prisma.pointsEntry.findMany({ where: { userId: pro.id } });
    expect(entries.map((e) => e.idempotencyKey)).toEqual([`earned:${localId(subOrderId)}`]);
  });

  it('gives the invitee the 20-point referral bonus on the first delivered order only', async () => {
    const inviter = await createUser(server.prisma);
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ stock: 50, pointsConsumer: 1 }]);
    const invitee = await createUser(server.prisma, { referredById: inviter.id });
    const addressId = globalId('Address', await createAddress(server.prisma, invitee.id));
    const first = await deliveredOrder(invitee, addressId, p, 2);
    const second = await deliveredOrder(invitee, addressId, p, 3);
    await advanceTo(storeA.owner, second.subOrders[0].id, 'DELIVERED');
    await advanceTo(storeA.owner, first.subOrders[0].id, 'DELIVERED');
    const points = (await gql(server.url, POINTS, {}, as(invitee))).data.viewer;
    expect(points.pointsBalance).toBe(2 + 3 + 20);
    expect(points.pointsEntries.edges.map((e: any) => [e.node.kind, e.node.points]).sort()).toEqual([
      ['EARNED', 2],
      ['EARNED', 3],
      ['REFERRAL', 20],
    ]);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: inviter.id } })).pointsBalance).toBe(0);
    const ledgerSum = await server.prisma.pointsEntry.aggregate({ where: { userId: invitee.id }, _sum: { points: true } });
    expect(ledgerSum._sum.points).toBe(25);
  });

  it('gives no bonus to a buyer nobody invited', async () => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ stock: 5, pointsConsumer: 1 }]);
    const { user, addressId } = await buyer([]);
    const order = await deliveredOrder(user, addressId, p, 1);
    await advanceTo(storeA.owner, order.subOrders[0].id, 'DELIVERED');
    expect((await server.prisma.pointsEntry.findMany({ where: { userId: user.id } })).map((e) => e.kind)).toEqual(['EARNED']);
  });
});

describe('who reads what', () => {
  it('shows the buyer the order, each store only its sub-orders, and nobody else anything', async () => {
    const [a] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const [b] = await createProductsIn(server.prisma, storeB.id, [{}]);
    const { user, addressId } = await buyer([[a, 1], [b, 1]]);
    const order = (await place(user, { addressId, paymentMethod: 'CASH', changeFor: '50' })).order;
    const [subA, subB] = order.subOrders.map((s: any) => s.id);
    const stranger = await createUser(server.prisma);

    const ORDER = `query($id: ID!) { order(id: $id) { id } node(id: $id) { id } }`;
    expect((await gql(server.url, ORDER, { id: order.id }, as(user))).data).toEqual({ order: { id: order.id }, node: { id: order.id } });
    const byUuid = await gql(server.url, `query($id: ID!) { order(id: $id) { id } }`, { id: order.databaseId }, as(user));
    expect(byUuid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const who of [stranger, storeA.owner]) {
      expect((await gql(server.url, ORDER, { id: order.id }, as(who))).data).toEqual({ order: null, node: null });
    }

    const SUB = `query($id: ID!) { subOrder(id: $id) { id store { name } customer { name phone } paymentMethod changeFor address { street } order { id } } }`;
    const seenByStore = (await gql(server.url, SUB, { id: subA }, as(storeA.owner))).data.subOrder;
    expect(seenByStore).toMatchObject({ id: subA, store: { name: 'Depósito Central' }, paymentMethod: 'CASH', changeFor: '50.00', address: { street: 'Rua das Flores' }, order: null });
    expect(seenByStore.customer.name).toBe(user.name);
    expect((await gql(server.url, SUB, { id: subB }, as(storeA.owner))).data.subOrder).toBeNull();
    expect((await gql(server.url, SUB, { id: subA }, as(stranger))).data.subOrder).toBeNull();
    expect((await gql(server.url, SUB, { id: subA }, as(user))).data.subOrder.order.id).toBe(order.id);

    const VENDOR = `query($status: SubOrderStatus) { vendorOrders(first: 50, status: $status) { edges { node { id status store { name } } } } }`;
    const list = (await gql(server.url, VENDOR, {}, as(storeB.owner))).data.vendorOrders.edges.map((e: any) => e.node);
    expect(list.every((s: any) => s.store.name === 'Padaria Pão Quente')).toBe(true);
    expect(list.map((s: any) => s.id)).toContain(subB);
    expect(list.map((s: any) => s.id)).not.toContain(subA);
    await advance(storeB.owner, subB, 'CONFIRMED');
    const confirmed = (await gql(server.url, VENDOR, { status: 'CONFIRMED' }, as(storeB.owner))).data.vendorOrders.edges.map((e: any) => e.node.id);
    expect(confirmed).toEqual([subB]);
    expect((await gql(server.url, VENDOR, {}, as(stranger))).data.vendorOrders.edges).toEqual([]);
    // Search by the customer's name and by the day the order was placed.
    const FILTERED = `query($customer: String, $from: DateTime, $to: DateTime) { vendorOrders(first: 50, customer: $customer, from: $from, to: $to) { edges { node { id } } } }`;
    const ids = async (variables: Record<string, unknown>) => (await gql(server.url, FILTERED, variables, as(storeB.owner))).data.vendorOrders.edges.map((e: any) => e.node.id);
    const all = await ids({});
    expect(all).toContain(subB);
    expect(await ids({ customer: user.name.slice(2, 8).toUpperCase() })).toEqual(all);
    expect(await ids({ customer: 'ninguém com esse nome' })).toEqual([]);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(await ids({ from: hourAgo })).toEqual(all);
    expect(await ids({ to: hourAgo })).toEqual([]);

    const MINE = `{ viewer { orders(first: 10) { totalCount edges { node { id total } } } } }`;
    expect((await gql(server.url, MINE, {}, as(user))).data.viewer.orders).toMatchObject({ totalCount: 1, edges: [{ node: { id: order.id, total: order.total } }] });
    const SHEET = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
    const sheet = (await gql(server.url, SHEET, { id: order.id }, as(user))).data.order;
    expect(sheet.customer).toMatchObject({ name: user.name, totalSpent: '0.00' });
  });
});

describe('statement count', () => {
  it('order lists do not grow with the number of orders', async () => {
    const counting = await startCountingServer(server);
    try {
      const [a] = await createProductsIn(server.prisma, storeA.id, [{ stock: 100 }]);
      const [b] = await createProductsIn(server.prisma, storeB.id, [{ stock: 100 }]);
      const store = await createStore(server.prisma);
      const [c] = await createProductsIn(server.prisma, store.id, [{ stock: 100 }]);
      const MINE = `{ viewer { orders(first: 10) { edges { node { ${ORDER_FIELDS} } } } } }`;
      const VENDOR = `{ vendorOrders(first: 10) { edges { node {
        id status orderNumber customer { name totalSpent } address { street } paymentMethod pointsToEarn
        items { productName product { name } } timeline { status } store { name } } } } }`;
      const measure = async (orders: number) => {
        const { user, addressId } = await buyer([]);
        for (let i = 0; i < orders; i++) {
          await addItems(user, [[a, 1], [b, 1], [c, 1]]);
          expect((await place(user, { addressId })).userErrors).toEqual([]);
        }
        const mine = await counting.count(async () => expect((await gql(counting.url, MINE, {}, as(user))).errors).toBeUndefined());
        const vendor = await counting.count(async () => expect((await gql(counting.url, VENDOR, {}, as(store.owner))).errors).toBeUndefined());
        return [mine, vendor];
      };
      const small = await measure(1);
      const large = await measure(4);
      expect(large).toEqual(small);
    } finally {
      await counting.stop();
    }
  });

  it('placeOrder runs the same statements for 1 item as for 8 items from 2 stores, within its budget', async () => {
    const counting = await startCountingServer(server);
    try {
      const products = [...(await createProductsIn(server.prisma, storeA.id, Array.from({ length: 4 }, () => ({ stock: 100 })))), ...(await createProductsIn(server.prisma, storeB.id, Array.from({ length: 4 }, () => ({ stock: 100 }))))];
      const placeVia = async (items: string[]) => {
        const { user, addressId } = await buyer(items.map((id) => [id, 1] as [string, number]));
        return counting.count(async () => {
          const r = await gql(counting.url, PLACE_ORDER, { input: { paymentMethod: 'PIX', idempotencyKey: randomUUID(), addressId } }, as(user));
          expect(r.data.placeOrder.userErrors).toEqual([]);
        });
      };
      const one = await placeVia([products[0]]);
      const twoStores = await placeVia([products[0], products[4]]);
      const eight = await placeVia(products);
      console.log(`placeOrder SQL statements: 1 item ${one}, 2 stores ${twoStores}, 8 items from 2 stores ${eight}`);
      expect([one, twoStores]).toEqual([eight, eight]);
      // A checkout is a fixed number of statements; raising the budget is a decision, not an accident.
      expect(eight).toBeLessThanOrEqual(STATEMENT_BUDGETS.placeOrder);
    } finally {
      await counting.stop();
    }
  });
});

/** Collects a subscription's events as they come; waitFor resolves once `n` have arrived. */
function collect(client: ReturnType<typeof wsClient>, query: string, variables: Record<string, unknown> = {}) {
  const events: any[] = [];
  let failure: unknown = null;
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (value) => (value.errors ? (failure = value.errors) : events.push(value.data)),
      error: (error) => (failure = error),
      complete: () => {},
    },
  );
  return {
    events,
    dispose,
    async waitFor(n: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < n) {
        if (failure) throw new Error(JSON.stringify(failure));
        if (Date.now() > deadline) throw new Error(`esperava ${n} eventos, chegaram ${events.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return events;
    },
  };
}

describe('live status over graphql-ws', () => {
  const SUBSCRIBE = `subscription($orderId: ID!) { orderUpdated(orderId: $orderId) { id status statusLabel store { name } } }`;
  const seen = (events: any[]) => events.map((e) => [e.orderUpdated.id, e.orderUpdated.status]);

  it('gives the buyer the current state then every change, a store only its own sub-order, and refuses strangers', async () => {
    const [a] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const [b] = await createProductsIn(server.prisma, storeB.id, [{}]);
    const { user, addressId } = await buyer([[a, 1], [b, 1]]);
    const order = (await place(user, { addressId })).order;
    const [subA, subB] = order.subOrders.map((s: any) => s.id);

    const buyerWs = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${user.token}` } });
    const storeWs = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${storeB.owner.token}` } });
    const buyerStream = collect(buyerWs, SUBSCRIBE, { orderId: order.id });
    const storeStream = collect(storeWs, SUBSCRIBE, { orderId: order.id });
    // First the current state (the subscription is registered before it is read).
    expect(seen(await buyerStream.waitFor(2))).toEqual([
      [subA, 'PENDING'],
      [subB, 'PENDING'],
    ]);
    expect(seen(await storeStream.waitFor(1))).toEqual([[subB, 'PENDING']]);

    await advance(storeA.owner, subA, 'CONFIRMED');
    await advance(storeB.owner, subB, 'CONFIRMED');
    expect((await buyerStream.waitFor(4)).slice(2)).toEqual([
      { orderUpdated: { id: subA, status: 'CONFIRMED', statusLabel: 'Confirmado', store: { name: 'Depósito Central' } } },
      { orderUpdated: { id: subB, status: 'CONFIRMED', statusLabel: 'Confirmado', store: { name: 'Padaria Pão Quente' } } },
    ]);
    expect(seen(await storeStream.waitFor(2))).toEqual([
      [subB, 'PENDING'],
      [subB, 'CONFIRMED'],
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(storeStream.events).toHaveLength(2); // never store A's sub-order

    const stranger = await createUser(server.prisma);
    const strangerWs = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${stranger.token}` } });
    await expect(takeEvents(strangerWs, SUBSCRIBE, 1, { orderId: order.id })).rejects.toThrow(/FORBIDDEN|Acesso negado/);
    const visitorWs = wsClient(server.wsUrl);
    await expect(takeEvents(visitorWs, SUBSCRIBE, 1, { orderId: order.id })).rejects.toThrow(/UNAUTHENTICATED/);
    buyerStream.dispose();
    storeStream.dispose();
    await Promise.all([buyerWs.dispose(), storeWs.dispose(), strangerWs.dispose(), visitorWs.dispose()]);
  });

  it('tells a store about new orders live', async () => {
    const [a] = await createProductsIn(server.prisma, storeA.id, [{ stock: 100 }]);
    const ws = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${storeA.owner.token}` } });
    const stream = collect(ws, `subscription { storeOrderUpdated { id status orderNumber } }`);
    // No initial state here: place orders until the subscription (registered asynchronously) sees one.
    const placed: any[] = [];
    for (let attempt = 0; attempt < 20 && stream.events.length === 0; attempt++) {
      const { user, addressId } = await buyer([[a, 1]]);
      placed.push((await place(user, { addressId })).order);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [event] = await stream.waitFor(1);
    const order = placed.find((o) => o.subOrders[0].id === event.storeOrderUpdated.id);
    expect(event.storeOrderUpdated).toEqual({ id: order.subOrders[0].id, status: 'PENDING', orderNumber: order.number });
    stream.dispose();
    await ws.dispose();
  });
});
