// `npm run bench:catalog`: the catalogue at scale. Seeds 100,000 products and 1,000
// stores into a separate, temporary database on DATABASE_URL's server (default
// postgresql://postgres@127.0.0.1:5432/postgres), starts the API in this process on a random
// loopback port, and measures over HTTP, with 20 concurrent clients, p50/p95/p99 latency and
// throughput of: search suggestions, the first /explore page (24 products with store, segment,
// promotion, rating and points) and a product page; plus the SQL statements each one runs.
// Each operation runs twice: against a server as deployed (visitors' catalogue answers are kept
// 5 s in the public cache, api/shared/public-query-cache.ts; the share served from it is printed)
// and against one with that cache off, which is what every miss and every signed-in request costs.
// Suggestions cycle through what a search box sends while people type (every prefix of 16 words),
// and once more through a long tail (every prefix of every word of the catalogue's product names);
// and through the 16 whole words, and the same words mistyped (one letter missing, extra, wrong or
// swapped: the search forgives them, api/catalog/search-plan.ts); product pages through 500 random
// public products.
// Then, signed in (20 shoppers with sessions, orders and carts; the web app's own documents): the
// cart badge, the product page with the points of the shopper's role, and the orders list.
// Then the floor: the SQL each read runs, captured from Prisma and replayed through `pg` by as many
// clients (bench/raw-sql.ts), with the GraphQL/SQL ratio. With REDIS_URL set, the product page
// against api/main.ts run as its own process with API_PROCESSES=1 and then 2 (node:cluster).
// With --vendure (npm run bench:vendure): the product page of a stock Vendure 3 shop filled with the
// same catalogue (bench/vendure.ts), loaded the same way, and the throughput ratio.
// The database is dropped at the end, even on failure. Everything is bounded (requests and time).
//
// Options (environment): BENCH_PRODUCTS (100000), BENCH_STORES (1000), BENCH_CONCURRENCY (20),
// BENCH_REQUESTS per operation (3000), BENCH_SECONDS per operation (20), BENCH_KEEP_DB=1 keeps it.
// The load generator runs in a child process (like an external tool would), so the CPU time this
// process spends per request is the API's own.
import { benchDatabase } from './bench-database.js';
import { post, printTable } from './bench-http.js';
import { capturedStatement, replayRawSql, type CapturedStatement } from './raw-sql.js';
import { startApiProcess, waitForHealth } from '../tests/helpers/api-process.js';
import { startVendureShop, vendureSlug, VENDURE_PRODUCT_PAGE } from './vendure.js';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

// Production settings (no "unused query" checks) and quiet request logs: set before the API loads.
process.env.NODE_ENV = 'production';
// The bench's own documents are not the web app's: trusted documents off (their check is one Set lookup).
process.env.TRUSTED_DOCUMENTS = 'off';
process.env.LOG_LEVEL ??= 'warn';

