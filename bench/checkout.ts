// `node --import tsx bench/checkout.ts`: checkout under load. Seeds two stores with
// products and 20 buyers (sessions and addresses) into a separate, temporary database on
// DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/postgres; loopback only),
// starts the API in this process on a random loopback port, and has the buyers — concurrently,
// over HTTP — fill their carts (one product from each store, so every order has two sub-orders)
// and place orders for a bounded number of iterations. Prints orders per second and the
// p50/p95/p99 of placeOrder. The database is dropped at the end, even on failure.
//
// Options (environment): BENCH_BUYERS (20), BENCH_ITERATIONS per buyer (25), BENCH_POOL (10, the
// API's database pool), BENCH_HOT=1 makes every buyer order the same two products (maximum row
// contention on stock), BENCH_KEEP_DB=1 keeps the database.
import { benchDatabase } from './bench-database.js';
import { percentile, post } from './bench-http.js';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

// Production settings (no "unused query" checks) and quiet request logs: set before the API loads.
process.env.NODE_ENV = 'production';
// The bench's own documents are not the web app's: trusted documents off (their check is one Set lookup).
process.env.TRUSTED_DOCUMENTS = 'off';
process.env.LOG_LEVEL ??= 'warn';

const { applyMigrations } = await import('../api/db/migrate.js');
const { createPrisma } = await import('../api/db/client.js');
const { startServer } = await import('../api/server.js');
const { createServices } = await import('../api/services.js');
const { loadConfig } = await import('../api/config.js');
const { createPubSub } = await import('../api/shared/pubsub.js');
const { newToken } = await import('../api/accounts/tokens.js');
const { createProducts } = await import('../api/catalog/product-writes.js');

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 25);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const HOT = process.env.BENCH_HOT === '1';
const database = benchDatabase('clube_bench_checkout');
const { name: dbName, url: benchUrl } = database;

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { id count } userErrors { message } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id number total subOrders { id } } cart { id count } userErrors { code message } }
}`;



const ms = (n: number) => `${n.toFixed(1)} ms`;

await database.create();
let stopServer: (() => Promise<void>) | null = null;
try {
  console.log(`Banco temporário ${dbName}: aplicando migrações e semeando...`);
  await applyMigrations(benchUrl);
  const prisma = createPrisma(benchUrl, POOL);
  const seedUser = async (name: string, role: 'CONSUMER' | 'STORE_OWNER') => {
    const id = randomUUID();
    await prisma.user.create({
      data: { id, name, email: `${id}@bench.local`, phone: '33988887777', passwordHash: 'x', referralCode: id.slice(0, 12).toUpperCase(), role },
    });
    return id;
  };
  const stores = [];
  for (const [i, name] of ['Depósito Bench', 'Padaria Bench'].entries()) {
    const ownerId = await seedUser(`Dono ${i}`, 'STORE_OWNER');
    stores.push(await prisma.store.create({ data: { ownerId, name, slug: `bench-${i}`, cnpj: `BENCH${i}`, status: 'APPROVED', deliveryFee: '5.00' } }));
  }
  // Per store: one product per buyer (spread contention) — or two hot products with BENCH_HOT=1.
  const perStore = HOT ? 1 : BUYERS;
  const stock = BUYERS * ITERATIONS * 2 + 100;
  const productIds = await Promise.all(
    stores.map(async (store) =>
      (
        await createProducts(
          prisma,
          Array.from({ length: perStore }, (_, i) => ({
            storeId: store.id,
            name: `Produto ${store.name} ${i}`,
            price: '19.90',
            stock,
            status: 'APPROVED' as const,
            pointsConsumer: 2,
          })),
        )
      ).map((p) => p.id),
    ),
  );
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const userId = await seedUser(`Comprador ${i}`, 'CONSUMER');
      const { token, tokenHash } = newToken();
      await prisma.session.create({ data: { userId, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) } });
      const address = await prisma.address.create({
        data: { userId, principal: true, street: 'Rua A', number: String(i), district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
      });
      return {
        token,
        addressId: Buffer.from(`Address:${address.id}`).toString('base64'),
        products: productIds.map((ids) => Buffer.from(`Product:${ids[HOT ? 0 : i]}`).toString('base64')),
      };
    }),
  );

  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: benchUrl, REDIS_URL: '', SEED_DEMO_DATA: 'false' });
  const pubsub = createPubSub();
  const server = await startServer(createServices(prisma, config, { pubsub }), 0, '127.0.0.1');
  stopServer = async () => {
    await server.stop();
    await pubsub.close();
    await prisma.$disconnect();
  };

  const placeLatencies: number[] = [];
  let failures = 0;
  const buy = async (buyer: (typeof buyers)[number], measure: boolean) => {
    for (const productId of buyer.products) {
      const added = await post(server.url, buyer.token, ADD, { input: { productId, quantity: 1 } });
      if (added.addToCart.userErrors.length) throw new Error(added.addToCart.userErrors[0].message);
    }
    const started = performance.now();
    const placed = await post(server.url, buyer.token, PLACE, {
      input: { addressId: buyer.addressId, paymentMethod: 'CASH', changeFor: '100.00', idempotencyKey: randomUUID() },
    });
    const elapsed = performance.now() - started;
    if (!placed.placeOrder.order) {
      failures++;
      console.error('pedido recusado:', JSON.stringify(placed.placeOrder.userErrors));
    } else if (measure) {
      placeLatencies.push(elapsed);
    }
  };

  console.log(`${BUYERS} compradores, ${ITERATIONS} pedidos cada (2 lojas por pedido)${HOT ? ', mesmos 2 produtos para todos' : ''}; pool ${POOL}`);
  await Promise.all(buyers.map((b) => buy(b, false))); // warm-up: one order each, not measured
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let i = 0; i < ITERATIONS; i++) await buy(buyer, true);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const sorted = [...placeLatencies].sort((a, b) => a - b);
  const orders = placeLatencies.length;
  const checkStock = await prisma.product.aggregate({ _min: { stock: true } });
  const placed = await prisma.order.count();
  console.log('');
  console.log(`pedidos feitos: ${orders} em ${seconds.toFixed(2)} s (recusados: ${failures})`);
  console.log(`pedidos por segundo (carrinho + pedido, ${BUYERS} em paralelo): ${(orders / seconds).toFixed(1)}`);
  console.log(`placeOrder: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`);
  console.log(`conferência: ${placed} pedidos no banco (com aquecimento), menor estoque ${checkStock._min.stock}`);
} finally {
  await stopServer?.();
  if (process.env.BENCH_KEEP_DB === '1') console.log(`Banco mantido: ${benchUrl}`);
  else await database.drop();
}
