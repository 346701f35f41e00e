// How the built web app leaves the server (docs/decisions.md, "Desempenho da web"): hashed assets
// pre-compressed (brotli, else gzip) with a year of immutable caching, the HTML never cached stale,
// robots.txt + sitemap.xml listing the public pages only, the installable app's manifest and service worker. Needs the built app (dist/web, which
// `npm test` builds first).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { createProductsIn, createStore, createUser } from '../helpers/commerce.js';
import { newToken } from '../../api/accounts/tokens.js';
import { hashPassword } from '../../api/accounts/passwords.js';

let server: TestServer;
let biggestScript: string;
let entryScript: string;

/** A raw GET (fetch would undo the compression we want to see). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test.beforeAll(async ({ server: started }) => {
  server = started;
  const html = fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
  // index.html's loader list (web/vite.config.ts, appScriptsLoadedByPage): its biggest script (the
  // entry itself is a few hundred bytes, below what the build compresses).
  const list = JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)![1]) as { entry: string; preload: string[] };
  const size = (file: string) => fs.statSync(path.join(server.config.webDir!, file)).size;
  biggestScript = [list.entry, ...list.preload].sort((a, b) => size(b) - size(a))[0];
  entryScript = list.entry;
});

describe('static files', () => {
  it('sends hashed scripts pre-compressed, brotli first, with immutable caching', async () => {
    const plain = fs.readFileSync(path.join(server.config.webDir!, biggestScript));
    const br = await get(server.url + biggestScript, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 2.5);

    const gz = await get(server.url + biggestScript, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain)).toBe(true);

    const none = await get(server.url + biggestScript, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain)).toBe(true);
    console.log(`main script: ${(plain.length / 1024).toFixed(0)} KB, brotli ${(br.body.length / 1024).toFixed(0)} KB, gzip ${(gz.body.length / 1024).toFixed(0)} KB`);
  });

  it('never caches the HTML stale, sends it compressed too, and a made-up asset is a 404', async () => {
    const page = await get(`${server.url}/explore`, { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = fs.readFileSync(path.join(server.config.webDir!, 'index.html'));
    const compressed = await get(`${server.url}/produto/loja/item`, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(compressed.body).equals(html)).toBe(true);
    expect((await get(`${server.url}/assets/nao-existe-123.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    const escape = await get(`${server.url}/assets/..%2f..%2fpackage.json`, { 'accept-encoding': 'br' });
    expect([403, 404]).toContain(escape.status);
    expect(escape.body.toString()).not.toContain('clube-local');
  });
});

describe("index.html's loader list", () => {
  // web/vite.config.ts, screenChunksByRoute: the screen of the address opened comes with the entry.
  const loaderList = () =>
    JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8'))![1]) as {
      preload: string[];
      files: string[];
      routes: [string, number[]][];
    };
  const screenFiles = (pathname: string) => {
    const list = loaderList();
    const route = list.routes.find(([pattern]) => new RegExp(pattern).test(pathname));
    return route ? route[1].map((i) => list.files[i]) : [];
  };

  it("names each route's screen chunk, which the server sends, and nothing the entry already loads", async () => {
    expect(screenFiles('/login').some((file) => /\/LoginPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(screenFiles('/explore').some((file) => /\/ExplorePage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(screenFiles('/produto/casa-do-construtor/cimento').some((file) => /\/ProductPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(screenFiles('/produto/casa-do-construtor/cimento').some((file) => /\/ProductRedirectPage-/.test(file))).toBe(false);
    expect(screenFiles('/admin/users').some((file) => /\/AdminUsersPage-[\w-]+\.js$/.test(file))).toBe(true);
    const { preload } = loaderList();
    for (const file of screenFiles('/login')) {
      expect(preload).not.toContain(file);
      expect((await get(server.url + file, { 'accept-encoding': 'br' })).status).toBe(200);
    }
  });
});

describe('the installable app', () => {
  it('serves the manifest (pt-BR, standalone, shortcuts) and every icon it names', async () => {
    const response = await get(`${server.url}/manifest.webmanifest`);
    expect(response.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = JSON.parse(response.body.toString()) as { name: string; lang: string; display: string; icons: { src: string; purpose: string; sizes: string }[]; shortcuts: { name: string; url: string }[] };
    expect(manifest).toMatchObject({ name: 'Clube Local', lang: 'pt-BR', display: 'standalone' });
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([['Produtos', '/explore'], ['Carrinho', '/cart'], ['Recompensas', '/rewards']]);
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await get(server.url + icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toMatch(/^image\//);
    }
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker revalidated, precaching the app shell but not GraphiQL', async () => {
    const response = await get(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const worker = response.body.toString();
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', entryScript.slice(1), biggestScript.slice(1)]));
    expect(precached.filter((url) => /graphiql|monaco/i.test(url))).toEqual([]);
    // Everything it precaches exists.
    for (const url of precached) expect(fs.existsSync(path.join(server.config.webDir!, url)), url).toBe(true);
  });
});

/** A page as a browser gets it. */
async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await get(server.url + pathname, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers });
  return { ...response, html: zlib.brotliDecompressSync(response.body).toString() };
}
/** The answers a page the server sends ready carries for the app (api/system/ready-page.ts). */
function earlyAnswers(html: string) {
  return JSON.parse(/<script id="early-answers" type="application\/json"(?: data-signed-in)?>([^<]+)<\/script>/.exec(html)![1]) as { key: string; body: string }[];
}
/** What the endpoint gives a visitor for the page's own early requests (index.html's loader list), with the route's parameters. */
async function visitorAnswers(html: string, pathPattern: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const { queries } = JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)![1]) as { queries: [string, string[], string, string, unknown][] };
  const own = queries.filter(([pattern]) => pattern === pathPattern);
  expect(own.length).toBeGreaterThan(0);
  return Promise.all(
    own.map(async ([, , operationName, query, withPlaceholders]) => {
      const variables: unknown = JSON.parse(JSON.stringify(withPlaceholders), (_key, value: unknown) =>
        typeof value === 'string' && value.startsWith('\u0001') ? params[value.slice(1)] : value,
      );
      const asked = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
        body: JSON.stringify({ operationName, query, variables }),
      });
      return { key: `${operationName} ${JSON.stringify(variables)}`, answer: (await asked.json()) as unknown };
    }),
  );
}

