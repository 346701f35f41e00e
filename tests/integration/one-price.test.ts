// One price everywhere: /cart (its summary and each store's group), the checkout preview and the
// placed order show the same delivery fee and total for the buyer's principal address, under each
// rule of common/delivery.ts (town zone, CEP-prefix zone, free threshold, flat fee without zones).
import { randomUUID } from 'node:crypto';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, PLACE_ORDER, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const CART = `{ cart { summary { deliveryTotal total } itemsByStore { deliveryFee total items { id } } } }`;
const PREVIEW = `query($input: CheckoutPreviewInput) { checkoutPreview(input: $input) { deliveryTotal total } }`;

interface Rule {
  zones: { kind: 'CITY' | 'POSTAL_PREFIX'; city?: string; postalPrefix?: string; fee: string }[];
  freeDeliveryThreshold: string | null;
}

/** A store under `rule` (flat fee R$ 5,00), a buyer in Angelândia (CEP 39688-000) with `quantity` × R$ 79,90. */
async function buyerOf(server: TestServer, rule: Rule, quantity: number) {
  const store = await createStore(server.prisma, { deliveryFee: '5.00' });
  await server.prisma.store.update({ where: { id: store.id }, data: { freeDeliveryThreshold: rule.freeDeliveryThreshold } });
  for (const zone of rule.zones) {
    await server.prisma.deliveryZone.create({
      data: { storeId: store.id, name: zone.city ?? `CEP ${zone.postalPrefix}`, kind: zone.kind, city: zone.city ?? null, state: zone.city ? 'MG' : null, postalPrefix: zone.postalPrefix ?? null, fee: zone.fee, estimatedMinutes: 60 },
    });
  }
  const user = await createUser(server.prisma);
  const [product] = await createProductsIn(server.prisma, store.id, [{ price: '79.90', stock: 50 }]);
  await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity } }, { token: user.token });
  const address = await server.prisma.address.create({
    data: { userId: user.id, principal: true, street: 'Rua A', number: '1', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39688000' },
  });
  return { user, addressId: globalId('Address', address.id) };
}

/** Every delivery fee and total the buyer is shown, from the cart to the placed order. */
async function numbersShown(server: TestServer, buyer: Awaited<ReturnType<typeof buyerOf>>) {
  const as = { token: buyer.user.token };
  const cart = (await gql(server.url, CART, {}, as)).data.cart;
  const preview = (await gql(server.url, PREVIEW, { input: { addressId: buyer.addressId } }, as)).data.checkoutPreview;
  const placed = (await gql(server.url, PLACE_ORDER, { input: { addressId: buyer.addressId, paymentMethod: 'CASH', idempotencyKey: randomUUID() } }, as)).data.placeOrder;
  expect(placed.userErrors).toEqual([]);
  return {
    fees: [cart.summary.deliveryTotal, cart.itemsByStore[0].deliveryFee, preview.deliveryTotal, placed.order.deliveryTotal, placed.order.subOrders[0].deliveryFee],
    totals: [cart.summary.total, cart.itemsByStore[0].total, preview.total, placed.order.total, placed.order.subOrders[0].total],
  };
}

describe('one delivery price from the cart to the placed order', () => {
  const angelandia = { kind: 'CITY' as const, city: 'Angelândia', fee: '6.00' };
  const cases: [string, Rule, number, string, string][] = [
    ['free from R$ 150,00, reached (the zone would charge R$ 6,00)', { zones: [angelandia], freeDeliveryThreshold: '150.00' }, 2, '0.00', '159.80'],
    ["below the free threshold: the town zone's fee", { zones: [angelandia], freeDeliveryThreshold: '150.00' }, 1, '6.00', '85.90'],
    ['a CEP-prefix zone beats the town zone', { zones: [angelandia, { kind: 'POSTAL_PREFIX', postalPrefix: '3968', fee: '4.50' }], freeDeliveryThreshold: null }, 1, '4.50', '84.40'],
    ["no zones: the store's flat fee", { zones: [], freeDeliveryThreshold: null }, 1, '5.00', '84.90'],
    ['no zones, free threshold reached', { zones: [], freeDeliveryThreshold: '100.00' }, 2, '0.00', '159.80'],
  ];
  for (const [rule, settings, quantity, fee, total] of cases) {
    test(rule, async ({ server }) => {
      const shown = await numbersShown(server, await buyerOf(server, settings, quantity));
      expect(shown.fees).toEqual(Array(5).fill(fee));
      expect(shown.totals).toEqual(Array(5).fill(total));
    });
  }
});

describe('a cart without an address', () => {
  test("says the fee is computed at checkout, and says it no more once the buyer has an address", async ({ server }) => {
    const store = await createStore(server.prisma, { deliveryFee: '5.00' });
    const user = await createUser(server.prisma);
    const [product] = await createProductsIn(server.prisma, store.id, [{ price: '79.90', stock: 50 }]);
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 1 } }, { token: user.token });
    const SUMMARY = `{ cart { summary { deliveryForAddress deliveryTotal } } }`;
    const before = (await gql(server.url, SUMMARY, {}, { token: user.token })).data.cart.summary;
    expect(before).toEqual({ deliveryForAddress: false, deliveryTotal: '5.00' });
    await server.prisma.address.create({
      data: { userId: user.id, principal: true, street: 'Rua A', number: '1', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39688000' },
    });
    const after = (await gql(server.url, SUMMARY, {}, { token: user.token })).data.cart.summary;
    expect(after).toEqual({ deliveryForAddress: true, deliveryTotal: '5.00' });
  });
});
