// The pages the server draws with the app's own screens (api/system/server-render.ts): the HTML that
// arrives already holds the product, and the browser hydrates it — the same markup, so React
// reports no mismatch and nothing on screen is drawn twice.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, newRecordedPage, type RecordedPage } from '../helpers/browser.js';
import { createProductsIn, createStore } from '../helpers/commerce.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

/** Waits until React has hydrated #root and its effects have run. */
async function hydrated(recorded: RecordedPage): Promise<void> {
  await recorded.page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await recorded.page.waitForLoadState('networkidle');
}

describe('pages drawn by the server (browser)', () => {
  let server: TestServer;
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
    const store = await createStore(server.prisma, { name: 'Depósito Hidratado' });
    const [id] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento Desenhado 50kg', price: '39.90', stock: 40 }]);
    const product = await server.prisma.product.findUniqueOrThrow({ where: { id }, select: { slug: true, store: { select: { slug: true } } } });
    productPath = `/produto/${product.store.slug}/${product.slug}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    it(`hydrates the product page the server drew, without a mismatch (${viewport.width}px)`, async () => {
      const recorded = await newRecordedPage(browser, { viewport });
      try {
        const response = await recorded.page.goto(`${server.url}${productPath}`);
        const html = await response!.text();
        const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-state"'));
        expect(root).toContain('Cimento Desenhado 50kg');
        expect(root).toContain('Depósito Hidratado');
        expect(html).toContain('<script type="application/ld+json">');
        await hydrated(recorded);
        await expect(recorded.page.getByRole('heading', { level: 1, name: 'Cimento Desenhado 50kg' }).count()).resolves.toBe(1);
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    });
  }
});
