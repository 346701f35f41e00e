// rawRows (api/db/sql.ts) reads the hot raw SQL through node-postgres instead of Prisma's $queryRaw:
// the rows must come back exactly as $queryRaw returns them (same values, same classes), whatever
// the process's time zone, or the catalogue and the session would read wrong prices or dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../../api/generated/prisma/client.js';
import { createPrisma } from '../../api/db/client.js';
import { rawRows } from '../../api/db/sql.js';
import { createProducts } from '../../api/catalog/product-writes.js';
import { productBySlugRow, productPageRows, suggestionRows } from '../../api/catalog/product-query.js';
import { PUBLIC_PRODUCT_SQL } from '../../api/catalog/access.js';
import { planSearch } from '../../api/catalog/search-plan.js';
import { CART_ITEM_ORDER, loadCartView } from '../../api/cart/index.js';
import { PRICED_PRODUCT_SELECT } from '../../api/cart/cart-view.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let database: TestDatabase;
let prisma: PrismaClient; // the app's client: rawRows goes through its pool
let viaPrisma: PrismaClient; // no registered pool: rawRows falls back to $queryRaw
const timeZone = process.env.TZ;
const storeSlug = 'loja-sql';
let productSlugs: string[] = [];

beforeAll(async () => {
  // Far from UTC, so reading a `timestamp` in local time would be caught.
  process.env.TZ = 'America/Sao_Paulo';
  database = await createTestDatabase();
  prisma = createPrisma(database.url, 2);
  viaPrisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 2 }) });
  const segment = await prisma.segment.create({ data: { name: 'Padarias', slug: 'padarias' } });
  const owner = await prisma.user.create({
    data: { name: 'Dona', email: 'dona@sql.test', phone: '33999990000', passwordHash: 'x', referralCode: 'SQLROWS', role: 'STORE_OWNER' },
  });
  const store = await prisma.store.create({ data: { ownerId: owner.id, name: 'Loja SQL', slug: storeSlug, cnpj: '10000000000099', status: 'ACTIVE', city: 'Angelândia' } });
  const created = await createProducts(prisma, [
    { storeId: store.id, segmentId: segment.id, name: 'Pão de queijo', description: 'Fornada das 7h', price: '12.90', stock: 5, status: 'APPROVED', pointsConsumer: 2, images: ['/uploads/seed/p.svg'] },
    {
      storeId: store.id,
      name: 'Pão francês',
      price: '0.85',
      stock: 100,
      status: 'APPROVED',
      promoActive: true,
      promoPrice: '0.79',
      promoStartsAt: new Date('2026-01-01T02:30:00.123Z'),
      promoEndsAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  productSlugs = created.map((p) => p.slug);
}, 120_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await viaPrisma?.$disconnect();
  await database?.drop();
  if (timeZone === undefined) delete process.env.TZ;
  else process.env.TZ = timeZone;
});

