// Shared carts in two browsers (real API + built web app, Debian's Chromium, phone viewport): a
// professional shares the cart from /cart; the client opens the e-mailed link as a visitor, signs
// in through 'Fazer Login' and comes back, accepts ('Carrinho aceito!'), edits a quantity,
// finalizes ('Carrinho finalizado!') and places the order; the professional's list shows Aceito
// then Finalizado without a reload; after delivery both points histories show the points.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickCentered, expectClean, launchBrowser, newRecordedPage, signInWithCookie } from '../helpers/browser.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { ADD_TO_CART, ADVANCE_SUB_ORDER, createAddress, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('shared carts (browser)', () => {
  let server: TestServer;
  let browser: Browser;
  const phone = { viewport: { width: 412, height: 915 } };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shareCard = (page: Page) => page.getByTestId('share-card').first();

  it('a professional shares, the client accepts, edits, finalizes and buys; both earn points on delivery', async () => {
    const store = await createStore(server.prisma, { name: 'Depósito São José' });
    const [cement, wire] = await createProductsIn(server.prisma, store.id, [
      { name: 'Cimento CP II 50kg', price: '40.00', stock: 30, pointsProfessional: 5, pointsConsumer: 2 },
      { name: 'Fio flexível 2,5mm (rolo)', price: '150.00', stock: 10, pointsProfessional: 10, pointsConsumer: 4 },
    ]);
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    for (const [productId, quantity] of [[cement, 2], [wire, 1]] as const) {
      const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity } }, { token: pro.token });
      expect(added.data.addToCart.userErrors).toEqual([]);
    }
    const client = await signUpConsumer(server.url, { name: 'Ana Souza' });
    const clientRow = await server.prisma.user.findUniqueOrThrow({ where: { email: client.input.email } });
    await createAddress(server.prisma, clientRow.id);

    const office = await newRecordedPage(browser, phone);
    const home = await newRecordedPage(browser, phone);
    try {
      // 1. The professional shares the cart from /cart.
      await signInWithCookie(office, server.url, pro.token);
      const proPage = office.page;
      await proPage.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
      await clickCentered(proPage.getByRole('button', { name: 'Compartilhar' }));
      const dialog = proPage.getByRole('dialog', { name: 'Compartilhar carrinho' });
      await dialog.getByLabel(/^Email do cliente/).fill('ninguem@exemplo.com.br');
      await dialog.getByRole('button', { name: 'Compartilhar' }).click();
      await dialog.getByText('Email não encontrado. Verifique se o usuário está cadastrado.').waitFor();
      await dialog.getByLabel(/^Email do cliente/).fill(client.input.email.toUpperCase());
      await dialog.getByRole('button', { name: 'Compartilhar' }).click();
      await proPage.getByText('Carrinho compartilhado!').first().waitFor();
      await proPage.waitForURL(`${server.url}/profile/shared-carts`);
      await expect.poll(() => shareCard(proPage).textContent()).toContain('Aguardando Aceitação');
      expect(await shareCard(proPage).textContent()).toContain('Ana Souza');
      expect(await shareCard(proPage).textContent()).toContain('R$ 230,00');

      // 2. The client opens the e-mailed link as a visitor: 'Login Necessário', then back after signing in.
      const mail = server.mailer.outbox().find((m) => m.to === client.input.email)!;
      const link = mail.text.match(/https?:\/\/\S+\/compartilhados\?token=\S+/)![0];
      const page = home.page;
      await page.goto(link, { waitUntil: 'networkidle' });
      await page.getByText('Login Necessário').waitFor();
      await page.getByRole('link', { name: 'Fazer Login' }).click();
      await page.getByLabel(/^Email ou CPF/).fill(client.input.email);
      await page.getByLabel(/^Senha/).fill(client.input.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(link);

      // 3. The shared cart: sender, expiry, badge, items, total and points; accept → /cart.
      await expect.poll(() => page.getByTestId('shared-cart-from').textContent()).toBe('Marcos Eletricista');
      await expect(page.getByTestId('share-status').textContent()).resolves.toBe('Aguardando Aceitação');
      await expect(page.getByText(/^Expira em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).count()).resolves.toBe(1);
      expect(await page.getByTestId('shared-item-line').allTextContents()).toEqual(['2 un × R$ 40,00', '1 un × R$ 150,00']);
      await expect(page.getByTestId('shared-cart-points').textContent()).resolves.toBe('Você ganhará 8 pontos com esta compra');
      await clickCentered(page.getByRole('button', { name: 'Aceitar Carrinho' }));
      await page.getByText('Carrinho aceito!').first().waitFor();
      await page.waitForURL(`${server.url}/cart`);
      await expect.poll(() => page.getByTestId('cart-item').count()).toBe(2);

      // 4. The professional's list says Aceito without a reload.
      await expect.poll(() => shareCard(proPage).getByTestId('share-status').textContent(), { timeout: 10_000 }).toBe('Aceito');

      // 5. Back to the shared cart from /cart, one more bag of cement, finalize → checkout.
      await clickCentered(page.getByTestId('received-shares').getByRole('link', { name: 'Finalizar Compra' }));
      await page.waitForURL(link);
      await clickCentered(page.getByRole('button', { name: 'Aumentar quantidade de Cimento CP II 50kg' }));
      await expect.poll(() => page.getByTestId('shared-item-line').first().textContent()).toBe('3 un × R$ 40,00');
      await clickCentered(page.getByRole('button', { name: 'Finalizar Compra' }));
      await page.getByText('Carrinho finalizado!').first().waitFor();
      await page.waitForURL(/\/checkout\?shared_cart=/);
      await expect.poll(() => page.getByTestId('checkout-shared-cart').textContent()).toContain('Compra do carrinho compartilhado por Marcos Eletricista');

      // 6. The professional's list says Finalizado, still without a reload.
      await expect.poll(() => shareCard(proPage).getByTestId('share-status').textContent(), { timeout: 10_000 }).toBe('Finalizado');

      // 7. The client pays on delivery (PIX) and the order records the share.
      await page.getByTestId('checkout-address').waitFor();
      await page.getByTestId('payment-PIX').click();
      await clickCentered(page.getByTestId('confirm-order'));
      await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').pop()!;
      const order = await server.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { subOrders: true } });
      expect(order.cartShareId).not.toBeNull();

      // 8. Delivered: both histories show the points (client 3×2 + 1×4; professional 3×5 + 1×10).
      for (const to of ['CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
        const moved = await gql(server.url, ADVANCE_SUB_ORDER, { input: { subOrderId: globalId('SubOrder', order.subOrders[0].id), to } }, { token: store.owner.token });
        expect(moved.data.advanceSubOrder.userErrors).toEqual([]);
      }
      await page.goto(`${server.url}/profile/points-history`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('main').textContent()).toContain('+10');
      await proPage.goto(`${server.url}/profile/points-history`, { waitUntil: 'networkidle' });
      await expect.poll(() => proPage.locator('main').textContent()).toContain('Carrinho compartilhado');
      expect(await proPage.locator('main').textContent()).toContain('+25');

      for (const p of [proPage, page]) await p.waitForLoadState('networkidle');
      expectClean(office);
      expectClean(home);
    } finally {
      await office.close();
      await home.close();
    }
  });
});
