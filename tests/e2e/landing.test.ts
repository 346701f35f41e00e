import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newRecordedPage } from '../helpers/browser.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

describe('landing page (browser)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
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
});
