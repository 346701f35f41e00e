import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, holdAppScripts, launchBrowser, newRecordedPage } from '../helpers/browser.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';
import { slugify } from '../../common/slug.js';

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };

describe('landing page (browser)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
    // The club's own categories: with none, the landing is the app's with its built-in list.
    const names = ['Padarias', 'Farmácias', 'Aluguel de Equipamentos', 'Supermercados', 'Elétrica', 'Hortifrúti', 'Açougues'];
    await server.prisma.segment.createMany({ data: names.map((name, position) => ({ name, slug: slugify(name), position })) });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders hero and sections with no console errors and no request leaving the machine', async () => {
    const recorded = await newRecordedPage(browser);
    const { page } = recorded;
    try {
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

      await expect(page.title()).resolves.toBe('Clube Local');
      expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
      await page.getByRole('heading', { level: 1, name: 'Tudo do seu bairro em um clique' }).waitFor();
      await page.getByRole('combobox', { name: 'Buscar produtos e lojas' }).waitFor();

      const main = page.getByRole('main');
      for (const name of [
        'Por que comprar no Clube Local?',
        'Como funciona',
        'Categorias',
        'Quem usa, recomenda',
        'Pronto para comprar do seu bairro?',
      ]) {
        await expect(main.getByRole('heading', { level: 2, name }).count()).resolves.toBe(1);
      }
      for (const name of ['Apoie o comércio local', 'Entrega rápida', 'Pontos em toda compra']) {
        await expect(main.getByRole('heading', { level: 3, name }).count()).resolves.toBe(1);
      }
      await expect(main.getByRole('figure').count()).resolves.toBe(3);
      await expect(
        main.getByRole('link', { name: 'Padarias' }).getAttribute('href'),
      ).resolves.toBe('/explore?categoria=padarias');
      // The footer renders once the page is scrolled near it (web/src/ui/RenderWhenNear.tsx).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('contentinfo').textContent()).resolves.toContain('Lojas verificadas');

      // Search: Enter with ≥ 2 characters goes to /explore?search=term.
      const search = page.getByRole('combobox', { name: 'Buscar produtos e lojas' });
      await search.fill('cimento');
      await search.press('Enter');
      await page.waitForURL(`${server.url}/explore?search=cimento`);
      await page.getByRole('heading', { level: 1, name: 'Explorar' }).waitFor();
      await page.waitForLoadState('networkidle');

      expect(recorded.pageErrors).toEqual([]);
      expect(recorded.consoleErrors).toEqual([]);
      expect(recorded.externalRequests).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('renders the footer only when the page is scrolled near it, keeping its place meanwhile', async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      for (const path of ['/']) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        // On a phone the landing is a page of its own until the visitor touches it (the next test).
        await page.mouse.click(200, 400);
        await appTookOver(page);
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await expect(page.getByRole('contentinfo').count(), path).resolves.toBe(0);
        const placeholder = page.locator('[data-render-when-near]');
        const heldHeight = (await placeholder.boundingBox())!.height;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.getByRole('contentinfo');
        await footer.getByText('Lojas verificadas').waitFor();
        await expect(placeholder.count()).resolves.toBe(0);
        // The place held is the footer's own height on a phone, give or take a line.
        expect(Math.abs((await footer.boundingBox())!.height - heldHeight), path).toBeLessThan(40);
      }
      expect(recorded.pageErrors).toEqual([]);
      expect(recorded.consoleErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('on a phone, is a whole page of plain HTML that asks for no JavaScript until the visitor uses it, and the app takes its place where the visitor was', async () => {
    const recorded = await newRecordedPage(browser, PHONE);
    const { page } = recorded;
    try {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const firstScreen = page.locator('#first-screen');
      await page.waitForTimeout(1_000);
      expect(scripts).toEqual([]);

      // Every section, with the club's own categories (the segments in the database, in their order).
      for (const name of ['Por que comprar no Clube Local?', 'Como funciona', 'Categorias', 'Quem usa, recomenda', 'Pronto para comprar do seu bairro?']) {
        await expect(firstScreen.getByRole('main').getByRole('heading', { level: 2, name }).count(), name).resolves.toBe(1);
      }
      const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
      const segments = (await server.prisma.segment.findMany({ where: { status: 'ACTIVE' } })).sort((a, b) => a.position - b.position || collator.compare(a.name, b.name));
      expect(segments.length).toBeGreaterThan(5);
      const categories = firstScreen.getByRole('region', { name: 'Categorias' }).getByRole('link');
      await expect(categories.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).resolves.toEqual(
        segments.map(({ name, slug }) => [name, `/explore?categoria=${encodeURIComponent(slug)}`]),
      );
      await expect(firstScreen.getByRole('contentinfo').getByRole('navigation', { name: 'Categorias' }).getByRole('link').allTextContents()).resolves.toEqual([
        ...segments.slice(0, 5).map(({ name }) => name),
        'Todas as categorias',
      ]);
      await expect(firstScreen.getByRole('figure').count()).resolves.toBe(3);
      // Its links and searches work without the app.
      await expect(firstScreen.getByRole('link', { name: 'Criar conta' }).first().getAttribute('href')).resolves.toBe('/signup');
      const search = firstScreen.getByRole('searchbox', { name: 'Buscar produtos e lojas' });
      await expect(search.evaluate((input: HTMLInputElement) => [input.form?.getAttribute('action'), input.name])).resolves.toEqual(['/explore', 'search']);

      // A tap down the page brings the app, which shows the same page from the same place.
      await firstScreen.evaluate((screen) => screen.scrollTo(0, 2_500));
      const heading = firstScreen.getByRole('main').getByRole('heading', { level: 2, name: 'Categorias' });
      const copyTop = (await heading.boundingBox())!.y;
      await page.touchscreen.tap(206, copyTop + 10);
      await appTookOver(page);
      expect(scripts.length).toBeGreaterThan(0);
      const appHeading = page.getByRole('main').getByRole('heading', { level: 2, name: 'Categorias' });
      expect(Math.abs((await appHeading.boundingBox())!.y - copyTop)).toBeLessThan(2);
      await expect(page.getByRole('main').getByRole('link', { name: segments[0].name }).getAttribute('href')).resolves.toBe(`/explore?categoria=${encodeURIComponent(segments[0].slug)}`);
      expect(recorded.pageErrors).toEqual([]);
      expect(recorded.consoleErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('paints the landing as plain HTML before the JavaScript arrives, and the app replaces it once the visitor types', async () => {
    const recorded = await newRecordedPage(browser, PHONE);
    const { page } = recorded;
    try {
      const releaseScripts = await holdAppScripts(page);
      // Module scripts hold DOMContentLoaded back: wait for the first screen itself.
      await page.goto(`${server.url}/`, { waitUntil: 'commit' });
      const firstScreen = page.locator('#first-screen');
      await firstScreen.getByRole('heading', { level: 1, name: 'Tudo do seu bairro em um clique' }).waitFor();
      await expect(firstScreen.getByRole('banner').getByRole('link', { name: 'Entrar' }).getAttribute('href')).resolves.toBe('/login');
      await expect(firstScreen.getByRole('banner').getByRole('link', { name: 'Criar conta' }).getAttribute('href')).resolves.toBe('/signup');
      // Plain forms: a search works even before the app starts.
      const search = firstScreen.getByRole('searchbox', { name: 'Buscar produtos e lojas' });
      await expect(search.evaluate((input: HTMLInputElement) => [input.form?.getAttribute('action'), input.name])).resolves.toEqual(['/explore', 'search']);

      // A visitor starts typing a search before the app is there: that asks for the app, and nothing typed is lost.
      await search.fill('cimen');

      releaseScripts();
      await appTookOver(page);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await page.getByRole('heading', { level: 1, name: 'Tudo do seu bairro em um clique' }).waitFor();
      const appSearch = page.getByRole('combobox', { name: 'Buscar produtos e lojas' });
      await expect(appSearch.inputValue()).resolves.toBe('cimen');
      await expect(appSearch.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      await page.keyboard.type('to');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/explore?search=cimento`);
      expect(recorded.pageErrors).toEqual([]);
    } finally {
      await recorded.close();
    }
  });

  it('shows no HTML first screen on pages without one, nor to a person the app knows is signed in; /signup with an invite in its address comes drawn by the app', async () => {
    const cases = [['/rewards', null], ['/login', 'a-signed-in-user-id'], ['/', 'a-signed-in-user-id']] as const;
    for (const [path, viewer] of cases) {
      const recorded = await newRecordedPage(browser, PHONE);
      const { page } = recorded;
      try {
        if (viewer) await page.addInitScript((id) => localStorage.setItem('clube:offline-viewer', id), viewer);
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        await expect(page.locator('#first-screen').isHidden()).resolves.toBe(true);
        await expect(page.getByRole('heading').count()).resolves.toBe(0);
      } finally {
        await recorded.close();
      }
    }
    // The app's own screen, drawn by the server (api/system/app-pages.ts): no copy over it.
    const recorded = await newRecordedPage(browser, PHONE);
    try {
      await recorded.page.route('**/assets/*.js', (route) => route.abort());
      await recorded.page.goto(`${server.url}/signup?ref=AMIGO1`, { waitUntil: 'load' });
      await expect(recorded.page.locator('#first-screen').isHidden()).resolves.toBe(true);
      await expect(recorded.page.locator('#ssr-state').count()).resolves.toBe(1);
      await expect(recorded.page.locator('#root').getByRole('heading', { level: 1, name: 'Criar Conta' }).count()).resolves.toBe(1);
    } finally {
      await recorded.close();
    }
  });
});
