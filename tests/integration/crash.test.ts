// kill -9 of the API in the middle of a burst of checkouts (api/main.ts as its own process, on the
// test database — a Postgres server or the embedded one): after the restart there is no partial
// order, the stock matches what the orders took, every balance matches its ledger, and repeating
// each checkout with its idempotency key never makes a second order.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../../api/db/client.js';
import type { PrismaClient } from '../../api/generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startApiProcess, waitForHealth } from '../helpers/api-process.js';
import { ADD_TO_CART, createAddress, createProductsIn, createStore, createUser, globalId, PLACE_ORDER } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';

let database: TestDatabase | undefined;
let prisma: PrismaClient | undefined;
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-crash-'));

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await prisma?.$disconnect();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BUYERS = 30;
const STOCK = 1000;

describe('kill -9 during checkouts', () => {
  it('leaves no partial order, consistent stock and ledger, and no second order on retry', async () => {
    database = await createTestDatabase();
    prisma = createPrisma(database.url, 5);
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const first = startApiProcess(env);
    children.push(first.child);
    await waitForHealth(first.url, Date.now() + 60_000);

    const store = await createStore(prisma, { name: 'Depósito Central' });
    const [cement, sand] = await createProductsIn(prisma, store.id, [
      { name: 'Cimento', price: '40.00', stock: STOCK },
      { name: 'Areia', price: '90.00', stock: STOCK },
    ]);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const user = await createUser(prisma!);
        const addressId = globalId('Address', await createAddress(prisma!, user.id));
        for (const [product, quantity] of [[cement!, 1 + (i % 3)], [sand!, 1]] as const) {
          const added = await gql(first.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity } }, { token: user.token });
          expect(added.data.addToCart.userErrors).toEqual([]);
        }
        return { user, addressId, key: randomUUID() };
      }),
    );

    // The burst, and the process killed while it runs.
    const place = (url: string, b: (typeof buyers)[number]) => gql(url, PLACE_ORDER, { input: { addressId: b.addressId, paymentMethod: 'PIX', idempotencyKey: b.key } }, { token: b.user.token }).catch(() => null);
    const burst = buyers.map((b) => place(first.url, b));
    // Killed once a few orders are in, with the rest of the burst still in flight.
    const deadline = Date.now() + 5_000;
    while ((await prisma.order.count()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await Promise.all(burst);
    await first.exited;
    const beforeRetry = await prisma.order.count();
    expect(beforeRetry).toBeGreaterThan(0);

    const second = startApiProcess(env);
    children.push(second.child);
    await waitForHealth(second.url, Date.now() + 60_000);

    async function expectConsistent() {
      const orders = await prisma!.order.findMany({ include: { subOrders: { include: { items: true } } } });
      for (const order of orders) {
        expect(order.subOrders.length).toBeGreaterThan(0);
        for (const sub of order.subOrders) expect(sub.items.length).toBeGreaterThan(0);
        const subTotal = order.subOrders.reduce((sum, s) => sum + Number(s.total), 0);
        expect(subTotal).toBeCloseTo(Number(order.total), 2);
      }
      const items = orders.flatMap((o) => o.subOrders.flatMap((s) => s.items));
      for (const product of [cement!, sand!]) {
        const taken = items.filter((item) => item.productId === product).reduce((sum, item) => sum + item.quantity, 0);
        expect((await prisma!.product.findUniqueOrThrow({ where: { id: product } })).stock).toBe(STOCK - taken);
      }
      const users = await prisma!.user.findMany({ where: { id: { in: buyers.map((b) => b.user.id) } }, select: { id: true, pointsBalance: true } });
      for (const user of users) {
        const ledger = await prisma!.pointsEntry.aggregate({ where: { userId: user.id }, _sum: { points: true } });
        expect(user.pointsBalance).toBe(ledger._sum.points ?? 0);
      }
      return orders;
    }
    await expectConsistent();

    // Every buyer repeats their checkout with the same key: exactly one order each, never two.
    const retried = await Promise.all(buyers.map((b) => place(second.url, b)));
    expect(retried.every((r) => r?.data?.placeOrder.order)).toBe(true);
    const orders = await expectConsistent();
    expect(orders).toHaveLength(BUYERS);
    expect(new Set(orders.map((o) => o.userId)).size).toBe(BUYERS);
    console.info(`crash: ${beforeRetry} of ${BUYERS} orders committed before kill -9; ${BUYERS} after the retries`);
  }, 180_000);
});
