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
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, clickCentered, expectClean, holdAppScripts, launchBrowser, newRecordedPage, signInWithCookie, type RecordedPage } from '../helpers/browser.js';
import { createStore, createUser } from '../helpers/commerce.js';
import { addEntry } from '../helpers/loyalty.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

describe('loyalty club in the browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a customer redeems a reward; the admin approves and delivers it; the badge changes live', async () => {
    const customer = await createUser(server.prisma, { name: 'Maria Cliente' });
    const admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
    await addEntry(server.prisma, customer.id, 2500, { reason: 'Compra de teste' });
    const reward = await server.prisma.reward.create({
      data: { name: 'Caneca do Clube', description: 'Caneca de cerâmica', points: 800, stock: 3, status: 'ACTIVE', category: 'Produto' },
    });

    const shopper = await newRecordedPage(browser, { viewport: { width: 390, height: 844 } });
    const office = await newRecordedPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
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
    } finally {
      await shopper.close();
      await office.close();
    }
  });
  it("pages the points history with 'Carregar mais' (the next page joins the list)", async () => {
    const customer = await createUser(server.prisma, { name: 'Paula Paginada' });
    for (let i = 1; i <= 23; i++) await addEntry(server.prisma, customer.id, i, { reason: `Compra ${i}`, at: new Date(Date.UTC(2026, 9, i, 12)) });
    const shopper = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    try {
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
    } finally {
      await shopper.close();
    }
  });

  it('the admin creates and activates a reward; a store credits an in-store purchase', async () => {
    const admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Admin' });
    const customer = await createUser(server.prisma, { name: 'João Comprador' });
    const { email } = await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id }, select: { email: true } });
    const store = await createStore(server.prisma, { name: 'Padaria do Bairro' });

    const office = await newRecordedPage(browser, { viewport: { width: 1280, height: 900 } });
    const counter = await newRecordedPage(browser, { viewport: { width: 390, height: 844 } });
    try {
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
      await row.locator('label').first().click();
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
      await expect.poll(async () => (await server.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).pointsBalance).toBe(45);

      // The customer sees it at /profile/physical-purchases (store, value, points).
      const buyer = await newRecordedPage(browser, { viewport: { width: 390, height: 844 } });
      try {
        await signInWithCookie(buyer, server.url, customer.token);
        await buyer.page.goto(`${server.url}/profile/physical-purchases`, { waitUntil: 'networkidle' });
        const purchase = buyer.page.getByTestId('physical-purchase');
        await expect.poll(() => purchase.count()).toBe(1);
        const text = await purchase.textContent();
        expect(text).toContain('Padaria do Bairro');
        expect(text).toContain('R$ 45,90');
        expect(text).toContain('+45');
        expectClean(buyer);
      } finally {
        await buyer.close();
      }

      expectClean(office);
      expectClean(counter);
    } finally {
      await office.close();
      await counter.close();
    }
  });

  it('an invitation link paints from the server before the app, which takes its place; a member opening one sees their own code', async () => {
    const { id } = await createUser(server.prisma, { name: 'Carla Souza' });
    const { referralCode } = await server.prisma.user.findUniqueOrThrow({ where: { id }, select: { referralCode: true } });
    const headline = 'Carla S. convidou você para o Clube Local';
    const visitor = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    try {
      const { page } = visitor;
      const release = await holdAppScripts(page);
      await page.goto(`${server.url}/convite?ref=${referralCode}`, { waitUntil: 'commit' });
      await page.locator('#first-screen').getByText(headline).waitFor();
      release();
      await appTookOver(page);
      await page.getByTestId('invitation').getByText(headline).waitFor();
      await clickCentered(page.getByRole('link', { name: 'Criar conta com o convite' }));
      await page.waitForURL(`${server.url}/signup?ref=${referralCode}`);
      await expect(page.getByTestId('referral-code').textContent()).resolves.toBe(referralCode);
      expectClean(visitor);
    } finally {
      await visitor.close();
    }

    // Signed in on a device the app has not seen yet: the server's visitor page gives way to the member's own code.
    const member = await createUser(server.prisma, { name: 'Bruno Lima' });
    const { referralCode: memberCode } = await server.prisma.user.findUniqueOrThrow({ where: { id: member.id }, select: { referralCode: true } });
    const signedIn = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    try {
      await signInWithCookie(signedIn, server.url, member.token);
      await signedIn.page.goto(`${server.url}/convite?ref=${referralCode}`, { waitUntil: 'networkidle' });
      await appTookOver(signedIn.page);
      await expect(signedIn.page.getByTestId('referral-code').textContent()).resolves.toBe(memberCode);
      expectClean(signedIn);
    } finally {
      await signedIn.close();
    }
  });
});
