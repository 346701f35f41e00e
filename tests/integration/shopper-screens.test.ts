// The last shopper screens over the real stack: /meus-cupons (what works for this person now, used
// with the order, expired apart), /compras (orders and in-store purchases in one list, paged by
// date), the member code at a store's counter, and the public invitation behind ?ref links.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, createAddress, createProductsIn, createStore, createUser, globalId, PLACE_ORDER, type TestStore, type TestUser } from '../helpers/commerce.js';

let store: TestStore;
let product: string;
const as = (user: TestUser) => ({ token: user.token });
const DAY = 86_400_000;

const WALLET = `{ viewer { couponWallet {
  available { code benefit rules endsAt }
  used { code usedAt usedInOrderId }
  expired { code rules } } } }`;
const PURCHASES = `query($before: String) { viewer { purchases(first: 2, before: $before) {
  items { id kind storeNames total points statusLabel orderNumber orderId } nextCursor } } }`;
const FIND = `query($q: String!) { findCustomerForAdjustment(query: $q) { customer { id name } userErrors { field code message } } }`;
const CREDIT = `mutation($input: AdjustPointsForPurchaseInput!) { adjustPointsForPurchase(input: $input) { userErrors { message } } }`;
const INVITE = `query($code: String!) { referralInvite(code: $code) { code inviterName } }`;

async function buy(server: TestServer, user: TestUser, couponCode?: string) {
  const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 2 } }, as(user));
  expect(added.data.addToCart.userErrors).toEqual([]);
  const existing = await server.prisma.address.findFirst({ where: { userId: user.id }, select: { id: true } });
  const addressId = globalId('Address', existing?.id ?? (await createAddress(server.prisma, user.id)));
  const placed = await gql(server.url, PLACE_ORDER, { input: { addressId, paymentMethod: 'PIX', couponCode, idempotencyKey: randomUUID() } }, as(user));
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  return placed.data.placeOrder.order;
}

test.beforeAll(async ({ server }) => {
  store = await createStore(server.prisma, { name: 'Depósito Boa Obra' });
  [product] = await createProductsIn(server.prisma, store.id, [{ price: '30.00', stock: 1000 }]);
  const now = Date.now();
  await server.prisma.coupon.createMany({
    data: [
      { code: 'BEMVINDO', kind: 'PERCENT', value: '10', perUserLimit: 1, endsAt: new Date(now + 10 * DAY), minOrder: '50' },
      { code: 'OBRA15', kind: 'FIXED', value: '15', description: 'Para a sua obra' },
      { code: 'ANTIGO', kind: 'PERCENT', value: '5', endsAt: new Date(now - 2 * DAY) },
      { code: 'MUITOANTIGO', kind: 'PERCENT', value: '5', endsAt: new Date(now - 90 * DAY) },
      { code: 'FUTURO', kind: 'PERCENT', value: '5', startsAt: new Date(now + DAY) },
      { code: 'ESGOTADO', kind: 'PERCENT', value: '5', usageLimit: 1, usedCount: 1 },
      { code: 'DESLIGADO', kind: 'PERCENT', value: '5', active: false },
    ],
  });
});

describe('/meus-cupons', () => {
  test('shows what works now with its rules in pt-BR; a used coupon moves to the used shelf with its order', async ({ server }) => {
    const user = await createUser(server.prisma);
    const before = (await gql(server.url, WALLET, {}, as(user))).data.viewer.couponWallet;
    expect(before.available.map((c: any) => c.code)).toEqual(['BEMVINDO', 'OBRA15']);
    expect(before.available[0].benefit).toBe('10% de desconto nos produtos');
    expect(before.available[0].rules).toEqual([
      '10% de desconto nos produtos (não vale para a entrega)',
      'Pedido mínimo de R$ 50,00 em produtos',
      expect.stringMatching(/^Válido até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/),
      'Um uso por cliente',
    ]);
    expect(before.available[1].rules).toEqual(['R$ 15,00 de desconto nos produtos (não vale para a entrega)', 'Sem data para acabar']);
    expect(before.used).toEqual([]);
    expect(before.expired.map((c: any) => c.code)).toEqual(['ANTIGO']);
    expect(before.expired[0].rules[1]).toMatch(/^Expirou em /);

    const order = await buy(server, user, 'bemvindo');
    const after = (await gql(server.url, WALLET, {}, as(user))).data.viewer.couponWallet;
    expect(after.available.map((c: any) => c.code)).toEqual(['OBRA15']);
    expect(after.used).toEqual([{ code: 'BEMVINDO', usedAt: expect.any(String), usedInOrderId: order.id }]);

    // Only the person themself: a visitor has no viewer.
    expect((await gql(server.url, WALLET)).data.viewer).toBeNull();
  });
});

