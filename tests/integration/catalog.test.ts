// The public catalogue over the real stack: visibility, promotions around
// now, sorts, filters and cursor paging, points per role, accent-insensitive search and its limits,
// slugs and the SEO path rules, and image normalisation on write. Each test file builds its own
// small catalogue through the write helpers (no demo seed).
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { openSession } from '../helpers/commerce.js';
import { createProducts, type ProductWriteInput } from '../../api/catalog/product-writes.js';
import { vendorSlug } from '../../common/slug.js';
import type { StoreStatus } from '../../api/generated/prisma/enums.js';

let server: TestServer;
let n = 0;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const HOUR = 3_600_000;

async function createStore(name: string, status: StoreStatus = 'APPROVED', city = 'Angelândia') {
  const i = n++;
  const owner = await server.prisma.user.create({
    data: { name: `Dono ${name}`, email: `dono${i}.${Date.now()}@exemplo.com`, phone: '33999990000', passwordHash: 'x', referralCode: `CAT${i}${Date.now()}`, role: 'STORE_OWNER' },
  });
  return server.prisma.store.create({
    data: { ownerId: owner.id, name, slug: vendorSlug(name), cnpj: String(10_000_000_000_000 + i), status, city },
  });
}

const product = (storeId: string, name: string, extra: Partial<ProductWriteInput> = {}): ProductWriteInput => ({
  storeId,
  name,
  description: `Descrição de ${name}`,
  price: '10.00',
  stock: 10,
  status: 'APPROVED',
  ...extra,
});

const CARD = `fragment Card on Product {
  id databaseId name slug path images unit quantityControl conversionValue addToCartQuantity stock
  price promoPrice unitPrice points pointsConsumer pointsProfessional
  promotion { state active startsAt endsAt discountPercent }
  rating { average count }
  store { name slug city logoUrl }
  segment { name slug }
}`;

const PRODUCTS = `query Products($first: Int, $after: String, $filter: ProductFilter, $sort: ProductSort) {
  products(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    edges { cursor node { ...Card } }
    pageInfo { hasNextPage endCursor }
  }
}
${CARD}`;

async function names(variables: Record<string, unknown>, options = {}): Promise<string[]> {
  const r = await gql(server.url, PRODUCTS, { first: 100, ...variables }, options);
  expect(r.errors).toBeUndefined();
  return r.data.products.edges.map((e: { node: { name: string } }) => e.node.name);
}

let storeA: { id: string; slug: string };
let segment: { id: string };
const ids: Record<string, string> = {};