const { applyMigrations } = await import('../api/db/migrate.js');
const { createPrisma } = await import('../api/db/client.js');
const { PrismaPg } = await import('@prisma/adapter-pg');
const { PrismaClient } = await import('../api/generated/prisma/client.js');
const { startServer } = await import('../api/server.js');
const { createServices } = await import('../api/services.js');
const { loadConfig } = await import('../api/config.js');
const { createPubSub } = await import('../api/shared/pubsub.js');
const { productSearchText, uniqueSlug } = await import('../api/catalog/product-writes.js');
const { resetCountCache, normalizeSearchText } = await import('../api/catalog/product-query.js');
const { forgetSearchLexicon } = await import('../api/catalog/search-plan.js');
const { PRODUCT_TEMPLATES, SEED_SEGMENTS, SEED_TOWNS, seededRandom } = await import('../api/seed/catalog.js');
const { productSlug, vendorSlug } = await import('../common/slug.js');
const { newToken } = await import('../api/accounts/tokens.js');

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const STORES = Number(process.env.BENCH_STORES ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_REQUESTS = 300;
const VENDURE = process.argv.includes('--vendure');
/** The public cache's lifetime in production (api/config.ts default). */
const CACHE_SECONDS = 5;
const database = benchDatabase('clube_bench');
const { host, name: dbName, url: benchUrl } = database;

const log = (msg: string) => console.log(`[bench] ${msg}`);
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

// --- data ----------------------------------------------------------------------------------------

const BRANDS = ['Mineira', 'do Vale', 'Premium', 'Econômica', 'Tradicional', 'Serrana', 'Jequitinhonha', 'Real', 'Bom Jesus', 'Estrela', 'Ouro Verde', 'Santa Luzia', 'Primavera', 'Boa Vista', 'Capelinha', 'Forte'];

async function seed(client: pg.Client) {
  const rnd = seededRandom(42);
  const now = Date.now();
  const DAY = 86_400_000;
  const segments = SEED_SEGMENTS.map((s) => ({ id: randomUUID(), ...s }));
  await client.query(
    `INSERT INTO "Segment" ("id", "name", "slug", "status", "updatedAt")
     SELECT id, name, slug, 'ACTIVE', now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, name, slug)`,
    [segments.map((s) => s.id), segments.map((s) => s.name), segments.map((s) => s.slug)],
  );

  const owners = Array.from({ length: STORES }, (_, i) => ({ id: randomUUID(), i }));
  await client.query(
    `INSERT INTO "User" ("id", "name", "email", "phone", "role", "passwordHash", "referralCode", "updatedAt")
     SELECT id, 'Lojista ' || n, 'lojista' || n || '@bench.local', '33999990000', 'STORE_OWNER', 'x', 'B' || n, now()
     FROM unnest($1::uuid[], $2::int[]) AS t(id, n)`,
    [owners.map((o) => o.id), owners.map((o) => o.i)],
  );
  const storeSegments: number[] = [];
  const stores = owners.map((owner, i) => {
    const segmentIndex = i % segments.length;
    storeSegments.push(segmentIndex);
    const town = SEED_TOWNS[i % SEED_TOWNS.length];
    const name = `${segments[segmentIndex].name} ${rnd.pick(BRANDS)} ${town} ${i + 1}`;
    const roll = rnd.next();
    return {
      id: randomUUID(),
      ownerId: owner.id,
      name,
      slug: `${vendorSlug(name)}`,
      cnpj: String(10_000_000_000_000 + i),
      status: roll < 0.04 ? 'PENDING' : roll < 0.05 ? 'SUSPENDED' : roll < 0.5 ? 'ACTIVE' : 'APPROVED',
      city: town,
    };
  });
  await client.query(
    `INSERT INTO "Store" ("id", "ownerId", "name", "slug", "cnpj", "status", "city", "updatedAt")
     SELECT id, owner, name, slug, cnpj, status::"StoreStatus", city, now()
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(id, owner, name, slug, cnpj, status, city)`,
    [stores.map((s) => s.id), stores.map((s) => s.ownerId), stores.map((s) => s.name), stores.map((s) => s.slug), stores.map((s) => s.cnpj), stores.map((s) => s.status), stores.map((s) => s.city)],
  );

  const slugsByStore = stores.map(() => new Set<string>());
  const BATCH = 10_000;
  for (let offset = 0; offset < PRODUCTS; offset += BATCH) {
    const cols: Record<string, unknown[]> = {};
    const push = (key: string, value: unknown) => (cols[key] ??= []).push(value);
    for (let i = offset; i < Math.min(PRODUCTS, offset + BATCH); i++) {
      const storeIndex = rnd.int(0, STORES - 1);
      const segment = segments[storeSegments[storeIndex]];
      const [base, unit, basePrice, description, multiple] = rnd.pick(PRODUCT_TEMPLATES[segment.slug]);
      const name = `${base} ${rnd.pick(BRANDS)}${rnd.chance(0.5) ? ` ${rnd.int(1, 99)}` : ''}`;
      const price = (Number(basePrice) * (0.8 + rnd.next() * 0.4)).toFixed(2);
      const roll = rnd.next();
      const promoPrice = roll < 0.3 ? (Number(price) * (0.6 + rnd.next() * 0.35)).toFixed(2) : null;
      const promoStart = roll < 0.15 ? now - rnd.int(1, 10) * DAY : roll < 0.2 ? now - 30 * DAY : roll < 0.25 ? now + rnd.int(1, 5) * DAY : null;
      const promoEnd = roll < 0.15 ? now + rnd.int(1, 240) * 3_600_000 : roll < 0.2 ? now - rnd.int(1, 20) * DAY : roll < 0.25 ? now + 10 * DAY : null;
      const statusRoll = rnd.next();
      const ratingCount = rnd.chance(0.4) ? rnd.int(1, 80) : 0;
      push('id', randomUUID());
      push('storeId', stores[storeIndex].id);
      push('segmentId', segment.id);
      push('name', name);
      push('slug', uniqueSlug(productSlug(name), slugsByStore[storeIndex]));
      push('description', description);
      push('searchText', productSearchText(name, description));
      push('price', price);
      push('promoPrice', promoPrice);
      push('promoActive', promoPrice != null && roll < 0.28);
      push('promoStartsAt', promoStart == null ? null : new Date(promoStart).toISOString());
      push('promoEndsAt', promoEnd == null ? null : new Date(promoEnd).toISOString());
      push('image', `/uploads/seed/produtos/${segment.slug}.svg`);
      push('unit', unit);
      push('quantityControl', multiple ? 'MULTIPLE' : 'UNIT');
      push('conversionValue', multiple ?? null);
      push('stock', rnd.chance(0.05) ? 0 : rnd.int(1, 500));
      push('pointsConsumer', Math.max(1, Math.floor(Number(price) / 10)));
      push('pointsProfessional', Math.max(1, Math.floor(Number(price) / 5)));
      push('status', statusRoll < 0.08 ? 'PENDING' : statusRoll < 0.1 ? 'INACTIVE' : 'APPROVED');
      push('ratingCount', ratingCount);
      push('ratingAverage', ratingCount ? (2.5 + rnd.next() * 2.5).toFixed(2) : '0');
      push('createdAt', new Date(now - rnd.int(0, 365 * 24 * 60) * 60_000).toISOString());
    }
    await client.query(
      `INSERT INTO "Product" ("id", "storeId", "segmentId", "name", "slug", "description", "searchText", "price", "promoPrice",
         "promoActive", "promoStartsAt", "promoEndsAt", "images", "unit", "quantityControl", "conversionValue", "stock",
         "pointsConsumer", "pointsProfessional", "status", "ratingCount", "ratingAverage", "createdAt", "updatedAt")
       SELECT id, store, segment, name, slug, description, search, price, promo, active, starts, ends, ARRAY[image], unit,
         qc::"QuantityControl", conv, stock, pc, pp, status::"ProductStatus", rc, ra, created, created
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::numeric[],
         $10::bool[], $11::timestamp[], $12::timestamp[], $13::text[], $14::text[], $15::text[], $16::int[], $17::int[],
         $18::int[], $19::int[], $20::text[], $21::int[], $22::numeric[], $23::timestamp[])
         AS t(id, store, segment, name, slug, description, search, price, promo, active, starts, ends, image, unit, qc, conv, stock, pc, pp, status, rc, ra, created)`,
      [
        cols.id, cols.storeId, cols.segmentId, cols.name, cols.slug, cols.description, cols.searchText, cols.price, cols.promoPrice,
        cols.promoActive, cols.promoStartsAt, cols.promoEndsAt, cols.image, cols.unit, cols.quantityControl, cols.conversionValue, cols.stock,
        cols.pointsConsumer, cols.pointsProfessional, cols.status, cols.ratingCount, cols.ratingAverage, cols.createdAt,
      ],
    );
  }
  await client.query('VACUUM ANALYZE');
}

// --- load generator (child process) ---------------------------------------------------------------

const WORKER = `
const http = require('node:http');
process.once('message', (workerData) => run(workerData));
function run({ url, bodies, tokens, concurrency, maxRequests, maxMs }) {
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const payloads = bodies.map((b) => Buffer.from(b));
// Plain node:http with keep-alive (like autocannon): the body is read but not parsed, so the
// client spends little CPU on the 2 cores it shares with the API and Postgres.
function post(payload, token) {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': payload.length };
    if (token) headers.authorization = 'Bearer ' + token;
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), hit: res.headers['x-public-cache'] === 'HIT' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
return (async () => {
  const latencies = [];
  let errors = 0, hits = 0, next = 0, firstError = null;
  const started = performance.now();
  async function client() {
    while (next < maxRequests && performance.now() - started < maxMs) {
      const i = next++;
      const payload = payloads[i % payloads.length];
      const t0 = performance.now();
      try {
        const { status, body, hit } = await post(payload, tokens.length ? tokens[i % tokens.length] : null);
        if (hit) hits++;
        if (status !== 200 || body.includes('"errors"')) { errors++; firstError ??= body.toString().slice(0, 300); }
      } catch (error) { errors++; firstError ??= String(error); }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  process.send({ latencies, errors, hits, firstError, elapsedMs: performance.now() - started }, () => process.exit(0));
})();
}
`;

interface LoadResult {
  latencies: number[];
  errors: number;
  /** Answers served from the public cache (x-public-cache: HIT). */
  hits: number;
  firstError: string | null;
  elapsedMs: number;
}

/** Runs the load in a child process (its own CPU), so process.cpuUsage() here counts the API only. */
function load(url: string, bodies: string[], requests: number, seconds: number, tokens: string[] = []): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', WORKER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const killer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.once('message', (result) => {
      clearTimeout(killer);
      resolve(result as LoadResult);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(killer);
      if (code !== 0) reject(new Error(`gerador de carga saiu com ${code}`));
    });
    child.send({ url, bodies, tokens, concurrency: CONCURRENCY, maxRequests: requests, maxMs: seconds * 1000 });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

