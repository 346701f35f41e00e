// Every sub-order for the admins over the real API: filters by store, status, town and customer
// with the total count; the towns list; a store owner keeps seeing only their own.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, receiveProducts } from '../helpers/commerce.js';

test.beforeAll(bootServer);

const LIST = `query($storeId: ID, $status: SubOrderStatus, $city: String, $customer: String) {
  vendorOrders(first: 50, storeId: $storeId, status: $status, city: $city, customer: $customer) { totalCount edges { node { store { name } customer { name } address { city } status } } } }`;

describe('admin orders', () => {
  test('lists every store’s sub-orders, filtered by store, status, town and customer', async ({ server, admin }) => {
    const [a, b] = [await createStore(server.prisma, { name: 'Loja A' }), await createStore(server.prisma, { name: 'Loja B' })];
    const [pa] = await createProductsIn(server.prisma, a.id, [{ name: 'Tijolo' }]);
    const [pb] = await createProductsIn(server.prisma, b.id, [{ name: 'Pão' }]);
    const joana = await createUser(server.prisma, { name: 'Joana Compradora' });
    const pedro = await createUser(server.prisma, { name: 'Pedro Comprador' });
    await receiveProducts(server, joana, [pa!, pb!], { status: 'DELIVERED' });
    await receiveProducts(server, pedro, [pa!], { status: 'PENDING' });
    // Pedro's address is in another town.
    await server.prisma.order.updateMany({ where: { userId: pedro.id }, data: { address: { street: 'Rua A', number: '1', district: 'Centro', city: 'Capelinha', state: 'MG', postalCode: '39680000' } } });

    const all = (await gql(server.url, LIST, {}, { token: admin.token })).data.vendorOrders;
    expect(all.totalCount).toBe(3);
    const byStore = (await gql(server.url, LIST, { storeId: globalId('Store', a.id) }, { token: admin.token })).data.vendorOrders;
    expect(byStore.edges.map((e: { node: { customer: { name: string } } }) => e.node.customer.name).sort()).toEqual(['Joana Compradora', 'Pedro Comprador']);
    const pending = (await gql(server.url, LIST, { status: 'PENDING' }, { token: admin.token })).data.vendorOrders;
    expect(pending).toMatchObject({ totalCount: 1, edges: [{ node: { customer: { name: 'Pedro Comprador' }, address: { city: 'Capelinha' } } }] });
    expect((await gql(server.url, LIST, { city: 'Capelinha' }, { token: admin.token })).data.vendorOrders.totalCount).toBe(1);
    expect((await gql(server.url, LIST, { city: 'Angelândia', customer: 'joana' }, { token: admin.token })).data.vendorOrders.totalCount).toBe(2);
    expect((await gql(server.url, `{ orderCities }`, {}, { token: admin.token })).data.orderCities).toEqual(['Angelândia', 'Capelinha']);

    // A store owner sees only their store, whatever they ask.
    const own = (await gql(server.url, LIST, { storeId: globalId('Store', b.id) }, { token: a.owner.token })).data.vendorOrders;
    expect(own.totalCount).toBe(0);
    expect((await gql(server.url, `{ orderCities }`, {}, { token: a.owner.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server.url, LIST, {}, { token: joana.token })).data.vendorOrders.totalCount).toBe(0);
  });
});
