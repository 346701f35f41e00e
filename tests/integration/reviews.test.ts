// Reviews by buyers only, over the real stack: a product can be reviewed once it was received (a
// delivered sub-order), once per user; what the product page learns about the viewer
// (viewerCanReview, viewerReview); the viewer's reviews (myReviews) and the products waiting for
// one (productsToReview); and SQL statements that do not grow with the size of those lists.
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, receiveProducts, type TestStore, type TestUser } from '../helpers/commerce.js';
import { startCountingServer } from '../helpers/statements.js';

let storeA: TestStore;
let storeB: TestStore;

const CREATE_REVIEW = `mutation($input: CreateReviewInput!) {
  createReview(input: $input) {
    review { id rating comment authorName product { id } }
    product { id rating { average count } viewerCanReview viewerReview { id rating } }
    userErrors { field code message }
  }
}`;
const VIEWER_FIELDS = `query($id: ID!) { product(id: $id) { viewerCanReview viewerReview { rating comment } } }`;
const MY_REVIEWS = `query($first: Int, $after: String) { myReviews(first: $first, after: $after) {
  totalCount edges { node { rating comment createdAt product { name path } } } pageInfo { hasNextPage endCursor } } }`;
const TO_REVIEW = `query($limit: Int) { productsToReview(limit: $limit) { name path viewerCanReview } }`;

const NOT_PURCHASED = { field: 'productId', code: 'NOT_PURCHASED', message: 'Você só pode avaliar produtos que já recebeu.' };
const as = (user: TestUser) => ({ token: user.token });

async function review(server: TestServer, user: TestUser, productId: string, rating: number, comment?: string) {
  const r = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', productId), rating, comment } }, as(user));
  expect(r.errors).toBeUndefined();
  return r.data.createReview;
}

async function viewerFields(server: TestServer, productId: string, user?: TestUser) {
  const r = await gql(server.url, VIEWER_FIELDS, { id: globalId('Product', productId) }, user ? as(user) : {});
  expect(r.errors).toBeUndefined();
  return r.data.product;
}

const ratingOf = async (server: TestServer, id: string) => {
  const p = await server.prisma.product.findUniqueOrThrow({ where: { id } });
  return { average: Number(p.ratingAverage), count: p.ratingCount };
};

test.beforeAll(async ({ server }) => {
  storeA = await createStore(server.prisma, { name: 'Depósito Central' });
  storeB = await createStore(server.prisma, { name: 'Padaria Pão Quente' });
});

describe('createReview: only after receiving the product', () => {
  test('refuses visitors (UNAUTHENTICATED), on the mutation and on the viewer lists', async ({ server }) => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const r = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', p), rating: 5 } });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(server.url, MY_REVIEWS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(server.url, TO_REVIEW)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.prisma.review.count({ where: { productId: p } })).toBe(0);
  });

  test('NOT_PURCHASED without an order, with an order not yet delivered, and for another product of the same store; nothing is written', async ({ server }) => {
    const [bought, other] = await createProductsIn(server.prisma, storeA.id, [{ name: 'Cimento CP-II' }, { name: 'Cal hidratada' }]);
    const stranger = await createUser(server.prisma);
    expect(await review(server, stranger, bought, 5, 'Ótimo')).toEqual({ review: null, product: null, userErrors: [NOT_PURCHASED] });

    const waiting = await createUser(server.prisma);
    await receiveProducts(server, waiting, [bought], { status: 'OUT_FOR_DELIVERY' });
    expect((await review(server, waiting, bought, 4)).userErrors).toEqual([NOT_PURCHASED]);

    const buyer = await createUser(server.prisma);
    await receiveProducts(server, buyer, [bought]);
    expect((await review(server, buyer, other, 4)).userErrors).toEqual([NOT_PURCHASED]);

    expect(await server.prisma.review.count({ where: { productId: { in: [bought, other] } } })).toBe(0);
    expect(await ratingOf(server, bought)).toEqual({ average: 0, count: 0 });
  });

  test('a delivered product can be reviewed once: the average and count follow, a second review is refused', async ({ server }) => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{ name: 'Areia lavada' }]);
    const ana = await createUser(server.prisma, { name: 'Ana Maria Souza' });
    const bia = await createUser(server.prisma);
    await receiveProducts(server, ana, [p]);
    await receiveProducts(server, bia, [p]);

    const first = await review(server, ana, p, 5, '  Entrega rápida <script>alert(1)</script> ');
    expect(first).toMatchObject({
      review: { rating: 5, comment: 'Entrega rápida', authorName: 'Ana S.', product: { id: globalId('Product', p) } },
      product: { rating: { average: 5, count: 1 }, viewerCanReview: false, viewerReview: { rating: 5 } },
      userErrors: [],
    });
    expect(first.product.viewerReview.id).toBe(first.review.id);
    expect((await review(server, bia, p, 2)).product.rating).toEqual({ average: 3.5, count: 2 });

    const again = await review(server, ana, p, 1);
    expect(again).toEqual({ review: null, product: null, userErrors: [{ field: 'productId', code: 'ALREADY_REVIEWED', message: 'Você já avaliou este produto' }] });
    expect(await ratingOf(server, p)).toEqual({ average: 3.5, count: 2 });
    expect(await server.prisma.review.count({ where: { productId: p } })).toBe(2);
  });

  test('keeps the input rules for buyers: rating 1–5 and a comment of up to 1000 characters', async ({ server }) => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const buyer = await createUser(server.prisma);
    await receiveProducts(server, buyer, [p]);
    expect((await review(server, buyer, p, 6)).userErrors).toEqual([{ field: 'rating', code: 'INVALID', message: 'A nota deve ser um número inteiro de 1 a 5' }]);
    expect((await review(server, buyer, p, 3, 'x'.repeat(1001))).userErrors).toEqual([{ field: 'comment', code: 'INVALID', message: 'Texto muito longo (máximo 1000 caracteres)' }]);
    expect(await server.prisma.review.count({ where: { productId: p } })).toBe(0);
    expect((await review(server, buyer, p, 3, 'x'.repeat(1000))).userErrors).toEqual([]);
  });
});

