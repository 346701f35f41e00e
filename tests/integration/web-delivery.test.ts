// How the built web app leaves the server (docs/decisions.md, "Desempenho da web"): hashed assets
// pre-compressed (brotli, else gzip) with a year of immutable caching, the HTML never cached stale,
// robots.txt + sitemap.xml listing the public pages only, the installable app's manifest and service worker. Needs the built app (dist/web, which
// `npm test` builds first).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
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

beforeAll(async () => {
  server = await startTestServer();
  const html = fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
  // index.html's loader list (web/vite.config.ts, appScriptsLoadedByPage): its biggest script (the
  // entry itself is a few hundred bytes, below what the build compresses).
  const list = JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)![1]) as { entry: string; preload: string[] };
  const size = (file: string) => fs.statSync(path.join(server.config.webDir!, file)).size;
  biggestScript = [list.entry, ...list.preload].sort((a, b) => size(b) - size(a))[0];
  entryScript = list.entry;
});
afterAll(async () => {
  await server?.stop();
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

// api/system/explore-first-screen.ts: /explore comes with its first products, drawn for phones.
describe('/explore', () => {
  const template = (html: string) => /<template data-first-screen="\/explore" data-media="\(max-width: 47\.99em\)">([\s\S]*?)<\/template>/.exec(html)?.[1];

  it('comes with its title, the chips and first cards for a phone, and the answers the app asks for', async () => {
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
      const copy = template(html)!;
      const early = earlyAnswers(html);
      const { totalCount } = (JSON.parse(early[0].body) as { data: { products: { totalCount: number } } }).data.products;
      expect(totalCount).toBeGreaterThan(1);
      expect(copy).toContain(`<p class="fs-ex-count">${totalCount.toLocaleString('pt-BR')} produtos</p>`);
      expect(copy).toContain('<a class="fs-ex-chip" href="/explore?categoria=ferragens-cia">Ferragens &amp; Cia</a>');
      // What a shop writes is escaped; the offer's card has its prices, badge and clock.
      expect(copy).toContain('<h3>Prego 17x21 &lt;b&gt;1kg&lt;/b&gt;</h3>');
      expect(copy).toContain('<p class="fs-ex-store">Loja &lt;Explorar&gt; &amp; &quot;cia&quot;</p>');
      expect(copy).toContain('aria-label="Adicionar Parafuso &quot;sextavado&quot; ao carrinho"');
      expect(copy).toMatch(/<p class="fs-ex-was"><span class="fs-sr">De <\/span>R\$\s0,80<\/p>/);
      expect(copy).toMatch(/data-ends-at="\d+" aria-hidden="true">.*<span>0[12]h \d\dm \d\ds<\/span>/);
      expect(html).not.toMatch(/<b>1kg|"sextavado"" /);

      // The answers in the page are the ones the endpoint gives a visitor for the app's own requests.
      const asked = await visitorAnswers(html, '^/explore/?$');
      expect(asked.map((a) => a.key.split(' ')[0])).toEqual(['ExploreProducts', 'Segments']);
      expect(early.map((answer) => answer.key)).toEqual(asked.map((a) => a.key));
      expect(early.map((answer) => JSON.parse(answer.body) as unknown)).toEqual(asked.map((a) => a.answer));
    } finally {
      await server.prisma.segment.delete({ where: { id: segment.id } });
    }
  });

  it("comes drawn for a signed-in shopper on a small phone: their header and tabs, their role's points and their own answers for the app", async () => {
    const store = await createStore(server.prisma, { name: 'Depósito do Membro' });
    await createProductsIn(server.prisma, store.id, [{ name: 'Areia média 20kg', price: '9.90', stock: 50, pointsConsumer: 1, pointsProfessional: 9 }]);
    const professional = await createUser(server.prisma, { name: 'Paula Pintora', role: 'PROFESSIONAL' });
    const owner = await createUser(server.prisma, { role: 'STORE_OWNER' });
    const cookie = `clube_session=${professional.token}`;
    const { status, headers, html } = await page('/explore', { cookie });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary).toMatch(/Cookie/);
    const copy = /<template data-first-screen="\/explore" data-media="\(max-width: 29\.99em\)" data-signed-in>([\s\S]*?)<\/template>/.exec(html)![1];
    expect(copy).toContain('aria-label="Minha conta: Paula Pintora"');
    expect(copy).toContain('<nav class="fs-si-tabs" aria-label="Navegação do app">');
    expect(copy).not.toContain('fs-si-on'); // /explore is none of the tabs
    expect(copy).toMatch(/<h3>Areia média 20kg<\/h3>[\s\S]*?Ganhe 9 pontos/); // a professional's points
    // The answers in the page are theirs: what the endpoint gives them for the app's own requests, marked as such.
    expect(html).toMatch(/<script id="early-answers" type="application\/json" data-signed-in>/);
    const asked = await visitorAnswers(html, '^/explore/?$', {}, { cookie });
    expect(earlyAnswers(html).map((answer) => [answer.key, JSON.parse(answer.body) as unknown])).toEqual(asked.map((a) => [a.key, a.answer]));

    // A store owner (other tabs) and a session that is no more get the visitor's page; filters, the plain page.
    for (const other of [`clube_session=${owner.token}`, 'clube_session=acabou']) {
      const visitor = await page('/explore', { cookie: other });
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(template(visitor.html)).toContain('<a class="fs-sh-button" href="/login">Entrar</a>');
    }
    expect((await page('/explore?search=areia', { cookie })).html).toBe(fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8'));
  });

  it('is the plain page with a query string (filters) or with nothing to list', async () => {
    const indexHtml = fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');
    expect((await page('/explore?search=prego')).html).toBe(indexHtml);
    // Nothing matches the visitor's early query: the app's own empty state.
    const shown = await server.prisma.product.findMany({ where: { status: { in: ['APPROVED', 'LEGACY_PENDING'] } }, select: { id: true, status: true } });
    await server.prisma.product.updateMany({ where: { id: { in: shown.map((p) => p.id) } }, data: { status: 'PENDING' } });
    try {
      expect((await page('/explore')).html).toBe(indexHtml);
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

// api/system/professionals-first-screen.ts: /profissionais comes with its first cards, drawn for phones.
describe('/profissionais', () => {
  const template = (html: string) => /<template data-first-screen="\/profissionais" data-media="\(max-width: 47\.99em\)">([\s\S]*?)<\/template>/.exec(html)?.[1];
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');

  it('is the plain page with no one to list, then comes with the cards, the towns and the answer the app asks for', async () => {
    expect((await page('/profissionais')).html).toBe(indexHtml());
    const { id } = await createUser(server.prisma, { name: 'Zé <b>Obras</b>', role: 'PROFESSIONAL' });
    await server.prisma.professionalProfile.create({ data: { userId: id, trades: ['Pintor'], towns: ['Capelinha <MG>'], bio: 'Pinto casas.', whatsapp: '33988887777' } });
    try {
      const { status, html } = await page('/profissionais');
      expect(status).toBe(200);
      expect(html).toContain('<title>Profissionais · Clube Local</title>');
      const copy = template(html)!;
      expect(copy).toContain('<p class="fs-pro-name">Zé &lt;b&gt;Obras&lt;/b&gt;</p>');
      expect(copy).toContain('<option value="Capelinha &lt;MG&gt;">Capelinha &lt;MG&gt;</option>');
      expect(copy).toContain('aria-label="WhatsApp de Zé &lt;b&gt;Obras&lt;/b&gt;: (33) 98888-7777"');
      expect(html).not.toContain('<b>Obras');

      const asked = await visitorAnswers(html, '^/profissionais/?$');
      expect(asked.map((a) => a.key)).toEqual(['Professionals {"trade":null,"town":null}']);
      expect(earlyAnswers(html).map((answer) => [answer.key, JSON.parse(answer.body) as unknown])).toEqual(asked.map((a) => [a.key, a.answer]));
      // A filter in the address: the app asks for it itself.
      expect((await page('/profissionais?oficio=Pintor')).html).toBe(indexHtml());
    } finally {
      await server.prisma.user.delete({ where: { id } });
    }
  });
});

// api/system/reset-password-first-screen.ts: a recovery link comes checked.
describe('/reset-password?token=', () => {
  const template = (html: string) => /<template data-first-screen="\/reset-password">([\s\S]*?)<\/template>/.exec(html)?.[1];

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
    expect(template(usable.html)).toContain('<form aria-label="Redefinir senha" novalidate data-submit-in-app>');
    expect(template(usable.html)).not.toContain('Link inválido ou expirado');

    for (const dead of [await link(-1_000), await link(3_600_000, new Date()), '/reset-password?token=nao-existe', '/reset-password']) {
      const copy = template((await page(dead)).html)!;
      expect(copy, dead).toContain('<h1>Link inválido ou expirado</h1>');
      expect(copy, dead).not.toContain('<form');
    }
  });
});

// api/system/invite-first-screen.ts: an invitation link comes with who invites.
describe('/convite?ref=', () => {
  const template = (html: string) => /<template data-first-screen="\/convite">([\s\S]*?)<\/template>/.exec(html)?.[1];

  it('comes with the link preview and the first screen of the invitation, what a member wrote escaped', async () => {
    const { id } = await createUser(server.prisma, { name: '<b>Maria</b> "Souza" &' });
    const inviter = await server.prisma.user.findUniqueOrThrow({ where: { id }, select: { referralCode: true } });
    // The code as typed by hand, in lower case: the page shows it as the club writes it.
    const { status, headers, html } = await page(`/convite?ref=${inviter.referralCode.toLowerCase()}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<title>&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local · Clube Local</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local" />');
    expect(html).toContain(`<meta property="og:url" content="${server.url}/convite?ref=${inviter.referralCode}" />`);
    const copy = template(html)!;
    expect(copy).toContain('<p>&lt;b&gt;Maria&lt;/b&gt; &amp;. convidou você para o Clube Local</p>');
    expect(copy).toContain(`o código <strong>${inviter.referralCode}</strong> e ganhe 20 pontos`);
    expect(copy).toContain(`href="/signup?ref=${inviter.referralCode}">Criar conta com o convite</a>`);
    expect(html).not.toMatch(/<b>Maria/);
    // No early answers: the page's script asks nothing early for an address with a query string.
    expect(html).not.toContain('<script id="early-answers"');
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

// api/system/home-first-screen.ts: a signed-in shopper's /home comes drawn for them, for phones.
describe('/home', () => {
  const template = (html: string) => /<template data-first-screen="\/home" data-media="\(max-width: 29\.99em\)" data-signed-in>([\s\S]*?)<\/template>/.exec(html)?.[1];
  const indexHtml = () => fs.readFileSync(path.join(server.config.webDir!, 'index.html'), 'utf8');

  it("comes to a signed-in shopper with their name, counts, the first banner and suggestion, never kept by a shared cache", async () => {
    const store = await createStore(server.prisma, { name: 'Padaria <Pão> & "Cia"' });
    const [bread] = await createProductsIn(server.prisma, store.id, [{ name: 'Pão de queijo <b>', price: '12.00', promoPrice: '0.60', promoActive: true, stock: 40, images: ['/uploads/pao.png'] }]);
    const shopper = await createUser(server.prisma, { name: 'Ana <i>Clara</i> Souza' });
    const professional = await createUser(server.prisma, { name: 'Pedro Pedreiro', role: 'PROFESSIONAL' });
    const banner = await server.prisma.banner.create({ data: { title: 'Semana <da> obra', ctaText: 'Ver', ctaLink: '/explore', position: -100 } });
    await server.prisma.notification.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({ userId: shopper.id, kind: 'ORDER_STATUS' as const, title: `Pedido ${i}`, body: 'Saiu para entrega.' })),
    });
    try {
      const { status, headers, html } = await page('/home', { cookie: `clube_session=${shopper.token}` });
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('private, no-cache');
      expect(headers.vary).toMatch(/Cookie/);
      expect(html).toContain('<title>Início · Clube Local</title>');
      expect(html).toContain('<link rel="preload" as="image" href="/uploads/pao.png" fetchpriority="high" media="(max-width: 29.99em)" />');
      const copy = template(html)!;
      expect(copy).toContain('aria-label="Minha conta: Ana &lt;i&gt;Clara&lt;/i&gt; Souza"');
      expect(copy).toContain('<span>Ana</span>');
      expect(copy).toContain('<span class="fs-si-count">99+<span class="fs-sr"> não lidas</span></span>');
      expect(copy).toContain('<h2>Semana &lt;da&gt; obra</h2>');
      expect(copy).toContain('<h3>Pão de queijo &lt;b&gt;</h3>');
      expect(copy).toContain('<p class="fs-ex-store">Padaria &lt;Pão&gt; &amp; &quot;Cia&quot;</p>');
      expect(copy).toContain('<span class="fs-hm-label">Encontrar profissional</span>');
      expect(html).not.toMatch(/<i>Clara|<da>|<b>/);
      // Nothing of one person's page is reused for another: a professional gets their own shortcut.
      const other = template((await page('/home', { cookie: `clube_session=${professional.token}` })).html)!;
      expect(other).toContain('aria-label="Minha conta: Pedro Pedreiro"');
      expect(other).toContain('<span class="fs-hm-label">Meu espaço profissional</span>');
      expect(other).not.toContain('fs-si-count');
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

  it('is the plain page to a visitor, a stale or made-up session, a store owner, an admin, or with no banner', async () => {
    const owner = await createUser(server.prisma, { role: 'STORE_OWNER' });
    const admin = await createUser(server.prisma, { isAdmin: true });
    const shopper = await createUser(server.prisma);
    const store = await createStore(server.prisma);
    const [product] = await createProductsIn(server.prisma, store.id, [{ name: 'Café 500g', price: '20.00', stock: 10 }]);
    const banner = await server.prisma.banner.create({ data: { title: 'Ofertas' } });
    try {
      for (const cookie of [undefined, 'clube_session=made-up', `clube_session=${owner.token}`, `clube_session=${admin.token}`]) {
        const { status, html } = await page('/home', cookie ? { cookie } : {});
        expect({ cookie, status, plain: html === indexHtml() }).toEqual({ cookie, status: 200, plain: true });
      }
      expect(template((await page('/home', { cookie: `clube_session=${shopper.token}` })).html)).toBeDefined();
      await server.prisma.banner.delete({ where: { id: banner.id } });
      expect((await page('/home', { cookie: `clube_session=${shopper.token}` })).html).toBe(indexHtml());
    } finally {
      await server.prisma.banner.deleteMany({ where: { id: banner.id } });
      await server.prisma.product.delete({ where: { id: product } });
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