/** The markup the server drew in #root (api/system/server-render.ts), and the state the browser starts from. */
function drawn(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>\n\s*<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  return root ? { root: root[1], state: JSON.parse(root[2]) as { cache: Record<string, Record<string, unknown>>; drawnAt: number } } : null;
}

// api/system/app-pages.ts: a product's page comes drawn by the app's own screen, the product in it.
describe('a product page', () => {
  async function productPath(id: string) {
    const product = await server.prisma.product.findUniqueOrThrow({ where: { id }, select: { slug: true, store: { select: { slug: true } } } });
    return `/produto/${product.store.slug}/${product.slug}`;
  }
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
  const productsIn = (cache: Record<string, Record<string, unknown>>) => Object.values(cache).filter((entry) => entry.__typename === 'Product');

  it('comes with its title, description, link preview, schema.org data, the screen drawn and the cache it read', async () => {
    const store = await createStore(server.prisma, { name: 'Casa da Telha' });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Telha colonial', price: '2.50', description: 'Telha de barro queimado.', images: ['/uploads/telha.png'] }]);
    const pathname = await productPath(id);
    const { status, headers, html } = await page(pathname);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('br');
    expect(html).toContain('<title>Telha colonial · Clube Local</title>');
    expect(html).toContain('<meta name="description" content="R$ 2,50 / un na Casa da Telha. Telha de barro queimado." />');
    expect(html).toContain('<meta property="og:title" content="Telha colonial" />');
    expect(html).toContain(`<meta property="og:image" content="${server.url}/uploads/telha.png" />`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}${pathname}" />`);
    const structured = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]);
    expect(structured).toMatchObject({ '@type': 'Product', name: 'Telha colonial', offers: { price: '2.50', priceCurrency: 'BRL', availability: 'https://schema.org/InStock', seller: { name: 'Casa da Telha' } } });
    // The app's ProductPage, drawn: its heading, the store and the price, styled by the rules in <head>.
    const screen = drawn(html)!;
    expect(screen.root).toMatch(/<h1[^>]*>Telha colonial<\/h1>/);
    expect(screen.root).toContain('Casa da Telha');
    expect(screen.root).toContain('R$ 2,50');
    expect(html).toMatch(/<style data-emotion="css [\w -]+">/);
    // The cache the screen read, for the browser: the product as the app asked for it; nothing left to ask early.
    expect(productsIn(screen.state.cache)).toContainEqual(expect.objectContaining({ name: 'Telha colonial', unitPrice: '2.50' }));
    expect(html).not.toContain('<script id="early-answers"');
    expect(html).not.toContain(`<template data-first-screen="${pathname}"`);
  });

  it('escapes what a shop writes', async () => {
    const store = await createStore(server.prisma, { name: 'Loja "<b>" & cia' });
    const name = 'Telha <script>alert(1)</script> "x" & \'y\'';
    const [id] = await createProductsIn(server.prisma, store.id, [{ name, description: '</script><script>alert(2)</script>', images: ['" onerror="alert(3)'] }]);
    const { html } = await page(await productPath(id));
    expect(html).toContain('<title>Telha &lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &amp; &#39;y&#39;');
    expect(html).not.toMatch(/<script>alert|<b>|onerror="alert/);
    // The state is whole: nothing in it closed its element early.
    expect(productsIn(drawn(html)!.state.cache)).toContainEqual(expect.objectContaining({ name }));
  });

  it('comes drawn for the person signed in, as them (their points and favourite), never kept by a shared cache', async () => {
    const store = await createStore(server.prisma, { name: 'Casa do Piso' });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Piso cerâmico', price: '39.90', stock: 50, pointsConsumer: 2, pointsProfessional: 7 }]);
    const pathname = await productPath(id);
    const professional = await createUser(server.prisma, { name: 'Paulo Pedreiro', role: 'PROFESSIONAL' });
    await server.prisma.favorite.create({ data: { userId: professional.id, productId: id } });
    const { status, headers, html } = await page(pathname, { cookie: `clube_session=${professional.token}` });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary).toMatch(/Cookie/);
    expect(html).toContain('<title>Piso cerâmico · Clube Local</title>');
    const screen = drawn(html)!;
    expect(screen.root).toContain('Ganhe 7 pontos'); // a professional's points
    expect(productsIn(screen.state.cache)).toContainEqual(expect.objectContaining({ name: 'Piso cerâmico', points: 7, isFavorite: true }));
    expect(JSON.stringify(screen.state.cache)).toContain('Paulo Pedreiro');

    // A session that is no more gets the visitor's page.
    const visitor = await page(pathname, { cookie: 'clube_session=acabou' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(productsIn(drawn(visitor.html)!.state.cache)).toContainEqual(expect.objectContaining({ name: 'Piso cerâmico', points: 2, isFavorite: false }));
    expect(visitor.html).not.toContain('Paulo Pedreiro');
  });

  it('is the plain page for a product a visitor may not see or one that does not exist; a query string still gets the drawn page', async () => {
    const pending = await createStore(server.prisma, { name: 'Loja em análise', status: 'PENDING' });
    const [hidden] = await createProductsIn(server.prisma, pending.id, [{ name: 'Telha da loja em análise' }]);
    expect((await page(await productPath(hidden))).html).toBe(indexHtml());
    expect((await page('/produto/loja/nao-existe')).html).toBe(indexHtml());
    const store = await createStore(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Telha com campanha' }]);
    const tagged = await page(`${await productPath(id)}?utm_source=whatsapp`);
    expect(drawn(tagged.html)!.root).toMatch(/<h1[^>]*>Telha com campanha<\/h1>/);
  });
});

// api/system/app-pages.ts: /explore comes drawn by the app's own ExplorePage, its first products in it.
describe('/explore', () => {
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
  const productsIn = (cache: Record<string, Record<string, unknown>>) => Object.values(cache).filter((entry) => entry.__typename === 'Product');

  it('comes to a visitor with its title and description, the chips and the first cards drawn, and the cache they read', async () => {
    const store = await createStore(server.prisma, { name: 'Loja <Explorar> & "cia"' });
    await createProductsIn(server.prisma, store.id, [
      { name: 'Prego 17x21 <b>1kg</b>', price: '15.00', unit: 'pacote 1kg' },
      { name: 'Parafuso "sextavado"', price: '0.80', promoPrice: '0.60', promoActive: true, promoStartsAt: new Date(Date.now() - 3_600_000), promoEndsAt: new Date(Date.now() + 7_200_000) },
    ]);
    const segment = await server.prisma.segment.create({ data: { name: 'Ferragens & Cia', slug: 'ferragens-cia' } });
    try {
      const { status, headers, html } = await page('/explore');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-cache');
      expect(html).toContain('<title>Explorar · Clube Local</title>');
      const screen = drawn(html)!;
      const totalCount = await server.prisma.product.count({ where: { status: { in: ['APPROVED', 'LEGACY_PENDING'] }, store: { status: 'APPROVED' } } });
      expect(html).toContain(`<meta name="description" content="${totalCount.toLocaleString('pt-BR')} produtos das lojas parceiras`);
      expect(screen.root).toMatch(/<h1[^>]*>Explorar<\/h1>/);
      expect(screen.root).toContain('Ferragens &amp; Cia');
      // What a shop writes is escaped by React; the offer's card has its old price.
      expect(screen.root).toContain('Prego 17x21 &lt;b&gt;1kg&lt;/b&gt;');
      expect(screen.root).toContain('Loja &lt;Explorar&gt; &amp; &quot;cia&quot;');
      expect(screen.root).toMatch(/R\$\s0,80/);
      expect(html).not.toMatch(/<b>1kg|"sextavado""/);
      expect(productsIn(screen.state.cache)).toContainEqual(expect.objectContaining({ name: 'Parafuso "sextavado"' }));
      // The data are in the cache: no early answers, no HTML copy.
      expect(html).not.toContain('<script id="early-answers"');
      expect(html).not.toContain('<template data-first-screen="/explore"');
    } finally {
      await server.prisma.segment.delete({ where: { id: segment.id } });
    }
  });

  it("comes drawn for the person signed in, as them (their role's points), never kept by a shared cache; a stale session gets the visitor's", async () => {
    const store = await createStore(server.prisma, { name: 'Depósito do Membro' });
    await createProductsIn(server.prisma, store.id, [{ name: 'Areia média 20kg', price: '9.90', stock: 50, pointsConsumer: 1, pointsProfessional: 9 }]);
    const professional = await createUser(server.prisma, { name: 'Paula Pintora', role: 'PROFESSIONAL' });
    const cookie = `clube_session=${professional.token}`;
    const { status, headers, html } = await page('/explore', { cookie });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary).toMatch(/Cookie/);
    const screen = drawn(html)!;
    expect(screen.root).toMatch(/Areia média 20kg[\s\S]*?Ganhe 9 pontos/); // a professional's points
    expect(JSON.stringify(screen.state.cache)).toContain('Paula Pintora');
    expect(productsIn(screen.state.cache)).toContainEqual(expect.objectContaining({ name: 'Areia média 20kg', points: 9 }));
    // With filters in the address, still drawn for them: the screen reads the query string.
    const filtered = drawn((await page('/explore?search=areia', { cookie })).html)!;
    expect(filtered.root).toContain('Areia média 20kg');

    const visitor = await page('/explore', { cookie: 'clube_session=acabou' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.html).not.toContain('Paula Pintora');
    expect(productsIn(drawn(visitor.html)!.state.cache)).toContainEqual(expect.objectContaining({ name: 'Areia média 20kg', points: 1 }));
  });

  it("is the plain page to a visitor with a query string (filters); with nothing to list, the app's empty state drawn", async () => {
    expect((await page('/explore?search=prego')).html).toBe(indexHtml());
    const shown = await server.prisma.product.findMany({ where: { status: { in: ['APPROVED', 'LEGACY_PENDING'] } }, select: { id: true, status: true } });
    await server.prisma.product.updateMany({ where: { id: { in: shown.map((p) => p.id) } }, data: { status: 'PENDING' } });
    try {
      expect(drawn((await page('/explore')).html)!.root).toContain('Ainda não há produtos publicados');
    } finally {
      for (const status of ['APPROVED', 'LEGACY_PENDING'] as const) {
        await server.prisma.product.updateMany({ where: { id: { in: shown.filter((p) => p.status === status).map((p) => p.id) } }, data: { status } });
      }
    }
  });
});

// api/system/landing-first-screen.ts: the landing is a whole page on a visitor's phone.
describe('the landing', () => {
  const template = (html: string) => /<template data-first-screen="\/" data-media="\(max-width: 47\.99em\)" data-app="on-use">([\s\S]*?)<\/template>/.exec(html)?.[1];
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');

  it("comes to a visitor with every section, the club's categories and the answer the app asks for", async () => {
    const segment = await server.prisma.segment.create({ data: { name: 'Pães <b>&</b> "Doces"', slug: 'paes-doces', position: -1 } });
    try {
      const { status, headers, html } = await page('/');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-cache');
      // The page's own title and description.
      expect(html).toContain('<title>Clube Local</title>');
      expect(html).toContain(/<meta\s+name="description"[^>]*\/>/.exec(indexHtml())![0]);
      const copy = template(html)!;
      for (const title of ['Tudo do seu bairro em um clique', 'Por que comprar no Clube Local?', 'Como funciona', 'Categorias', 'Quem usa, recomenda', 'Pronto para comprar do seu bairro?', 'Siga o Clube Local']) {
        expect(copy).toContain(`>${title}</h`);
      }
      // The segment first (its position), its name escaped, in the section and the footer's column.
      expect(copy).toMatch(/<ul class="fs-ld-categories"><li><a href="\/explore\?categoria=paes-doces">.*?<span>Pães &lt;b&gt;&amp;&lt;\/b&gt; &quot;Doces&quot;<\/span>/);
      expect(copy).toContain('<nav aria-label="Categorias"><h2>Categorias</h2><ul><li><a href="/explore?categoria=paes-doces">Pães &lt;b&gt;&amp;&lt;/b&gt; &quot;Doces&quot;</a></li>');
      expect(copy).toContain('<form class="fs-ld-search" action="/explore" method="get" role="search">');
      expect(html).not.toContain('<b>&</b>');

      const asked = await visitorAnswers(html, '^//?$');
      expect(asked.map((a) => a.key.split(' ')[0])).toEqual(['Segments']);
      expect(earlyAnswers(html).map((answer) => [answer.key, JSON.parse(answer.body) as unknown])).toEqual(asked.map((a) => [a.key, a.answer]));
    } finally {
      await server.prisma.segment.delete({ where: { id: segment.id } });
    }
  });

  it('is the plain page to a signed-in person, with a query string, or when the club has no active segment', async () => {
    expect((await page('/', { cookie: 'clube_session=some-session' })).html).toBe(indexHtml());
    expect((await page('/?utm_source=whatsapp')).html).toBe(indexHtml());
    const active = await server.prisma.segment.findMany({ where: { status: 'ACTIVE' }, select: { id: true } });
    await server.prisma.segment.updateMany({ where: { id: { in: active.map((s) => s.id) } }, data: { status: 'INACTIVE' } });
    try {
      expect((await page('/')).html).toBe(indexHtml());
    } finally {
      await server.prisma.segment.updateMany({ where: { id: { in: active.map((s) => s.id) } }, data: { status: 'ACTIVE' } });
    }
  });
});

// api/system/app-pages.ts: /profissionais comes drawn by the app's own ProfessionalsPage.
describe('/profissionais', () => {
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');

  it('comes with its title and the cards drawn, what a member wrote escaped; a filter in the address gets the plain page', async () => {
    const { id } = await createUser(server.prisma, { name: 'Zé <b>Obras</b>', role: 'PROFESSIONAL' });
    await server.prisma.professionalProfile.create({ data: { userId: id, trades: ['Pintor'], towns: ['Capelinha <MG>'], bio: 'Pinto casas.', whatsapp: '33988887777' } });
    try {
      const { status, headers, html } = await page('/profissionais');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-cache');
      expect(html).toContain('<title>Profissionais · Clube Local</title>');
      expect(html).toContain('<meta name="description" content="Pedreiros, eletricistas, pintores');
      const screen = drawn(html)!;
      expect(screen.root).toContain('Zé &lt;b&gt;Obras&lt;/b&gt;');
      expect(screen.root).toContain('Capelinha &lt;MG&gt;');
      expect(html).not.toContain('<b>Obras');
      expect(html).not.toContain('<template data-first-screen="/profissionais"');
      // A filter in the address: the app asks for it itself.
      expect((await page('/profissionais?oficio=Pintor')).html).toBe(indexHtml());
    } finally {
      await server.prisma.user.delete({ where: { id } });
    }
  });
});

// api/system/app-pages.ts: a recovery link comes checked, drawn by the app's ResetPasswordPage.
describe('/reset-password?token=', () => {
  it('comes with its form while the link can be used, and says at once when it cannot', async () => {
    const { id } = await createUser(server.prisma);
    const link = async (expiresInMs: number, usedAt: Date | null = null) => {
      const { token, tokenHash } = newToken();
      await server.prisma.passwordResetToken.create({ data: { userId: id, tokenHash, expiresAt: new Date(Date.now() + expiresInMs), usedAt } });
      return `/reset-password?token=${encodeURIComponent(token)}`;
    };
    const usable = await page(await link(3_600_000));
    expect(usable.status).toBe(200);
    expect(usable.headers['cache-control']).toBe('no-cache');
    expect(usable.html).toContain('<title>Redefinir senha · Clube Local</title>');
    expect(usable.html).toContain('<meta name="robots" content="noindex" />');
    expect(usable.html).not.toContain('<template data-first-screen="/reset-password"');
    const form = drawn(usable.html)!.root;
    expect(form).toContain('aria-label="Redefinir senha"');
    expect(form).toContain('Salvar nova senha');
    expect(form).not.toContain('Link inválido ou expirado');

    for (const dead of [await link(-1_000), await link(3_600_000, new Date()), '/reset-password?token=nao-existe', '/reset-password']) {
      const screen = drawn((await page(dead)).html)!.root;
      expect(screen, dead).toContain('Link inválido ou expirado');
      expect(screen, dead).not.toContain('<form');
    }
  });
});

// api/system/app-pages.ts: /signup and /recuperar-senha come drawn for a visitor; a session gets the plain /signup.
describe('the account pages', () => {
  it('come drawn by the app for a visitor, and /signup plain for who has a session', async () => {
    const signup = await page('/signup');
    expect(signup.html).toContain('<title>Criar Conta · Clube Local</title>');
    expect(drawn(signup.html)!.root).toContain('Tipo de perfil');
    const recover = await page('/recuperar-senha');
    expect(recover.html).toContain('<title>Recuperar senha · Clube Local</title>');
    expect(drawn(recover.html)!.root).toContain('Enviar link de recuperação');
    const member = await createUser(server.prisma);
    const indexHtml = fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
    expect((await page('/signup', { cookie: `clube_session=${member.token}` })).html).toBe(indexHtml);
  });
});

// api/system/app-pages.ts: an invitation link comes with who invites, and the app's InvitePage drawn.
describe('/convite?ref=', () => {
  it('comes with the link preview and the invitation drawn, what a member wrote escaped; for a member, their own page', async () => {
    const { id } = await createUser(server.prisma, { name: '<b>Maria</b> "Souza" &' });
    const inviter = await server.prisma.user.findUniqueOrThrow({ where: { id }, select: { referralCode: true } });
    // The code as typed by hand, in lower case: the page shows it as the club writes it.
    const { status, headers, html } = await page(`/convite?ref=${inviter.referralCode.toLowerCase()}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<title>&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local · Clube Local</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local" />');
    expect(html).toContain(`<meta property="og:url" content="${server.url}/convite?ref=${inviter.referralCode}" />`);
    const screen = drawn(html)!;
    expect(screen.root).toContain('&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local');
    expect(screen.root).toContain(inviter.referralCode);
    expect(screen.root).toContain('Criar conta com o convite');
    expect(html).not.toMatch(/<b>Maria/);
    expect(html).not.toContain('<script id="early-answers"');

    // A member gets the same link preview and their own page (their code to share), never kept by a shared cache.
    const member = await createUser(server.prisma, { name: 'Bruno Membro' });
    const theirs = await page(`/convite?ref=${inviter.referralCode}`, { cookie: `clube_session=${member.token}` });
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
    expect(theirs.html).toContain('<meta property="og:title" content="&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local" />');
    expect(JSON.stringify(drawn(theirs.html)!.state.cache)).toContain('Bruno Membro');
  });

  it('is the plain page without a code, for a code nobody has, or for a blocked member', async () => {
    const indexHtml = fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
    const { id } = await createUser(server.prisma);
    const blocked = await server.prisma.user.update({ where: { id }, data: { blockedAt: new Date() }, select: { referralCode: true } });
    for (const address of ['/convite', '/convite?ref=', '/convite?ref=NINGUEM123', `/convite?ref=${blocked.referralCode}`, '/convite?ref=%3Cscript%3E']) {
      expect({ address, plain: (await page(address)).html === indexHtml }).toEqual({ address, plain: true });
    }
  });
});

// api/system/app-pages.ts: a signed-in person's /home comes drawn for them by the app's own HomePage.
describe('/home', () => {
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');

  it('comes to a signed-in shopper with their name, the banner and the suggestions drawn, never kept by a shared cache', async () => {
    const store = await createStore(server.prisma, { name: 'Padaria <Pão> & "Cia"' });
    const [bread] = await createProductsIn(server.prisma, store.id, [{ name: 'Pão de queijo <b>', price: '12.00', promoPrice: '0.60', promoActive: true, stock: 40, images: ['/uploads/pao.png'] }]);
    const shopper = await createUser(server.prisma, { name: 'Ana <i>Clara</i> Souza' });
    const professional = await createUser(server.prisma, { name: 'Pedro Pedreiro', role: 'PROFESSIONAL' });
    const banner = await server.prisma.banner.create({ data: { title: 'Semana <da> obra', ctaText: 'Ver', ctaLink: '/explore', position: -100 } });
    try {
      const { status, headers, html } = await page('/home', { cookie: `clube_session=${shopper.token}` });
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(headers.vary).toMatch(/Cookie/);
      expect(html).toContain('<title>Início · Clube Local</title>');
      const screen = drawn(html)!;
      expect(screen.root).toContain('Ana &lt;i&gt;Clara&lt;/i&gt; Souza');
      expect(screen.root).toContain('Semana &lt;da&gt; obra');
      expect(screen.root).toContain('Também te interessa');
      expect(screen.root).toContain('Pão de queijo &lt;b&gt;');
      expect(screen.root).toContain('Padaria &lt;Pão&gt; &amp; &quot;Cia&quot;');
      expect(screen.root).toContain('Encontrar profissional');
      expect(html).not.toMatch(/<i>Clara|<da>|<b>/);
      expect(html).not.toContain('<template data-first-screen="/home"');
      // Nothing of one person's page is reused for another: a professional gets their own shortcut.
      const other = drawn((await page('/home', { cookie: `clube_session=${professional.token}` })).html)!;
      expect(other.root).toContain('Pedro Pedreiro');
      expect(other.root).toContain('Meu espaço profissional');
      expect(other.root).not.toContain('Ana &lt;i&gt;Clara');
    } finally {
      await server.prisma.banner.delete({ where: { id: banner.id } });
      await server.prisma.product.delete({ where: { id: bread } });
    }
  });

  it("is where '/' sends a signed-in person, before the app does (the landing stays for a visitor or a session that is no more)", async () => {
    const { token } = await createUser(server.prisma);
    const signedIn = await get(`${server.url}/?utm_source=whatsapp`, { accept: 'text/html', cookie: `clube_session=${token}` });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe('/home');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    const stale = await get(`${server.url}/`, { accept: 'text/html', cookie: 'clube_session=acabou' });
    expect(stale.status).toBe(200);
  });

  it('is the plain page to a visitor or a stale or made-up session; drawn for a store owner and an admin too', async () => {
    for (const cookie of [undefined, 'clube_session=made-up']) {
      const { status, html } = await page('/home', cookie ? { cookie } : {});
      expect({ cookie, status, plain: html === indexHtml() }).toEqual({ cookie, status: 200, plain: true });
    }
    for (const user of [await createUser(server.prisma, { role: 'STORE_OWNER', name: 'Olga Lojista' }), await createUser(server.prisma, { isAdmin: true, name: 'Ada Admin' })]) {
      const { headers, html } = await page('/home', { cookie: `clube_session=${user.token}` });
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(JSON.stringify(drawn(html)!.state.cache)).toContain(user.name);
    }
  });
});

describe('/login sent as a plain form (on a phone the page asks for no app)', () => {
  const password = 'senha-do-form-1';
  const post = (body: Record<string, string>, { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/login${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      body: new URLSearchParams(body),
    });
  const formState = (html: string) => JSON.parse(/<script id="form-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
  const cookieNames = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
  async function member() {
    const user = await createUser(server.prisma);
    await server.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
    return { ...user, sessions: () => server.prisma.session.count({ where: { userId: user.id } }) };
  }

  it('signs in and goes to /home, or to the page asked for, with the note the app reads', async () => {
    const user = await member();
    const home = await post({ identifier: user.email.toUpperCase(), password }, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe('/home');
    const cookies = home.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('clube_session='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('clube_notice='))).toMatch(/^clube_notice=signed-in; Max-Age=60; Path=\//);
    await expect(user.sessions()).resolves.toBe(2); // createUser's and this one

    const asked = await post({ identifier: user.email, password }, { query: '?redirect=%2Fprofile%3Faba%3D1' });
    expect(asked.headers.get('location')).toBe('/profile?aba=1');
    // Never another site, nor back to a sign-in screen.
    for (const redirect of ['//outro.example/x', 'https://outro.example', '/login', '/signup']) {
      const res = await post({ identifier: user.email, password }, { query: `?redirect=${encodeURIComponent(redirect)}` });
      expect({ redirect, location: res.headers.get('location') }).toEqual({ redirect, location: '/home' });
    }
  });

  it('shows the page again with the message and what was typed, and opens no session, for a wrong password or an empty field', async () => {
    const user = await member();
    const wrong = await post({ identifier: user.email, password: 'outra-senha' }, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect(cookieNames(wrong)).toEqual([]);
    const html = await wrong.text();
    expect(html).toContain('<template data-first-screen="/login"');
    expect(formState(html)).toEqual({ message: 'Email/CPF ou senha incorretos', field: 'identifier', values: { identifier: user.email } });
    expect(html).not.toContain('outra-senha');

    const noPassword = await post({ identifier: user.email, password: '' });
    expect(formState(await noPassword.text())).toEqual({ message: 'Senha é obrigatória', field: 'password', values: { identifier: user.email } });
    const nothing = await post({});
    expect(formState(await nothing.text())).toEqual({ message: 'Informe seu email ou CPF', field: 'identifier', values: { identifier: '' } });
    // What was typed goes back as data, never as markup.
    const typed = '</script><script>alert(1)</script>';
    const hostile = await (await post({ identifier: typed, password: 'x' })).text();
    expect(hostile).not.toContain(typed);
    expect(formState(hostile).values.identifier).toBe(typed);
    await expect(user.sessions()).resolves.toBe(1);
  });

  it('does nothing with a form another site posts (it would sign the browser into someone else\'s account)', async () => {
    const user = await member();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://outro.example' }] as Record<string, string>[]) {
      const res = await post({ identifier: user.email, password }, { query: '?redirect=%2Fcart', headers });
      expect({ headers, status: res.status, location: res.headers.get('location'), cookies: cookieNames(res) }).toEqual({ headers, status: 303, location: '/login?redirect=%2Fcart', cookies: [] });
    }
    await expect(user.sessions()).resolves.toBe(1);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists the public pages and products, never the private areas or hidden products', async () => {
    const store = await createStore(server.prisma, { name: 'Loja do Mapa' });
    const [visible, hidden] = await createProductsIn(server.prisma, store.id, [{ name: 'Telha do mapa' }, { name: 'Telha escondida', stock: 0 }]);
    const slugs = await server.prisma.product.findMany({ where: { id: { in: [visible, hidden] } }, select: { id: true, slug: true, store: { select: { slug: true } } } });
    const robots = (await get(`${server.url}/robots.txt`)).body.toString();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /vendor');
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    const sitemap = await get(`${server.url}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const xml = sitemap.body.toString();
    const url = (id: string) => {
      const p = slugs.find((s) => s.id === id)!;
      return `/produto/${p.store.slug}/${p.slug}</loc>`;
    };
    expect(xml).toContain(url(visible));
    expect(xml).not.toContain(url(hidden));
    expect(xml).toContain('/explore</loc>');
    expect(xml).not.toContain('/admin');
  });
});