// --- operations ---------------------------------------------------------------------------------

const CARD = `id name slug path images unit addToCartQuantity price promoPrice unitPrice
  promotion { state active endsAt discountPercent } points rating { average count }
  store { id name slug } segment { id name slug }`;

const EXPLORE = (first: number, totalCount = false) =>
  `query Explore { products(first: ${first}) { ${totalCount ? 'totalCount ' : ''}edges { cursor node { ${CARD} } } pageInfo { hasNextPage endCursor } } }`;

const SUGGESTIONS = `query Suggest($term: String!) { searchSuggestions(term: $term) { id name path images unitPrice store { name } } }`;

const PRODUCT_PAGE = `query ProductPage($storeSlug: String!, $productSlug: String!) {
  productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {
    ${CARD} description stock quantityControl conversionValue pointsConsumer pointsProfessional createdAt
    store { id name slug logoUrl city }
    reviews(first: 5) { totalCount edges { node { id rating comment authorName createdAt } } }
  }
}`;

/** The web app's own documents (codegen's list), by operation name: what a signed-in screen sends. */
const APP_DOCUMENTS = Object.values(JSON.parse(fs.readFileSync(new URL('../web/src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>);
const appDocument = (operation: string) => {
  const text = APP_DOCUMENTS.find((t) => new RegExp(`query ${operation}\\b`).test(t));
  if (!text) throw new Error(`documento ${operation} não encontrado`);
  return text;
};

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const SHOPPERS = 20;

/**
 * 20 signed-in shoppers (half consumers, half professionals: the points differ), each with two
 * orders of two products and three products in the cart, made through the API as the app does.
 */
async function seedShoppers(prisma: InstanceType<typeof PrismaClient>, url: string, productIds: string[]): Promise<string[]> {
  const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }`;
  const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { message } issues { message } } }`;
  const tokens: string[] = [];
  let orders = 0;
  for (let i = 0; i < SHOPPERS; i++) {
    const user = await prisma.user.create({
      data: { name: `Cliente ${i + 1}`, email: `cliente${i}@bench.local`, phone: '33988887777', passwordHash: 'x', referralCode: `BENCHC${i}`, role: i % 2 ? 'PROFESSIONAL' : 'CONSUMER' },
    });
    const { token, tokenHash } = newToken();
    await prisma.session.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) } });
    const address = await prisma.address.create({
      data: { userId: user.id, principal: true, street: 'Rua das Flores', number: '120', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
    });
    const add = (k: number) => post(url, token, ADD, { input: { productId: gid('Product', productIds[(i * 7 + k) % productIds.length]), quantity: 1 } });
    for (let order = 0; order < 2; order++) {
      await add(order * 2);
      await add(order * 2 + 1);
      const placed = await post(url, token, PLACE, { input: { addressId: gid('Address', address.id), paymentMethod: 'CASH', changeFor: '500.00', idempotencyKey: randomUUID() } });
      if (placed.placeOrder.order) orders++;
    }
    for (let k = 4; k < 7; k++) await add(k);
    tokens.push(token);
  }
  log(`${SHOPPERS} clientes com sessão, ${orders} pedidos e 3 produtos no carrinho de cada`);
  return tokens;
}

