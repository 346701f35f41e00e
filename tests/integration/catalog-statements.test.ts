// No N+1 (docs/architecture.md): the SQL statements a catalogue page runs do not grow with its size. The API
// runs here over real HTTP with a Prisma client that reports every statement (query events), the
// only difference from startTestServer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../api/generated/prisma/client.js';
import { startServer, type RunningServer } from '../../api/server.js';
import { loadConfig } from '../../api/config.js';
import { createPubSub, type AppPubSub } from '../../api/shared/pubsub.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';
import { createProducts, type ProductWriteInput } from '../../api/catalog/product-writes.js';
import { resetCountCache } from '../../api/catalog/product-query.js';
import { createServices } from '../../api/services.js';
import { globalId, openSession } from '../helpers/commerce.js';

let database: TestDatabase;
let server: RunningServer;
let pubsub: AppPubSub;
let uploadDir: string;
const statements: string[] = [];
const prismaRef: { client?: PrismaClient } = {};

beforeAll(async () => {
  database = await createTestDatabase();
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clube-uploads-'));
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 3 }), log: [{ emit: 'event', level: 'query' }] });
  prisma.$on('query', (event) => statements.push(event.query));
  prismaRef.client = prisma;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: database.url, UPLOAD_DIR: uploadDir, SEED_DEMO_DATA: 'false', REDIS_URL: '', PUBLIC_CACHE_SECONDS: '0' });
  pubsub = createPubSub();
  server = await startServer(createServices(prisma, config, { pubsub }), 0, '127.0.0.1');

  // 6 stores in 3 segments, 60 public products (some on promotion), reviews on a few.
  const segments = await Promise.all(
    ['Material de Construção', 'Padarias', 'Elétrica'].map((name, i) =>
      prisma.segment.create({ data: { name, slug: ['materiais-construcao', 'padarias', 'eletrica'][i] } }),
    ),
  );
  const stores: { id: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const owner = await prisma.user.create({
      data: { name: `Dono ${i}`, email: `dono${i}@stmt.test`, phone: '33999990000', passwordHash: 'x', referralCode: `STMT${i}`, role: 'STORE_OWNER' },
    });
    stores.push(await prisma.store.create({ data: { ownerId: owner.id, name: `Loja ${i}`, slug: `loja-${i}`, cnpj: `1000000000000${i}`, status: i % 2 ? 'ACTIVE' : 'APPROVED' } }));
  }
  const now = Date.now();
  const inputs: ProductWriteInput[] = Array.from({ length: 60 }, (_, i) => ({
    storeId: stores[i % 6].id,
    segmentId: segments[i % 3].id,
    name: `Produto de teste ${i + 1}`,
    description: i % 4 === 0 ? 'Cimento e areia' : 'Outro item',
    price: (10 + i).toFixed(2),
    stock: 10,
    status: 'APPROVED',
    pointsConsumer: 2,
    images: [`/uploads/seed/p${i}.svg`],
    createdAt: new Date(now - i * 60_000),
    ...(i % 5 === 0 ? { promoActive: true, promoPrice: (5 + i / 2).toFixed(2), promoEndsAt: new Date(now + 3_600_000) } : {}),
  }));
  const created = await createProducts(prisma, inputs);
  const reviewer = await prisma.user.create({ data: { name: 'Rita', email: 'rita@stmt.test', phone: '33999990000', passwordHash: 'x', referralCode: 'STMTR' } });
  await prisma.review.createMany({ data: created.slice(0, 30).map((p, i) => ({ productId: p.id, userId: reviewer.id, rating: 1 + (i % 5) })) });
  // As writing a review does (api/catalog/create-review.ts): the product keeps its count.
  await prisma.$executeRaw`
    UPDATE "Product" p SET "ratingCount" = r.n FROM (SELECT "productId", count(*)::int AS n FROM "Review" GROUP BY "productId") r WHERE p."id" = r."productId"`;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pubsub?.close();
  await prismaRef.client?.$disconnect();
  await database?.drop();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Runs one operation and returns how many SQL statements it took. */
async function countStatements(query: string, variables: Record<string, unknown> = {}) {
  resetCountCache();
  statements.length = 0;
  const r = await gql(server.url, query, variables);
  expect(r.errors).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 30)); // query events are emitted asynchronously
  return { count: statements.length, data: r.data };
}

const CARD = `id name slug path images unit addToCartQuantity price promoPrice unitPrice
  promotion { state active endsAt discountPercent } points rating { average count }
  store { id name slug } segment { id name slug }`;

