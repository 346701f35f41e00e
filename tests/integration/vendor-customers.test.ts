// /vendor/customers over the real API: who bought from the store, with orders, spending, last order
// and the points earned at this store only; another store's owner and consumers see nobody.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, receiveProducts, type TestUser } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const CUSTOMERS = `query($search: String, $storeId: ID, $first: Int) { vendorCustomers(first: $first, search: $search, storeId: $storeId) {
  totalCount edges { node { name ordersCount totalSpent pointsEarned lastOrderAt } } pageInfo { hasNextPage } } }`;
const as = (user: TestUser) => ({ token: user.token });

describe('vendorCustomers', () => {
  test("lists the store's buyers with their purchases and points here, never another store's", async ({ server, admin }) => {
    const store = await createStore(server.prisma, { deliveryFee: '5.00' });
    const other = await createStore(server.prisma, { deliveryFee: '5.00' });
    const [tijolo, areia] = await createProductsIn(server.prisma, store.id, [
      { price: '20.00', pointsConsumer: 2 },
      { price: '10.00', pointsConsumer: 1 },
    ]);
    const [elsewhere] = await createProductsIn(server.prisma, other.id, [{ price: '99.00', pointsConsumer: 50 }]);
    const joao = await createUser(server.prisma, { name: 'João Araújo' });
    const maria = await createUser(server.prisma, { name: 'Maria Souza' });
    await receiveProducts(server, joao, [tijolo, elsewhere]);
    await receiveProducts(server, joao, [areia]);
    await receiveProducts(server, maria, [areia], { status: 'CONFIRMED' });

    const list = (await gql(server.url, CUSTOMERS, {}, as(store.owner))).data.vendorCustomers;
    expect(list.totalCount).toBe(2);
    const [first, second] = list.edges.map((e: { node: unknown }) => e.node);
    expect(first).toMatchObject({ name: 'Maria Souza', ordersCount: 1, totalSpent: '15.00', pointsEarned: 0 });
    // João: R$ 25,00 + R$ 15,00 here (items + delivery), 2 + 1 points; nothing of the other store.
    expect(second).toMatchObject({ name: 'João Araújo', ordersCount: 2, totalSpent: '40.00', pointsEarned: 3 });

    const found = (await gql(server.url, CUSTOMERS, { search: 'joao ARAUJO' }, as(store.owner))).data.vendorCustomers;
    expect(found.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['João Araújo']);
    const paged = (await gql(server.url, CUSTOMERS, { first: 1 }, as(store.owner))).data.vendorCustomers;
    expect([paged.edges.length, paged.pageInfo.hasNextPage]).toEqual([1, true]);

    // Another store's owner naming this store gets nobody; its own list has only its own sale.
    expect((await gql(server.url, CUSTOMERS, { storeId: globalId('Store', store.id) }, as(other.owner))).data.vendorCustomers.totalCount).toBe(0);
    const own = (await gql(server.url, CUSTOMERS, {}, as(other.owner))).data.vendorCustomers;
    expect(own.edges.map((e: { node: { name: string; totalSpent: string } }) => [e.node.name, e.node.totalSpent])).toEqual([['João Araújo', '104.00']]);
    const consumer = (await gql(server.url, CUSTOMERS, { storeId: globalId('Store', store.id) }, as(maria))).data.vendorCustomers;
    expect(consumer.totalCount).toBe(0);
    expect((await gql(server.url, CUSTOMERS, { storeId: globalId('Store', store.id) }, as(admin))).data.vendorCustomers.totalCount).toBe(2);
    expect((await gql(server.url, CUSTOMERS, { first: 101 }, as(store.owner))).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(server.url, CUSTOMERS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
