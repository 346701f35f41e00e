// No N+1 (docs/architecture.md): the SQL statements a catalogue page runs do not grow with its size. The
// pages are asked over real HTTP of the `counting` fixture, an API instance whose Prisma client reports
// every statement (tests/helpers/statements.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '../helpers/fixtures.js';
import { gql, type GraphQLResponse } from '../helpers/graphql.js';
import { createProducts, type ProductWriteInput } from '../../api/catalog/product-writes.js';
import { resetCountCache } from '../../api/catalog/product-query.js';
import { globalId, openSession } from '../helpers/commerce.js';
import type { CountingServer } from '../helpers/statements.js';

test.beforeAll(async ({ server }) => {
  const prisma = server.prisma;
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

/** Runs one operation and returns how many SQL statements it took. */
async function countStatements(counting: CountingServer, query: string, variables: Record<string, unknown> = {}) {
  resetCountCache();
  let data: any;
  const sql = await counting.statements(async () => {
    const r = await gql(counting.url, query, variables);
    expect(r.errors).toBeUndefined();
    data = r.data;
  });
  return { count: sql.length, sql, data };
}

const CARD = `id name slug path images unit addToCartQuantity price promoPrice unitPrice
  promotion { state active endsAt discountPercent } points rating { average count }
  store { id name slug } segment { id name slug }`;

const explore = (extra = '') => `query($first: Int!, $sort: ProductSort, $filter: ProductFilter) {
  products(first: $first, sort: $sort, filter: $filter) { totalCount edges { cursor node { ${CARD} ${extra} } } pageInfo { hasNextPage endCursor } }
}`;

describe('SQL statements per page do not grow with the page size', () => {
  test('explore page with store, segment, promotion, rating and points: first 6 and first 24 run the same statements (2: page + count)', async ({ counting }) => {
    const six = await countStatements(counting, explore(), { first: 6 });
    const twentyFour = await countStatements(counting, explore(), { first: 24 });
    expect(six.data.products.edges).toHaveLength(6);
    expect(twentyFour.data.products.edges).toHaveLength(24);
    expect(twentyFour.count).toBe(six.count);
    expect(twentyFour.count).toBe(2);
  });

  for (const sort of ['PRICE_ASC', 'BIGGEST_DISCOUNT', 'BEST_RATED']) {
    test(`same with sort ${sort}, a filter and a cursor`, async ({ counting }) => {
      const first = await countStatements(counting, explore(), { first: 6, sort, filter: { search: 'produto' } });
      const after = first.data.products.pageInfo.endCursor;
      const q = `query($first: Int!, $after: String) { products(first: $first, after: $after, sort: ${sort}, filter: { search: "produto" }) { edges { node { ${CARD} } } } }`;
      const small = await countStatements(counting, q, { first: 6, after });
      const large = await countStatements(counting, q, { first: 40, after });
      expect(large.data.products.edges.length).toBeGreaterThan(small.data.products.edges.length);
      expect(large.count).toBe(small.count);
    });
  }

  test('a richer selection (reviews per product) takes the general path, still with a fixed count', async ({ counting }) => {
    const extra = 'description reviews(first: 2) { totalCount edges { node { rating authorName } } }';
    const six = await countStatements(counting, explore(extra), { first: 6 });
    const twentyFour = await countStatements(counting, explore(extra), { first: 24 });
    expect(twentyFour.count).toBe(six.count);
    expect(twentyFour.data.products.edges.some((e: any) => e.node.reviews.totalCount > 0)).toBe(true);
  });

  test("a product page counts its reviews on the product, never aggregating the whole Review table", async ({ server, counting }) => {
    const [reviewed] = await server.prisma.product.findMany({ where: { ratingCount: { gt: 0 } }, include: { store: true }, take: 1 });
    const page = await countStatements(
      counting,
      `query($store: String!, $product: String!) { productBySlug(storeSlug: $store, productSlug: $product) { rating { count } reviews(first: 5) { totalCount edges { node { rating } } } } }`,
      { store: reviewed.store.slug, product: reviewed.slug },
    );
    const reviewCount = await server.prisma.review.count({ where: { productId: reviewed.id } });
    expect(page.data.productBySlug.reviews.totalCount).toBe(reviewCount);
    expect(page.data.productBySlug.rating.count).toBe(reviewCount);
    expect(page.sql.filter((sql) => /FROM "public"\."Review"[^)]*GROUP BY/.test(sql))).toEqual([]);
  });

  test('a product page is one statement, plus one for its reviews (with their authors) only when it has reviews; the same answer as by id', async ({ server, counting }) => {
    const fields = `${CARD} description stock createdAt store { id name slug logoUrl city }
      reviews(first: 5) { totalCount edges { cursor node { id rating comment authorName createdAt } } pageInfo { hasNextPage endCursor } }`;
    const client = server.prisma;
    const [reviewed] = await client.product.findMany({ where: { ratingCount: { gt: 0 } }, include: { store: true }, take: 1 });
    // More reviews than the page shows, so the page has a next one.
    for (let i = 0; i < 6; i++) {
      const author = await client.user.create({ data: { name: `Autor ${i} Silva`, email: `autor${i}@stmt.test`, phone: '33999990000', passwordHash: 'x', referralCode: `STMTAU${i}` } });
      await client.review.create({ data: { productId: reviewed.id, userId: author.id, rating: 1 + (i % 5), comment: i % 2 ? `Comentário ${i}` : null } });
    }
    reviewed.ratingCount = (await client.product.update({ where: { id: reviewed.id }, data: { ratingCount: { increment: 6 } } })).ratingCount;
    const [unreviewed] = await client.product.findMany({ where: { ratingCount: 0, status: 'APPROVED', stock: { gt: 0 } }, include: { store: true }, take: 1 });
    for (const [product, expected] of [[unreviewed, 1], [reviewed, 2]] as const) {
      const page = await countStatements(counting, `query($store: String!, $product: String!) { productBySlug(storeSlug: $store, productSlug: $product) { ${fields} } }`, {
        store: product.store.slug,
        product: product.slug,
      });
      expect(page.count).toBe(expected);
      const byId = await countStatements(counting, `query($id: ID!) { product(id: $id) { ${fields} } }`, { id: page.data.productBySlug.id });
      expect(page.data.productBySlug).toEqual(byId.data.product);
      expect(page.data.productBySlug.reviews.totalCount).toBe(product.ratingCount);
      expect(page.data.productBySlug.reviews.edges).toHaveLength(Math.min(5, product.ratingCount));
      expect(page.data.productBySlug.reviews.pageInfo.hasNextPage).toBe(product.ratingCount > 5);
    }
  });

  test('both paths return the same products and fields', async ({ counting }) => {
    const flat = await countStatements(counting, explore(), { first: 30, sort: 'BIGGEST_DISCOUNT' });
    const rich = await countStatements(counting, explore('reviews(first: 1) { totalCount }'), { first: 30, sort: 'BIGGEST_DISCOUNT' });
    const strip = (data: any) => data.products.edges.map((e: any) => ({ ...e.node, reviews: undefined }));
    expect(strip(rich.data)).toEqual(strip(flat.data));
  });

  test('suggestions, home recommendations and a store page run a fixed number of statements', async ({ counting }) => {
    const suggestions = await countStatements(counting, `{ searchSuggestions(term: "cimento") { id name path images unitPrice store { name } } }`);
    expect(suggestions.data.searchSuggestions).toHaveLength(5);
    expect(suggestions.count).toBe(1);
    const home = await countStatements(counting, `{ homeRecommendations { ${CARD} } }`);
    expect(home.data.homeRecommendations).toHaveLength(12);
    expect(home.count).toBe(1);
    const storePage = (first: number) => `{ storeBySlug(slug: "loja-1") { name products(first: ${first}) { totalCount edges { node { ${CARD} } } } } }`;
    const small = await countStatements(counting, storePage(2));
    const large = await countStatements(counting, storePage(10));
    expect(large.count).toBe(small.count);
  });
});

describe("the web app's product page document", () => {
  // The web's own ProductBySlug (favourite, the viewer's review and whether they may review), as
  // the browser sends it; signed in, two of the statements are the session (one) and the viewer's state.
  const webDocument = Object.values(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../web/src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>).find((q) =>
    q.includes('query ProductBySlug('),
  )!;

  test('is one statement for a visitor and three signed in (plus the reviews when there are some, and the viewer’s own); the viewer fields are theirs', async ({ server, counting }) => {
    const client = server.prisma;
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
      let r!: GraphQLResponse;
      const sql = await counting.statements(async () => (r = await gql(counting.url, webDocument, { storeSlug: product.store.slug, productSlug: product.slug, reviewsFirst: 5 }, options)));
      expect(r.errors).toBeUndefined();
      expect(sql).toHaveLength(expected);
      const page = r.data.productBySlug;
      const signedIn = 'token' in options;
      expect(page.isFavorite).toBe(signedIn && product === reviewed);
      expect(page.viewerReview?.id ?? null).toBe(signedIn && product === reviewed ? globalId('Review', mine.id) : null);
      expect(page.viewerReview?.comment ?? null).toBe(signedIn && product === reviewed ? 'Bom' : null);
      expect(page.viewerCanReview).toBe(false);
    }
  });
});
