// The loyalty journey of docs/decisions.md in the browser (real API + built web app, Debian's Chromium): a
// customer with points opens /rewards (balance, tier card, catalogue), redeems a reward at
// /rewards/detail/:id and sees it 'Pendente' at /resgates; an admin, in another browser context,
// approves it and marks it delivered at /admin/redemptions; the customer's /resgates shows each
// badge change live (no reload). An invitation link paints from the server's HTML before the app.
// No console errors, no request leaving the machine.
//
// With SCREENSHOT_DIR set, the screens are saved at 390 px and 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { clickCentered, expectClean, holdAppScripts, isHydrated, signInWithCookie, type RecordedPage } from '../helpers/browser.js';
import { createStore, createUser } from '../helpers/commerce.js';
import { addEntry } from '../helpers/loyalty.js';
import { TRUSTED_DOCUMENTS_ON } from '../helpers/server.js';

test.override('serverOptions', { env: TRUSTED_DOCUMENTS_ON });

describe('loyalty club in the browser', () => {
  test.beforeAll(bootBrowser);
  test('a customer redeems a reward; the admin approves and delivers it; the badge changes live', async ({ server, openPage }) => {
    const customer = await createUser(server.prisma, { name: 'Maria Cliente' });
    const admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
    await addEntry(server.prisma, customer.id, 2500, { reason: 'Compra de teste' });
    const reward = await server.prisma.reward.create({
      data: { name: 'Caneca do Clube', description: 'Caneca de cerâmica', points: 800, stock: 3, status: 'ACTIVE', category: 'Produto' },
    });

    const shopper = await openPage({ viewport: { width: 390, height: 844 } });
    const office = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInWithCookie(shopper, server.url, customer.token);
    await signInWithCookie(office, server.url, admin.token);
    const page = shopper.page;

    // /rewards: balance, tier card, catalogue.
    await page.goto(`${server.url}/rewards`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('2.500 pontos');
    expect(await page.getByTestId('tier-name').textContent()).toContain('Nível Prata');
    expect(await page.getByTestId('tier-next').textContent()).toBe('Faltam 2.500 pontos para o nível Ouro');
    await expect.poll(() => page.getByTestId('reward-card').count()).toBe(1);

    // Detail → Resgatar → confirm → /resgates with 'Pendente'.
    await clickCentered(page.getByRole('link', { name: 'Caneca do Clube' }));
    await page.waitForURL(`**/rewards/detail/${reward.id}`);
    await expect.poll(() => page.getByTestId('reward-name').textContent()).toBe('Caneca do Clube');
    await clickCentered(page.getByRole('button', { name: 'Resgatar' }));
    await page.getByRole('button', { name: 'Confirmar resgate' }).click();
    await page.waitForURL('**/resgates');
    const badge = page.getByTestId('redemption-row').first().getByTestId('redemption-status');
    await expect.poll(() => badge.textContent()).toBe('Pendente');
    expect(await badge.getAttribute('data-color')).toBe('yellow');
    await expect.poll(async () => (await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).pointsBalance).toBe(1700);

    // The admin approves, then marks delivered; the customer's badge follows live.
    const adminPage = office.page;
    await adminPage.goto(`${server.url}/admin/redemptions`, { waitUntil: 'networkidle' });
    const row = adminPage.getByTestId('admin-redemption-row').filter({ hasText: 'Caneca do Clube' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Maria');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    await expect.poll(() => row.getByTestId('redemption-status').textContent()).toBe('Aprovado');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('Aprovado');
    expect(await badge.getAttribute('data-color')).toBe('green');

    await row.getByRole('button', { name: 'Marcar como entregue' }).click();
    await expect.poll(() => row.getByTestId('redemption-status').textContent()).toBe('Entregue');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('Entregue');
    expect(await badge.getAttribute('data-color')).toBe('blue');

    // The ledger shows the debit.
    await page.goto(`${server.url}/profile/points-history`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('points-entry').count()).toBe(2);
    expect(await page.getByTestId('points-entry').first().textContent()).toContain('−800');

    expectClean(shopper);
    expectClean(office);

    const dir = process.env.SCREENSHOT_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const shots: [RecordedPage, string, string][] = [
        [shopper, '/rewards', 'rewards'],
        [shopper, `/rewards/detail/${reward.id}`, 'reward-detail'],
        [shopper, '/resgates', 'resgates'],
        [office, '/admin/rewards', 'admin-rewards'],
        [office, '/admin/redemptions', 'admin-redemptions'],
        [office, '/admin/loyalty', 'admin-loyalty'],
      ];
      for (const width of [390, 1280]) {
        for (const [recorded, route, name] of shots) {
          await recorded.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await recorded.page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
          await recorded.page.waitForTimeout(400);
          await recorded.page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
        }
      }
    }
  });
  test("pages the points history with 'Carregar mais' (the next page joins the list)", async ({ server, openPage }) => {
    const customer = await createUser(server.prisma, { name: 'Paula Paginada' });
    for (let i = 1; i <= 23; i++) await addEntry(server.prisma, customer.id, i, { reason: `Compra ${i}`, at: new Date(Date.UTC(2026, 9, i, 12)) });
    const shopper = await openPage({ viewport: { width: 412, height: 915 } });
    await signInWithCookie(shopper, server.url, customer.token);
    const { page } = shopper;
    await page.goto(`${server.url}/profile/points-history`, { waitUntil: 'networkidle' });
    const entries = page.getByTestId('points-entry');
    await expect.poll(() => entries.count()).toBe(20);
    await clickCentered(page.getByRole('button', { name: 'Carregar mais' }));
    await expect.poll(() => entries.count()).toBe(23);
    await expect(entries.last().getByText('Compra 1', { exact: true }).count()).resolves.toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
    expectClean(shopper);
  });

  test('the admin creates and activates a reward; a store credits an in-store purchase', async ({ server, openPage }) => {
    const admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
    const customer = await createUser(server.prisma, { name: 'João Comprador' });
    const { email } = await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id }, select: { email: true } });
    const store = await createStore(server.prisma, { name: 'Padaria do Bairro' });

    const office = await openPage({ viewport: { width: 1280, height: 900 } });
    const counter = await openPage({ viewport: { width: 390, height: 844 } });
    await signInWithCookie(office, server.url, admin.token);
    const page = office.page;
    await page.goto(`${server.url}/admin/rewards`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Nova recompensa' }).click();
    await page.getByRole('button', { name: 'Criar recompensa' }).click();
    await expect.poll(() => page.getByText('Nome é obrigatório').count()).toBe(1);
    await page.getByLabel('Nome').fill('Vale Café');
    await page.getByLabel('Pontos').fill('150');
    await page.getByLabel('Estoque').fill('10');
    await page.getByRole('button', { name: 'Criar recompensa' }).click();
    await expect.poll(() => page.getByText('Recompensa criada com sucesso').count()).toBeGreaterThan(0);
    const row = page.getByTestId('admin-reward-row').filter({ hasText: 'Vale Café' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('7-10 dias úteis');
    expect(await row.getByTestId('reward-status').textContent()).toBe('Pendente');
    await row.getByRole('button', { name: 'Ativar Vale Café' }).click();
    await expect.poll(() => page.getByText('Recompensa ativada com sucesso').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await server.prisma.reward.findFirstOrThrow({ where: { name: 'Vale Café' } })).status).toBe('ACTIVE');

    await signInWithCookie(counter, server.url, store.owner.token);
    const shop = counter.page;
    await shop.goto(`${server.url}/vendor/ajuste-pontos`, { waitUntil: 'networkidle' });
    await shop.getByLabel('CPF, e-mail ou código de membro do cliente').fill(email);
    await shop.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => shop.getByTestId('adjust-customer').count()).toBe(1);
    await shop.getByLabel('Valor da compra').pressSequentially('4590');
    expect(await shop.getByTestId('points-preview').textContent()).toBe('R$ 45,90 = 45 pontos');
    await clickCentered(shop.getByRole('button', { name: 'Creditar pontos' }));
    await shop.getByRole('alertdialog').getByRole('button', { name: 'Confirmar crédito' }).click();
    await expect.poll(async () => (await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).pointsBalance).toBe(45);

    // The customer sees it at /profile/physical-purchases (store, value, points).
    const buyer = await openPage({ viewport: { width: 390, height: 844 } });
    await signInWithCookie(buyer, server.url, customer.token);
    await buyer.page.goto(`${server.url}/profile/physical-purchases`, { waitUntil: 'networkidle' });
    const purchase = buyer.page.getByTestId('physical-purchase');
    await expect.poll(() => purchase.count()).toBe(1);
    const text = await purchase.textContent();
    expect(text).toContain('Padaria do Bairro');
    expect(text).toContain('R$ 45,90');
    expect(text).toContain('+45');
    expectClean(buyer);

    expectClean(office);
    expectClean(counter);
  });

  test('a store credits only after confirming, a second tap credits nothing, and a debit needs a reason, never goes below zero and shows in the history', async ({ server, openPage }) => {
    const customer = await createUser(server.prisma, { name: 'Maria Souza' });
    const { email } = await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id }, select: { email: true } });
    const store = await createStore(server.prisma, { name: 'Mercadinho da Esquina' });
    const balance = async () => (await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).pointsBalance;
    const counter = await openPage({ viewport: { width: 412, height: 915 } });
    const shot = async (name: string) => {
      if (process.env.SCREENSHOT_DIR) await counter.page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    };
    await signInWithCookie(counter, server.url, store.owner.token);
    const page = counter.page;
    const lookUp = async () => {
      await page.getByLabel('CPF, e-mail ou código de membro do cliente').fill(email);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect.poll(() => page.getByTestId('adjust-customer').count()).toBe(1);
    };
    await page.goto(`${server.url}/vendor/adjust-points`, { waitUntil: 'networkidle' });
    await lookUp();
    await page.getByLabel('Valor da compra').pressSequentially('5000');

    // The first tap asks; nothing is credited until confirmed.
    await clickCentered(page.getByRole('button', { name: 'Creditar pontos' }));
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByTestId('adjust-confirm-question').textContent()).toBe('Confirmar crédito de 50 pontos para Maria S.?');
    await shot('adjust-points-confirm');
    expect(await balance()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await balance()).toBe(0);
    await clickCentered(page.getByRole('button', { name: 'Creditar pontos' }));
    await dialog.getByRole('button', { name: 'Confirmar crédito' }).click();
    await expect.poll(balance).toBe(50);

    // Done: the customer and the amount are cleared, so a second tap credits nothing. (The
    // confirmation closes with an animation: a tap is tried once it is gone, or its count is its own.)
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('adjust-customer').count()).toBe(0);
    expect(await page.getByLabel('Valor da compra').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Creditar pontos' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Creditar pontos' }).click({ force: true });
    expect(await dialog.count()).toBe(0);
    expect(await balance()).toBe(50);
    expect(await server.prisma.pointsEntry.count({ where: { userId: customer.id } })).toBe(1);

    // The store's history for her: +50, the reason, who.
    const rows = page.getByTestId('store-adjustment-card');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/\+50 · Crédito.*Compra na loja física \(R\$ 50,00\).*Dono/);

    // She spent 40 points elsewhere: a debit of 30 would take her below zero — the server's error, nothing changes.
    await addEntry(server.prisma, customer.id, -40, { reason: 'Resgate' });
    await lookUp();
    await page.getByText('Débito', { exact: true }).click();
    await page.getByLabel('Pontos a debitar').fill('30');
    await clickCentered(page.getByRole('button', { name: 'Debitar pontos' }));
    await page.getByText('Informe o motivo do ajuste').waitFor();
    expect(await dialog.count()).toBe(0);
    await page.getByLabel('Motivo').fill('Devolução do cupom 1234');
    await clickCentered(page.getByRole('button', { name: 'Debitar pontos' }));
    await expect.poll(() => dialog.getByTestId('adjust-confirm-question').textContent()).toBe('Confirmar débito de 30 pontos de Maria S.?');
    await dialog.getByRole('button', { name: 'Confirmar débito' }).click();
    await page.getByText('Saldo de pontos não pode ficar negativo').first().waitFor();
    expect(await balance()).toBe(10);
    // More than the store ever credited her: the server's limit, in pt-BR.
    await page.getByLabel('Pontos a debitar').fill('60');
    await clickCentered(page.getByRole('button', { name: 'Debitar pontos' }));
    await dialog.getByRole('button', { name: 'Confirmar débito' }).click();
    await page.getByText('A loja só pode debitar até 50 pontos deste cliente (o que ela creditou)').first().waitFor();
    await shot('adjust-points-debit-error');
    expect(await balance()).toBe(10);

    // A debit she can afford, with its reason: in the history, on top.
    await page.getByLabel('Pontos a debitar').fill('8');
    await clickCentered(page.getByRole('button', { name: 'Debitar pontos' }));
    await dialog.getByRole('button', { name: 'Confirmar débito' }).click();
    await expect.poll(balance).toBe(2);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toMatch(/−8 · Débito.*Devolução do cupom 1234.*Dono/);
    await expect.poll(() => page.getByTestId('adjust-customer').count()).toBe(0);
    await shot('adjust-points-history');
    expectClean(counter);
  });

  test('an invitation link comes drawn by the server before the app, which hydrates it; a member opening one sees their own code', async ({ server, openPage }) => {
    const { id } = await createUser(server.prisma, { name: 'Carla Souza' });
    const { referralCode } = await server.prisma.user.findUniqueOrThrow({ where: { id }, select: { referralCode: true } });
    const headline = 'Carla S. convidou você para o Clube Local';
    const visitor = await openPage({ viewport: { width: 412, height: 915 } });
    const { page } = visitor;
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/convite?ref=${referralCode}`, { waitUntil: 'commit' });
    await page.locator('#root').getByTestId('invitation').getByText(headline).waitFor();
    release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('invitation').getByText(headline).waitFor();
    await clickCentered(page.getByRole('link', { name: 'Criar conta com o convite' }));
    await page.waitForURL(`${server.url}/signup?ref=${referralCode}`);
    await expect(page.getByTestId('referral-code').textContent()).resolves.toBe(referralCode);
    expectClean(visitor);

    // Signed in on a device the app has not seen yet: the server draws the member's own page, their code.
    const member = await createUser(server.prisma, { name: 'Bruno Lima' });
    const { referralCode: memberCode } = await server.prisma.user.findUniqueOrThrow({ where: { id: member.id }, select: { referralCode: true } });
    const signedIn = await openPage({ viewport: { width: 412, height: 915 } });
    await signInWithCookie(signedIn, server.url, member.token);
    await signedIn.page.goto(`${server.url}/convite?ref=${referralCode}`, { waitUntil: 'networkidle' });
    await expect.poll(() => isHydrated(signedIn.page), { timeout: 15_000 }).toBe(true);
    await expect(signedIn.page.getByTestId('referral-code').textContent()).resolves.toBe(memberCode);
    expectClean(signedIn);
  });
});
