// The installable app without a network (docs/decisions.md, "App instalável e offline"), in the
// browser with its service worker: a shopper opens /home, the connection drops (Chromium's network
// emulation, and the server made unreachable behind a TCP proxy so nothing can slip through), the
// page reloads from the service worker with the last answers and the red banner; 'Adicionar' says
// there is no connection and adds nothing; back online, the same tap adds the product. Signing out
// leaves no stored answer of the shopper's behind. A new build waits for 'Atualizar'.
// With SCREENSHOT_DIR set, the offline screens and the update bar are saved (412 px).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { axeViolations, clickCentered, expectClean, signInWithCookie } from '../helpers/browser.js';
import { createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { TRUSTED_DOCUMENTS_ON } from '../helpers/server.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { OFFLINE_ACTION_TEXT } from '../../web/src/offline/actions.js';
import { GRAPHQL_CACHE_NAME } from '../../web/src/offline/graphqlCache.js';

test.override('serverOptions', { env: TRUSTED_DOCUMENTS_ON });

describe('offline (browser, service worker)', () => {
  test.beforeAll(bootBrowser);
  let proxy: TcpProxy;
  let origin: string;

  test.beforeAll(async ({ server }) => {
    const { port } = new URL(server.url);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(port) });
    origin = `http://127.0.0.1:${proxy.port}`;
  });

  test.afterAll(async () => {
    await proxy?.close();
  });

  const shoot = async (page: Page, name: string) => {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`) });
  };

  /** Every key of the stored GraphQL answers, as seen by the page. */
  const storedAnswers = (page: Page) =>
    page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), GRAPHQL_CACHE_NAME);

  test('reads the last pages offline, refuses add-to-cart with a clear message, recovers online, forgets on sign-out', async ({ server, browser, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Casa do Construtor' });
    const [brickId] = await createProductsIn(server.prisma, store.id, [{ name: 'Tijolo baiano 9 furos', price: '1.20', unit: 'unidade', stock: 500 }]);
    const shopper = await createUser(server.prisma, { name: 'Rita Offline' });
    const shopperKey = `/__offline/graphql/${encodeURIComponent(globalId('User', shopper.id))}/`;

    const recorded = await openPage({ viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });
    const { page, context } = recorded;
    await signInWithCookie(recorded, origin, shopper.token);
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
    // The first visit installs the worker; from then on it answers this page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    const addBrick = page.getByRole('button', { name: 'Adicionar Tijolo baiano 9 furos ao carrinho' });
    await addBrick.waitFor();
    // The page comes drawn by the server: the app asks its answers again once idle, for the worker to keep (web/src/main.tsx).
    await expect.poll(async () => (await storedAnswers(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const stored = await storedAnswers(page);
    expect(stored.every((url) => url.includes(shopperKey))).toBe(true);

    // Offline: the reload comes from the service worker, with the banner and the last answers.
    await context.setOffline(true);
    await proxy.down();
    await page.reload({ waitUntil: 'load' });
    await page.getByText('Sem conexão - Modo offline').waitFor();
    await addBrick.waitFor();
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Rita');
    await shoot(page, 'offline-home');
    // After 3 s the offline screen covers the page; 'Continuar offline' goes back to reading.
    await page.getByRole('button', { name: 'Continuar offline' }).waitFor();
    await shoot(page, 'offline-screen');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar offline' }).click();
    await clickCentered(addBrick);
    await page.getByText(OFFLINE_ACTION_TEXT).first().waitFor();
    await shoot(page, 'offline-add-to-cart');
    expect(await server.prisma.cartItem.count({ where: { productId: brickId } })).toBe(0);

    // Back online: the same tap works.
    await proxy.up();
    await context.setOffline(false);
    await expect.poll(() => page.getByText('Sem conexão - Modo offline').count()).toBe(0);
    await clickCentered(addBrick);
    await page.getByText('1 unidade(s) adicionada(s) ao carrinho').first().waitFor();
    await expect.poll(() => server.prisma.cartItem.count({ where: { productId: brickId } })).toBe(1);

    // Sign-out forgets the shopper's stored answers.
    await clickCentered(page.getByRole('button', { name: 'Sair', exact: true }));
    await page.getByText('Você saiu da sua conta.').first().waitFor();
    await expect.poll(async () => (await storedAnswers(page)).filter((url) => url.includes(shopperKey))).toEqual([]);

    // Offline, requests fail on purpose (and the browser logs them); nothing else may go wrong.
    recorded.consoleErrors.splice(0, recorded.consoleErrors.length, ...recorded.consoleErrors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
    expectClean(recorded);
  });

  test("under the worker a page the server sends ready still comes from the server, and from the cache offline", async ({ server, openPage }) => {
    const segment = await server.prisma.segment.create({ data: { name: 'Vidraçaria do Centro', slug: 'vidracaria-do-centro' } });
    const recorded = await openPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    const { page, context } = recorded;
    try {
      await page.goto(`${origin}/recuperar-senha`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

      // The landing on a phone, with the club's categories: the server's, not the cached app page.
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.locator('#first-screen').getByRole('region', { name: 'Categorias' }).getByRole('link', { name: segment.name }).waitFor();

      // Offline: the app's page from the cache, which draws the landing itself.
      await context.setOffline(true);
      await proxy.down();
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.locator('#root').getByRole('heading', { level: 1, name: 'Tudo do seu bairro em um clique' }).waitFor();
      await expect(page.locator('#first-screen').isHidden()).resolves.toBe(true);
      recorded.consoleErrors.splice(0, recorded.consoleErrors.length, ...recorded.consoleErrors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
      expectClean(recorded);
    } finally {
      await proxy.up();
      await context.setOffline(false);
      await recorded.close();
      await server.prisma.segment.delete({ where: { id: segment.id } });
    }
  });

  test("opens the installed app ('/') of a signed-in shopper on the /home the server draws for them", async ({ server, openPage }) => {
    const shopper = await createUser(server.prisma, { name: 'Vera Instalada' });
    const banner = await server.prisma.banner.create({ data: { title: 'Semana do app' } });
    const recorded = await openPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    const { page } = recorded;
    try {
      await page.goto(`${origin}/recuperar-senha`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
      await signInWithCookie(recorded, origin, shopper.token);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${origin}/home`);
      // The server's page (drawn for her), not the worker's cached app page.
      await expect(page.locator('script#ssr-state').count()).resolves.toBe(1);
      await expect(page.locator('#root').getByRole('heading', { name: 'Semana do app' }).first().isVisible()).resolves.toBe(true);
      expectClean(recorded);
    } finally {
      await recorded.close();
      await server.prisma.banner.delete({ where: { id: banner.id } });
    }
  });

  test("a new build waits: 'Nova versão disponível', and 'Atualizar' reloads into it", async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 412, height: 915 }, serviceWorkers: 'allow' });
    const { page } = recorded;
    const workerFile = path.join(server.config.webDir!, 'sw.js');
    const deployed = fs.readFileSync(workerFile, 'utf8');
    try {
      await page.goto(`${server.url}/explore`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
      expect(await page.getByText('Nova versão disponível').count()).toBe(0);
      // Chromium's own installability check (what Lighthouse's PWA audit used): manifest, icons,
      // worker. A test context is always incognito, the one thing it may say.
      const devtools = await recorded.context.newCDPSession(page);
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

      // "Deploy": another worker script; the open tab finds it on its next check.
      fs.writeFileSync(workerFile, `${deployed}\n// próxima versão\n`);
      await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update());
      await page.getByText('Nova versão disponível').waitFor();
      await shoot(page, 'update-available');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Atualizar' }).click()]);
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await page.getByText('Nova versão disponível').count()).toBe(0);
      expectClean(recorded);
    } finally {
      fs.writeFileSync(workerFile, deployed);
      await recorded.close();
    }
  });
});