test.beforeAll(async ({ server: started }) => {
  server = started;
  storeA = await createStore('Depósito Angelândia');
  const storeB = await createStore('Padaria Pão Quente', 'ACTIVE', 'Capelinha');
  const pending = await createStore('Loja Pendente', 'PENDING');
  const suspended = await createStore('Loja Suspensa', 'SUSPENDED');
  segment = await server.prisma.segment.create({ data: { name: 'Material de Construção', slug: 'materiais-construcao' } });
  const padarias = await server.prisma.segment.create({ data: { name: 'Padarias', slug: 'padarias' } });
  await server.prisma.segment.create({ data: { name: 'Arquivado', slug: 'arquivado', status: 'INACTIVE' } });
  const now = Date.now();
  const day = (d: number) => new Date(now - d * 24 * HOUR);
  const created = await createProducts(server.prisma, [
    product(storeA.id, 'Cimento CP-II 50kg', {
      segmentId: segment.id, price: '42.90', unit: 'saco 50kg', createdAt: day(10), pointsConsumer: 4, pointsProfessional: 9,
      description: 'Cimento Portland composto para obras em geral.',
      images: '{/uploads/seed/cimento.svg,"https://cdn.exemplo.com/cimento-2.png"}',
    }),
    product(storeA.id, 'Areia Média Lavada', {
      segmentId: segment.id, price: '120.00', unit: 'm³', createdAt: day(9), points: 12,
      description: 'Ideal para misturar com cimento e fazer reboco.',
      images: JSON.stringify([{ url: '/uploads/seed/areia.svg' }, { imagemUrl: '/uploads/seed/areia.svg' }, { path: 'sem-barra.png' }]),
    }),
    product(storeA.id, 'Tijolo Cerâmico 8 Furos', {
      segmentId: segment.id, price: '1.20', unit: 'un', quantityControl: 'MULTIPLE', conversionValue: 100, createdAt: day(8),
      promoPrice: '0.90', promoActive: true, promoStartsAt: new Date(now - HOUR), promoEndsAt: new Date(now + HOUR),
    }),
    product(storeA.id, 'Vergalhão CA-50 10mm', {
      segmentId: segment.id, price: '59.90', createdAt: day(7),
      promoPrice: '49.90', promoActive: true, promoEndsAt: new Date(now - 60_000),
    }),
    product(storeA.id, 'Telha Colonial', {
      segmentId: segment.id, price: '3.50', createdAt: day(6),
      promoPrice: '2.50', promoActive: true, promoStartsAt: new Date(now + HOUR),
    }),
    product(storeB.id, 'Pão Francês', { segmentId: padarias.id, price: '16.90', unit: 'kg', createdAt: day(5), images: 'javascript:alert(1)' }),
    product(storeB.id, 'Pão de Queijo Mineiro', {
      segmentId: padarias.id, price: '39.90', unit: 'kg', createdAt: day(4),
      promoPrice: '29.90', promoActive: true,
      description: 'Feito com queijo canastra.',
    }),
    product(storeB.id, 'Bolo de Fubá', { segmentId: padarias.id, price: '25.00', createdAt: day(3), promoPrice: '30.00', promoActive: true }),
    // hidden ones
    product(storeA.id, 'Cimento Pendente', { status: 'PENDING', createdAt: day(2) }),
    product(storeA.id, 'Cimento Esgotado', { stock: 0, createdAt: day(2) }),
    product(storeA.id, 'Cimento Ativo Não Aprovado', { status: 'LEGACY_PENDING', createdAt: day(2) }),
    product(pending.id, 'Cimento da Loja Pendente', { createdAt: day(2) }),
    product(suspended.id, 'Cimento da Loja Suspensa', { createdAt: day(2) }),
  ]);
  const allNames = [
    'cimento', 'areia', 'tijolo', 'vergalhao', 'telha', 'paoFrances', 'paoQueijo', 'bolo',
    'pendente', 'esgotado', 'ativo', 'lojaPendente', 'lojaSuspensa',
  ];
  allNames.forEach((key, i) => (ids[key] = created[i].id));
}, 180_000);

const PUBLIC = ['Bolo de Fubá', 'Pão de Queijo Mineiro', 'Pão Francês', 'Telha Colonial', 'Vergalhão CA-50 10mm', 'Tijolo Cerâmico 8 Furos', 'Areia Média Lavada', 'Cimento CP-II 50kg'];

