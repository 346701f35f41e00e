// Browser journey of the catalogue: a visitor searches 'cimento' in the
// header, sees a suggestion, presses Enter (→ /explore?search=cimento), opens the product, sees
// its promotion (struck price, discount, countdown) and is sent to /login by 'Adicionar', with the
// add-to-cart intent saved. No console errors and no request leaving the machine.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductsIn, createStore, createUser } from '../helpers/commerce.js';
import { axeViolations, clickCentered, expectClean, holdAppScripts, isHydrated, launchBrowser, newRecordedPage, signInWithCookie } from '../helpers/browser.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

const HOUR = 3_600_000;
// A tiny local image (data: URL), so nothing is fetched from anywhere.
const IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#0B5CD7"/></svg>',
).toString('base64')}`;

describe('catalogue (browser)', () => {
  let server: TestServer;
  let browser: Browser;
  let promoId: string;

  beforeAll(async () => {
    // As deployed: visitors' catalogue answers come from the public cache (the data is set up once,
    // before any page asks for it).
    [server, browser] = await Promise.all([startTestServer({ env: { ...TRUSTED_DOCUMENTS_ON, PUBLIC_CACHE_SECONDS: '600' } }), launchBrowser()]);
    const store = await createStore(server.prisma, { name: 'Depósito Central' });
    await server.prisma.store.update({ where: { id: store.id }, data: { slug: 'deposito-central' } });
    const now = Date.now();
    [promoId] = await createProductsIn(server.prisma, store.id, [
      {
        name: 'Cimento CP II 50kg',
        description: 'Cimento Portland composto para concreto e reboco.',
        price: '49.90',
        promoPrice: '39.90',
        promoActive: true,
        promoStartsAt: new Date(now - HOUR),
        promoEndsAt: new Date(now + 30 * HOUR),
        unit: 'saco 50kg',
        stock: 120,
        pointsConsumer: 5,
        images: [IMAGE],
      },
      { name: 'Cimento CP V ARI 40kg', price: '44.50', unit: 'saco 40kg', stock: 30, images: [IMAGE] },
      { name: 'Argamassa AC-I 20kg', price: '18.90', unit: 'saco 20kg', stock: 50, images: [IMAGE] },
    ]);
    // One rated product, so the cards show both the rating line and 'Sem avaliações'.
    await server.prisma.product.update({ where: { id: promoId }, data: { ratingCount: 5, ratingAverage: '4.20' } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('search → explore → product with its promotion → Adicionar sends the visitor to /login', async () => {
    const recorded = await newRecordedPage(browser);
    const { page } = recorded;
    try {
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

      // Header search: a suggestion after the pause.
      const header = page.getByRole('banner');
      const search = header.getByRole('combobox', { name: 'Buscar produtos' });
      await search.click();
      await search.pressSequentially('cimento', { delay: 30 });
      const listbox = header.getByRole('listbox', { name: 'Sugestões de produtos' });
      await listbox.getByRole('option', { name: /Cimento CP II 50kg/ }).waitFor();
      await expect(listbox.getByRole('option').count()).resolves.toBe(2);
      await expect(search.getAttribute('aria-expanded')).resolves.toBe('true');

      // Enter without choosing a suggestion: the explore page with the term.
      await search.press('Enter');
      await page.waitForURL(`${server.url}/explore?search=cimento`);
      await page.getByRole('heading', { level: 1, name: 'Explorar' }).waitFor();
      const grid = page.getByTestId('product-grid');
      await grid.getByRole('link', { name: 'Cimento CP II 50kg' }).waitFor();
      await expect(grid.getByTestId('product-card').count()).resolves.toBe(2);
      await expect(page.getByTestId('explore-summary').textContent()).resolves.toContain('2 produtos para “cimento”');
      const card = grid.getByTestId('product-card').filter({ hasText: 'Cimento CP II 50kg' });
      await expect(card.textContent()).resolves.toContain('-20%');

      // The product page with its promotion.
      await grid.getByRole('link', { name: 'Cimento CP II 50kg' }).click();
      await page.waitForURL(`${server.url}/produto/deposito-central/cimento-cp-ii-50kg`);
      await page.getByRole('heading', { level: 1, name: 'Cimento CP II 50kg' }).waitFor();
      const normal = page.getByTestId('product-normal-price');
      await expect(normal.textContent()).resolves.toContain('R$ 49,90');
      await expect(normal.evaluate((el) => getComputedStyle(el).textDecorationLine)).resolves.toBe('line-through');
      await expect(page.getByTestId('product-discount').textContent()).resolves.toContain('-20%');
      await expect(page.getByTestId('product-price').textContent()).resolves.toContain('R$ 39,90');
      const timer = page.getByRole('timer');
      await expect(timer.textContent()).resolves.toContain('OFERTA RELÂMPAGO');
      await expect(timer.getAttribute('aria-label')).resolves.toMatch(/^OFERTA RELÂMPAGO\. Termina em 1 dia, 5 horas/);
      await expect(page.getByText('Ganhe 5 pontos').count()).resolves.toBe(1);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
        `${server.url}/produto/deposito-central/cimento-cp-ii-50kg`,
      );

      // A visitor's 'Adicionar' saves the intent and goes to /login.
      await page.getByTestId('product-add').click();
      await page.waitForURL(`${server.url}/login`);
      const intent = await page.evaluate(() => JSON.parse(localStorage.getItem('postLoginAction') ?? 'null'));
      expect(intent).toMatchObject({ type: 'add-to-cart', quantity: 1, returnTo: '/produto/deposito-central/cimento-cp-ii-50kg' });
      expect(Buffer.from(intent.productId, 'base64').toString('utf8')).toBe(`Product:${promoId}`);
      await page.waitForLoadState('networkidle');

      expect(recorded.pageErrors).toEqual([]);
      expect(recorded.consoleErrors).toEqual([]);
      expect(recorded.externalRequests).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('legacy and id URLs land on the product slug route; an unknown name goes to /explore', async () => {
    const recorded = await newRecordedPage(browser);
    const { page } = recorded;
    const cacheHits: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && response.headers()['x-public-cache'] === 'HIT') cacheHits.push(response.request().postDataJSON()?.operationName);
    });
    try {
      await page.goto(`${server.url}/product/${promoId}`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${server.url}/produto/deposito-central/cimento-cp-ii-50kg`);
      await page.getByRole('heading', { level: 1, name: 'Cimento CP II 50kg' }).waitFor();
      await expect(page.getByTestId('product-price').textContent()).resolves.toContain('R$ 39,90');
      // The first journey opened this page already: the browser got its answer from the cache.
      expect(cacheHits.length).toBeGreaterThan(0);

      await page.goto(`${server.url}/en/products/argamassa-ac-i-20kg`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${server.url}/produto/deposito-central/argamassa-ac-i-20kg`);
      await page.getByRole('heading', { level: 1, name: 'Argamassa AC-I 20kg' }).waitFor();

      await page.goto(`${server.url}/products/produto-que-nao-existe`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${server.url}/explore`);

      await page.goto(`${server.url}/produto/deposito-central/sumiu-de-vez`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Produto não encontrado' }).waitFor();
      await expect(page.getByRole('main').getByRole('link', { name: 'Explorar produtos' }).getAttribute('href')).resolves.toBe('/explore');

      expect(recorded.pageErrors).toEqual([]);
      expect(recorded.consoleErrors).toEqual([]);
      expect(recorded.externalRequests).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it("a misspelled search is never a dead end: 'Você quis dizer' runs the right word; popular products below", async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      // The suggestions forgive the typo already.
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // When the landing is plain HTML on a phone (the club has categories), typing in its search
      // brings the app, which takes what was typed.
      const header = page.getByRole('banner');
      await header.getByRole('combobox', { name: 'Buscar produtos' }).or(header.getByRole('searchbox', { name: 'Buscar produtos' })).first().fill('argamasa');
      await page.getByRole('option', { name: /Argamassa AC-I 20kg/ }).waitFor();
      // /explore does not guess: it proposes.
      await page.goto(`${server.url}/explore?search=cimeto`, { waitUntil: 'networkidle' });
      await page.getByText('Nenhum produto encontrado para "cimeto".').waitFor();
      await expect.poll(() => page.getByTestId('did-you-mean').textContent()).toBe('Você quis dizer cimento?');
      expect(await page.getByRole('region', { name: 'Veja os mais procurados' }).getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('did-you-mean').getByRole('button', { name: 'cimento' }).click();
      await page.waitForURL(`${server.url}/explore?search=cimento`);
      await expect.poll(() => page.getByTestId('explore-summary').textContent()).toBe('2 produtos para “cimento”');
      await page.getByRole('link', { name: /Cimento CP II 50kg/ }).first().waitFor();
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });

  // web/src/pages/catalog/earlyQueries.ts: the page asks for its data at once; the app, once it has
  // arrived, takes that answer instead of asking again. A visitor's product page and /explore have
  // the answers in them already (api/system/ready-page.ts): nothing to ask.
  it("asks for /explore's data as the page starts, before the app's scripts arrive, and only once; a visitor's comes in the page", async () => {
    const { slug } = await server.prisma.product.findUniqueOrThrow({ where: { id: promoId }, select: { slug: true } });
    const pages = [
      { path: `/produto/deposito-central/${slug}`, operation: 'ProductBySlug', beforeApp: 0, total: 0 },
      { path: '/explore', operation: 'ExploreProducts', beforeApp: 0, total: 0 },
      { path: '/explore', operation: 'Segments', beforeApp: 0, total: 0 },
      // Someone this device knew as signed in, without a session now: the server drew the visitor's
      // page (the session is the cookie's, api/system/app-pages.ts), and the app hydrates it as it is.
      { path: '/explore', operation: 'ExploreProducts', beforeApp: 0, total: 0, knownViewer: true },
      { path: '/explore', operation: 'Segments', beforeApp: 0, total: 0, knownViewer: true },
      // With a query string the screen asks for itself: its variables depend on the filters.
      { path: '/explore?search=cimento', operation: 'ExploreProducts', beforeApp: 0, total: 1 },
    ];
    for (const { path, operation, beforeApp, total, knownViewer } of pages) {
      const recorded = await newRecordedPage(browser);
      const { page } = recorded;
      try {
        // What web/src/offline/offlineData.ts keeps of the last person signed in on this device.
        if (knownViewer) await page.addInitScript(() => localStorage.setItem('clube:offline-viewer', 'someone'));
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') asked.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '');
        });
        const release = await holdAppScripts(page);
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        if (beforeApp) await expect.poll(() => asked, { timeout: 5000 }).toContain(operation);
        else await page.waitForTimeout(300);
        expect(asked.filter((name) => name === operation).length, path).toBe(beforeApp);
        release();
        await page.locator('#root').getByText('Cimento CP II 50kg').filter({ visible: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(asked.filter((name) => name === operation), path).toHaveLength(total);
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    }
  });

  it("shows a product drawn by the server before the app's scripts arrive, then the app hydrates it with what was typed", async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      const release = await holdAppScripts(page);
      await page.goto(`${server.url}/produto/deposito-central/cimento-cp-v-ari-40kg`, { waitUntil: 'domcontentloaded' });
      const drawn = page.locator('#root');
      await drawn.getByRole('heading', { level: 1, name: 'Cimento CP V ARI 40kg' }).waitFor();
      for (const text of ['Depósito Central', 'R$ 44,50', '/ saco 40kg', 'Em estoque (30 disponíveis)']) {
        expect(await drawn.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
      }
      expect(await drawn.getByRole('img', { name: 'Cimento CP V ARI 40kg' }).first().isVisible()).toBe(true);
      expect(await page.title()).toBe('Cimento CP V ARI 40kg · Clube Local');
      expect(await axeViolations(page)).toEqual([]);
      await drawn.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' }).fill('argamassa');
      release();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cimento CP V ARI 40kg');
      expect(await page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' }).inputValue()).toBe('argamassa');
      expect(await page.title()).toBe('Cimento CP V ARI 40kg · Clube Local');
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });

  it("shows /explore drawn by the server on a phone before the app's scripts arrive; the app hydrates it, and does the 'Adicionar' tapped meanwhile", async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      let release = await holdAppScripts(page);
      await page.goto(`${server.url}/explore`, { waitUntil: 'domcontentloaded' });
      const drawn = page.locator('#root');
      await drawn.getByRole('heading', { level: 1, name: 'Explorar' }).waitFor();
      expect(await drawn.getByTestId('explore-summary').textContent()).toBe('3 produtos');
      const cards = drawn.locator('[data-testid=product-card] h3');
      const drawnNames = await cards.allTextContents();
      expect(drawnNames).toHaveLength(3);
      // The offer's card: struck price, price and points.
      for (const text of ['R$ 49,90', 'R$ 39,90', '/ saco 50kg', 'Ganhe 5 pontos']) expect(await drawn.getByText(text).first().isVisible(), text).toBe(true);
      expect(await page.title()).toBe('Explorar · Clube Local');
      expect(await axeViolations(page)).toEqual([]);
      release();
      // The same page, hydrated: the same cards in the same order.
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      expect(await cards.allTextContents()).toEqual(drawnNames);
      expect(await page.getByTestId('explore-summary').textContent()).toBe('3 produtos');
      expectClean(recorded);

      // 'Adicionar' tapped before the app was there: once hydrated, it does it (a visitor goes to /login).
      release = await holdAppScripts(page);
      await page.goto(`${server.url}/explore`, { waitUntil: 'domcontentloaded' });
      await drawn.getByRole('button', { name: 'Adicionar Cimento CP V ARI 40kg ao carrinho' }).click();
      release();
      await page.waitForURL(`${server.url}/login`);
      const intent = await page.evaluate(() => JSON.parse(localStorage.getItem('postLoginAction') ?? 'null'));
      expect(intent).toMatchObject({ type: 'add-to-cart', quantity: 1, returnTo: '/explore' });
      const { id: addedId } = await server.prisma.product.findFirstOrThrow({ where: { name: 'Cimento CP V ARI 40kg' }, select: { id: true } });
      expect(Buffer.from(intent.productId, 'base64').toString('utf8')).toBe(`Product:${addedId}`);
    } finally {
      await recorded.close();
    }
  });

  it("shows a signed-in shopper's /home, a product and /explore drawn by the server on a phone for them; the app hydrates them and does the 'Adicionar' tapped meanwhile", async () => {
    const shopper = await createUser(server.prisma, { name: 'Joana Prado Lima' });
    await server.prisma.notification.create({ data: { userId: shopper.id, kind: 'ORDER_STATUS', title: 'Pedido a caminho', body: 'Seu pedido saiu para entrega.' } });
    const banner = await server.prisma.banner.create({ data: { title: 'Semana da obra', subtitle: 'Tudo para a sua reforma', ctaText: 'Ver ofertas', ctaLink: '/explore' } });
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const { page } = recorded;
    try {
      await signInWithCookie(recorded, server.url, shopper.token);
      const release = await holdAppScripts(page);
      const response = await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
      // Drawn for this person: never kept by a shared cache.
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      const home = page.locator('#root');
      await home.getByRole('heading', { level: 2, name: 'Também te interessa' }).waitFor();
      expect(await home.locator('[aria-label="Minha conta: Joana Prado Lima"]').count()).toBeGreaterThan(0);
      expect(await home.getByRole('heading', { level: 2, name: 'Semana da obra' }).first().isVisible()).toBe(true);
      // The biggest discount first, as the app orders 'Também te interessa'.
      expect(await home.locator('[data-testid=product-card] h3').first().textContent()).toBe('Cimento CP II 50kg');
      expect(await page.title()).toBe('Início · Clube Local');
      expect(await axeViolations(page)).toEqual([]);
      await home.getByRole('button', { name: 'Adicionar Cimento CP II 50kg ao carrinho' }).first().click();

      release();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('#root [data-testid=product-card] h3').first().textContent()).toBe('Cimento CP II 50kg');
      // The tap made before the app was there: the product is in the cart, and the tab says so.
      await expect.poll(() => page.getByTestId('tab-badge-cartCount').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
      const item = await server.prisma.cartItem.findFirst({ where: { cart: { userId: shopper.id } }, select: { productId: true, quantity: true } });
      expect(item).toEqual({ productId: promoId, quantity: 1 });

      // A product's link (shared on WhatsApp) opened by the same person: drawn for them too, and the
      // app takes their answer from the page instead of asking for it.
      const asked: string[] = [];
      page.on('request', (request) => {
        const operation = request.url().endsWith('/graphql') && /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
        if (operation) asked.push(operation);
      });
      const { path: productPath } = await server.prisma.product.findUniqueOrThrow({ where: { id: promoId }, select: { slug: true, store: { select: { slug: true } } } }).then((p) => ({ path: `/produto/${p.store.slug}/${p.slug}` }));
      const releaseProduct = await holdAppScripts(page);
      await page.goto(`${server.url}${productPath}`, { waitUntil: 'domcontentloaded' });
      const drawn = page.locator('#root');
      await drawn.getByRole('heading', { level: 1, name: 'Cimento CP II 50kg' }).waitFor();
      expect(await drawn.locator('[aria-label="Minha conta: Joana Prado Lima"]').count()).toBeGreaterThan(0);
      releaseProduct();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('#root h1').textContent()).toBe('Cimento CP II 50kg');
      expect(asked).not.toContain('ProductBySlug');

      // /explore opened by the same person: drawn for them too, the app takes their answers from the page.
      const releaseExplore = await holdAppScripts(page);
      await page.goto(`${server.url}/explore`, { waitUntil: 'domcontentloaded' });
      await drawn.getByRole('heading', { level: 1, name: 'Explorar' }).waitFor();
      expect(await drawn.locator('[aria-label="Minha conta: Joana Prado Lima"]').count()).toBeGreaterThan(0);
      expect(await drawn.getByRole('link', { name: 'Carrinho: Meu Carrinho, 1 item no carrinho' }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      releaseExplore();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await page.locator('#root').getByRole('heading', { level: 1, name: 'Explorar' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(asked).not.toContain('ExploreProducts');
      expectClean(recorded);
    } finally {
      await recorded.close();
      await server.prisma.banner.delete({ where: { id: banner.id } });
    }
  });

  it("a signed-in person's /home offers their own places (Meus pedidos, Meus pontos, Endereços) and no 'Criar conta', drawn by the server and hydrated", async () => {
    const member = await createUser(server.prisma, { name: 'Rosa Almeida' });
    const banner = await server.prisma.banner.create({ data: { title: 'Compre e acumule pontos', subtitle: 'Troque seus pontos por recompensas', ctaText: 'Criar conta', ctaLink: '/signup', position: 0 } });
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const { page } = recorded;
    try {
      // Every text the page ever shows (not the other pages' copies in <template>s), from the first byte to the
      // app's page: a visitor's offer must never flash by.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
        const look = () => {
          for (const text of ['Criar conta', 'Entre na sua conta', 'Insira sua localização']) if (document.body?.innerText.includes(text)) seen.add(text);
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
        document.addEventListener('DOMContentLoaded', look);
      });
      await signInWithCookie(recorded, server.url, member.token);
      const release = await holdAppScripts(page);
      await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
      const app = page.locator('#root');
      await app.getByRole('heading', { level: 2, name: 'Também te interessa' }).waitFor();
      const mine = async (scope: typeof app) => {
        const shortcuts = scope.getByRole('navigation', { name: 'Atalhos' });
        return {
          orders: await shortcuts.getByRole('link', { name: 'Meus pedidos' }).getAttribute('href'),
          points: await shortcuts.getByRole('link', { name: 'Meus pontos' }).getAttribute('href'),
          addresses: await shortcuts.getByRole('link', { name: 'Endereços' }).getAttribute('href'),
          banner: await scope.locator('[aria-roledescription="slide"][aria-label$=": Compre e acumule pontos"]').getByRole('link').first().getAttribute('href'),
        };
      };
      const expected = { orders: '/profile/orders', points: '/profile/points-history', addresses: '/profile/addresses', banner: '/profile/points-history' };
      expect(await mine(app)).toEqual(expected);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/home-signed-in-server.png` });

      release();
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await app.getByRole('heading', { level: 2, name: 'Compre e acumule pontos' }).first().waitFor();
      expect(await mine(app)).toEqual(expected);
      expect(await page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts])).toEqual([]);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/home-signed-in-app.png` });

      // The account's shortcut leads to the existing page.
      await clickCentered(app.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Meus pedidos' }));
      await page.waitForURL(`${server.url}/profile/orders`);
      expectClean(recorded);
    } finally {
      await recorded.close();
      await server.prisma.banner.delete({ where: { id: banner.id } });
    }
  });

  it('the built app writes each new style into a <style> of its own, never only into the CSSOM', async () => {
    // emotion's production default (`insertRule` into one sheet) makes Chromium restyle the whole
    // page for every `@layer`/`@media` rule Chakra adds (web/src/AppProviders.tsx).
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      await page.goto(`${server.url}/explore`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }).first().waitFor();
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].map((tag) => ({
          written: tag.textContent!.length > 0,
          rules: tag.sheet!.cssRules.length, // 0 for a rule Chromium drops (another engine's prefix)
        })),
      );
      expect(sheets.length).toBeGreaterThan(20);
      expect(sheets.filter((sheet) => !sheet.written || sheet.rules > 1)).toEqual([]);
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });

  it("the visitor's pages have no accessibility (axe WCAG A/AA) violations on a phone", async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      for (const path of ['/', '/explore', '/explore?search=cimento', '/produto/deposito-central/cimento-cp-ii-50kg', '/login', '/signup']) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('main').first().waitFor();
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
    } finally {
      await recorded.close();
    }
  });
});