const TERMS = ['cimento', 'pao', 'tinta', 'arroz', 'racao', 'tomate', 'fio flexivel', 'vidro', 'granito', 'queijo', 'argamassa', 'frango', 'disjuntor', 'aluguel', 'cafe', 'banana'];
/** The same words as people mistype them on a phone: a letter missing, extra, wrong or swapped (docs/decisions.md, "Busca que perdoa"). */
const MISSPELLED = ['cimeto', 'tinat', 'arrox', 'raçao', 'tomtae', 'fio flexivle', 'vidor', 'graniot', 'quejio', 'argamasa', 'frnago', 'dijuntor', 'aluguek', 'cafe', 'banaan', 'pao'];
/** Every prefix of 2+ letters of each text. */
const prefixes = (texts: string[]) => [...new Set(texts.flatMap((t) => Array.from({ length: t.length - 1 }, (_, i) => t.slice(0, i + 2))))];
/** What search boxes send while people type: the prefixes of 16 common words (93 texts). */
const TYPED = prefixes(TERMS);
/** A long tail: the prefixes of every word of every catalogue product name (over a thousand texts). */
const LONG_TAIL = prefixes(
  Object.values(PRODUCT_TEMPLATES).flatMap((templates) => templates.flatMap(([name]) => normalizeSearchText(name).split(' ').filter((w) => w.length >= 3))),
);

