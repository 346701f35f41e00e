// The comparison with Vendure 3 asked of `npm run bench:catalog` (docs/decisions.md, "Medidas da
// API"): a stock Vendure shop (bench/vendure/server.mjs) on the bench's own database and catalogue.
// Its dependencies are installed on first use into bench/vendure/node_modules (npm ci, pinned by
// bench/vendure/package-lock.json), so the app never carries them. Its tables go in the schema
// `vendure`; each product of the catalogue becomes a Vendure product with one variant (price,
// stock), its segment's image as the featured asset and two facet values, its segment and its
// store; its slug is `<store slug>--<product slug>` (Vendure's slugs are global, ours per store).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './bench-http.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'vendure');
const SCHEMA = 'vendure';

/** What the Vendure storefront asks for a product page: product, image, facets and the variant's price and stock. */
export const VENDURE_PRODUCT_PAGE = `query ProductPage($slug: String!) {
  product(slug: $slug) {
    id name slug description featuredAsset { id preview }
    facetValues { id code name facet { id code name } }
    variants { id name sku price priceWithTax currencyCode stockLevel }
  }
}`;

export const vendureSlug = (storeSlug: string, productSlug: string) => `${storeSlug}--${productSlug}`;

function install(log: (msg: string) => void) {
  if (fs.existsSync(path.join(DIR, 'node_modules', '@vendure', 'core'))) return;
  log('instalando o Vendure em bench/vendure/node_modules (npm ci, uma vez)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
}

// Vendure refuses to start in production with its default superadmin password.
const SUPERADMIN_PASSWORD = randomUUID();

async function adminApi(url: string) {
  let token = '';
  const call = async (query: string) => {
    const response = await fetch(`${url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = (await response.json()) as { data?: Record<string, { id?: string; errorCode?: string; message?: string }>; errors?: { message: string }[] };
    const result = body.data && Object.values(body.data)[0];
    if (body.errors?.length || result?.errorCode) throw new Error(`Vendure: ${body.errors?.[0]?.message ?? result?.message}`);
    return result;
  };
  await call(`mutation { login(username: "superadmin", password: "${SUPERADMIN_PASSWORD}") { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }`);
  return call;
}

/** Brazil as the tax and shipping zone, tax 0 % included in the price, prices in BRL: what a product query needs to price a variant. */
async function configureChannel(url: string) {
  const call = await adminApi(url);
  const country = await call('mutation { createCountry(input: { code: "BR", enabled: true, translations: [{ languageCode: en, name: "Brasil" }] }) { id } }');
  const zone = await call(`mutation { createZone(input: { name: "Brasil", memberIds: ["${country!.id}"] }) { id } }`);
  const category = await call('mutation { createTaxCategory(input: { name: "Padrão", isDefault: true }) { id } }');
  await call(`mutation { createTaxRate(input: { name: "Isento", enabled: true, value: 0, categoryId: "${category!.id}", zoneId: "${zone!.id}" }) { id } }`);
  await call(
    `mutation { updateChannel(input: { id: "1", defaultTaxZoneId: "${zone!.id}", defaultShippingZoneId: "${zone!.id}", defaultCurrencyCode: BRL, availableCurrencyCodes: [BRL], pricesIncludeTax: true }) { ... on Channel { id } } }`,
  );
  return Number(category!.id);
}

/** Copies the catalogue (public."Product", "Store", "Segment") into Vendure's tables in one transaction. */
async function fill(databaseUrl: string, taxCategoryId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL search_path TO ${SCHEMA}`);
    await client.query(`
      CREATE TEMP TABLE seg ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY id)::int AS n, id, name, slug FROM public."Segment";
      CREATE TEMP TABLE sto ON COMMIT DROP AS
        SELECT (SELECT count(*) FROM seg)::int + row_number() OVER (ORDER BY id)::int AS n, id, name, slug FROM public."Store";
      CREATE TEMP TABLE prod ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY p.id)::int AS n, p.name, p.slug, s.slug AS store_slug, p.description,
          round(p.price * 100)::int AS price, p.stock, seg.n AS seg_n, sto.n AS sto_n, p.images[1] AS image,
          p.status::text = 'APPROVED' AND s.status::text IN ('APPROVED', 'ACTIVE') AS enabled
        FROM public."Product" p JOIN public."Store" s ON s.id = p."storeId" JOIN seg ON seg.id = p."segmentId" JOIN sto ON sto.id = s.id;

      INSERT INTO facet (id, code) VALUES (1, 'segmento'), (2, 'loja');
      INSERT INTO facet_translation ("languageCode", name, "baseId") VALUES ('en', 'Segmento', 1), ('en', 'Loja', 2);
      INSERT INTO facet_channels_channel ("facetId", "channelId") VALUES (1, 1), (2, 1);
      INSERT INTO facet_value (id, code, "facetId") SELECT n, slug, 1 FROM seg UNION ALL SELECT n, slug, 2 FROM sto;
      INSERT INTO facet_value_translation ("languageCode", name, "baseId") SELECT 'en', name, n FROM seg UNION ALL SELECT 'en', name, n FROM sto;
      INSERT INTO facet_value_channels_channel ("facetValueId", "channelId") SELECT id, 1 FROM facet_value;

      INSERT INTO asset (id, type, "mimeType", "fileSize", source, preview)
        SELECT n, 'IMAGE', 'image/svg+xml', 0, '/uploads/seed/produtos/' || slug || '.svg', '/uploads/seed/produtos/' || slug || '.svg' FROM seg;
      INSERT INTO asset_channels_channel ("assetId", "channelId") SELECT id, 1 FROM asset;

      INSERT INTO product (id, enabled, "featuredAssetId") SELECT n, enabled, seg_n FROM prod;
      INSERT INTO product_translation ("languageCode", name, slug, description, "baseId")
        SELECT 'en', name, store_slug || '--' || slug, description, n FROM prod;
      INSERT INTO product_channels_channel ("productId", "channelId") SELECT n, 1 FROM prod;
      INSERT INTO product_facet_values_facet_value ("productId", "facetValueId") SELECT n, seg_n FROM prod UNION ALL SELECT n, sto_n FROM prod;
      INSERT INTO product_asset ("productId", "assetId", position) SELECT n, seg_n, 0 FROM prod;

      INSERT INTO product_variant (id, enabled, sku, "taxCategoryId", "productId", "featuredAssetId")
        SELECT n, enabled, 'SKU' || n, ${taxCategoryId}, n, seg_n FROM prod;
      INSERT INTO product_variant_translation ("languageCode", name, "baseId") SELECT 'en', name, n FROM prod;
      INSERT INTO product_variant_channels_channel ("productVariantId", "channelId") SELECT n, 1 FROM prod;
      INSERT INTO product_variant_price ("currencyCode", "channelId", price, "variantId") SELECT 'BRL', 1, price, n FROM prod;
      INSERT INTO stock_level ("stockOnHand", "stockAllocated", "productVariantId", "stockLocationId") SELECT stock, 0, n, 1 FROM prod;
    `);
    for (const table of ['facet', 'facet_value', 'asset', 'product', 'product_variant']) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${SCHEMA}.${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
    await client.query('COMMIT');
    await client.query(`ANALYZE`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Installs (once), starts and fills a Vendure shop on the bench database; `url` is its root. */
export async function startVendureShop(databaseUrl: string, log: (msg: string) => void): Promise<{ url: string; stop(): Promise<void> }> {
  install(log);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await admin.end();

  const port = await freePort();
  const child: ChildProcess = fork(path.join(DIR, 'server.mjs'), [], {
    cwd: DIR,
    // Vendure's telemetry would send traffic off this machine: the benches never do.
    env: { ...process.env, NODE_ENV: 'production', VENDURE_DISABLE_TELEMETRY: 'true', VENDURE_DATABASE_URL: databaseUrl, VENDURE_SCHEMA: SCHEMA, VENDURE_PORT: String(port), VENDURE_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('o Vendure não subiu em 120 s')), 120_000);
      child.once('message', () => (clearTimeout(timer), resolve()));
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`o Vendure saiu com ${code}`))));
    });
    const url = `http://127.0.0.1:${port}`;
    await fill(databaseUrl, await configureChannel(url));
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
