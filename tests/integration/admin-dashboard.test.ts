// The admin dashboard over the real API: sales of today/7/30 days from delivered and pending
// sub-orders (cancelled ones left out), new users by role, the approval queues, open redemptions and
// the points liability; the live counter of pending approvals over WebSocket; admins only.
import { afterAll } from 'vitest';
import type { Client } from 'graphql-ws';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { eventStream, gql, wsClient } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, receiveProducts } from '../helpers/commerce.js';

const clients: Client[] = [];
test.beforeAll(bootServer);
// Before the server fixture stops (after the file's last test).
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

const DASHBOARD = `{ adminDashboard { today { total orders } week { total orders } month { total orders } dailySales { day total }
  newUsers { role count } pendingApprovals { stores products } openRedemptions pointsLiability } }`;

describe('admin dashboard', () => {
  test('adds up the club', async ({ server, admin }) => {
    const store = await createStore(server.prisma, { deliveryFee: '5.00' });
    await createStore(server.prisma, { status: 'PENDING' });
    const [tijolo] = await createProductsIn(server.prisma, store.id, [{ name: 'Tijolo', price: '10.00' }]);
    const buyer = await createUser(server.prisma);
    await receiveProducts(server, buyer, [tijolo!], { status: 'DELIVERED' });
    await receiveProducts(server, buyer, [tijolo!], { status: 'PENDING' });
    await server.prisma.user.update({ where: { id: buyer.id }, data: { pointsBalance: 40 } });

    const d = (await gql(server.url, DASHBOARD, {}, { token: admin.token })).data.adminDashboard;
    expect(d.today).toEqual({ total: '30.00', orders: 2 });
    expect(d.week).toEqual(d.today);
    expect(d.month).toEqual(d.today);
    expect(d.dailySales).toHaveLength(30);
    expect(d.newUsers).toEqual(expect.arrayContaining([{ role: 'STORE_OWNER', count: 2 }, { role: 'CONSUMER', count: 1 }]));
    expect(d.pendingApprovals).toEqual({ stores: 1, products: 0 });
    expect(d.openRedemptions).toBe(0);
    expect(d.pointsLiability).toBe(40);
  });

  test('counts pending approvals live: a store signs up, a product is sent, the admin decides', async ({ server, admin }) => {
    const client = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${admin.token}` } });
    clients.push(client);
    const stream = eventStream(client, 'subscription { pendingApprovalsChanged { stores products } }');
    const first = (await stream.next()).pendingApprovalsChanged;

    const pending = await createStore(server.prisma, { status: 'PENDING' });
    const saved = await gql(
      server.url,
      `mutation($input: SaveProductInput!) { saveProduct(input: $input) { userErrors { message } } }`,
      { input: { name: 'Areia fina', price: '90', stock: 3 } },
      { token: pending.owner.token },
    );
    expect(saved.data.saveProduct.userErrors).toEqual([]);
    expect((await stream.next()).pendingApprovalsChanged).toEqual({ stores: first.stores + 1, products: first.products + 1 });

    const decided = await gql(server.url, `mutation($input: DecideStoreInput!) { decideStore(input: $input) { userErrors { message } } }`, { input: { id: globalId('Store', pending.id), decision: 'APPROVE' } }, { token: admin.token });
    expect(decided.data.decideStore.userErrors).toEqual([]);
    expect((await stream.next()).pendingApprovalsChanged).toEqual({ stores: first.stores, products: first.products + 1 });
    stream.dispose();
  });

  test('is the admins’ only', async ({ server }) => {
    for (const user of [await createUser(server.prisma), (await createStore(server.prisma)).owner]) {
      expect((await gql(server.url, DASHBOARD, {}, { token: user.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const client = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${user.token}` } });
      clients.push(client);
      await expect(eventStream(client, 'subscription { pendingApprovalsChanged { stores } }').next()).rejects.toThrow(/FORBIDDEN|Sem permissão|not authorized/i);
    }
  });
});