// --- main ---------------------------------------------------------------------------------------

async function main() {
  const t0 = performance.now();
  log(`${os.cpus().length} CPUs, Node ${process.version}; banco ${dbName} em ${host}`);
  await database.create();
  let prisma: InstanceType<typeof PrismaClient> | undefined;
  let disconnectCounting: (() => Promise<void>) | undefined;
  const servers: { stop(): Promise<void> }[] = [];
  try {
    await applyMigrations(benchUrl);
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    const tSeed = performance.now();
    await seed(client);
    const sample = await client.query<{ id: string; store: string; product: string }>(
      `SELECT p.id, s.slug AS store, p.slug AS product FROM "Product" p JOIN "Store" s ON s.id = p."storeId"
       WHERE p.status = 'APPROVED' AND p.stock > 0 AND s.status IN ('APPROVED', 'ACTIVE') ORDER BY md5(p.id::text) LIMIT 500`,
    );
    const visible = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Product" p JOIN "Store" s ON s.id = p."storeId" WHERE p.status = 'APPROVED' AND p.stock > 0 AND s.status IN ('APPROVED', 'ACTIVE')`,
    );
    await client.end();
    log(`semeados ${PRODUCTS} produtos (${visible.rows[0].n} públicos) e ${STORES} lojas em ${seconds(tSeed)} s`);

    const config = (cacheSeconds: number) =>
      loadConfig({ ...process.env, DATABASE_URL: benchUrl, UPLOAD_DIR: os.tmpdir(), SEED_DEMO_DATA: 'false', WEB_DIR: '/nonexistent', PUBLIC_CACHE_SECONDS: String(cacheSeconds) });
    const services = (p: InstanceType<typeof PrismaClient>, cacheSeconds: number) => {
      const c = config(cacheSeconds);
      return createServices(p, c, { pubsub: createPubSub() });
    };
    // The measured servers share the production client (pool of 10): one as deployed (visitors'
    // catalogue answers cached 5 s), one with the public cache off, to show the cost of a miss.
    prisma = createPrisma(benchUrl);
    const cached = await startServer(services(prisma, CACHE_SECONDS), 0, '127.0.0.1');
    const uncached = await startServer(services(prisma, 0), 0, '127.0.0.1');
    servers.push(cached, uncached);
    // A third server whose client reports every SQL statement (Prisma query events), to count them.
    const counting = new PrismaClient({ adapter: new PrismaPg({ connectionString: benchUrl, max: 2 }), log: [{ emit: 'event', level: 'query' }] });
    disconnectCounting = () => counting.$disconnect();
    let statements = 0;
    let captured: CapturedStatement[] = [];
    counting.$on('query', (event) => {
      statements++;
      captured.push(capturedStatement(event));
    });
    const countingServer = await startServer(services(counting, 0), 0, '127.0.0.1');
    servers.push(countingServer);

    const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
    const tokens = await seedShoppers(prisma, uncached.url, sample.rows.map((r) => r.id));
    const operations: { name: string; bodies: string[] }[] = [
      { name: 'searchSuggestions', bodies: TYPED.map((term) => body(SUGGESTIONS, { term })) },
      { name: 'sugestões, palavra inteira', bodies: TERMS.map((term) => body(SUGGESTIONS, { term })) },
      { name: 'sugestões com erro de digitação', bodies: MISSPELLED.map((term) => body(SUGGESTIONS, { term })) },
      { name: 'explore (24 itens)', bodies: [body(EXPLORE(24))] },
      { name: 'explore + totalCount', bodies: [body(EXPLORE(24, true))] },
      { name: 'página de produto', bodies: sample.rows.map((r) => body(PRODUCT_PAGE, { storeSlug: r.store, productSlug: r.product })) },
    ];
    const runs = [
      // Baseline: the fixed cost of one GraphQL request through the server (HTTP, Apollo, session).
      { name: 'base ({ __typename })', bodies: [body('{ __typename }')], server: uncached, cache: '-' },
      ...operations.map((op) => ({ ...op, server: cached, cache: 'sim' })),
      // Few repeats: what the cache is worth when people type many different things.
      { name: 'sugestões, cauda longa', bodies: LONG_TAIL.map((term) => body(SUGGESTIONS, { term })), server: cached, cache: 'sim' },
      ...operations.map((op) => ({ ...op, server: uncached, cache: 'não' })),
      // Signed in (never from the public cache), with the web app's own documents.
      { name: 'badge do carrinho', bodies: [body(appDocument('CartBadge'))], tokens, server: cached, cache: 'sessão' },
      {
        name: 'produto, pontos do papel',
        bodies: sample.rows.map((r) => body(appDocument('ProductBySlug'), { storeSlug: r.store, productSlug: r.product, reviewsFirst: 5 })),
        tokens,
        server: cached,
        cache: 'sessão',
      },
      { name: 'minhas compras', bodies: [body(appDocument('MyOrders'), { first: 10 })], tokens, server: cached, cache: 'sessão' },
    ];

    async function countStatements(requestBody: string, token?: string): Promise<number> {
      resetCountCache();
      statements = 0;
      captured = [];
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const response = await fetch(`${countingServer.url}/graphql`, { method: 'POST', headers, body: requestBody });
      const json = (await response.json()) as { errors?: unknown };
      if (json.errors) throw new Error(`consulta falhou: ${JSON.stringify(json.errors)}`);
      await new Promise((r) => setTimeout(r, 20));
      return statements;
    }

    const rows: string[][] = [];
    const only = process.env.BENCH_ONLY;
    for (const run of runs.filter((o) => !only || o.name.includes(only))) {
      const runTokens = ('tokens' in run && run.tokens) || [];
      const sql = await countStatements(run.bodies[0], runTokens[0]);
      await load(`${run.server.url}/graphql`, run.bodies, WARMUP_REQUESTS, 10, runTokens);
      const cpu = process.cpuUsage();
      const result = await load(`${run.server.url}/graphql`, run.bodies, MAX_REQUESTS, MAX_SECONDS, runTokens);
      const used = process.cpuUsage(cpu);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      rows.push([
        run.name,
        run.cache,
        run.cache === 'sim' ? `${Math.round((result.hits / sorted.length) * 100)}%` : '-',
        String(sorted.length),
        String(result.errors),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
        percentile(sorted, 99).toFixed(1),
        ((sorted.length / result.elapsedMs) * 1000).toFixed(0),
        ((used.user + used.system) / 1000 / sorted.length).toFixed(2),
        String(sql),
      ]);
      if (result.errors) log(`${run.name}: ${result.errors} erros, o primeiro: ${result.firstError}`);
    }

    // The first count of a filter (then cached 15 s per API instance when ≥ 1,000).
    resetCountCache();
    const tCount = performance.now();
    await fetch(`${uncached.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(EXPLORE(24, true)) }).then((r) => r.text());
    const coldCountMs = performance.now() - tCount;

    const sizes = [6, 24, 100];
    const perSize = [];
    for (const first of sizes) perSize.push(await countStatements(body(EXPLORE(first, true))));

    const header = ['operação', 'cache', 'acertos', 'requisições', 'erros', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'API ms/req', 'SQL/op'];
    console.log('');
    console.log(`Catálogo: ${PRODUCTS.toLocaleString('pt-BR')} produtos, ${STORES.toLocaleString('pt-BR')} lojas, ${CONCURRENCY} clientes simultâneos, ${os.cpus().length} CPUs, carga da máquina (1 min) ${os.loadavg()[0].toFixed(2)}`);
    console.log('API ms/req = tempo de CPU do processo da API por requisição (o gerador de carga roda em outro processo).');
    console.log(`cache = cache público de ${CACHE_SECONDS} s das respostas a visitantes (como em produção); acertos = respostas servidas dele; sessão = ${SHOPPERS} clientes logados (nunca do cache), com os documentos do próprio app. SQL/op sem cache.`);
    printTable(header, rows);
    console.log(`\nSQL por página do explore (com totalCount, cache de contagem vazio): first=${sizes.join(' / ')} → ${perSize.join(' / ')} consultas`);
    console.log(`explore + totalCount com o cache de contagem vazio (uma requisição): ${coldCountMs.toFixed(1)} ms`);
    const p95 = (name: string, cache: string) => Number(rows.find((r) => r[0] === name && r[1] === cache)?.[6]);
    const verdict = (name: string, target: number) =>
      `${p95(name, 'não') < target ? 'OK' : 'NÃO'} (p95 ${p95(name, 'não')} ms sem cache; ${p95(name, 'sim')} ms com o cache público)`;
    console.log(
      `Metas (sem o cache público): sugestões p95 < 25 ms → ${verdict('searchSuggestions', 25)}; explore p95 < 40 ms → ${verdict('explore (24 itens)', 40)}; produto p95 < 15 ms → ${verdict('página de produto', 15)}`,
    );
    // The floor: each read as the SQL it runs, straight through pg, by as many clients.
    console.log(`\nO limite: as mesmas leituras só com o SQL que cada uma roda (capturado do Prisma, em sequência), via pg, ${CONCURRENCY} clientes num pool de 10 conexões como o da API`);
    const floorHeader = ['leitura', 'SQL/op', 'SQL p50 ms', 'SQL p95 ms', 'SQL req/s', 'GraphQL p95 ms', 'GraphQL req/s', 'GraphQL/SQL (p95)', 'erros'];
    const floorRows: string[][] = [];
    for (const name of ['searchSuggestions', 'explore (24 itens)', 'página de produto']) {
      const op = operations.find((o) => o.name === name)!;
      // Loads what the API caches per client (the search lexicon) afresh and waits for it: a stale one
      // is refreshed in the background, and its statements (every word of the catalogue) would be
      // captured into a request here and replayed as if a suggestion ran them.
      forgetSearchLexicon(counting);
      await countStatements(op.bodies[0]);
      const requests: CapturedStatement[][] = [];
      for (const requestBody of op.bodies.slice(0, 60)) {
        await countStatements(requestBody);
        requests.push(captured);
      }
      const raw = await replayRawSql(benchUrl, requests, { concurrency: CONCURRENCY, poolSize: 10, maxRequests: MAX_REQUESTS, maxMs: MAX_SECONDS * 1000 });
      const sorted = [...raw.latencies].sort((a, b) => a - b);
      const graphql = rows.find((r) => r[0] === name && r[1] === 'não');
      const rawP95 = percentile(sorted, 95);
      floorRows.push([
        name,
        (requests.reduce((n, r) => n + r.length, 0) / requests.length).toFixed(1),
        percentile(sorted, 50).toFixed(2),
        rawP95.toFixed(2),
        ((sorted.length / raw.elapsedMs) * 1000).toFixed(0),
        graphql?.[6] ?? '-',
        graphql?.[8] ?? '-',
        graphql ? `${(Number(graphql[6]) / rawP95).toFixed(1)}×` : '-',
        String(raw.errors),
      ]);
      if (raw.errors) log(`${name} (SQL): ${raw.errors} erros, o primeiro: ${raw.firstError}`);
    }
    printTable(floorHeader, floorRows);
    console.log('Meta: GraphQL/SQL ≤ 2×. Abaixo de 1×, o SQL sozinho rendeu menos que pela API (ver docs/decisions.md, "Medidas da API").');

    if (VENDURE) {
      // The same 500 products through a stock Vendure 3 shop on the same database, loaded the same way.
      console.log(`\nVendure 3 (bench/vendure.ts) com o mesmo catálogo, a página de produto pela Shop API, ${CONCURRENCY} clientes`);
      const tVendure = performance.now();
      const vendure = await startVendureShop(benchUrl, log);
      try {
        log(`Vendure pronto e preenchido em ${seconds(tVendure)} s`);
        const vendureBodies = sample.rows.map((r) => body(VENDURE_PRODUCT_PAGE, { slug: vendureSlug(r.store, r.product) }));
        const shopApi = `${vendure.url}/shop-api`;
        const check = await fetch(shopApi, { method: 'POST', headers: { 'content-type': 'application/json' }, body: vendureBodies[0] }).then((r) => r.json());
        if (!(check as { data?: { product?: unknown } }).data?.product) throw new Error(`o Vendure não achou o produto: ${JSON.stringify(check).slice(0, 300)}`);
        await load(shopApi, vendureBodies, WARMUP_REQUESTS, 10);
        const result = await load(shopApi, vendureBodies, MAX_REQUESTS, MAX_SECONDS);
        const sorted = [...result.latencies].sort((a, b) => a - b);
        const vendureRate = (sorted.length / result.elapsedMs) * 1000;
        const ours = (cache: string) => rows.find((r) => r[0] === 'página de produto' && r[1] === cache);
        const ratio = (row?: string[]) => (row ? `${(Number(row[8]) / vendureRate).toFixed(1)}×` : '-');
        printTable(
          ['página de produto', 'requisições', 'erros', 'p50 ms', 'p95 ms', 'req/s', 'vazão ÷ Vendure'],
          [
            ['Vendure 3.7 (Shop API)', String(sorted.length), String(result.errors), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1), vendureRate.toFixed(0), '1×'],
            ...(['não', 'sim'] as const).flatMap((cache) => {
              const row = ours(cache);
              return row ? [[`Clube Local, ${cache === 'não' ? 'sem' : 'com'} o cache público`, row[3], row[4], row[5], row[6], row[8], ratio(row)]] : [];
            }),
          ],
        );
        const noCache = ours('não');
        if (noCache) console.log(`Meta: vazão do produto ≥ 8× a do Vendure (sem o cache público) → ${Number(noCache[8]) / vendureRate >= 8 ? 'OK' : 'NÃO'} (${ratio(noCache)})`);
        if (result.errors) log(`Vendure: ${result.errors} erros, o primeiro: ${result.firstError}`);
      } finally {
        await vendure.stop();
      }
    }

    // Scale out: api/main.ts as its own process(es), API_PROCESSES=1 and 2 on the same port.
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl) {
      console.log(`\nProcessos da API (API_PROCESSES, node:cluster), página de produto sem cache, ${CONCURRENCY} clientes`);
      const processRows: string[][] = [];
      const productBodies = operations.find((o) => o.name === 'página de produto')!.bodies;
      for (const processes of [1, 2]) {
        const api = startApiProcess({
          ...process.env,
          DATABASE_URL: benchUrl,
          REDIS_URL: redisUrl,
          API_PROCESSES: String(processes),
          PUBLIC_CACHE_SECONDS: '0',
          LOG_LEVEL: 'warn',
          WEB_DIR: '/nonexistent',
          UPLOAD_DIR: os.tmpdir(),
        } as Record<string, string>);
        try {
          await waitForHealth(api.url, Date.now() + 60_000);
          await load(`${api.url}/graphql`, productBodies, WARMUP_REQUESTS * processes, 10);
          const result = await load(`${api.url}/graphql`, productBodies, MAX_REQUESTS, MAX_SECONDS);
          const sorted = [...result.latencies].sort((a, b) => a - b);
          processRows.push([String(processes), String(sorted.length), String(result.errors), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1), ((sorted.length / result.elapsedMs) * 1000).toFixed(0)]);
        } finally {
          api.child.kill('SIGTERM');
          await api.exited;
        }
      }
      printTable(['processos', 'requisições', 'erros', 'p50 ms', 'p95 ms', 'req/s'], processRows);
    } else {
      console.log('\nProcessos da API (1 × 2): defina REDIS_URL (o modo de vários processos precisa de Redis) para medir.');
    }
    log(`total ${seconds(t0)} s; carga da máquina no fim (1/5/15 min): ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
    await prisma?.$disconnect().catch(() => {});
    await disconnectCounting?.().catch(() => {});
    if (process.env.BENCH_KEEP_DB === '1') log(`banco mantido: ${benchUrl}`);
    else await database.drop().catch((e) => log(`falha ao apagar ${dbName}: ${e}`));
  }
}

// A hard ceiling so the bench never hangs a CI job (the database is still dropped).
const CEILING_MINUTES = VENDURE ? 25 : 15;
const ceiling = setTimeout(() => {
  console.error(`[bench] tempo máximo (${CEILING_MINUTES} min) excedido`);
  database.drop().finally(() => process.exit(2));
}, CEILING_MINUTES * 60_000);
ceiling.unref();

await main();
process.exit(0);
