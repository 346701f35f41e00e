// The screens an admin decides from, on a phone (issue 51): /admin/logs reads each change in pt-BR
// ('Preço: R$ 89,90 → R$ 92,50', never JSON). With SCREENSHOT_DIR set, each screen is saved at
// 412x915 to look at.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { expectClean, signInWithCookie } from '../helpers/browser.js';
import { randomUUID } from 'node:crypto';
import { createAddress, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';
import { creditPoints } from '../../api/loyalty/ledger.js';

async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-412.png`), fullPage: true });
}

describe('admin screens (browser, phone)', () => {
  test.beforeAll(bootBrowser);
  const phone = { viewport: { width: 412, height: 915 } };


  test('/admin/logs shows each change with pt-BR labels and values, no JSON', async ({ server, admin, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Mercado Central' });
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Café Especial', price: '89.90' }]);
    await server.prisma.auditLog.create({
      data: {
        eventType: 'vendor.product_updated',
        actorId: store.owner.id,
        targetType: 'Product',
        targetId: productId!,
        before: { id: productId, name: 'Café Especial', price: '89.90', promoActive: false, stock: 3, updatedAt: '2026-11-01T12:00:00.000Z' },
        after: { name: 'Café Especial', price: '92.50', promoActive: true, stock: 1500 },
      },
    });
    const office = await openPage(phone);
    await signInWithCookie(office, server.url, admin.token);
    const { page } = office;
    await page.goto(`${server.url}/admin/logs`, { waitUntil: 'networkidle' });
    const entry = page.getByTestId('audit-entry-card').filter({ hasText: 'Produto alterado' }).first();
    await expect.poll(() => entry.getByTestId('audit-changes').innerText()).toBe('Preço: R$ 89,90 → R$ 92,50\nPromoção ativa: Não → Sim\nEstoque: 3 → 1.500');
    expect(await entry.innerText()).not.toContain('{');
    await shot(page, 'admin-logs');
    expectClean(office);
  });

  test('/admin/rewards shows one status per reward (a capitalized badge) and the one button that changes it', async ({ server, admin, openPage }) => {
    await server.prisma.reward.createMany({
      data: [
        { name: 'Caneca do Clube', points: 300, stock: 5, status: 'ACTIVE' },
        { name: 'Vale Compras', points: 900, stock: 2, status: 'PENDING' },
      ],
    });
    const office = await openPage(phone);
    await signInWithCookie(office, server.url, admin.token);
    const { page } = office;
    await page.goto(`${server.url}/admin/rewards`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('admin-reward-card').filter({ hasText: 'Vale Compras' });
    await expect.poll(() => card.getByTestId('reward-status').textContent()).toBe('Pendente');
    expect(await card.getByRole('switch').count()).toBe(0);
    await shot(page, 'admin-rewards');
    await card.getByRole('button', { name: 'Ativar Vale Compras' }).click();
    await expect.poll(() => card.getByTestId('reward-status').textContent()).toBe('Ativo');
    await expect.poll(async () => (await server.prisma.reward.findFirstOrThrow({ where: { name: 'Vale Compras' } })).status).toBe('ACTIVE');
    expect(await card.getByRole('button', { name: 'Desativar Vale Compras' }).count()).toBe(1);
    expectClean(office);
  });

  test('the approval cards carry what the admin decides from: delivery address and phone, product details, store address', async ({ server, admin, openPage }) => {
    // A redemption of a physical reward by a customer with a principal address.
    const customer = await createUser(server.prisma, { name: 'Joana Entrega' });
    await createAddress(server.prisma, customer.id);
    const reward = await server.prisma.reward.create({ data: { name: 'Caixa de som', points: 50, stock: 5, status: 'ACTIVE', category: 'Produto' } });
    await creditPoints(server.prisma, { userId: customer.id, kind: 'ADMIN_ADJUSTMENT', points: 100, reason: 'teste', idempotencyKey: `test:${randomUUID()}` });
    await gql(server.url, `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) { userErrors { message } } }`, { input: { rewardId: globalId('Reward', reward.id), idempotencyKey: randomUUID() } }, { token: customer.token });
    // A new product waiting for approval, with a segment.
    const store = await createStore(server.prisma, { name: 'Ferragens Serra Azul', status: 'PENDING' });
    await server.prisma.store.update({
      where: { id: store.id },
      data: { city: 'Angelândia', address: { street: 'Rua do Comércio', number: '45', complement: null, district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' } },
    });
    const approved = await createStore(server.prisma, { name: 'Casa do Construtor' });
    const segment = await server.prisma.segment.create({ data: { name: 'Material de Construção', slug: 'material-de-construcao-e2e', position: 1 } });
    const saved = await gql(
      server.url,
      `mutation($input: SaveProductInput!) { saveProduct(input: $input) { userErrors { message } } }`,
      { input: { name: 'Cimento CP-II 50kg', description: 'Saco de 50 kg, secagem rápida', price: '39,90', stock: 12, unit: 'saco', pointsConsumer: 4, pointsProfessional: 8, segmentId: globalId('Segment', segment.id) } },
      { token: approved.owner.token },
    );
    expect(saved.data.saveProduct.userErrors).toEqual([]);

    const office = await openPage(phone);
    await signInWithCookie(office, server.url, admin.token);
    const { page } = office;
    await page.goto(`${server.url}/admin/redemptions`, { waitUntil: 'networkidle' });
    const redemption = page.getByTestId('admin-redemption-card').filter({ hasText: 'Joana Entrega' });
    await expect.poll(() => redemption.getByTestId('redemption-delivery').textContent()).toContain('Rua das Flores, 120, Centro, Angelândia - MG, 39685-000');
    await shot(page, 'admin-redemptions');
    expect(await redemption.getByTestId('redemption-delivery').textContent()).toBe('Rua das Flores, 120, Centro, Angelândia - MG, 39685-000Telefone: (33) 98888-7777');

    await page.goto(`${server.url}/admin/products`, { waitUntil: 'networkidle' });
    const approval = page.getByTestId('product-approval-card').filter({ hasText: 'Cimento CP-II 50kg' });
    await expect.poll(() => approval.getByTestId('approval-description').innerText()).toBe('Saco de 50 kg, secagem rápida');
    const text = await approval.innerText();
    expect(text).toContain('Material de Construção');
    expect(await approval.getByTestId('approval-points').innerText()).toBe('Consumidor 4 · Profissional 8');
    expect(text).toContain('12 saco');
    await shot(page, 'admin-products');

    await page.goto(`${server.url}/admin/stores`, { waitUntil: 'networkidle' });
    const pending = page.getByTestId('admin-store-card').filter({ hasText: 'Ferragens Serra Azul' });
    await expect.poll(() => pending.getByTestId('store-address').innerText()).toBe('Rua do Comércio, 45, Centro, Angelândia - MG, 39685-000');
    expect(await pending.innerText()).toContain('Angelândia - MG');
    await shot(page, 'admin-stores');
    expectClean(office);
  });

  test('/admin/categories: a position per segment, Subir moves it (persisted), names in pt-BR order', async ({ server, admin, openPage }) => {
    await server.prisma.segment.deleteMany({ where: { slug: { in: ['aluguel-e2e', 'acougues-e2e'] } } });
    await server.prisma.segment.create({ data: { name: 'Aluguel de Equipamentos', slug: 'aluguel-e2e', position: 500 } });
    await server.prisma.segment.create({ data: { name: 'Açougues', slug: 'acougues-e2e', position: 500 } });
    const office = await openPage(phone);
    await signInWithCookie(office, server.url, admin.token);
    const { page } = office;
    await page.goto(`${server.url}/admin/categories`, { waitUntil: 'networkidle' });
    const names = () => page.getByTestId('admin-segment-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    await expect.poll(async () => (await names()).slice(-2)).toEqual(['Açougues', 'Aluguel de Equipamentos']);
    await shot(page, 'admin-categories');
    await page.getByRole('button', { name: 'Subir Aluguel de Equipamentos' }).click();
    await expect.poll(async () => (await names()).slice(-2)).toEqual(['Aluguel de Equipamentos', 'Açougues']);
    expect(await page.getByTestId('admin-segment-card').last().innerText()).toContain('Posição');
    expectClean(office);
  });
});
