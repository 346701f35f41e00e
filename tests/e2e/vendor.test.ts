// The vendor area in the browser (real API + built web app, Debian's Chromium, phone viewport):
// a shop owner creates a product with a photo from /vendor/products/new; an admin approves it at
// /admin/products; a visitor finds it in /explore; the owner adds a delivery zone for the
// shopper's town at /vendor/delivery-settings and the shopper's checkout shows that zone's fee.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, newRecordedPage, signInWithCookie } from '../helpers/browser.js';
import { ADD_TO_CART, createAddress, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('vendor area (browser)', () => {
  let server: TestServer;
  let browser: Browser;
  let photo: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clube-photo-')), 'argamassa.jpg');
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#996633' } }).jpeg().toFile(photo);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('owner lists a product with a photo, admin approves it, a visitor finds it; a new zone sets the checkout fee', async () => {
    const store = await createStore(server.prisma, { name: 'Depósito Teste', deliveryFee: '5.00' });
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const phone = { viewport: { width: 412, height: 915 } };
    const owner = await newRecordedPage(browser, phone);
    const office = await newRecordedPage(browser, phone);
    const visitor = await newRecordedPage(browser, phone);
    try {
      // The owner reaches the products from the vendor home and creates one.
      await signInWithCookie(owner, server.url, store.owner.token);
      const shop = owner.page;
      await shop.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
      await shop.getByRole('link', { name: 'Gerenciar Produtos' }).first().click();
      await shop.waitForURL(`${server.url}/vendor/products`);
      await shop.getByText('Nenhum produto cadastrado').waitFor();
      await shop.getByRole('link', { name: 'Novo produto' }).first().click();
      await shop.getByRole('button', { name: 'Salvar produto' }).click();
      await shop.getByText('Informe o nome do produto (até 120 caracteres)').waitFor();
      await shop.getByLabel(/^Nome/).fill('Argamassa AC-II 20kg');
      await shop.getByLabel('Preço normal (R$)').fill('32,90');
      await shop.getByLabel(/^Estoque/).fill('40');
      await shop.getByTestId('product-photo-input').setInputFiles(photo);
      await shop.getByRole('img', { name: 'Foto 1' }).waitFor();
      await shop.getByRole('button', { name: 'Salvar produto' }).click();
      await shop.waitForURL(`${server.url}/vendor/products`);
      await shop.getByText('Produto enviado para aprovação').first().waitFor();
      const card = shop.getByTestId('vendor-product-card').filter({ hasText: 'Argamassa AC-II 20kg' });
      await expect.poll(() => card.textContent()).toContain('Pendente');
      const product = await server.prisma.product.findFirstOrThrow({ where: { storeId: store.id } });
      expect(product.images).toEqual([expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/)]);

      // Not public yet.
      await visitor.page.goto(`${server.url}/explore?search=argamassa`, { waitUntil: 'networkidle' });
      await expect.poll(() => visitor.page.getByTestId('product-card').filter({ hasText: 'Argamassa AC-II 20kg' }).count()).toBe(0);

      // The admin approves it.
      await signInWithCookie(office, server.url, admin.token);
      await office.page.goto(`${server.url}/admin/products`, { waitUntil: 'networkidle' });
      const queued = office.page.getByTestId('product-approval-card').filter({ hasText: 'Argamassa AC-II 20kg' });
      await expect.poll(() => queued.textContent()).toContain('Produto novo');
      await queued.getByRole('button', { name: 'Aprovar Argamassa AC-II 20kg' }).click();
      await office.page.getByText('Produto aprovado').first().waitFor();
      await office.page.getByText('Nada aguardando aprovação').waitFor();

      // A visitor finds it.
      await visitor.page.goto(`${server.url}/explore?search=argamassa`, { waitUntil: 'networkidle' });
      await visitor.page.getByTestId('product-card').filter({ hasText: 'Argamassa AC-II 20kg' }).waitFor();

      // A shopper in Angelândia has it in the cart: the flat fee first, then the new zone's fee.
      const shopper = await createUser(server.prisma);
      await createAddress(server.prisma, shopper.id);
      const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product.id), quantity: 1 } }, { token: shopper.token });
      expect(added.data.addToCart.userErrors).toEqual([]);
      const buyer = await newRecordedPage(browser, phone);
      try {
        await signInWithCookie(buyer, server.url, shopper.token);
        await buyer.page.goto(`${server.url}/checkout`, { waitUntil: 'networkidle' });
        const summary = buyer.page.getByTestId('checkout-summary');
        await expect.poll(() => summary.textContent()).toContain('EntregaR$ 5,00');

        await shop.goto(`${server.url}/vendor/delivery-settings`, { waitUntil: 'networkidle' });
        await shop.getByRole('button', { name: 'Nova área' }).click();
        await shop.getByLabel('Nome da área').fill('Angelândia');
        await shop.getByLabel('Cidade').fill('Angelândia');
        await shop.getByRole('dialog').getByLabel('Taxa de entrega (R$)').fill('7,50');
        await shop.getByLabel('Prazo estimado (minutos)').fill('90');
        await shop.getByRole('button', { name: 'Salvar área' }).click();
        await shop.getByText('Área de entrega salva').first().waitFor();
        await expect.poll(() => shop.getByTestId('delivery-zone-card').filter({ hasText: 'Angelândia/MG' }).count()).toBe(1);

        await buyer.page.reload({ waitUntil: 'networkidle' });
        await expect.poll(() => summary.textContent()).toContain('EntregaR$ 7,50');
        expectClean(buyer);
      } finally {
        await buyer.close();
      }
      expectClean(owner);
      expectClean(office);
      expectClean(visitor);
    } finally {
      await Promise.all([owner.close(), office.close(), visitor.close()]);
    }
  });

  it('owner updates stock and a price from the spreadsheet: report first, nothing changes until applied', async () => {
    const store = await createStore(server.prisma, { name: 'Depósito Planilha' });
    const [tijolo, telha] = await createProductsIn(server.prisma, store.id, [
      { name: 'Tijolo 8 furos', price: '0.95', stock: 800 },
      { name: 'Telha colonial', price: '2.40', stock: 300 },
    ]);
    const owner = await newRecordedPage(browser, { viewport: { width: 412, height: 915 }, acceptDownloads: true });
    try {
      await signInWithCookie(owner, server.url, store.owner.token);
      const shop = owner.page;
      await shop.goto(`${server.url}/vendor/products`, { waitUntil: 'networkidle' });
      await shop.getByRole('link', { name: 'Planilha' }).click();
      await shop.waitForURL(`${server.url}/vendor/products/import`);
      const [download] = await Promise.all([shop.waitForEvent('download'), shop.getByRole('button', { name: 'Baixar planilha (CSV)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);
      const exported = fs.readFileSync((await download.path())!, 'utf8');
      expect(exported).toContain(`${telha};Telha colonial;2,40;;300;un;Aprovado`);

      // A wrong row blocks the file; the corrected one is reported, then applied.
      const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clube-csv-')), 'produtos.csv');
      fs.writeFileSync(edited, exported.replace(`${tijolo};Tijolo 8 furos;0,95;;800`, `${tijolo};Tijolo 8 furos;0,95;;mil`));
      await shop.getByTestId('csv-input').setInputFiles(edited);
      await shop.getByText('O estoque deve ser um número inteiro de 0 para cima').waitFor();
      expect(await shop.getByRole('button', { name: 'Aplicar alterações' }).isDisabled()).toBe(true);

      fs.writeFileSync(edited, exported.replace(`${tijolo};Tijolo 8 furos;0,95;;800`, `${tijolo};Tijolo 8 furos;0,95;;650`).replace('Telha colonial;2,40', 'Telha colonial;2,60'));
      await shop.getByTestId('csv-input').setInputFiles(edited);
      const report = shop.getByRole('region', { name: 'O que vai mudar' });
      await expect.poll(() => report.textContent()).toContain('2 produtos mudam');
      expect(await report.textContent()).toContain('Estoque: 800 → 650');
      expect(await report.textContent()).toContain('Preço: R$ 2,40 → R$ 2,60 (aguarda aprovação)');
      expect((await server.prisma.product.findUniqueOrThrow({ where: { id: tijolo } })).stock).toBe(800);

      await shop.getByRole('button', { name: 'Aplicar alterações' }).click();
      await shop.waitForURL(`${server.url}/vendor/products`);
      await shop.getByText('2 produtos atualizados').first().waitFor();
      const card = shop.getByTestId('vendor-product-card').filter({ hasText: 'Tijolo 8 furos' });
      await expect.poll(() => card.textContent()).toContain('650');
      await expect.poll(() => shop.getByTestId('vendor-product-card').filter({ hasText: 'Telha colonial' }).textContent()).toContain('Alteração em análise');
      expectClean(owner);
    } finally {
      await owner.close();
    }
  });
});