describe('/compras', () => {
  test('lists orders and in-store purchases together, newest first, paged without gaps or repeats', async ({ server }) => {
    const user = await createUser(server.prisma);
    const first = await buy(server, user);
    const credit = await gql(server.url, CREDIT, { input: { customerId: globalId('User', user.id), purchaseAmount: '45.50', reason: 'Compra no balcão', idempotencyKey: randomUUID() } }, as(store.owner));
    expect(credit.data.adjustPointsForPurchase.userErrors).toEqual([]);
    const second = await buy(server, user);

    const page1 = (await gql(server.url, PURCHASES, {}, as(user))).data.viewer.purchases;
    expect(page1.items.map((p: any) => p.kind)).toEqual(['ONLINE', 'IN_STORE']);
    expect(page1.items[0]).toMatchObject({ id: second.id, orderId: second.id, storeNames: ['Depósito Boa Obra'], total: second.total, statusLabel: 'Pendente', orderNumber: second.number });
    expect(page1.items[1]).toMatchObject({ kind: 'IN_STORE', storeNames: ['Depósito Boa Obra'], total: '45.50', points: 45, statusLabel: null, orderId: null });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await gql(server.url, PURCHASES, { before: page1.nextCursor }, as(user))).data.viewer.purchases;
    expect(page2.items.map((p: any) => p.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();

    // Someone else's purchases never show, and a bad page size is refused in pt-BR.
    const other = await createUser(server.prisma);
    expect((await gql(server.url, PURCHASES, {}, as(other))).data.viewer.purchases).toEqual({ items: [], nextCursor: null });
    const tooBig = await gql(server.url, `{ viewer { purchases(first: 500) { nextCursor } } }`, {}, as(user));
    expect(tooBig.errors?.[0]).toMatchObject({ message: 'O tamanho da página (first/last) deve estar entre 0 e 100', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('member code at the counter', () => {
  test('a store finds the customer by the code on their club card; digits alone stay a CPF being typed', async ({ server }) => {
    const user = await createUser(server.prisma, { name: 'Rita Ramos' });
    const { referralCode } = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const found = await gql(server.url, FIND, { q: ` ${referralCode.toLowerCase()} ` }, as(store.owner));
    expect(found.data.findCustomerForAdjustment).toEqual({ customer: { id: globalId('User', user.id), name: 'Rita R.' }, userErrors: [] });
    expect((await gql(server.url, FIND, { q: 'NAOEXISTE1' }, as(store.owner))).data.findCustomerForAdjustment.userErrors).toEqual([
      { field: 'query', code: 'NOT_FOUND', message: 'Cliente não encontrado' },
    ]);
    expect((await gql(server.url, FIND, { q: '123456' }, as(store.owner))).data.findCustomerForAdjustment.userErrors[0].code).toBe('INVALID');
    // Only stores look customers up.
    expect((await gql(server.url, FIND, { q: referralCode }, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the invitation', () => {
  test('shows who invites (first name and initial) to anyone; an unknown or malformed code is null', async ({ server }) => {
    const inviter = await createUser(server.prisma, { name: 'Marcos Pereira Lima' });
    const { referralCode } = await server.prisma.user.findUniqueOrThrow({ where: { id: inviter.id } });
    expect((await gql(server.url, INVITE, { code: referralCode.toLowerCase() })).data.referralInvite).toEqual({ code: referralCode, inviterName: 'Marcos L.' });
    expect((await gql(server.url, INVITE, { code: 'NINGUEM99' })).data.referralInvite).toBeNull();
    expect((await gql(server.url, INVITE, { code: '<script>' })).data.referralInvite).toBeNull();
    await server.prisma.user.update({ where: { id: inviter.id }, data: { blockedAt: new Date() } });
    expect((await gql(server.url, INVITE, { code: referralCode })).data.referralInvite).toBeNull();
  });
});
