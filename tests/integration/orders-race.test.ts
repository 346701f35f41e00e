// Stock under concurrency (docs/architecture.md): 50 buyers race for the last 10 units over real HTTP; exactly
// 10 orders are placed, the stock ends at 0 and never goes below it. The losers get the spec's
// out_of_stock issue and keep their carts.
import { randomUUID } from 'node:crypto';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, createAddress, createProductsIn, createUser, globalId, PLACE_ORDER } from '../helpers/commerce.js';

test.beforeAll(bootServer);

async function buyers(server: TestServer, count: number, productId: string, quantity: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(server.prisma);
      const addressId = globalId('Address', await createAddress(server.prisma, user.id));
      const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity } }, { token: user.token });
      expect(added.data.addToCart.userErrors).toEqual([]);
      return { user, addressId };
    }),
  );
}

describe('the last units', () => {
  test('50 concurrent buyers of the last 10 units make exactly 10 orders', async ({ server, store }) => {
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento', stock: 10 }]);
    const crowd = await buyers(server, 50, productId, 1);
    const results = await Promise.all(
      crowd.map(({ user, addressId }) =>
        gql(server.url, PLACE_ORDER, { input: { addressId, paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, { token: user.token }),
      ),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const payloads = results.map((r) => r.data.placeOrder);
    const winners = payloads.filter((p) => p.order);
    const losers = payloads.filter((p) => !p.order);
    expect(winners).toHaveLength(10);
    expect(losers).toHaveLength(40);
    for (const loser of losers) {
      expect(loser.issues).toEqual([{ productName: 'Cimento', issue: 'OUT_OF_STOCK', currentValue: '0', message: 'Cimento: Estoque insuficiente. Disponível: 0' }]);
      expect(loser.cart.count).toBe(1);
    }
    for (const winner of winners) expect(winner.cart.count).toBe(0);
    const product = await server.prisma.product.findUniqueOrThrow({ where: { id: productId } });
    expect(product.stock).toBe(0);
    expect(await server.prisma.orderItem.aggregate({ where: { productId }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 10 } });
    expect(await server.prisma.order.count({ where: { subOrders: { some: { items: { some: { productId } } } } } })).toBe(10);
  });

  test('buyers of 3 units each share 10 units: 3 orders, 1 left', async ({ server, store }) => {
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Areia', stock: 10 }]);
    const crowd = await buyers(server, 12, productId, 3);
    const results = await Promise.all(
      crowd.map(({ user, addressId }) =>
        gql(server.url, PLACE_ORDER, { input: { addressId, paymentMethod: 'CASH', idempotencyKey: randomUUID() } }, { token: user.token }),
      ),
    );
    const placed = results.filter((r) => r.data.placeOrder.order);
    expect(placed).toHaveLength(3);
    expect(results.filter((r) => !r.data.placeOrder.order).map((r) => r.data.placeOrder.issues[0].currentValue)).toEqual(Array(9).fill('1'));
    expect((await server.prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(1);
  });
});