describe('visibility', () => {
  it('lists only approved products with stock from approved or active stores, newest first', async () => {
    const r = await gql(server.url, PRODUCTS, { first: 50 });
    expect(r.data.products.totalCount).toBe(8);
    expect(r.data.products.edges.map((e: any) => e.node.name)).toEqual(PUBLIC);
  });

  it('hides the same products from signed-in users in lists', async () => {
    const { token } = await signUpConsumer(server.url);
    expect(await names({}, { token })).toEqual(PUBLIC);
  });

  it('a hidden product is null by id, by node, by slug and in suggestions', async () => {
    for (const key of ['pendente', 'esgotado', 'ativo', 'lojaPendente', 'lojaSuspensa']) {
      const id = ids[key];
      const byId = await gql(server.url, `query($id: ID!) { product(id: $id) { name } }`, { id: globalId('Product', id) });
      expect(byId.errors).toBeUndefined();
      expect(byId.data.product).toBeNull();
      const byNode = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on Product { name } } }`, { id: globalId('Product', id) });
      expect(byNode.errors).toBeUndefined();
      expect(byNode.data.node).toBeNull();
    }
    const bySlug = await gql(server.url, `{ productBySlug(storeSlug: "deposito-angelandia", productSlug: "cimento-pendente") { name } }`);
    expect(bySlug.data.productBySlug).toBeNull();
    const suggestions = await gql(server.url, `{ searchSuggestions(term: "cimento") { name } }`);
    expect(suggestions.data.searchSuggestions.map((p: any) => p.name)).not.toContain('Cimento Pendente');
  });

  it('the store owner and admins can open a hidden product by id; other users cannot', async () => {
    const ownerId = (await server.prisma.store.findUniqueOrThrow({ where: { id: storeA.id } })).ownerId;
    const owner = await server.prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
    expect(owner.role).toBe('STORE_OWNER');
    const { token: other } = await signUpConsumer(server.url);
    const query = `query($id: ID!) { node(id: $id) { ... on Product { name status } } }`;
    expect((await gql(server.url, query, { id: globalId('Product', ids.pendente) }, { token: other })).data.node).toBeNull();
    const admin = await signUpConsumer(server.url);
    await server.prisma.user.update({ where: { email: admin.input.email }, data: { isAdmin: true } });
    expect((await gql(server.url, query, { id: globalId('Product', ids.pendente) }, { token: admin.token })).data.node).toEqual({
      name: 'Cimento Pendente',
      status: 'PENDING',
    });
    // The product page's route too (its one-statement path applies the same rule in SQL).
    const bySlug = `{ productBySlug(storeSlug: "deposito-angelandia", productSlug: "cimento-pendente") { name status store { name } } }`;
    const pending = { name: 'Cimento Pendente', status: 'PENDING', store: { name: 'Depósito Angelândia' } };
    expect((await gql(server.url, bySlug, {}, { token: await openSession(server.prisma, owner.id) })).data.productBySlug).toEqual(pending);
    expect((await gql(server.url, bySlug, {}, { token: admin.token })).data.productBySlug).toEqual(pending);
    expect((await gql(server.url, bySlug, {}, { token: other })).data.productBySlug).toBeNull();
  });

  it('stores: only approved/active are listed; hidden stores are null by id', async () => {
    const r = await gql(server.url, `{ stores(first: 10) { totalCount edges { node { name slug city } } } }`);
    expect(r.data.stores.totalCount).toBe(2);
    expect(r.data.stores.edges.map((e: any) => e.node.name)).toEqual(['Depósito Angelândia', 'Padaria Pão Quente']);
    const pendingStore = await server.prisma.store.findFirstOrThrow({ where: { status: 'PENDING' } });
    const hidden = await gql(server.url, `query($id: ID!) { store(id: $id) { name } node(id: $id) { id } }`, { id: globalId('Store', pendingStore.id) });
    expect(hidden.data).toEqual({ store: null, node: null });
  });

  it('a store page lists its public products', async () => {
    const r = await gql(server.url, `query($id: ID!) { store(id: $id) { name products(first: 10) { totalCount edges { node { name } } } } }`, {
      id: globalId('Store', storeA.id),
    });
    expect(r.data.store.products.totalCount).toBe(5);
    expect(r.data.store.products.edges.map((e: any) => e.node.name)).toEqual(PUBLIC.slice(3));
  });

  it('segments: active only, by name', async () => {
    const r = await gql(server.url, `{ segments { name slug isFallback } }`);
    expect(r.data.segments).toEqual([
      { name: 'Material de Construção', slug: 'materiais-construcao', isFallback: false },
      { name: 'Padarias', slug: 'padarias', isFallback: false },
    ]);
  });
});

describe('product fields', () => {
  it('exposes prices, unit, multiples, images, store, segment and path', async () => {
    const r = await gql(server.url, `query($id: ID!) { product(id: $id) { ...Card } } ${CARD}`, { id: globalId('Product', ids.tijolo) });
    const p = r.data.product;
    expect(p).toMatchObject({
      databaseId: ids.tijolo,
      name: 'Tijolo Cerâmico 8 Furos',
      slug: 'tijolo-ceramico-8-furos',
      path: '/produto/deposito-angelandia/tijolo-ceramico-8-furos',
      unit: 'un',
      quantityControl: 'MULTIPLE',
      conversionValue: 100,
      addToCartQuantity: 100,
      price: '1.20',
      promoPrice: '0.90',
      unitPrice: '0.90',
      promotion: { state: 'ACTIVE', active: true, discountPercent: 25 },
      store: { name: 'Depósito Angelândia', slug: 'deposito-angelandia', city: 'Angelândia', logoUrl: null },
      segment: { name: 'Material de Construção', slug: 'materiais-construcao' },
      rating: { average: 0, count: 0 },
    });
    expect(Date.parse(p.promotion.endsAt)).toBeGreaterThan(Date.now());
    const cimento = (await gql(server.url, `query($id: ID!) { product(id: $id) { addToCartQuantity images } }`, { id: globalId('Product', ids.cimento) })).data.product;
    expect(cimento.addToCartQuantity).toBe(1);
  });

  it('points follow the viewer role: visitor and consumer get the consumer points, a professional the professional points', async () => {
    const query = `query($id: ID!) { product(id: $id) { points pointsConsumer pointsProfessional } }`;
    const visitor = (await gql(server.url, query, { id: globalId('Product', ids.cimento) })).data.product;
    expect(visitor).toEqual({ points: 4, pointsConsumer: 4, pointsProfessional: 9 });
    const consumer = await signUpConsumer(server.url);
    expect((await gql(server.url, query, { id: globalId('Product', ids.cimento) }, { token: consumer.token })).data.product.points).toBe(4);
    const professional = await signUpConsumer(server.url, { profileType: 'PROFESSIONAL', specialty: 'Pedreiro' });
    expect((await gql(server.url, query, { id: globalId('Product', ids.cimento) }, { token: professional.token })).data.product.points).toBe(9);
    // Only 'points' set: everyone gets it (professional falls back to the consumer's).
    expect((await gql(server.url, query, { id: globalId('Product', ids.areia) }, { token: professional.token })).data.product).toEqual({
      points: 12, pointsConsumer: 12, pointsProfessional: 12,
    });
  });
});

describe('images are normalised on write', () => {
  it('stores a clean, de-duplicated list whatever shape arrived', async () => {
    const rows = await server.prisma.product.findMany({ where: { id: { in: [ids.cimento, ids.areia, ids.paoFrances] } }, select: { id: true, images: true } });
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.images]));
    expect(byId[ids.cimento]).toEqual(['/uploads/seed/cimento.svg', 'https://cdn.exemplo.com/cimento-2.png']);
    expect(byId[ids.areia]).toEqual(['/uploads/seed/areia.svg']);
    expect(byId[ids.paoFrances]).toEqual([]);
    const r = await gql(server.url, `query($id: ID!) { product(id: $id) { images } }`, { id: globalId('Product', ids.cimento) });
    expect(r.data.product.images).toEqual(['/uploads/seed/cimento.svg', 'https://cdn.exemplo.com/cimento-2.png']);
  });

  it('gives products of one store unique slugs and keeps searchText accent-free', async () => {
    const store = await createStore('Loja Slugs');
    const created = await createProducts(server.prisma, [product(store.id, 'Pá de Bico'), product(store.id, 'Pá de Bico'), product(store.id, '!!!')]);
    expect(created.map((c) => c.slug)).toEqual(['pa-de-bico', 'pa-de-bico-2', 'produto']);
    const again = await createProducts(server.prisma, [product(store.id, 'PÁ DE BICO')]);
    expect(again[0].slug).toBe('pa-de-bico-3');
    const row = await server.prisma.product.findUniqueOrThrow({ where: { id: created[0].id } });
    expect(row.searchText).toBe('pa de bico descricao de pa de bico');
    await server.prisma.store.update({ where: { id: store.id }, data: { status: 'REJECTED' } });
  });
});

describe('promotions around now', () => {
  it('running, expired, scheduled and invalid offers', async () => {
    const query = `query($id: ID!) { product(id: $id) { price unitPrice promotion { state active discountPercent } } }`;
    const get = async (key: string) => (await gql(server.url, query, { id: globalId('Product', ids[key]) })).data.product;
    expect(await get('tijolo')).toEqual({ price: '1.20', unitPrice: '0.90', promotion: { state: 'ACTIVE', active: true, discountPercent: 25 } });
    expect(await get('vergalhao')).toEqual({ price: '59.90', unitPrice: '59.90', promotion: { state: 'EXPIRED', active: false, discountPercent: 17 } });
    expect(await get('telha')).toEqual({ price: '3.50', unitPrice: '3.50', promotion: { state: 'SCHEDULED', active: false, discountPercent: 29 } });
    expect(await get('paoQueijo')).toEqual({ price: '39.90', unitPrice: '29.90', promotion: { state: 'ACTIVE', active: true, discountPercent: 25 } });
    expect(await get('bolo')).toEqual({ price: '25.00', unitPrice: '25.00', promotion: { state: 'INACTIVE', active: false, discountPercent: null } });
  });

  it('an offer ends exactly at its end instant and starts exactly at its start, in fields, filters and sorts alike', async () => {
    const store = await createStore('Loja Relâmpago');
    const now = Date.now();
    const [ending, starting] = await createProducts(server.prisma, [
      product(store.id, 'Oferta Terminando', { price: '100.00', promoPrice: '50.00', promoActive: true, promoEndsAt: new Date(now + 1500) }),
      product(store.id, 'Oferta Começando', { price: '100.00', promoPrice: '60.00', promoActive: true, promoStartsAt: new Date(now + 1500) }),
    ]);
    const storeFilter = { storeId: globalId('Store', store.id) };
    const query = `query($a: ID!, $b: ID!) { a: product(id: $a) { unitPrice promotion { state } } b: product(id: $b) { unitPrice promotion { state } } }`;
    const before = await gql(server.url, query, { a: globalId('Product', ending.id), b: globalId('Product', starting.id) });
    expect(before.data).toEqual({ a: { unitPrice: '50.00', promotion: { state: 'ACTIVE' } }, b: { unitPrice: '100.00', promotion: { state: 'SCHEDULED' } } });
    expect(await names({ filter: { ...storeFilter, onlyPromotions: true } })).toEqual(['Oferta Terminando']);
    expect(await names({ filter: storeFilter, sort: 'PRICE_ASC' })).toEqual(['Oferta Terminando', 'Oferta Começando']);
    expect(await names({ filter: { ...storeFilter, maxPrice: '50' } })).toEqual(['Oferta Terminando']);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 1600 - Date.now())));
    const after = await gql(server.url, query, { a: globalId('Product', ending.id), b: globalId('Product', starting.id) });
    expect(after.data).toEqual({ a: { unitPrice: '100.00', promotion: { state: 'EXPIRED' } }, b: { unitPrice: '60.00', promotion: { state: 'ACTIVE' } } });
    expect(await names({ filter: { ...storeFilter, onlyPromotions: true } })).toEqual(['Oferta Começando']);
    expect(await names({ filter: storeFilter, sort: 'PRICE_ASC' })).toEqual(['Oferta Começando', 'Oferta Terminando']);
    expect(await names({ filter: { ...storeFilter, maxPrice: '60.00' } })).toEqual(['Oferta Começando']);
    await server.prisma.store.update({ where: { id: store.id }, data: { status: 'SUSPENDED' } });
  });
});

describe('sorts, filters and paging', () => {
  it('sorts by price paid now, biggest discount and best rating', async () => {
    expect(await names({ sort: 'PRICE_ASC' })).toEqual([
      'Tijolo Cerâmico 8 Furos', 'Telha Colonial', 'Pão Francês', 'Bolo de Fubá', 'Pão de Queijo Mineiro', 'Cimento CP-II 50kg', 'Vergalhão CA-50 10mm', 'Areia Média Lavada',
    ]);
    expect(await names({ sort: 'PRICE_DESC' })).toEqual([
      'Areia Média Lavada', 'Vergalhão CA-50 10mm', 'Cimento CP-II 50kg', 'Pão de Queijo Mineiro', 'Bolo de Fubá', 'Pão Francês', 'Telha Colonial', 'Tijolo Cerâmico 8 Furos',
    ]);
    // Active offers first (tijolo 25 %, pão de queijo 25.06 %), then the newest.
    expect((await names({ sort: 'BIGGEST_DISCOUNT' })).slice(0, 4)).toEqual(['Pão de Queijo Mineiro', 'Tijolo Cerâmico 8 Furos', 'Bolo de Fubá', 'Pão Francês']);
    await server.prisma.product.update({ where: { id: ids.areia }, data: { ratingAverage: '4.50', ratingCount: 2 } });
    await server.prisma.product.update({ where: { id: ids.telha }, data: { ratingAverage: '4.50', ratingCount: 7 } });
    await server.prisma.product.update({ where: { id: ids.bolo }, data: { ratingAverage: '5.00', ratingCount: 1 } });
    expect((await names({ sort: 'BEST_RATED' })).slice(0, 3)).toEqual(['Bolo de Fubá', 'Telha Colonial', 'Areia Média Lavada']);
  });

  it('filters by segment slug (categoria), store, promotions and price range', async () => {
    expect(await names({ filter: { segmentSlug: 'padarias' } })).toEqual(['Bolo de Fubá', 'Pão de Queijo Mineiro', 'Pão Francês']);
    expect(await names({ filter: { segmentSlug: 'arquivado' } })).toEqual([]);
    expect(await names({ filter: { segmentSlug: 'nao-existe' } })).toEqual([]);
    expect(await names({ filter: { storeId: globalId('Store', storeA.id), onlyPromotions: true } })).toEqual(['Tijolo Cerâmico 8 Furos']);
    expect(await names({ filter: { storeId: globalId('Store', storeA.id), minPrice: '40', maxPrice: '60' } })).toEqual(['Vergalhão CA-50 10mm', 'Cimento CP-II 50kg']);
    expect(await names({ filter: { minPrice: '29.90', maxPrice: '29.90' } })).toEqual(['Pão de Queijo Mineiro']);
    const bad = await gql(server.url, PRODUCTS, { filter: { minPrice: 'abc' } });
    expect(bad.errors?.[0].message).toContain('Valor deve ser um número');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches name and description without case or accents, every word', async () => {
    expect(await names({ filter: { search: 'PAO' } })).toEqual(['Pão de Queijo Mineiro', 'Pão Francês']);
    expect(await names({ filter: { search: 'queijo canastra' } })).toEqual(['Pão de Queijo Mineiro']);
    expect(await names({ filter: { search: 'cimento' } })).toEqual(['Areia Média Lavada', 'Cimento CP-II 50kg']);
    expect(await names({ filter: { search: '100%' } })).toEqual([]);
    const count = await gql(server.url, `{ products(filter: { search: "cimento" }) { totalCount } }`);
    expect(count.data.products.totalCount).toBe(2);
  });

  for (const sort of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BIGGEST_DISCOUNT', 'BEST_RATED']) {
    it(`pages with cursors without duplicates or gaps (${sort})`, async () => {
      const all = await names({ sort });
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page++) {
        const r: any = await gql(server.url, PRODUCTS, { first: 3, after, sort });
        seen.push(...r.data.products.edges.map((e: any) => e.node.name));
        if (!r.data.products.pageInfo.hasNextPage) break;
        after = r.data.products.pageInfo.endCursor;
      }
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(seen.length);
    });
  }

  it('pages backwards with last/before', async () => {
    const all = await names({});
    const r = await gql(server.url, `query($before: String) { products(last: 3, before: $before) { edges { node { name } } pageInfo { hasPreviousPage } } }`, {
      before: (await gql(server.url, PRODUCTS, { first: 6 })).data.products.edges[5].cursor,
    });
    expect(r.data.products.edges.map((e: any) => e.node.name)).toEqual(all.slice(2, 5));
    expect(r.data.products.pageInfo.hasPreviousPage).toBe(true);
  });

  it('refuses pages over 100 with a pt-BR BAD_USER_INPUT error', async () => {
    const r = await gql(server.url, `{ products(first: 101) { edges { cursor } } }`);
    expect(r.errors?.[0].message).toContain('O tamanho da página (first/last) deve estar entre 0 e 100');
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await gql(server.url, `{ products(first: -1) { edges { cursor } } }`);
    expect(negative.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('home recommendations: active promotions first by discount, then newest, at most 12', async () => {
    const r = await gql(server.url, `{ homeRecommendations { name promotion { active } } }`);
    const list = r.data.homeRecommendations;
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.slice(0, 2).map((p: any) => p.name)).toEqual(['Pão de Queijo Mineiro', 'Tijolo Cerâmico 8 Furos']);
    expect(list.slice(2).every((p: any) => !p.promotion.active)).toBe(true);
  });
});

describe('search suggestions', () => {
  const SUGGEST = `query($term: String!) { searchSuggestions(term: $term) { name path } }`;
  const suggest = async (term: string) => (await gql(server.url, SUGGEST, { term })).data.searchSuggestions.map((p: any) => p.name);

  it('needs 2 characters after trimming', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest(' p ')).toEqual([]);
    expect(await suggest('pa')).not.toEqual([]);
  });

  it('is case- and accent-insensitive, on name or description, names first', async () => {
    expect(await suggest('cimento')).toEqual(['Cimento CP-II 50kg', 'Areia Média Lavada']);
    expect(await suggest('CIMENTO')).toEqual(['Cimento CP-II 50kg', 'Areia Média Lavada']);
    expect(await suggest('pao')).toEqual(['Pão de Queijo Mineiro', 'Pão Francês']);
    expect(await suggest('Pão')).toEqual(['Pão de Queijo Mineiro', 'Pão Francês']);
    expect(await suggest('ceramico')).toEqual(['Tijolo Cerâmico 8 Furos']);
    expect(await suggest('canastra')).toEqual(['Pão de Queijo Mineiro']);
  });

  it('returns at most 5', async () => {
    const store = await createStore('Loja Muitos Pregos');
    await createProducts(server.prisma, Array.from({ length: 8 }, (_, i) => product(store.id, `Prego Especial ${i + 1}`)));
    const list = await suggest('prego');
    expect(list).toHaveLength(5);
    await server.prisma.store.update({ where: { id: store.id }, data: { status: 'PENDING' } });
    expect(await suggest('prego')).toEqual([]);
  });
});

describe('slugs and SEO paths', () => {
  const RESOLVE = `query($path: String!) { resolveProductPath(path: $path) { redirectTo product { name } } }`;
  const resolve = async (path: string) => (await gql(server.url, RESOLVE, { path })).data.resolveProductPath;

  it('productBySlug finds the product of the slug route', async () => {
    const r = await gql(server.url, `{ productBySlug(storeSlug: "padaria-pao-quente", productSlug: "pao-frances") { name path } }`);
    expect(r.data.productBySlug).toEqual({ name: 'Pão Francês', path: '/produto/padaria-pao-quente/pao-frances' });
  });

  it('/produto/{uuid} goes to the slug route; unknown or hidden uuids go to /explore', async () => {
    expect(await resolve(`/produto/${ids.paoFrances}`)).toEqual({ redirectTo: '/produto/padaria-pao-quente/pao-frances', product: { name: 'Pão Francês' } });
    expect(await resolve(`/product/${ids.paoFrances}?ref=abc`)).toEqual({
      redirectTo: '/produto/padaria-pao-quente/pao-frances?ref=abc',
      product: { name: 'Pão Francês' },
    });
    expect(await resolve(`/produto/${ids.pendente}`)).toEqual({ redirectTo: '/explore', product: null });
    expect(await resolve('/produto/00000000-0000-4000-8000-000000000000')).toEqual({ redirectTo: '/explore', product: null });
  });

  it('a name is resolved by exact name, then by word overlap above 0.5, else /explore', async () => {
    expect(await resolve('/produto/p%C3%A3o%20franc%C3%AAs')).toEqual({ redirectTo: '/produto/padaria-pao-quente/pao-frances', product: { name: 'Pão Francês' } });
    expect(await resolve('/produto/cimento-cp-ii-50kg')).toEqual({ redirectTo: '/produto/deposito-angelandia/cimento-cp-ii-50kg', product: { name: 'Cimento CP-II 50kg' } });
    expect(await resolve('/en/products/queijo-mineiro-assado')).toMatchObject({ redirectTo: '/produto/padaria-pao-quente/pao-de-queijo-mineiro' });
    // 1 of 3 words (0.33) is not enough.
    expect(await resolve('/produto/tijolo-azul-grande')).toEqual({ redirectTo: '/explore', product: null });
    expect(await resolve('/produto/nada-parecido')).toEqual({ redirectTo: '/explore', product: null });
  });

  it('a canonical path stays; a stale slug route is resolved by its name', async () => {
    expect(await resolve('/produto/padaria-pao-quente/pao-frances')).toEqual({ redirectTo: null, product: { name: 'Pão Francês' } });
    expect(await resolve('/produto/loja-antiga/pao-frances')).toEqual({ redirectTo: '/produto/padaria-pao-quente/pao-frances', product: { name: 'Pão Francês' } });
  });

  it('other legacy paths follow the redirect rules; other paths stay', async () => {
    expect(await resolve('/en/explore')).toEqual({ redirectTo: '/explore', product: null });
    expect(await resolve('/explore?search=x')).toEqual({ redirectTo: null, product: null });
  });
});
