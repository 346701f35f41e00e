// The public cache (api/shared/public-query-cache.ts) as deployed: visitors' catalogue answers are
// served again for PUBLIC_CACHE_SECONDS, and nothing else ever is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';

const PRODUCT = `query P($id: ID!) { product(id: $id) { id name price } }`;
const SUGGEST = `query S($term: String!) { searchSuggestions(term: $term) { id name } }`;
const cacheHeader = (r: { headers: Headers }) => r.headers.get('x-public-cache');

let server: TestServer;
let shortLived: TestServer;
let productId: string;
let consumer: TestUser;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_CACHE_SECONDS: '600' } });
  const store = await createStore(server.prisma);
  [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento Cauê 50 kg', price: '39.90' }]);
  consumer = await createUser(server.prisma);
  shortLived = await startTestServer({ databaseUrl: server.databaseUrl, env: { PUBLIC_CACHE_SECONDS: '1' } });
});

afterAll(async () => {
  await shortLived?.stop();
  await server?.stop();
});

describe('public cache', () => {
  it("serves a visitor's repeated catalogue query from the cache, stale until it expires", async () => {
    const first = await gql(server.url, PRODUCT, { id: globalId('Product', productId) });
    expect(cacheHeader(first)).toBe('MISS');
    expect(first.data.product.price).toBe('39.90');

    await server.prisma.product.update({ where: { id: productId }, data: { price: '41.50' } });
    const again = await gql(server.url, PRODUCT, { id: globalId('Product', productId) });
    expect(cacheHeader(again)).toBe('HIT');
    expect(again.data).toEqual(first.data);

    // As the web app sends it (Apollo Client adds its name and version as extensions).
    const fromWeb = { query: PRODUCT, variables: { id: globalId('Product', productId) }, extensions: { clientLibrary: { name: '@apollo/client', version: '4' } } };
    const post = () =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fromWeb) });
    expect((await post()).headers.get('x-public-cache')).toBe('MISS');
    const webHit = await post();
    expect(webHit.headers.get('x-public-cache')).toBe('HIT');
    expect(((await webHit.json()) as { data: unknown }).data).toEqual({ product: { ...first.data.product, price: '41.50' } });

    // A hit answers with the media type Apollo gives the same Accept (GraphQL over HTTP).
    const asking = (accept: string) =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(fromWeb) });
    for (const accept of ['application/graphql-response+json', 'application/graphql-response+json, application/json;q=0.9', 'application/json', '*/*']) {
      const answer = await asking(accept);
      expect({ accept, cache: answer.headers.get('x-public-cache'), type: answer.headers.get('content-type') }).toEqual({
        accept,
        cache: 'HIT',
        type: `${accept.startsWith('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json'}; charset=utf-8`,
      });
    }

    // Other variables are another entry.
    const other = await gql(server.url, SUGGEST, { term: 'cimento' });
    expect(cacheHeader(other)).toBe('MISS');
    expect(other.data.searchSuggestions.map((p: { name: string }) => p.name)).toEqual(['Cimento Cauê 50 kg']);
  });

  it('never caches a signed-in request: it reads the current data', async () => {
    await server.prisma.product.update({ where: { id: productId }, data: { price: '42.00' } });
    for (let i = 0; i < 2; i++) {
      const signedIn = await gql(server.url, PRODUCT, { id: globalId('Product', productId) }, { token: consumer.token });
      expect(cacheHeader(signedIn)).toBeNull();
      expect(signedIn.data.product.price).toBe('42.00');
    }
  });

  it('leaves out mutations, other root fields and answers with errors', async () => {
    const mixed = `query M($id: ID!) { product(id: $id) { id } siteSettings { __typename } }`;
    for (let i = 0; i < 2; i++) expect(cacheHeader(await gql(server.url, mixed, { id: globalId('Product', productId) }))).toBeNull();

    const mutation = await gql(server.url, `mutation { signOut { signedOut } }`);
    expect(cacheHeader(mutation)).toBeNull();

    const tooLong = `query R($path: String!) { resolveProductPath(path: $path) { redirectTo } }`;
    const path = `/produto/${'x'.repeat(2001)}`;
    const failed = await gql(server.url, tooLong, { path });
    expect(failed.errors?.[0].message).toBe('Caminho muito longo');
    const failedAgain = await gql(server.url, tooLong, { path });
    expect(cacheHeader(failedAgain)).toBe('MISS');
    expect(failedAgain.errors?.[0].message).toBe('Caminho muito longo');
  });

  // api/system/product-page.ts: a product's page (with the product in it) follows the same rule.
  it("makes a product's page once for visitors and sends it again until PUBLIC_CACHE_SECONDS end", async () => {
    const { slug, store } = await server.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true, store: { select: { slug: true } } } });
    const open = async (url: string) => {
      const response = await fetch(`${url}/produto/${store.slug}/${slug}`, { headers: { accept: 'text/html' } });
      return { cache: cacheHeader(response), html: await response.text() };
    };
    const first = await open(server.url);
    // The page is the app's ProductPage drawn on the server (Chakra's classes on its heading).
    expect(first).toMatchObject({ cache: 'MISS', html: expect.stringMatching(/<h1[^>]*>Cimento Cauê 50 kg<\/h1>/) });
    const firstShort = await open(shortLived.url);
    await server.prisma.product.update({ where: { id: productId }, data: { unit: 'saco' } });
    expect(await open(server.url)).toEqual({ cache: 'HIT', html: first.html });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await open(shortLived.url);
    expect(firstShort.html).not.toContain('/ saco');
    expect(after).toMatchObject({ cache: 'MISS', html: expect.stringContaining('/ saco') });
  });

  it('expires entries after PUBLIC_CACHE_SECONDS', async () => {
    const before = await gql(shortLived.url, PRODUCT, { id: globalId('Product', productId) });
    expect(cacheHeader(await gql(shortLived.url, PRODUCT, { id: globalId('Product', productId) }))).toBe('HIT');
    await server.prisma.product.update({ where: { id: productId }, data: { price: '43.00' } });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await gql(shortLived.url, PRODUCT, { id: globalId('Product', productId) });
    expect(cacheHeader(after)).toBe('MISS');
    expect(before.data.product.price).not.toBe('43.00');
    expect(after.data.product.price).toBe('43.00');
  });
});