describe('rawRows', () => {
  it('types every kind of column as $queryRaw does', async () => {
    const sql = Prisma.sql`
      SELECT gen_random_uuid() IS NOT NULL AS "bool", ${'texto'}::text AS "text", 42::int AS "int", count(*) AS "bigint",
        12.90::numeric(10,2) AS "decimal", NULL::numeric AS "noDecimal", 0.5::float8 AS "float",
        '2026-03-01 23:59:59.999'::timestamp(3) AS "timestamp", '2026-03-01 23:59:59.999+00'::timestamptz AS "timestamptz",
        '2026-03-01'::date AS "date", json_build_object('price', 1.5::numeric::text, 'at', '2026-03-01T10:00:00'::timestamp(3)) AS "json",
        '{"a": [1, 2]}'::jsonb AS "jsonb", ARRAY['a', 'b'] AS "texts", ${['x', 'y']}::text[] AS "param",
        ${7} + 1 AS "number", ${true} AND true AS "flag", ${new Date('2026-05-05T05:05:05.005Z')}::timestamptz AS "dateParam",
        'ACTIVE'::"StoreStatus"::text AS "enum"
      FROM "Product"`;
    const [fast] = await rawRows<Record<string, unknown>>(prisma, sql);
    const [slow] = await rawRows<Record<string, unknown>>(viaPrisma, sql);
    expect(fast).toStrictEqual(slow);
    expect(fast.bigint).toBe(2n);
    expect(fast.decimal).toStrictEqual(new Prisma.Decimal('12.9'));
    expect(fast.timestamp).toStrictEqual(new Date('2026-03-01T23:59:59.999Z'));
    expect(fast.dateParam).toStrictEqual(new Date('2026-05-05T05:05:05.005Z'));
  });

  it('reads the catalogue rows exactly as Prisma does', async () => {
    const relations = { store: true, segment: true };
    const options = { filter: {}, sort: 'NEWEST' as const, take: 10, now: new Date() };
    const page = await productPageRows(prisma, options, relations);
    expect(page).toHaveLength(2);
    expect(page).toStrictEqual(await productPageRows(viaPrisma, options, relations));

    for (const productSlug of productSlugs) {
      const row = await productBySlugRow(prisma, { storeSlug, productSlug }, PUBLIC_PRODUCT_SQL, relations);
      expect(row?.slug).toBe(productSlug);
      expect(row).toStrictEqual(await productBySlugRow(viaPrisma, { storeSlug, productSlug }, PUBLIC_PRODUCT_SQL, relations));
    }
    const promo = page.find((p) => p.promoActive)!;
    expect(promo.promoStartsAt).toStrictEqual(new Date('2026-01-01T02:30:00.123Z'));
    expect(String(promo.promoPrice)).toBe('0.79');

    const suggestionOptions = { plan: (await planSearch(prisma, 'pao', { forgiveTypos: false }))!, now: new Date() };
    const suggestions = await suggestionRows(prisma, 'pao', suggestionOptions, relations);
    expect(suggestions.map((p) => p.name).sort()).toEqual(['Pão de queijo', 'Pão francês']);
    expect(suggestions).toStrictEqual(await suggestionRows(viaPrisma, 'pao', suggestionOptions, relations));
  });

  it("reads a cart's items with their products and stores in one statement, as Prisma's nested select did", async () => {
    const shopper = await prisma.user.create({ data: { name: 'Cliente', email: 'cliente@sql.test', phone: '33999990001', passwordHash: 'x', referralCode: 'SQLCART' } });
    const cart = await prisma.cart.create({ data: { userId: shopper.id } });
    const products = await prisma.product.findMany({ orderBy: { name: 'asc' } });
    for (const [i, product] of products.entries()) {
      await prisma.cartItem.create({ data: { cartId: cart.id, productId: product.id, quantity: 3 - i, priceAtAdd: product.price, createdAt: new Date(Date.now() - i * 1000) } });
    }
    const expected = await prisma.cartItem.findMany({
      where: { cartId: cart.id },
      orderBy: CART_ITEM_ORDER,
      select: { id: true, quantity: true, priceAtAdd: true, productId: true, product: { select: PRICED_PRODUCT_SELECT } },
    });
    for (const client of [prisma, viaPrisma]) {
      const view = await loadCartView(client, cart.id, 'CONSUMER');
      const lines = view.lines.map((l) => ({ id: l.itemId, quantity: l.quantity, priceAtAdd: new Prisma.Decimal(l.priceAtAdd), productId: l.productId, product: l.product }));
      expect(lines).toStrictEqual(expected);
    }
    expect(expected.map((row) => row.product.name)).toEqual(['Pão francês', 'Pão de queijo']);
  });

  it('runs inside a transaction on its connection (a transaction client has no pool of its own)', async () => {
    const seen = await prisma
      .$transaction(async (tx) => {
        await tx.segment.create({ data: { name: 'Farmácias', slug: 'farmacias' } });
        const rows = await rawRows<{ n: number }>(tx, Prisma.sql`SELECT count(*)::int AS n FROM "Segment" WHERE "slug" = 'farmacias'`);
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((error: { rows: { n: number }[] }) => error.rows);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await prisma.segment.count({ where: { slug: 'farmacias' } })).toBe(0);
  });
});
