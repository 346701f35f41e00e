// The whole journey of docs/decisions.md in the browser (real API + built web app, Debian's Chromium):
// the customer signs in through /login, adds two products from two stores (the tab badge and the
// pop-up follow), checks out paying in cash with change, lands on the confirmation; the first
// store's owner, in another browser context, confirms and delivers the sub-order from
// /vendor/orders/:id; the customer's order page shows each status change live (no reload) and the
// points. No console errors, no request leaving the machine.
//
// With SCREENSHOT_DIR set, a second test saves the screens at 390 px and 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { clickCentered, expectClean, type RecordedPage, signInWithCookie } from '../helpers/browser.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { createAddress, createProductsIn, createStore, createUser, type TestStore } from '../helpers/commerce.js';
import { type TestServer } from '../helpers/server.js';

/** window.print() opens a native dialog: count the calls instead. */
async function stubPrint(recorded: RecordedPage) {
  await recorded.context.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => {
      (window as unknown as { __prints: number }).__prints += 1;
    };
  });
}

interface Shop {
  store: TestStore;
  name: string;
  productPath: string;
  productName: string;
}

async function makeShop(server: TestServer, storeName: string, deliveryFee: string, product: { name: string; price: string; points: number }): Promise<Shop> {
  const store = await createStore(server.prisma, { name: storeName, deliveryFee });
  const [productId] = await createProductsIn(server.prisma, store.id, [
    { name: product.name, price: product.price, stock: 20, pointsConsumer: product.points, points: product.points, unit: 'un' },
  ]);
  const row = await server.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true, store: { select: { slug: true } } } });
  return { store, name: storeName, productName: product.name, productPath: `/produto/${row.store.slug}/${row.slug}` };
}

