// Reviews, recently viewed, node access by who is asking, the segment fallback, and the site
// settings / banners read by everyone and changed by admins (pushed over graphql-ws). Reviewers
// first receive the product (a delivered order): the buyers-only rule is covered in reviews.test.ts.
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { createProducts } from '../../api/catalog/product-writes.js';
import { localId, receiveProducts } from '../helpers/commerce.js';

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const ids: Record<string, string> = {};
let storeId: string;

test.beforeAll(async ({ server }) => {
  const owner = await server.prisma.user.create({
    data: { name: 'Dono', email: `dono.${Date.now()}@exemplo.com`, phone: '33999990000', passwordHash: 'x', referralCode: `COM${Date.now()}`, role: 'STORE_OWNER' },
  });
  const store = await server.prisma.store.create({ data: { ownerId: owner.id, name: 'Armazém Central', slug: 'armazem-central', cnpj: '11222333000181', status: 'APPROVED' } });
  storeId = store.id;
  const base = { storeId: store.id, price: '10.00', stock: 5, status: 'APPROVED' as const };
  const [cafe, acucar, escondido, fuba] = await createProducts(server.prisma, [
    { ...base, name: 'Café Torrado 500g' },
    { ...base, name: 'Açúcar Cristal 5kg' },
    { ...base, name: 'Produto Escondido', status: 'PENDING' },
    { ...base, name: 'Fubá Mimoso 1kg', stock: 20 }, // six buyers in the concurrency test
  ]);
  Object.assign(ids, { cafe: cafe.id, acucar: acucar.id, escondido: escondido.id, fuba: fuba.id });
}, 180_000);


/** A new consumer who has received the products (delivered order), ready to review them. */
async function buyerOf(server: TestServer, productIds: string[], overrides: Record<string, unknown> = {}) {
  const signedUp = await signUpConsumer(server.url, overrides);
  const buyer = { id: localId(signedUp.user.id), token: signedUp.token };
  await receiveProducts(server, buyer, productIds);
  return buyer;
}

const CREATE_REVIEW = `mutation($input: CreateReviewInput!) {
  createReview(input: $input) {
    review { id rating comment authorName product { name } }
    product { rating { average count } }
    userErrors { field code message }
  }
}`;

describe('reviews', () => {
  test('a visitor cannot review (UNAUTHENTICATED)', async ({ server }) => {
    const r = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.cafe), rating: 5 } });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('keeps the average and count in the product, one review per user', async ({ server }) => {
    const ana = await buyerOf(server, [ids.cafe], { name: 'Ana Maria Souza' });
    const bia = await buyerOf(server, [ids.cafe]);
    const first = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.cafe), rating: 5, comment: '  Ótimo café <script>alert(1)</script> ' } }, { token: ana.token });
    expect(first.data.createReview).toMatchObject({
      review: { rating: 5, comment: 'Ótimo café', authorName: 'Ana S.', product: { name: 'Café Torrado 500g' } },
      product: { rating: { average: 5, count: 1 } },
      userErrors: [],
    });
    const second = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.cafe), rating: 4 } }, { token: bia.token });
    expect(second.data.createReview.product.rating).toEqual({ average: 4.5, count: 2 });
    const again = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.cafe), rating: 1 } }, { token: ana.token });
    expect(again.data.createReview).toMatchObject({
      review: null,
      userErrors: [{ field: 'productId', code: 'ALREADY_REVIEWED', message: 'Você já avaliou este produto' }],
    });
    const list = await gql(server.url, `query($id: ID!) { product(id: $id) { rating { average count } reviews(first: 10) { totalCount edges { node { rating authorName } } } } }`, { id: globalId('Product', ids.cafe) });
    expect(list.data.product.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.data.product.reviews.totalCount).toBe(2);
    expect(list.data.product.reviews.edges.map((e: any) => e.node.rating)).toEqual([4, 5]); // newest first
  });

  test('validates the rating, the comment and the product', async ({ server }) => {
    const { token } = await signUpConsumer(server.url);
    for (const rating of [0, 6]) {
      const r = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.acucar), rating } }, { token });
      expect(r.data.createReview.userErrors).toEqual([{ field: 'rating', code: 'INVALID', message: 'A nota deve ser um número inteiro de 1 a 5' }]);
    }
    const long = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.acucar), rating: 3, comment: 'x'.repeat(1001) } }, { token });
    expect(long.data.createReview.userErrors[0]).toMatchObject({ field: 'comment', message: 'Texto muito longo (máximo 1000 caracteres)' });
    const hidden = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.escondido), rating: 3 } }, { token });
    expect(hidden.data.createReview.userErrors).toEqual([{ field: 'productId', code: 'NOT_FOUND', message: 'Produto não encontrado' }]);
    expect(await server.prisma.review.count({ where: { productId: { in: [ids.acucar, ids.escondido] } } })).toBe(0);
  });

  test('concurrent reviews by different users never lose a vote', async ({ server }) => {
    const users = await Promise.all(Array.from({ length: 6 }, () => buyerOf(server, [ids.fuba])));
    const ratings = [5, 4, 3, 5, 2, 1];
    const results = await Promise.all(users.map((u, i) => gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.fuba), rating: ratings[i] } }, { token: u.token })));
    expect(results.every((r) => r.data.createReview.userErrors.length === 0)).toBe(true);
    const row = await server.prisma.product.findUniqueOrThrow({ where: { id: ids.fuba } });
    expect(row.ratingCount).toBe(6);
    expect(row.ratingAverage.toFixed(2)).toBe('3.33');
  });

  test('a review of a hidden product is not reachable by node', async ({ server }) => {
    await server.prisma.product.update({ where: { id: ids.acucar }, data: { status: 'APPROVED' } });
    const { token } = await buyerOf(server, [ids.acucar]);
    const created = await gql(server.url, CREATE_REVIEW, { input: { productId: globalId('Product', ids.acucar), rating: 4 } }, { token });
    const reviewId = created.data.createReview.review.id;
    const query = `query($id: ID!) { node(id: $id) { ... on Review { rating } } }`;
    expect((await gql(server.url, query, { id: reviewId })).data.node).toEqual({ rating: 4 });
    await server.prisma.product.update({ where: { id: ids.acucar }, data: { stock: 0 } });
    expect((await gql(server.url, query, { id: reviewId })).data.node).toBeNull();
    await server.prisma.product.update({ where: { id: ids.acucar }, data: { stock: 5 } });
  });
});

