// The demo data `npm start` creates on first run: every demo account can sign in, and the demo
// shoppers have orders in every state, placed through the real checkout (api/seed/orders.ts).
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { SIGN_IN } from '../helpers/accounts.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';
import { DEMO_ACCOUNTS, DEMO_CONSUMER_EMAIL, DEMO_PASSWORD, DEMO_PROFESSIONAL_EMAIL, DEMO_VENDOR_EMAIL } from '../../api/seed/accounts.js';
import { DEMO_SHOPPERS } from '../../api/seed/orders.js';
import { SEED_STORES } from '../../api/seed/catalog.js';
import { STATUS_FLOW } from '../../api/orders/status.js';
import { REFERRAL_BONUS_POINTS } from '../../common/referral.js';

const DAY = 24 * 3_600_000;
test.beforeAll(async ({ server }) => {
  expect(await seedDemoDataOnce(server.prisma, { uploadDir: server.config.uploadDir })).toBe(true);
}, 180_000);

async function signIn(server: TestServer, email: string): Promise<string> {
  const r = await gql(server.url, SIGN_IN, { input: { identifier: email, password: DEMO_PASSWORD, bearer: true } });
  expect(r.data.signIn.userErrors).toEqual([]);
  return r.data.signIn.token;
}

describe('demo seed', () => {
  test('runs once', async ({ server }) => {
    expect(await seedDemoDataOnce(server.prisma, { uploadDir: server.config.uploadDir })).toBe(false);
    expect(await server.prisma.order.count()).toBe(DEMO_SHOPPERS.reduce((n, s) => n + s.orders.length, 0));
  });

  test.for(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('%s signs in with the README password and has its role', async ([_email, account], { server }) => {
    const r = await gql(server.url, SIGN_IN, { input: { identifier: account.email, password: DEMO_PASSWORD } });
    expect(r.data.signIn.userErrors).toEqual([]);
    expect(r.data.signIn.user.role).toBe(account.role);
  });
});

describe('demo orders', () => {
  test.for(DEMO_SHOPPERS.map((s) => [s.email, s] as const))('%s has its orders in the planned states, newest first, at its address', async ([email, shopper], { server }) => {
    const token = await signIn(server, email);
    const r = await gql(
      server.url,
      `{ viewer { addresses { label principal city } orders(first: 20) { totalCount edges { node { status createdAt address { city } subOrders { store { name } items { productName quantity } } } } } } }`,
      {},
      { token },
    );
    expect(r.errors).toBeUndefined();
    const { addresses, orders } = r.data.viewer;
    expect(addresses.map((a: any) => a.label).sort()).toEqual(shopper.addresses.map((a) => a.label).sort());
    expect(addresses.find((a: any) => a.principal).label).toBe(shopper.addresses[0].label);

    const planned = [...shopper.orders].sort((a, b) => a.placedAgo - b.placedAgo);
    const nodes = orders.edges.map((e: any) => e.node);
    const statuses = nodes.map((n: any) => n.status);
    expect(statuses).toEqual(planned.map((o) => (o.cancelled ? 'CANCELLED' : o.reached)));
    expect(statuses).toEqual(expect.arrayContaining(['DELIVERED', 'PENDING', 'CANCELLED']));
    expect(statuses.some((s: string) => s === 'OUT_FOR_DELIVERY' || s === 'PREPARING')).toBe(true);
    nodes.forEach((node: any, i: number) => {
      const items = node.subOrders.flatMap((s: any) => s.items.map((item: any) => [s.store.name, item.productName, item.quantity]));
      expect(items.sort()).toEqual([...planned[i].items].sort());
      // Dated back: "há 5 dias" in the list, not the seed's instant.
      expect(Math.abs(Date.now() - Date.parse(node.createdAt) - planned[i].placedAgo)).toBeLessThan(DAY / 24);
    });
    const delivered = nodes.find((n: any) => n.status === 'DELIVERED');
    expect(new Set(delivered.subOrders.map((s: any) => s.store.name)).size).toBe(2);
    expect(Date.now() - Date.parse(delivered.createdAt)).toBeGreaterThan(4 * DAY);
  });

  test('each timeline follows the status flow, in time order, ending in the sub-order status', async ({ server }) => {
    const subOrders = await server.prisma.subOrder.findMany({ include: { events: { orderBy: { createdAt: 'asc' } } } });
    expect(subOrders.length).toBeGreaterThan(8);
    for (const subOrder of subOrders) {
      const statuses = subOrder.events.map((e) => e.status);
      const flow = statuses.filter((s) => s !== 'CANCELLED');
      expect(flow).toEqual(STATUS_FLOW.slice(0, flow.length));
      expect(statuses.at(-1)).toBe(subOrder.status);
      const times = subOrder.events.map((e) => e.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      expect(subOrder.updatedAt.getTime()).toBe(times.at(-1));
      if (subOrder.status === 'CANCELLED') expect(subOrder.cancelReason).toBeTruthy();
    }
  });

  test('delivered sub-orders credited their points exactly once, dated with the delivery; balances match the ledger', async ({ server }) => {
    for (const email of [DEMO_CONSUMER_EMAIL, DEMO_PROFESSIONAL_EMAIL]) {
      const user = await server.prisma.user.findUniqueOrThrow({ where: { email }, include: { pointsEntries: true } });
      expect(user.pointsBalance).toBe(user.pointsEntries.reduce((sum, e) => sum + e.points, 0));
      const subOrders = await server.prisma.subOrder.findMany({ where: { order: { userId: user.id } }, include: { items: true, events: true } });
      for (const subOrder of subOrders) {
        const earned = user.pointsEntries.filter((e) => e.kind === 'EARNED' && e.subOrderId === subOrder.id);
        if (subOrder.status !== 'DELIVERED') {
          expect(earned).toEqual([]);
          continue;
        }
        expect(earned).toHaveLength(1);
        expect(earned[0].idempotencyKey).toBe(`earned:${subOrder.id}`);
        expect(earned[0].points).toBe(subOrder.items.reduce((sum, i) => sum + i.unitPoints * i.quantity, 0));
        expect(earned[0].createdAt).toEqual(subOrder.events.find((e) => e.status === 'DELIVERED')!.createdAt);
      }
      expect(subOrders.filter((s) => s.status === 'DELIVERED').length).toBeGreaterThanOrEqual(2);
    }
    // The professional is the consumer's invitee: his first delivery brought the bonus, once.
    const professional = await server.prisma.user.findUniqueOrThrow({ where: { email: DEMO_PROFESSIONAL_EMAIL }, include: { pointsEntries: { where: { kind: 'REFERRAL' } } } });
    expect(professional.pointsEntries.map((e) => [e.points, e.idempotencyKey])).toEqual([[REFERRAL_BONUS_POINTS, `referral:${professional.id}`]]);
  });

  test('the demo consumer has the delivered products waiting for her review', async ({ server }) => {
    const token = await signIn(server, DEMO_CONSUMER_EMAIL);
    const r = await gql(server.url, `{ productsToReview { name viewerCanReview store { name } } }`, {}, { token });
    expect(r.errors).toBeUndefined();
    const delivered = DEMO_SHOPPERS.find((s) => s.email === DEMO_CONSUMER_EMAIL)!.orders.find((o) => o.reached === 'DELIVERED' && !o.cancelled)!;
    expect(r.data.productsToReview.map((p: any) => [p.store.name, p.name]).sort()).toEqual(delivered.items.map(([store, name]) => [store, name]).sort());
    expect(r.data.productsToReview.every((p: any) => p.viewerCanReview)).toBe(true);
  });

  test("the demo vendor's store has orders in several states", async ({ server }) => {
    const vendorStore = SEED_STORES.find((s) => s.ownerEmail === DEMO_VENDOR_EMAIL)!.name;
    const token = await signIn(server, DEMO_VENDOR_EMAIL);
    const r = await gql(server.url, `{ vendorOrders(first: 50) { edges { node { status store { name } } } } }`, {}, { token });
    expect(r.errors).toBeUndefined();
    const nodes = r.data.vendorOrders.edges.map((e: any) => e.node);
    expect(nodes.every((n: any) => n.store.name === vendorStore)).toBe(true);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(['PENDING', 'PREPARING', 'DELIVERED', 'CANCELLED']));
  });
});