describe('Product.viewerCanReview and Product.viewerReview', () => {
  test('visitor, buyer before and after reviewing, non-buyer, buyer still waiting', async ({ server }) => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const buyer = await createUser(server.prisma);
    const nonBuyer = await createUser(server.prisma);
    const waiting = await createUser(server.prisma);
    await receiveProducts(server, buyer, [p]);
    await receiveProducts(server, waiting, [p], { status: 'PREPARING' });

    expect(await viewerFields(server, p)).toEqual({ viewerCanReview: false, viewerReview: null });
    expect(await viewerFields(server, p, buyer)).toEqual({ viewerCanReview: true, viewerReview: null });
    expect(await viewerFields(server, p, nonBuyer)).toEqual({ viewerCanReview: false, viewerReview: null });
    expect(await viewerFields(server, p, waiting)).toEqual({ viewerCanReview: false, viewerReview: null });

    await review(server, buyer, p, 4, 'Bom');
    expect(await viewerFields(server, p, buyer)).toEqual({ viewerCanReview: false, viewerReview: { rating: 4, comment: 'Bom' } });
    expect(await viewerFields(server, p, nonBuyer)).toEqual({ viewerCanReview: false, viewerReview: null });
    expect(await viewerFields(server, p)).toEqual({ viewerCanReview: false, viewerReview: null });
  });

  test('the product page query (reviews list and the viewer fields together) answers both', async ({ server }) => {
    const [p] = await createProductsIn(server.prisma, storeA.id, [{}]);
    const [one, two] = [await createUser(server.prisma), await createUser(server.prisma)];
    for (const [user, rating] of [[one, 5], [two, 3]] as const) {
      await receiveProducts(server, user, [p]);
      await review(server, user, p, rating);
    }
    const { slug, store } = await server.prisma.product.findUniqueOrThrow({ where: { id: p }, select: { slug: true, store: { select: { slug: true } } } });
    const PAGE = `query($s: String!, $p: String!) { productBySlug(storeSlug: $s, productSlug: $p) {
      viewerReview { rating } reviews(first: 5) { totalCount edges { node { rating } } } viewerCanReview } }`;
    const r = await gql(server.url, PAGE, { s: store.slug, p: slug }, as(one));
    expect(r.errors).toBeUndefined();
    expect(r.data.productBySlug).toEqual({
      viewerReview: { rating: 5 },
      reviews: { totalCount: 2, edges: [{ node: { rating: 3 } }, { node: { rating: 5 } }] },
      viewerCanReview: false,
    });
  });
});

