// Coupons over the real stack: the admin CRUD (validation, audit, admin-only), every rule at
// checkout with its pt-BR message, the discount split across sub-orders in exact cents, the usage
// limits under concurrency, and the use given back when the whole order is cancelled.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import {
  ADD_TO_CART,
  createAddress,
  createProductsIn,
  createStore,
  createUser,
  globalId,
  localId,
  PLACE_ORDER,
  type TestStore,
  type TestUser,
} from '../helpers/commerce.js';

let server: TestServer;
let admin: TestUser;
let storeA: TestStore;
let storeB: TestStore;

const COUPON_FIELDS = `id code description kind value minOrder startsAt endsAt usageLimit perUserLimit active usedCount status`;
const CREATE = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { coupon { ${COUPON_FIELDS} } userErrors { field code message } } }`;
const UPDATE = `mutation($input: UpdateCouponInput!) { updateCoupon(input: $input) { coupon { ${COUPON_FIELDS} } userErrors { field code message } } }`;
const DELETE = `mutation($input: DeleteCouponInput!) { deleteCoupon(input: $input) { deletedCouponId userErrors { field code message } } }`;
const LIST = `query($search: String) { coupons(first: 50, search: $search) { totalCount edges { node { code status } } } }`;
const PREVIEW = `query($input: CheckoutPreviewInput) { checkoutPreview(input: $input) {
  itemsTotal discount total coupon { code kind value } stores { discount total } userErrors { field code message } } }`;

const as = (user: TestUser) => ({ token: user.token });
const HOUR = 3_600_000;

async function coupon(input: Record<string, unknown>) {
  const r = await gql(server.url, CREATE, { input: { kind: 'PERCENT', value: '10', ...input } }, as(admin));
  expect(r.errors).toBeUndefined();
  expect(r.data.createCoupon.userErrors).toEqual([]);
  return r.data.createCoupon.coupon;
}

async function shopper(items: [string, number][]) {
  const user = await createUser(server.prisma);
  const addressId = globalId('Address', await createAddress(server.prisma, user.id));
  for (const [productId, quantity] of items) {
    const r = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity } }, as(user));
    expect(r.data.addToCart.userErrors).toEqual([]);
  }
  return { user, addressId };
}

const place = async (user: TestUser, addressId: string, couponCode: string) =>
  (await gql(server.url, PLACE_ORDER, { input: { addressId, paymentMethod: 'PIX', couponCode, idempotencyKey: randomUUID() } }, as(user))).data.placeOrder;
const preview = async (user: TestUser, couponCode: string) => (await gql(server.url, PREVIEW, { input: { couponCode } }, as(user))).data.checkoutPreview;

let product: string;

test.beforeAll(async ({ server: started }) => {
  server = started;
  admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
  storeA = await createStore(server.prisma, { name: 'Depósito Central', deliveryFee: '7.50' });
  storeB = await createStore(server.prisma, { name: 'Padaria Pão Quente', deliveryFee: '4.00' });
  [product] = await createProductsIn(server.prisma, storeA.id, [{ price: '25.00', stock: 1000 }]);
});

describe('admin CRUD', () => {
  it('creates a coupon with the code in upper case and audits it', async () => {
    const created = await coupon({ code: ' natal-10 ', description: 'Natal', minOrder: '50', usageLimit: 100, perUserLimit: 1 });
    expect(created).toMatchObject({ code: 'NATAL-10', kind: 'PERCENT', value: '10.00', minOrder: '50.00', usageLimit: 100, perUserLimit: 1, active: true, usedCount: 0, status: 'ACTIVE' });
    const log = await server.prisma.auditLog.findFirst({ where: { eventType: 'admin.coupon_created', userId: admin.id, actorId: admin.id } });
    expect(log?.details).toMatchObject({ couponId: localId(created.id), code: 'NATAL-10' });
  });

  it('validates each field with a pt-BR message', async () => {
    const errors = async (input: Record<string, unknown>) =>
      (await gql(server.url, CREATE, { input: { code: 'VALIDO', kind: 'PERCENT', value: '10', ...input } }, as(admin))).data.createCoupon.userErrors;
    expect(await errors({ code: '  ' })).toEqual([{ field: 'code', code: 'REQUIRED', message: 'Código é obrigatório' }]);
    expect((await errors({ code: 'a b' }))[0].message).toBe('O código deve ter de 3 a 30 letras, números, - ou _');
    expect((await errors({ value: '0' }))[0].message).toBe('O valor deve ser maior que zero');
    expect((await errors({ value: '100.01' }))[0].message).toBe('O percentual deve ser no máximo 100');
    expect(await errors({ kind: 'FIXED', value: '150' })).toEqual([]);
    expect((await errors({ code: 'OUTRO1', minOrder: '-1' }))[0].message).toBe('O pedido mínimo não pode ser negativo');
    const now = Date.now();
    expect((await errors({ code: 'OUTRO2', startsAt: new Date(now).toISOString(), endsAt: new Date(now - HOUR).toISOString() }))[0].message).toBe(
      'O fim da validade deve ser depois do início',
    );
    expect((await errors({ code: 'OUTRO3', usageLimit: 0 }))[0].message).toBe('O limite de usos deve ser pelo menos 1');
    expect((await errors({ code: 'OUTRO4', perUserLimit: 0 }))[0].message).toBe('O limite por usuário deve ser pelo menos 1');
    expect(await errors({ code: 'valido' })).toEqual([{ field: 'code', code: 'TAKEN', message: 'Já existe um cupom com este código' }]);
  });

  it('updates only the fields sent, clears with null, lists and searches', async () => {
    const created = await coupon({ code: 'EDITAR', minOrder: '30', usageLimit: 5 });
    const r = await gql(server.url, UPDATE, { input: { id: created.id, value: '15', minOrder: null, active: false } }, as(admin));
    expect(r.data.updateCoupon.userErrors).toEqual([]);
    expect(r.data.updateCoupon.coupon).toMatchObject({ code: 'EDITAR', value: '15.00', minOrder: null, usageLimit: 5, active: false, status: 'INACTIVE' });
    const bad = await gql(server.url, UPDATE, { input: { id: created.id, kind: 'PERCENT', value: '120' } }, as(admin));
    expect(bad.data.updateCoupon.userErrors[0].message).toBe('O percentual deve ser no máximo 100');
    const list = (await gql(server.url, LIST, { search: 'edit' }, as(admin))).data.coupons;
    expect(list).toEqual({ totalCount: 1, edges: [{ node: { code: 'EDITAR', status: 'INACTIVE' } }] });
    expect(await server.prisma.auditLog.count({ where: { eventType: 'admin.coupon_updated' } })).toBe(1);
  });

  it('deletes an unused coupon; a used one must be deactivated instead', async () => {
    const unused = await coupon({ code: 'APAGAR' });
    const deleted = await gql(server.url, DELETE, { input: { id: unused.id } }, as(admin));
    expect(deleted.data.deleteCoupon).toEqual({ deletedCouponId: unused.id, userErrors: [] });
    expect(await server.prisma.auditLog.count({ where: { eventType: 'admin.coupon_deleted' } })).toBe(1);

    const used = await coupon({ code: 'USADO' });
    const { user, addressId } = await shopper([[product, 1]]);
    expect((await place(user, addressId, 'USADO')).userErrors).toEqual([]);
    const refused = await gql(server.url, DELETE, { input: { id: used.id } }, as(admin));
    expect(refused.data.deleteCoupon.userErrors).toEqual([{ field: 'id', code: 'IN_USE', message: 'Este cupom já foi usado em pedidos: desative-o em vez de excluir' }]);
  });

  it('is for admins only', async () => {
    const consumer = await createUser(server.prisma);
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { input: { code: 'HACK', kind: 'FIXED', value: '99' } }],
    ] as const) {
      expect((await gql(server.url, query, variables, as(consumer))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gql(server.url, query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const any = await coupon({ code: 'NODE' });
    expect((await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: any.id }, as(consumer))).data.node).toBeNull();
  });
});

describe('coupon rules at checkout', () => {
  it('says why a coupon does not apply, one message per rule', async () => {
    const now = Date.now();
    await coupon({ code: 'INATIVO', active: false });
    await coupon({ code: 'VENCIDO', endsAt: new Date(now - HOUR).toISOString() });
    await coupon({ code: 'FUTURO', startsAt: new Date(now + HOUR).toISOString() });
    await coupon({ code: 'MINIMO', minOrder: '50' });
    await coupon({ code: 'ESGOTADO', usageLimit: 1 });
    await server.prisma.coupon.update({ where: { code: 'ESGOTADO' }, data: { usedCount: 1 } });
    const { user, addressId } = await shopper([[product, 1]]);
    const cases: [string, string, string][] = [
      ['NAOEXISTE', 'COUPON_INVALID', 'Cupom inválido'],
      ['inativo', 'COUPON_INVALID', 'Cupom inválido'],
      ['VENCIDO', 'COUPON_EXPIRED', 'Cupom expirado'],
      ['FUTURO', 'COUPON_NOT_STARTED', 'Cupom ainda não está válido'],
      ['MINIMO', 'COUPON_MIN_ORDER', 'Pedido mínimo para este cupom: R$ 50,00'],
      ['ESGOTADO', 'COUPON_EXHAUSTED', 'Cupom esgotado'],
    ];
    for (const [code, errorCode, message] of cases) {
      expect((await preview(user, code)).userErrors).toEqual([{ field: 'couponCode', code: errorCode, message }]);
      const placed = await place(user, addressId, code);
      expect(placed.userErrors).toEqual([{ field: 'couponCode', code: errorCode, message }]);
      expect(placed.order).toBeNull();
    }
    expect(await server.prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it('limits uses per user', async () => {
    await coupon({ code: 'UMAVEZ', perUserLimit: 1 });
    const { user, addressId } = await shopper([[product, 1]]);
    expect((await place(user, addressId, 'umavez')).userErrors).toEqual([]);
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 1 } }, as(user));
    expect((await place(user, addressId, 'UMAVEZ')).userErrors).toEqual([
      { field: 'couponCode', code: 'COUPON_PER_USER_LIMIT', message: 'Você já usou este cupom o máximo de vezes permitido' },
    ]);
    // Another customer still can.
    const other = await shopper([[product, 1]]);
    expect((await place(other.user, other.addressId, 'UMAVEZ')).userErrors).toEqual([]);
  });

  it('takes the discount from the items, split across the sub-orders in exact cents', async () => {
    await coupon({ code: 'DEZ', kind: 'PERCENT', value: '10' });
    const [a] = await createProductsIn(server.prisma, storeA.id, [{ price: '33.33' }]);
    const [b] = await createProductsIn(server.prisma, storeB.id, [{ price: '16.67' }]);
    const { user, addressId } = await shopper([[a, 1], [b, 1]]);
    const seen = await preview(user, 'dez');
    expect(seen).toMatchObject({ itemsTotal: '50.00', discount: '5.00', total: '56.50', coupon: { code: 'DEZ', kind: 'PERCENT', value: '10.00' }, userErrors: [] });
    const placed = await place(user, addressId, 'DEZ');
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({ itemsTotal: '50.00', deliveryTotal: '11.50', discount: '5.00', total: '56.50', couponCode: 'DEZ' });
    // 5.00 × 33.33/50 = 3.333 → 3.33; × 16.67/50 = 1.667 → 1.67 (largest remainder).
    expect(placed.order.subOrders.map((s: any) => [s.itemsTotal, s.discount, s.total])).toEqual([
      ['33.33', '3.33', '37.50'],
      ['16.67', '1.67', '19.00'],
    ]);
    const dez = await server.prisma.coupon.findUniqueOrThrow({ where: { code: 'DEZ' } });
    expect(dez.usedCount).toBe(1);
    expect(await server.prisma.couponUse.count({ where: { couponId: dez.id, userId: user.id } })).toBe(1);
  });

  it('never lets more orders use a coupon than its limit, even 50 at once', async () => {
    await coupon({ code: 'TRES', kind: 'FIXED', value: '5', usageLimit: 3 });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => shopper([[product, 1]])));
    const results = await Promise.all(crowd.map(({ user, addressId }) => place(user, addressId, 'TRES')));
    expect(results.filter((r) => r.order)).toHaveLength(3);
    expect(results.filter((r) => !r.order).map((r) => r.userErrors[0].message)).toEqual(Array(47).fill('Cupom esgotado'));
    expect((await server.prisma.coupon.findUniqueOrThrow({ where: { code: 'TRES' } })).usedCount).toBe(3);
  });

  it('gives the use back when the whole order is cancelled', async () => {
    await coupon({ code: 'DEVOLVE', perUserLimit: 1, usageLimit: 1 });
    const { user, addressId } = await shopper([[product, 1]]);
    const order = (await place(user, addressId, 'DEVOLVE')).order;
    const cancel = await gql(
      server.url,
      `mutation($input: CancelSubOrderInput!) { cancelSubOrder(input: $input) { userErrors { message } } }`,
      { input: { subOrderId: order.subOrders[0].id } },
      as(user),
    );
    expect(cancel.data.cancelSubOrder.userErrors).toEqual([]);
    expect((await server.prisma.coupon.findUniqueOrThrow({ where: { code: 'DEVOLVE' } })).usedCount).toBe(0);
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 1 } }, as(user));
    expect((await place(user, addressId, 'DEVOLVE')).userErrors).toEqual([]);
  });
});