const explore = (extra = '') => `query($first: Int!, $sort: ProductSort, $filter: ProductFilter) {
  products(first: $first, sort: $sort, filter: $filter) { totalCount edges { cursor node { ${CARD} ${extra} } } pageInfo { hasNextPage endCursor } }
}`;

describe('SQL statements per page do not grow with the page size', () => {
  it('explore page with store, segment, promotion, rating and points: first 6 and first 24 run the same statements (2: page + count)', async () => {
    const six = await countStatements(explore(), { first: 6 });
    const twentyFour = await countStatements(explore(), { first: 24 });
    expect(six.data.products.edges).toHaveLength(6);
    expect(twentyFour.data.products.edges).toHaveLength(24);
    expect(twentyFour.count).toBe(six.count);
    expect(twentyFour.count).toBe(2);
  });

  for (const sort of ['PRICE_ASC', 'BIGGEST_DISCOUNT', 'BEST_RATED']) {
    it(`same with sort ${sort}, a filter and a cursor`, async () => {
      const first = await countStatements(explore(), { first: 6, sort, filter: { search: 'produto' } });
      const after = first.data.products.pageInfo.endCursor;
      const q = `query($first: Int!, $after: String) { products(first: $first, after: $after, sort: ${sort}, filter: { search: "produto" }) { edges { node { ${CARD} } } } }`;
      const small = await countStatements(q, { first: 6, after });
      const large = await countStatements(q, { first: 40, after });
      expect(large.data.products.edges.length).toBeGreaterThan(small.data.products.edges.length);
      expect(large.count).toBe(small.count);
    });
  }

  it('a richer selection (reviews per product) takes the general path, still with a fixed count', async () => {
    const extra = 'description reviews(first: 2) { totalCount edges { node { rating authorName } } }';
    const six = await countStatements(explore(extra), { first: 6 });
    const twentyFour = await countStatements(explore(extra), { first: 24 });
    expect(twentyFour.count).toBe(six.count);
    expect(twentyFour.data.products.edges.some((e: any) => e.node.reviews.totalCount > 0)).toBe(true);
  });

  it("a product page counts its reviews on the product, never aggregating the whole Review table", async () => {
    const [reviewed] = await prismaRef.client!.product.findMany({ where: { ratingCount: { gt: 0 } }, include: { store: true }, take: 1 });
    const page = await countStatements(
      `query($store: String!, $product: String!) { productBySlug(storeSlug: $store, productSlug: $product) { rating { count } reviews(first: 5) { totalCount edges { node { rating } } } } }`,
      { store: reviewed.store.slug, product: reviewed.slug },
    );
    const reviewCount = await prismaRef.client!.review.count({ where: { productId: reviewed.id } });
    expect(page.data.productBySlug.reviews.totalCount).toBe(reviewCount);
    expect(page.data.productBySlug.rating.count).toBe(reviewCount);
    expect(statements.filter((sql) => /FROM "public"\."Review"[^)]*GROUP BY/.test(sql))).toEqual([]);
  });

  it('a product page is one statement, plus one for its reviews (with their authors) only when it has reviews; the same answer as by id', async () => {
    const fields = `${CARD} description stock createdAt store { id name slug logoUrl city }
      reviews(first: 5) { totalCount edges { cursor node { id rating comment authorName createdAt } } pageInfo { hasNextPage endCursor } }`;
    const client = prismaRef.client!;
    const [reviewed] = await client.product.findMany({ where: { ratingCount: { gt: 0 } }, include: { store: true }, take: 1 });
    // More reviews than the page shows, so the page has a next one.
    for (let i = 0; i < 6; i++) {
      const author = await client.user.create({ data: { name: `Autor ${i} Silva`, email: `autor${i}@stmt.test`, phone: '33999990000', passwordHash: 'x', referralCode: `STMTAU${i}` } });
      await client.review.create({ data: { productId: reviewed.id, userId: author.id, rating: 1 + (i % 5), comment: i % 2 ? `Comentário ${i}` : null } });
    }
    reviewed.ratingCount = (await client.product.update({ where: { id: reviewed.id }, data: { ratingCount: { increment: 6 } } })).ratingCount;
    const [unreviewed] = await client.product.findMany({ where: { ratingCount: 0, status: 'APPROVED', stock: { gt: 0 } }, include: { store: true }, take: 1 });
    for (const [product, expected] of [[unreviewed, 1], [reviewed, 2]] as const) {
      const page = await countStatements(`query($store: String!, $product: String!) { productBySlug(storeSlug: $store, productSlug: $product) { ${fields} } }`, {
        store: product.store.slug,
        product: product.slug,
      });
      expect(page.count).toBe(expected);
      const byId = await countStatements(`query($id: ID!) { product(id: $id) { ${fields} } }`, { id: page.data.productBySlug.id });
      expect(page.data.productBySlug).toEqual(byId.data.product);
      expect(page.data.productBySlug.reviews.totalCount).toBe(product.ratingCount);
      expect(page.data.productBySlug.reviews.edges).toHaveLength(Math.min(5, product.ratingCount));
      expect(page.data.productBySlug.reviews.pageInfo.hasNextPage).toBe(product.ratingCount > 5);
    }
  });

  it('both paths return the same products and fields', async () => {
    const flat = await countStatements(explore(), { first: 30, sort: 'BIGGEST_DISCOUNT' });
    const rich = await countStatements(explore('reviews(first: 1) { totalCount }'), { first: 30, sort: 'BIGGEST_DISCOUNT' });
    const strip = (data: any) => data.products.edges.map((e: any) => ({ ...e.node, reviews: undefined }));
    expect(strip(rich.data)).toEqual(strip(flat.data));
  });

  it('suggestions, home recommendations and a store page run a fixed number of statements', async () => {
    const suggestions = await countStatements(`{ searchSuggestions(term: "cimento") { id name path images unitPrice store { name } } }`);
    expect(suggestions.data.searchSuggestions).toHaveLength(5);
    expect(suggestions.count).toBe(1);
    const home = await countStatements(`{ homeRecommendations { ${CARD} } }`);
    expect(home.data.homeRecommendations).toHaveLength(12);
    expect(home.count).toBe(1);
    const storePage = (first: number) => `{ storeBySlug(slug: "loja-1") { name products(first: ${first}) { totalCount edges { node { ${CARD} } } } } }`;
    const small = await countStatements(storePage(2));
    const large = await countStatements(storePage(10));
    expect(large.count).toBe(small.count);
  });
});

