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
import { createProductsIn, createStore } from '../helpers/commerce.js';

let server: TestServer;
let mainScript: string;

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
  // index.html's loader list (web/vite.config.ts, appScriptsLoadedByPage).
  mainScript = JSON.parse(/<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)![1]).entry;
});
afterAll(async () => {
  await server?.stop();
});

describe('static files', () => {
  it('sends hashed scripts pre-compressed, brotli first, with immutable caching', async () => {
    const plain = fs.readFileSync(path.join(server.config.webDir!, mainScript));
    const br = await get(server.url + mainScript, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 2.5);

    const gz = await get(server.url + mainScript, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain)).toBe(true);

    const none = await get(server.url + mainScript, { 'accept-encoding': 'identity' });
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
    expect(precached).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest', mainScript.slice(1)]));
    expect(precached.filter((url) => /graphiql|monaco/i.test(url))).toEqual([]);
    // Everything it precaches exists.
    for (const url of precached) expect(fs.existsSync(path.join(server.config.webDir!, url)), url).toBe(true);
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
