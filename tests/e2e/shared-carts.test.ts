// Shared carts in two browsers (real API + built web app, Debian's Chromium, phone viewport): a
// professional shares the cart from /cart; the client opens the e-mailed link as a visitor, signs
// in through 'Fazer Login' and comes back, accepts ('Carrinho aceito!'), edits a quantity,
// finalizes ('Carrinho finalizado!') and places the order; the professional's list shows Aceito
// then Finalizado without a reload; after delivery both points histories show the points. And the
// detour of issue 51: a client with no address finalizes, taps 'Adicionar endereço' at checkout and
// comes back to a plain /checkout — the order still buys the share, which then shows its order.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { clickCentered, expectClean, signInWithCookie } from '../helpers/browser.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { ADD_TO_CART, ADVANCE_SUB_ORDER, createAddress, createProductsIn, createStore, createUser, globalId, localId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';

const SHARE_CART = `mutation($input: ShareCartInput!) { shareCart(input: $input) { share { id } link userErrors { message } } }`;

describe('shared carts (browser)', () => {
  test.beforeAll(bootBrowser);
  const phone = { viewport: { width: 412, height: 915 } };


  const shareCard = (page: Page) => page.getByTestId('share-card').first();
  const shot = async (page: Page, name: string) => {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  };

  test("no address yet: the detour through 'Adicionar endereço' loses ?shared_cart=, and the order still buys the share (issue 51)", async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Boa Vista' });
    const [cement] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento CP V 40kg', price: '45.00', stock: 30, pointsProfessional: 5, pointsConsumer: 2 }]);
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Paula Pedreira' });
    expect((await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', cement), quantity: 2 } }, { token: pro.token })).data.addToCart.userErrors).toEqual([]);
    const client = await signUpConsumer(server.url, { name: 'Bruna Lima' });
    const shared = await gql(server.url, SHARE_CART, { input: { email: client.input.email } }, { token: pro.token });
    expect(shared.data.shareCart.userErrors).toEqual([]);
    const link: string = shared.data.shareCart.link;

    const home = await openPage(phone);
    const page = home.page;
    const [name, value] = client.cookie.split('=');
    await home.context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(link, { waitUntil: 'networkidle' });
    await clickCentered(page.getByRole('button', { name: 'Aceitar Carrinho' }));
    await page.waitForURL(`${server.url}/cart`);
    await clickCentered(page.getByTestId('received-shares').getByRole('link', { name: 'Finalizar Compra' }));
    await page.waitForURL(link);
    await clickCentered(page.getByRole('button', { name: 'Finalizar Compra' }));
    await page.waitForURL(/\/checkout\?shared_cart=/);

    // Before paying, /cart reminds her of the finalized share still without an order.
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    const reminder = page.getByTestId('received-shares');
    await expect.poll(() => reminder.textContent()).toContain('Carrinho de Paula Pedreira finalizado: falta o pagamento.');
    await shot(page, 'shared-cart-unpaid-reminder-412');
    await clickCentered(page.getByRole('link', { name: 'Finalizar compra', exact: true }));
    await page.waitForURL(`${server.url}/checkout`);

    // No address: 'Adicionar endereço', save, and back to a plain /checkout (no ?shared_cart=).
    await clickCentered(page.getByRole('main').getByRole('link', { name: 'Adicionar endereço' }));
    await page.getByRole('heading', { level: 1, name: 'Adicionar endereço' }).waitFor();
    await page.getByLabel('CEP').fill('39688-000');
    await expect.poll(() => page.getByLabel('Cidade').inputValue(), { timeout: 10_000 }).toBe('Angelândia');
    await page.getByLabel('Logradouro').fill('Rua das Palmeiras');
    await page.getByLabel('Número').fill('77');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await page.waitForURL(`${server.url}/checkout`);
    // The server says which share this order buys: the notice is back without the URL's help.
    await expect.poll(() => page.getByTestId('checkout-shared-cart').textContent()).toContain('Compra do carrinho compartilhado por Paula Pedreira');
    await page.getByTestId('checkout-address').waitFor();
    await shot(page, 'shared-cart-checkout-after-detour-412');
    await page.getByTestId('payment-PIX').click();
    await clickCentered(page.getByTestId('confirm-order'));
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    const order = await server.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { cartShare: true } });
    expect(order.cartShare).toMatchObject({ id: localId(shared.data.shareCart.share.id), status: 'FINALIZED' });

    // The share shows its order and no payment any more; /cart no longer reminds her.
    await page.goto(link, { waitUntil: 'networkidle' });
    const placed = page.getByTestId('shared-cart-order');
    await expect.poll(() => placed.textContent()).toContain(`Pedido nº ${orderId.slice(0, 8).toUpperCase()}`);
    await expect(page.getByRole('link', { name: 'Ir para o pagamento' }).count()).resolves.toBe(0);
    await shot(page, 'shared-cart-with-order-412');
    await placed.getByRole('link', { name: 'Ver pedido' }).click();
    await page.waitForURL(`${server.url}/order/${orderId}`);
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('received-shares').count()).resolves.toBe(0);

    await page.waitForLoadState('networkidle');
    expectClean(home);
  });

  test('a professional shares, the client accepts, edits, finalizes and buys; both earn points on delivery', async ({ server, openPage }) => {
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

    const office = await openPage(phone);
    const home = await openPage(phone);
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
    const done = proPage.getByRole('dialog', { name: 'Carrinho compartilhado!' });
    await done.getByRole('button', { name: 'Ver compartilhados' }).click();
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
  });

  test("the share dialog offers the link and WhatsApp; someone else with the link is told it is not theirs; the professional re-sends it", async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Casa das Tintas' });
    const [paint] = await createProductsIn(server.prisma, store.id, [{ name: 'Tinta acrílica 18L', price: '200.00', stock: 10, pointsProfessional: 10, pointsConsumer: 3 }]);
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    const carlos = await createUser(server.prisma, { name: 'Carlos Lima' });
    const bia = await createUser(server.prisma, { name: 'Bia Rocha' });
    const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', paint), quantity: 2 } }, { token: pro.token });
    expect(added.data.addToCart.userErrors).toEqual([]);

    const office = await openPage(phone);
    const home = await openPage(phone);
    await signInWithCookie(office, server.url, pro.token);
    const proPage = office.page;
    await proPage.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    await clickCentered(proPage.getByRole('button', { name: 'Compartilhar' }));
    const dialog = proPage.getByRole('dialog', { name: 'Compartilhar carrinho' });
    await dialog.getByLabel(/^Email do cliente/).fill(carlos.email);
    await dialog.getByRole('button', { name: 'Compartilhar' }).click();
    const done = proPage.getByRole('dialog', { name: 'Carrinho compartilhado!' });
    await done.getByRole('button', { name: 'Copiar link' }).waitFor();
    const link = await done.getByLabel('Link do carrinho').inputValue();
    expect(link).toMatch(/\/compartilhados\?token=/);
    const whatsapp = new URL((await done.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`Montei um carrinho de compras para você no Clube Local. Veja os itens e aceite aqui: ${link}`);
    await proPage.waitForTimeout(400);
    await proPage.screenshot({ path: 'test-results/share-dialog-412.png' });
    await done.getByRole('button', { name: 'Ver compartilhados' }).click();
    await proPage.waitForURL(`${server.url}/profile/shared-carts`);

    // Bia opens Carlos's link: the cart read-only, the notice, no 'Aceitar Carrinho'.
    await signInWithCookie(home, server.url, bia.token);
    const page = home.page;
    await page.goto(link, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('shared-cart-not-addressee').textContent()).toBe(
      'Este carrinho foi enviado para outra pessoa e só ela pode aceitá-lo. Se ele era para você, peça ao profissional que o reenvie para o seu email.',
    );
    expect(await page.getByRole('button', { name: 'Aceitar Carrinho' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/shared-cart-not-addressee-412.png', fullPage: true });

    // The professional re-sends it to Bia from the list; her screen then offers 'Aceitar Carrinho'.
    const card = proPage.getByTestId('share-card').first();
    await expect.poll(() => card.textContent()).toContain('Carlos Lima');
    await clickCentered(card.getByRole('button', { name: 'Reenviar' }));
    const resend = proPage.getByRole('dialog', { name: 'Reenviar carrinho' });
    await resend.getByLabel(/^Email do cliente/).fill('ninguem@exemplo.com.br');
    await resend.getByRole('button', { name: 'Reenviar' }).click();
    await resend.getByText('Email não encontrado. Verifique se o usuário está cadastrado.').waitFor();
    await resend.getByLabel(/^Email do cliente/).fill(bia.email);
    await resend.getByRole('button', { name: 'Reenviar' }).click();
    await proPage.getByText('Carrinho reenviado!').first().waitFor();
    await expect.poll(() => card.textContent()).toContain('Bia Rocha');
    await proPage.screenshot({ path: 'test-results/shared-carts-list-412.png', fullPage: true });
    await page.reload({ waitUntil: 'networkidle' });
    await clickCentered(page.getByRole('button', { name: 'Aceitar Carrinho' }));
    await page.waitForURL(`${server.url}/cart`);

    for (const p of [proPage, page]) await p.waitForLoadState('networkidle');
    expectClean(office);
    expectClean(home);
  });
});