describe('myReviews and productsToReview', () => {
  test('myReviews lists only the viewer’s reviews, newest first, each with its product, paged', async ({ server }) => {
    const [a, b, c] = await createProductsIn(server.prisma, storeA.id, [{ name: 'Tijolo baiano' }, { name: 'Telha colonial' }, { name: 'Brita 1' }]);
    const me = await createUser(server.prisma);
    const other = await createUser(server.prisma);
    await receiveProducts(server, me, [a, b, c]);
    await receiveProducts(server, other, [a]);
    await review(server, me, a, 5, 'Primeira');
    await review(server, other, a, 1, 'De outra pessoa');
    await review(server, me, b, 4);

    const page = await gql(server.url, MY_REVIEWS, { first: 1 }, as(me));
    expect(page.errors).toBeUndefined();
    expect(page.data.myReviews.totalCount).toBe(2);
    expect(page.data.myReviews.edges.map((e: any) => e.node.product.name)).toEqual(['Telha colonial']);
    const rest = await gql(server.url, MY_REVIEWS, { first: 10, after: page.data.myReviews.pageInfo.endCursor }, as(me));
    expect(rest.data.myReviews.edges.map((e: any) => [e.node.product.name, e.node.rating, e.node.comment])).toEqual([['Tijolo baiano', 5, 'Primeira']]);
    expect(rest.data.myReviews.edges[0].node.product.path).toMatch(/^\/produto\/loja-[^/]+\/tijolo-baiano$/);
    expect(rest.data.myReviews.pageInfo.hasNextPage).toBe(false);

    const theirs = await gql(server.url, MY_REVIEWS, {}, as(other));
    expect(theirs.data.myReviews.edges.map((e: any) => e.node.comment)).toEqual(['De outra pessoa']);
  });

  test('productsToReview: received and not reviewed, once per product, newest delivery first, public only', async ({ server }) => {
    const [a, b, c, d, hidden] = await createProductsIn(server.prisma, storeA.id, [
      { name: 'Prego 17x21' },
      { name: 'Parafuso 6mm' },
      { name: 'Arame recozido' },
      { name: 'Lixa 120' },
      { name: 'Produto que sairá de linha' },
    ]);
    const [bread] = await createProductsIn(server.prisma, storeB.id, [{ name: 'Pão de queijo' }]);
    const me = await createUser(server.prisma);
    expect((await gql(server.url, TO_REVIEW, {}, as(me))).data.productsToReview).toEqual([]);

    await receiveProducts(server, me, [a, hidden]);
    await receiveProducts(server, me, [b, bread]); // one order, two stores
    await receiveProducts(server, me, [c], { status: 'OUT_FOR_DELIVERY' });
    await receiveProducts(server, me, [d]);
    await receiveProducts(server, me, [a]); // bought again: moves up, listed once
    await review(server, me, d, 5);
    await server.prisma.product.update({ where: { id: hidden }, data: { status: 'INACTIVE' } });

    const list = await gql(server.url, TO_REVIEW, {}, as(me));
    expect(list.errors).toBeUndefined();
    const names = list.data.productsToReview.map((p: any) => p.name);
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('Prego 17x21');
    expect(names.slice(1).sort()).toEqual(['Parafuso 6mm', 'Pão de queijo']); // delivered by two stores: either order
    expect(list.data.productsToReview.every((p: any) => p.viewerCanReview && p.path.startsWith('/produto/'))).toBe(true);
    expect((await gql(server.url, TO_REVIEW, { limit: 1 }, as(me))).data.productsToReview.map((p: any) => p.name)).toEqual(['Prego 17x21']);

    const bad = await gql(server.url, TO_REVIEW, { limit: 51 }, as(me));
    expect(bad.errors?.[0].message).toContain('O limite deve estar entre 1 e 50');
  });
});

describe('SQL statements do not grow with the list size', () => {
  test('productsToReview, myReviews and a product list with the viewer fields', async ({ server }) => {
    const counting = await startCountingServer(server);
    try {
      const products = await createProductsIn(server.prisma, storeA.id, Array.from({ length: 12 }, () => ({ stock: 100 })));
      const TO_REVIEW_RICH = `{ productsToReview(limit: 50) { id name path unitPrice rating { average count } store { name } viewerCanReview viewerReview { rating } } }`;
      const MINE_RICH = `{ myReviews(first: 50) { totalCount edges { node { rating comment authorName product { name path store { name } viewerCanReview } } } } }`;
      const LIST = `query($first: Int!) { products(first: $first) { edges { node { id name viewerCanReview viewerReview { rating authorName } } } } }`;
      const measure = async (size: number) => {
        const user = await createUser(server.prisma);
        await receiveProducts(server, user, products.slice(0, size * 2));
        // Half of what was received is reviewed: each list holds `size` rows.
        await server.prisma.review.createMany({ data: products.slice(0, size).map((productId) => ({ productId, userId: user.id, rating: 4 })) });
        const run = async (query: string, variables: Record<string, unknown> = {}) => {
          const r = await gql(counting.url, query, variables, as(user));
          expect(r.errors).toBeUndefined();
          return r.data;
        };
        const toReview = await counting.count(async () => expect((await run(TO_REVIEW_RICH)).productsToReview).toHaveLength(size));
        const mine = await counting.count(async () => expect((await run(MINE_RICH)).myReviews.edges).toHaveLength(size));
        // All the products of this test (the newest), so the list holds every one the user reviewed: 1, then 6.
        const list = await counting.count(async () => {
          const { products: page } = await run(LIST, { first: 50 });
          expect(page.edges.filter((e: any) => e.node.viewerReview !== null)).toHaveLength(size);
        });
        return { toReview, mine, list };
      };
      const small = await measure(1);
      const large = await measure(6);
      expect(large).toEqual(small);
    } finally {
      await counting.stop();
    }
  });
});