describe('recently viewed', () => {
  const RECORD = `mutation($input: RecordProductViewInput!) { recordProductView(input: $input) { product { name } viewedAt userErrors { code message } } }`;
  const RECENT = `{ recentlyViewed(first: 10) { edges { node { viewedAt product { name } } } } }`;

  test('visitors get UNAUTHENTICATED', async ({ server }) => {
    expect((await gql(server.url, RECORD, { input: { productId: globalId('Product', ids.cafe) } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(server.url, RECENT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('records views (upsert), newest first, only public products, per user', async ({ server }) => {
    const me = await signUpConsumer(server.url);
    const other = await signUpConsumer(server.url);
    for (const id of [ids.cafe, ids.fuba, ids.acucar]) {
      const r = await gql(server.url, RECORD, { input: { productId: globalId('Product', id) } }, { token: me.token });
      expect(r.data.recordProductView.userErrors).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await gql(server.url, RECORD, { input: { productId: globalId('Product', ids.cafe) } }, { token: me.token }); // seen again: back to the top
    const hidden = await gql(server.url, RECORD, { input: { productId: globalId('Product', ids.escondido) } }, { token: me.token });
    expect(hidden.data.recordProductView).toMatchObject({ product: null, userErrors: [{ code: 'NOT_FOUND', message: 'Produto não encontrado' }] });
    const mine = await gql(server.url, RECENT, {}, { token: me.token });
    expect(mine.data.recentlyViewed.edges.map((e: any) => e.node.product.name)).toEqual(['Café Torrado 500g', 'Açúcar Cristal 5kg', 'Fubá Mimoso 1kg']);
    expect(await server.prisma.recentlyViewed.count()).toBe(3);
    expect((await gql(server.url, RECENT, {}, { token: other.token })).data.recentlyViewed.edges).toEqual([]);
    // A product that stops being public leaves the list.
    await server.prisma.product.update({ where: { id: ids.fuba }, data: { status: 'INACTIVE' } });
    const after = await gql(server.url, RECENT, {}, { token: me.token });
    expect(after.data.recentlyViewed.edges.map((e: any) => e.node.product.name)).toEqual(['Café Torrado 500g', 'Açúcar Cristal 5kg']);
    await server.prisma.product.update({ where: { id: ids.fuba }, data: { status: 'APPROVED' } });
  });
});

describe('segments fallback', () => {
  test('with no active segment, the spec list with isFallback', async ({ server }) => {
    const r = await gql(server.url, `{ segments { id name slug imageUrl isFallback } }`);
    expect(r.data.segments.map((s: any) => s.name)).toEqual(['Material de Construção', 'Elétrica', 'Vidraçaria', 'Marmoraria', 'Aluguel de Equipamentos']);
    expect(r.data.segments.every((s: any) => s.isFallback)).toBe(true);
    expect(r.data.segments[0].imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(r.data.segments.slice(1).every((s: any) => s.imageUrl === null)).toBe(true);
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: r.data.segments[0].id });
    expect(node.data.node).toBeNull();
  });
});

describe('site settings, banners and banner settings', () => {
  const SETTINGS = `{ siteSettings { logoUrl logoVariantUrl faviconUrl updatedAt } bannerSettings { autoplayEnabled transitionMs showIndicators showNavigation } }`;
  const UPDATE = `mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { siteSettings { logoUrl logoVariantUrl faviconUrl } userErrors { field code message } } }`;

  test('defaults when nothing is configured', async ({ server }) => {
    const r = await gql(server.url, SETTINGS);
    expect(r.data).toEqual({
      siteSettings: { logoUrl: null, logoVariantUrl: null, faviconUrl: null, updatedAt: null },
      bannerSettings: { autoplayEnabled: true, transitionMs: 5000, showIndicators: true, showNavigation: true },
    });
    await server.prisma.bannerSettings.create({ data: { id: 1, autoplayEnabled: false, transitionMs: 8000 } });
    expect((await gql(server.url, SETTINGS)).data.bannerSettings).toEqual({ autoplayEnabled: false, transitionMs: 8000, showIndicators: true, showNavigation: true });
  });

  test('banners: active ones by position; an inactive banner is not reachable by node', async ({ server }) => {
    const [, inactive] = await Promise.all([
      server.prisma.banner.create({ data: { title: 'Segundo', position: 2 } }),
      server.prisma.banner.create({ data: { title: 'Inativo', position: 0, active: false } }),
      server.prisma.banner.create({ data: { title: 'Primeiro', position: 1, ctaText: 'Ver', ctaLink: '/explore', desktopImageUrl: '/uploads/b.svg' } }),
    ]);
    const r = await gql(server.url, `{ banners { id title position ctaText ctaLink desktopImageUrl } }`);
    expect(r.data.banners.map((b: any) => b.title)).toEqual(['Primeiro', 'Segundo']);
    expect(r.data.banners[0]).toMatchObject({ ctaText: 'Ver', ctaLink: '/explore', desktopImageUrl: '/uploads/b.svg' });
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on Banner { title } } }`, { id: globalId('Banner', inactive.id) });
    expect(node.data.node).toBeNull();
  });

  test('updateSiteSettings: UNAUTHENTICATED for visitors, FORBIDDEN for a consumer', async ({ server }) => {
    const input = { logoUrl: '/uploads/logo.svg' };
    expect((await gql(server.url, UPDATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await signUpConsumer(server.url);
    const r = await gql(server.url, UPDATE, { input }, { token });
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await server.prisma.siteSettings.count()).toBe(0);
  });

  test('an admin change reaches every open page over graphql-ws, visitors included, and is audited', async ({ server }) => {
    const admin = await signUpConsumer(server.url);
    await server.prisma.user.update({ where: { email: admin.input.email }, data: { isAdmin: true } });
    const visitor = wsClient(server.wsUrl);
    const received = takeEvents(visitor, `subscription { siteSettingsChanged { logoUrl logoVariantUrl faviconUrl updatedAt } }`, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const bad = await gql(server.url, UPDATE, { input: { faviconUrl: 'javascript:alert(1)' } }, { token: admin.token });
    expect(bad.data.updateSiteSettings.userErrors).toEqual([{ field: 'faviconUrl', code: 'INVALID', message: 'Imagem inválida' }]);

    const ok = await gql(server.url, UPDATE, { input: { logoUrl: ' /uploads/seed/site/logo.svg ', faviconUrl: 'data:image/svg+xml;base64,PHN2Zy8+' } }, { token: admin.token });
    expect(ok.data.updateSiteSettings).toEqual({
      siteSettings: { logoUrl: '/uploads/seed/site/logo.svg', logoVariantUrl: null, faviconUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
      userErrors: [],
    });
    const [event] = await received;
    expect(event.siteSettingsChanged).toMatchObject({ logoUrl: '/uploads/seed/site/logo.svg', faviconUrl: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(Date.parse(event.siteSettingsChanged.updatedAt)).toBeGreaterThan(0);
    await visitor.dispose();

    // Omitted fields stay; null clears.
    const cleared = await gql(server.url, UPDATE, { input: { faviconUrl: null, logoVariantUrl: '/uploads/v.svg' } }, { token: admin.token });
    expect(cleared.data.updateSiteSettings.siteSettings).toEqual({ logoUrl: '/uploads/seed/site/logo.svg', logoVariantUrl: '/uploads/v.svg', faviconUrl: null });
    expect(await server.prisma.auditLog.count({ where: { eventType: 'admin.site_settings_updated' } })).toBe(2);
  });
});

describe('store access', () => {
  test('a pending store is visible to its owner only', async ({ server }) => {
    const owner = await signUpConsumer(server.url, { profileType: 'STORE_OWNER', cpf: null, cnpj: '11444777000161', storeName: 'Loja Nova Angelândia' });
    const store = await server.prisma.store.findUniqueOrThrow({ where: { cnpj: '11444777000161' } });
    expect(store.status).toBe('PENDING');
    const query = `query($id: ID!) { store(id: $id) { name } }`;
    expect((await gql(server.url, query, { id: globalId('Store', store.id) })).data.store).toBeNull();
    expect((await gql(server.url, query, { id: globalId('Store', store.id) }, { token: owner.token })).data.store).toEqual({ name: 'Loja Nova Angelândia' });
    expect((await gql(server.url, `{ storeBySlug(slug: "armazem-central") { name products(first: 5) { totalCount } } }`)).data.storeBySlug).toEqual({
      name: 'Armazém Central',
      products: { totalCount: 3 },
    });
    expect(storeId).toBeTruthy();
  });
});
