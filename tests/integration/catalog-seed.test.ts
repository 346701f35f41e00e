// The demo catalogue `npm start` creates: stores in towns around Angelândia, 200+
// products with promotions around the seed time, reviews, banners and logos, images served by the
// app itself, and store owners who can sign in.
import { describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { SIGN_IN } from '../helpers/accounts.js';
import { SEED_STORES, SEED_STORE_PASSWORD, SEED_TOWNS, seedCatalog } from '../../api/seed/catalog.js';
import { DEMO_VENDOR_EMAIL, seedDemoAccounts } from '../../api/seed/accounts.js';
import { promotionState } from '../../common/promotion.js';
import { vendorSlug } from '../../common/slug.js';

const now = new Date();

test.beforeAll(async ({ server }) => {
  // The demo vendor's store needs her account, as in seedDemoDataOnce.
  await seedDemoAccounts(server.prisma);
  await seedCatalog(server.prisma, { uploadDir: server.config.uploadDir, now });
}, 180_000);


describe('demo catalogue seed', () => {
  test('has at least 10 public stores across the spec categories, in towns around Angelândia', async ({ server }) => {
    const stores = await server.prisma.store.findMany();
    expect(stores.length).toBe(SEED_STORES.length);
    expect(stores.filter((s) => s.status === 'APPROVED' || s.status === 'ACTIVE').length).toBeGreaterThanOrEqual(10);
    expect(stores.every((s) => (SEED_TOWNS as readonly string[]).includes(s.city!))).toBe(true);
    const r = await gql(server.url, `{ stores(first: 50) { totalCount } segments { slug isFallback } }`);
    expect(r.data.stores.totalCount).toBeGreaterThanOrEqual(10);
    expect(r.data.segments.map((s: any) => s.slug)).toEqual(expect.arrayContaining(['materiais-construcao', 'supermercados', 'padarias', 'farmacias']));
    expect(r.data.segments.some((s: any) => s.slug === 'papelaria')).toBe(false); // inactive
  });

  test('has 200+ products with prices, units, multiples, stock, points and statuses', async ({ server }) => {
    const products = await server.prisma.product.findMany();
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(products.some((p) => p.quantityControl === 'MULTIPLE' && (p.conversionValue ?? 0) > 1)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.status === 'PENDING')).toBe(true);
    expect(new Set(products.map((p) => p.unit)).size).toBeGreaterThan(10);
    expect(products.every((p) => p.images.length === 1 && p.images[0].startsWith('/uploads/seed/produtos/'))).toBe(true);
    expect(products.every((p) => p.searchText === p.searchText.toLowerCase())).toBe(true);
    const states = new Set(products.map((p) => promotionState(p, now)));
    expect([...states].sort()).toEqual(['ACTIVE', 'EXPIRED', 'INACTIVE', 'SCHEDULED']);
    const r = await gql(server.url, `{ products(first: 1) { totalCount } }`);
    expect(r.data.products.totalCount).toBeGreaterThanOrEqual(150);
  });

  test('reviews are aggregated on the products', async ({ server }) => {
    const reviewed = await server.prisma.product.findFirstOrThrow({ where: { ratingCount: { gt: 0 } }, include: { reviews: true } });
    expect(reviewed.ratingCount).toBe(reviewed.reviews.length);
    const average = reviewed.reviews.reduce((sum, r) => sum + r.rating, 0) / reviewed.reviews.length;
    expect(Number(reviewed.ratingAverage)).toBeCloseTo(average, 2);
  });

  test('serves its images from /uploads (product, store logo, banners, site logo)', async ({ server }) => {
    const r = await gql(server.url, `{ products(first: 1, filter: { search: "cimento" }) { edges { node { images store { logoUrl } } } } banners { desktopImageUrl mobileImageUrl } siteSettings { logoUrl faviconUrl } }`);
    const node = r.data.products.edges[0].node;
    const urls = [node.images[0], node.store.logoUrl, r.data.banners[0].desktopImageUrl, r.data.banners[0].mobileImageUrl, r.data.siteSettings.logoUrl];
    expect(r.data.banners).toHaveLength(3);
    for (const url of urls) {
      const response = await fetch(server.url + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  test('the explore page works with the spec categoria values', async ({ server }) => {
    const r = await gql(server.url, `{ products(first: 5, filter: { segmentSlug: "materiais-construcao" }) { totalCount edges { node { name store { city } } } } }`);
    expect(r.data.products.totalCount).toBeGreaterThan(20);
    const suggestions = await gql(server.url, `{ searchSuggestions(term: "pao") { name } }`);
    expect(suggestions.data.searchSuggestions.length).toBeGreaterThan(0);
  });

  test('every store has a lojista of its own, except the one the demo vendor runs', async ({ server }) => {
    const stores = await server.prisma.store.findMany({ select: { slug: true, owner: { select: { email: true, role: true } } } });
    const byVendor = stores.filter((s) => s.owner.email === DEMO_VENDOR_EMAIL);
    expect(byVendor.map((s) => s.slug)).toEqual(SEED_STORES.filter((s) => s.ownerEmail === DEMO_VENDOR_EMAIL).map((s) => vendorSlug(s.name)));
    for (const store of stores.filter((s) => s.owner.email !== DEMO_VENDOR_EMAIL)) {
      expect(store.owner).toEqual({ email: `loja.${store.slug}@clubelocal.dev`, role: 'STORE_OWNER' });
    }
  });

  test('every store owner signs in with the demo password', async ({ server }) => {
    const email = `loja.${vendorSlug(SEED_STORES[0].name)}@clubelocal.dev`;
    const r = await gql(server.url, SIGN_IN, { input: { identifier: email, password: SEED_STORE_PASSWORD } });
    expect(r.data.signIn.userErrors).toEqual([]);
    expect(r.data.signIn.user.role).toBe('STORE_OWNER');
  });
});

describe('demo journey data', () => {
  test("searching 'cimento' suggests the building-material store's cement, on promotion", async ({ server }) => {
    const r = await gql(server.url, `{ searchSuggestions(term: "cimento") { name path promotion { active discountPercent } } }`);
    expect(r.data.searchSuggestions).toContainEqual({
      name: 'Cimento CP-II 50kg',
      path: '/produto/deposito-angelandia-materiais/cimento-cp-ii-50kg',
      promotion: { active: true, discountPercent: 15 },
    });
  });
});