describe("the web app's product page document", () => {
  // The web's own ProductBySlug (favourite, the viewer's review and whether they may review), as
  // the browser sends it; signed in, two of the statements are the session (one) and the viewer's state.
  const webDocument = Object.values(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../web/src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>).find((q) =>
    q.includes('query ProductBySlug('),
  )!;

  it('is one statement for a visitor and three signed in (plus the reviews when there are some, and the viewer’s own); the viewer fields are theirs', async () => {
    const client = prismaRef.client!;
    const user = await client.user.create({ data: { name: 'Ana', email: 'ana@stmt.test', phone: '33999990000', passwordHash: 'x', referralCode: 'STMTA' } });
    const token = await openSession(client, user.id);
    const [unreviewed] = await client.product.findMany({ where: { ratingCount: 0, status: 'APPROVED' }, include: { store: true }, take: 1 });
    const [reviewed] = await client.product.findMany({ where: { ratingCount: { gt: 0 } }, include: { store: true }, take: 1 });
    await client.favorite.create({ data: { userId: user.id, productId: reviewed.id } });
    const mine = await client.review.create({ data: { productId: reviewed.id, userId: user.id, rating: 4, comment: 'Bom' } });
    await client.product.update({ where: { id: reviewed.id }, data: { ratingCount: { increment: 1 } } });

    const cases = [
      [unreviewed, {}, 1],
      [unreviewed, { token }, 3],
      [reviewed, {}, 2],
      [reviewed, { token }, 5], // the viewer's own review is read once more, with its selection
    ] as const;
    for (const [product, options, expected] of cases) {
      resetCountCache();
      statements.length = 0;
      const r = await gql(server.url, webDocument, { storeSlug: product.store.slug, productSlug: product.slug, reviewsFirst: 5 }, options);
      expect(r.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(statements).toHaveLength(expected);
      const page = r.data.productBySlug;
      const signedIn = 'token' in options;
      expect(page.isFavorite).toBe(signedIn && product === reviewed);
      expect(page.viewerReview?.id ?? null).toBe(signedIn && product === reviewed ? globalId('Review', mine.id) : null);
      expect(page.viewerReview?.comment ?? null).toBe(signedIn && product === reviewed ? 'Bom' : null);
      expect(page.viewerCanReview).toBe(false);
    }
  });
});
