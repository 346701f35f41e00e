// The vendor dashboard (/vendor) over the real API: today's and the week's sales, sub-orders by
// status, low stock, points issued and top products — this store's only — and a SQL statement count
// that does not grow with the store's size; plus the vendor product list's statement count.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, receiveProducts, type TestUser } from '../helpers/commerce.js';
import { startCountingServer } from '../helpers/statements.js';

test.beforeAll(bootServer);

const DASHBOARD = `query($storeId: ID) { vendorDashboard(storeId: $storeId) {
  today { total orders } week { total orders } dailySales { day total orders }
  ordersByStatus { status count } pointsIssued topProducts { name quantity revenue } lowStock { name stock } } }`;
const LIST = `query($first: Int) { vendorProducts(first: $first) { totalCount edges { node { name stockLevel thumbnailUrls pendingRevision { id } lastRejection { id } statusReason } } } }`;
const as = (user: TestUser) => ({ token: user.token });

describe('vendorDashboard', () => {
  test("sums this store's sales, statuses, low stock, points and best sellers", async ({ server }) => {
    const store = await createStore(server.prisma, { deliveryFee: '5.00' });
    const other = await createStore(server.prisma, { deliveryFee: '5.00' });
    const [cimento, cal] = await createProductsIn(server.prisma, store.id, [
      { name: 'Cimento', price: '40.00', stock: 50, pointsConsumer: 4 },
      { name: 'Cal', price: '10.00', stock: 3, pointsConsumer: 1 },
    ]);
    await createProductsIn(server.prisma, store.id, [{ name: 'Areia', stock: 0 }]);
    const [elsewhere] = await createProductsIn(server.prisma, other.id, [{ name: 'Tinta', price: '80.00' }]);
    const buyer = await createUser(server.prisma);
    await receiveProducts(server, buyer, [cimento, elsewhere]);
    await receiveProducts(server, buyer, [cal], { status: 'PENDING' });

    const d = (await gql(server.url, DASHBOARD, {}, as(store.owner))).data.vendorDashboard;
    expect(d.today).toEqual({ total: '60.00', orders: 2 });
    expect(d.week).toEqual(d.today);
    expect(d.dailySales).toHaveLength(30);
    expect(d.dailySales.at(-1)).toMatchObject({ total: '60.00', orders: 2 });
    expect(d.ordersByStatus.sort((a: { status: string }, b: { status: string }) => a.status.localeCompare(b.status))).toEqual([
      { status: 'DELIVERED', count: 1 },
      { status: 'PENDING', count: 1 },
    ]);
    expect(d.pointsIssued).toBe(4);
    expect(d.topProducts).toEqual([
      { name: 'Cimento', quantity: 1, revenue: '40.00' },
      { name: 'Cal', quantity: 1, revenue: '10.00' },
    ]);
    expect(d.lowStock).toEqual([
      { name: 'Areia', stock: 0 },
      { name: 'Cal', stock: 2 },
    ]);

    expect((await gql(server.url, DASHBOARD, { storeId: globalId('Store', store.id) }, as(other.owner))).data.vendorDashboard).toBeNull();
    expect((await gql(server.url, DASHBOARD, {}, as(buyer))).data.vendorDashboard).toBeNull();
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    expect((await gql(server.url, DASHBOARD, { storeId: globalId('Store', store.id) }, as(admin))).data.vendorDashboard.today.total).toBe('60.00');
  });

  test('sends the same number of SQL statements for a small and a large store, and so does the product list', async ({ server }) => {
    const counting = await startCountingServer(server);
    try {
      const small = await createStore(server.prisma);
      const large = await createStore(server.prisma);
      await createProductsIn(server.prisma, small.id, [{ stock: 1 }]);
      await createProductsIn(server.prisma, large.id, Array.from({ length: 30 }, (_, i) => ({ stock: i % 4 })));
      const statements = async (owner: TestUser, query: string, variables: Record<string, unknown> = {}) =>
        counting.count(async () => {
          const r = await gql(counting.url, query, variables, as(owner));
          expect(r.errors).toBeUndefined();
        });
      const dashboard = [await statements(small.owner, DASHBOARD), await statements(large.owner, DASHBOARD)];
      expect(dashboard[0]).toBe(dashboard[1]);
      const list = [await statements(small.owner, LIST, { first: 1 }), await statements(large.owner, LIST, { first: 30 })];
      expect(list[0]).toBe(list[1]);
    } finally {
      await counting.stop();
    }
  });
});