async function addFromProductPage(page: Page, server: TestServer, shop: Shop, expectedBadge: string) {
  await page.goto(`${server.url}${shop.productPath}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: shop.productName }).waitFor();
  await page.getByTestId('product-add').click();
  await page.getByText('1 unidade(s) adicionada(s) ao carrinho').first().waitFor();
  await expect.poll(() => page.getByTestId('tab-badge-cartCount').getAttribute('data-count')).toBe(expectedBadge);
  // The pop-up shows the cart for 5 s.
  await page.getByTestId('cart-popup').waitFor();
  // On a phone both open at the top: the toast goes below the pop-up, never over 'Ver carrinho'.
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const [toastBox, viewCartBox] = await Promise.all([toast.boundingBox(), page.getByTestId('cart-popup').getByRole('link', { name: 'Ver carrinho' }).boundingBox()]);
  expect(toastBox && viewCartBox).toBeTruthy();
  const apart = toastBox!.y >= viewCartBox!.y + viewCartBox!.height || toastBox!.y + toastBox!.height <= viewCartBox!.y || toastBox!.x >= viewCartBox!.x + viewCartBox!.width || toastBox!.x + toastBox!.width <= viewCartBox!.x;
  expect(apart, JSON.stringify({ toastBox, viewCartBox })).toBe(true);
  // The edges the toasts keep clear of live on the toast layer: a variable on <html> or <body>
  // made the browser restyle the whole page as the pop-up came and went (web/src/ui/useEdgeVar.ts).
  const pageWide = await page.evaluate(() => [document.documentElement, document.body].flatMap((el) => [...el.style].filter((name) => name.startsWith('--'))));
  expect(pageWide).toEqual([]);
}

describe('cart, checkout and orders (browser)', () => {
  test.beforeAll(bootBrowser);
  test('signs in, buys from two stores paying cash with change, and follows the store confirming and delivering live', async ({ server, openPage }) => {
    const builder = await makeShop(server, 'Casa do Construtor', '5.00', { name: 'Cimento CP II 50kg', price: '39.90', points: 5 });
    const bakery = await makeShop(server, 'Padaria Pão Quente', '7.50', { name: 'Pão de queijo congelado 1kg', price: '12.50', points: 2 });
    const customer = await signUpConsumer(server.url, { name: 'Joana Pereira' });
    const customerRow = await server.prisma.user.findUniqueOrThrow({ where: { email: customer.input.email } });
    await createAddress(server.prisma, customerRow.id);

    const shopper = await openPage({ viewport: { width: 390, height: 844 } });
    const owner = await openPage({ viewport: { width: 1280, height: 900 } });
    await stubPrint(shopper);
    const { page } = shopper;
    // 1. Sign in through /login (on a phone, a plain form the server takes).
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Email ou CPF/).fill(customer.input.email);
    await page.getByLabel(/^Senha/).fill(customer.input.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/home`);

    // 2. Two products from two stores; the badge follows each addition.
    await addFromProductPage(page, server, builder, '1');
    await addFromProductPage(page, server, bakery, '2');

    // 3. The cart, grouped by store, then checkout.
    await page.getByRole('link', { name: 'Carrinho: Meu Carrinho' }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Meu Carrinho' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-store').count()).toBe(2);
    const summary = page.getByTestId('cart-summary');
    await expect(summary.textContent()).resolves.toContain('R$ 64,90');
    await expect(summary.textContent()).resolves.toContain('Você ganhará 7 pontos');
    await clickCentered(page.getByRole('link', { name: 'Finalizar compra' }));
    await page.waitForURL(`${server.url}/checkout`);

    // 4. Principal address preselected; cash with change for R$ 100,00.
    const address = page.getByTestId('checkout-address');
    await address.waitFor();
    await expect(address.getAttribute('data-state')).resolves.toBe('checked');
    await page.getByTestId('payment-CASH').click();
    await page.getByLabel('Troco para').fill('100,00');
    await expect.poll(() => page.getByTestId('checkout-change').textContent()).toBe('Troco: R$ 35,10');
    await clickCentered(page.getByTestId('confirm-order'));

    // 5. Confirmation.
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByTestId('order-number').textContent()).resolves.toBe(orderId.slice(0, 8).toUpperCase());
    await expect.poll(() => page.getByTestId('confirmation-store').count()).toBe(2);
    await expect(page.getByTestId('confirmation-payment').textContent()).resolves.toBe('Dinheiro · troco para R$ 100,00 (troco: R$ 35,10)');
    await expect(page.getByTestId('confirmation-points').textContent()).resolves.toBe('Você ganhará 7 pontos quando o pedido for entregue');
    // The cart emptied: the badge left with the mutation's cart.
    await expect.poll(() => page.getByTestId('tab-badge-cartCount').count()).toBe(0);

    const order = await server.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { subOrders: { include: { store: true } } } });
    expect(order).toMatchObject({ paymentMethod: 'CASH', userId: customerRow.id });
    expect(order.changeFor?.toString()).toBe('100');
    expect(order.total.toString()).toBe('64.9');
    const builderSubOrder = order.subOrders.find((s) => s.storeId === builder.store.id)!;

    // 6. The customer follows the order (no reload from here on).
    await clickCentered(page.getByRole('link', { name: 'Acompanhar pedido' }));
    await page.waitForURL(`${server.url}/order/${orderId}`);
    const builderCard = page.getByTestId('sub-order').filter({ hasText: 'Casa do Construtor' });
    await builderCard.getByTestId('status-badge').filter({ hasText: 'Pendente' }).waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // 7. The store's owner confirms and delivers from /vendor/orders/:id.
    await signInWithCookie(owner, server.url, builder.store.owner.token);
    const vendor = owner.page;
    await vendor.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
    await vendor.getByRole('link', { name: 'Pedidos da loja' }).click();
    await vendor.waitForURL(`${server.url}/vendor/orders`);
    const card = vendor.getByTestId('vendor-order-card').filter({ hasText: orderId.slice(0, 8).toUpperCase() });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('Joana Pereira');
    await card.getByRole('link').click();
    await vendor.waitForURL(`${server.url}/vendor/orders/${builderSubOrder.id}`);
    await expect(vendor.getByTestId('vendor-order-customer').textContent()).resolves.toContain('Joana Pereira');
    await expect(vendor.getByTestId('vendor-order-payment').textContent()).resolves.toContain('Dinheiro · troco para R$ 100,00 (troco: R$ 35,10)Cobrar na entrega: R$ 44,90');

    const steps: [string, string][] = [
      ['Confirmar pedido', 'Confirmado'],
      ['Iniciar preparo', 'Em preparo'],
      ['Saiu para entrega', 'Saiu para entrega'],
      ['Marcar como entregue', 'Entregue'],
    ];
    for (const [button, label] of steps) {
      await vendor.getByTestId('advance-button').filter({ hasText: button }).click();
      await vendor.getByTestId('vendor-order-status').getByTestId('status-badge').filter({ hasText: label }).waitFor();
      // The customer's page shows it without reloading.
      await builderCard.getByTestId('status-badge').filter({ hasText: label }).waitFor({ timeout: 15_000 });
    }
    await vendor.getByTestId('vendor-order-finished').waitFor();
    // Forbidden transitions are not offered once delivered.
    await expect(vendor.getByTestId('advance-button').count()).resolves.toBe(0);

    // 8. Points: earned once delivered, and the balance.
    await expect.poll(() => page.getByTestId('points-earned').textContent(), { timeout: 15_000 }).toBe('Você ganhou 5 pontos com este pedido');
    await expect.poll(() => page.getByTestId('points-balance').textContent(), { timeout: 15_000 }).toBe('Seu saldo: 5 pontos');
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
    const timeline = builderCard.getByTestId('timeline-step');
    await expect(timeline.count()).resolves.toBe(5);
    await expect(builderCard.locator('[data-testid="timeline-step"][data-reached]').count()).resolves.toBe(5);
    const balance = await server.prisma.user.findUniqueOrThrow({ where: { id: customerRow.id }, select: { pointsBalance: true } });
    expect(balance.pointsBalance).toBe(5);

    // 9. The print sheet.
    await clickCentered(page.getByRole('button', { name: 'Imprimir' }).first());
    const sheet = page.getByTestId('print-sheet');
    await sheet.waitFor();
    await expect(sheet.textContent()).resolves.toContain('DETALHES DO PEDIDO');
    await expect(page.getByTestId('print-number').textContent()).resolves.toBe(`#${orderId.slice(0, 8).toUpperCase()}`);
    await expect(page.getByTestId('print-total').textContent()).resolves.toContain('R$ 64,90');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
    await page.getByRole('dialog', { name: 'DETALHES DO PEDIDO' }).getByRole('button', { name: 'Fechar', exact: true }).click();

    expectClean(shopper);
    expectClean(owner);
  });

  test.runIf(!!process.env.SCREENSHOT_DIR)('saves screenshots of the screens at 390 px and 1280 px', async ({ server, openPage }) => {
    const dir = process.env.SCREENSHOT_DIR!;
    fs.mkdirSync(dir, { recursive: true });
    const builder = await makeShop(server, 'Casa do Construtor Centro', '5.00', { name: 'Cimento CP II 50kg Votoran', price: '39.90', points: 5 });
    const bakery = await makeShop(server, 'Padaria Pão Quente Centro', '7.50', { name: 'Pão de queijo congelado 1kg', price: '12.50', points: 2 });
    const buyer = await createUser(server.prisma, { name: 'Joana Pereira' });
    await createAddress(server.prisma, buyer.id);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN', name: 'Admin' });
    await server.prisma.coupon.createMany({
      data: [
        { code: 'NATAL10', description: 'Natal no Clube Local', kind: 'PERCENT', value: '10', minOrder: '50', usageLimit: 100, perUserLimit: 5, endsAt: new Date('2030-12-26T03:00:00Z') },
        { code: 'FRETE5', kind: 'FIXED', value: '5', usedCount: 3 },
        { code: 'VELHO', kind: 'PERCENT', value: '15', active: false },
      ],
    });

    for (const width of [390, 1280]) {
      const recorded = await openPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await stubPrint(recorded);
      const { page } = recorded;
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
      };
      await signInWithCookie(recorded, server.url, buyer.token);
      await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
      await page.getByText('Seu carrinho está vazio').waitFor();
      await shot('cart-empty');
      for (const shop of [builder, bakery]) {
        await page.goto(`${server.url}${shop.productPath}`, { waitUntil: 'networkidle' });
        await page.getByTestId('product-add').click();
        await page.getByTestId('cart-popup').waitFor();
      }
      await shot('cart-popup');
      await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
      await page.getByTestId('cart-summary').waitFor();
      await shot('cart');
      await page.goto(`${server.url}/checkout`, { waitUntil: 'networkidle' });
      await page.getByTestId('payment-CASH').click();
      await page.getByLabel('Troco para').fill('100,00');
      await page.getByPlaceholder('Código do cupom').fill('NATAL10');
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await page.getByTestId('coupon-applied').waitFor();
      await shot('checkout');
      await page.getByTestId('confirm-order').click();
      await page.waitForURL(/order-confirmation/);
      await page.getByTestId('order-number').waitFor();
      await shot('confirmation');
      const orderId = page.url().split('/').pop()!;
      const sub = await server.prisma.subOrder.findFirstOrThrow({ where: { orderId, storeId: builder.store.id } });
      await page.goto(`${server.url}/profile/orders/${orderId}`, { waitUntil: 'networkidle' });
      await page.getByTestId('sub-order').first().waitFor();
      await shot('order-detail');
      await clickCentered(page.getByRole('button', { name: 'Imprimir' }).first());
      await page.getByTestId('print-sheet').waitFor();
      await page.waitForTimeout(400);
      await page.getByTestId('print-sheet').screenshot({ path: path.join(dir, `print-sheet-${width}.png`) });
      // What reaches the paper (print CSS).
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: path.join(dir, `print-media-${width}.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('dialog', { name: 'DETALHES DO PEDIDO' }).getByRole('button', { name: 'Fechar', exact: true }).click();
      await page.goto(`${server.url}/profile/orders`, { waitUntil: 'networkidle' });
      await page.getByTestId('order-card').first().waitFor();
      await shot('orders');

      await recorded.context.clearCookies();
      await signInWithCookie(recorded, server.url, builder.store.owner.token);
      await page.goto(`${server.url}/vendor/orders`, { waitUntil: 'networkidle' });
      await page.getByTestId('vendor-order-card').first().waitFor();
      await shot('vendor-orders');
      await page.goto(`${server.url}/vendor/orders/${sub.id}`, { waitUntil: 'networkidle' });
      await page.getByTestId('vendor-order-actions').waitFor();
      await shot('vendor-order');

      await recorded.context.clearCookies();
      await signInWithCookie(recorded, server.url, admin.token);
      await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
      await page.getByTestId('admin-home-card').first().waitFor();
      await shot('admin-home');
      await page.goto(`${server.url}/admin/coupons`, { waitUntil: 'networkidle' });
      await page.getByText('NATAL10').filter({ visible: true }).first().waitFor();
      await shot('admin-coupons');
      await page.getByRole('button', { name: 'Editar NATAL10' }).filter({ visible: true }).click();
      await page.getByRole('dialog').waitFor();
      await shot('admin-coupon-form');
      expectClean(recorded);
    }
  });
});
