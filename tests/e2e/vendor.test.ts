// The vendor area in the browser (real API + built web app, Debian's Chromium, phone viewport):
// a lojista signs up; an admin approves the store at /admin/stores; the owner creates a product
// with a photo; the admin approves it at /admin/products; a shopper finds it in /explore and buys
// it while the order arrives live on the owner's dashboard; the owner adds a delivery zone for the
// shopper's town and the next checkout shows that zone's fee. Then the catalogue spreadsheet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { appTookOver, clickCentered, expectClean, signInWithCookie } from '../helpers/browser.js';
import { computeCnpjCheckDigits } from '../../common/documents.js';
import { ADD_TO_CART, createAddress, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';

describe('vendor area (browser)', () => {
  test.beforeAll(bootBrowser);
  let photo: string;

  test.beforeAll(async () => {
    photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clube-photo-')), 'argamassa.jpg');
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#996633' } }).jpeg().toFile(photo);
  });

  test('a lojista signs up, the admin approves the store and its first product, a shopper finds and buys it live, a new zone sets the next fee', async ({ server, openPage }) => {
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const phone = { viewport: { width: 412, height: 915 } };
    const owner = await openPage(phone);
    const office = await openPage(phone);
    const buyer = await openPage(phone);
    const email = `deposito.${Date.now()}@exemplo.com.br`;
    const cnpjBase = String(10_000_000_0001 + (Date.now() % 80_000_000_0000)).slice(0, 12);
    try {
      // 1. A new shop owner signs up as 'Vendedor': the store waits for the club.
      const shop = owner.page;
      await shop.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
      await appTookOver(shop);
      await shop.getByText('Vendedor', { exact: true }).click();
      await shop.getByLabel('Nome completo').fill('Rita Almeida');
      await shop.getByLabel('Email').fill(email);
      await shop.getByLabel('CNPJ').pressSequentially(cnpjBase + computeCnpjCheckDigits(cnpjBase));
      await shop.getByLabel('Telefone').pressSequentially('33988887777');
      await shop.getByLabel('Nome da Loja').fill('Depósito Teste');
      await shop.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo123');
      await shop.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('segredo123');
      await shop.getByRole('button', { name: 'Criar conta' }).click();
      await shop.waitForURL(`${server.url}/vendor`);
      await expect.poll(() => shop.getByTestId('store-status-notice').textContent()).toContain('Sua loja está em análise');
      const store = await server.prisma.store.findFirstOrThrow({ where: { owner: { email } } });
      expect(store).toMatchObject({ name: 'Depósito Teste', status: 'PENDING' });

      // 2. The admin approves the store at /admin/stores.
      await signInWithCookie(office, server.url, admin.token);
      await office.page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
      await office.page.getByRole('link', { name: 'Lojas', exact: true }).click();
      await office.page.waitForURL(`${server.url}/admin/stores`);
      const storeCard = office.page.getByTestId('admin-store-card').filter({ hasText: 'Depósito Teste' });
      await expect.poll(() => storeCard.textContent()).toContain(email);
      await storeCard.getByRole('button', { name: 'Aprovar Depósito Teste' }).click();
      await office.page.getByText('Loja aprovada').first().waitFor();
      await shop.reload({ waitUntil: 'networkidle' });
      await shop.getByText('Vendas hoje').waitFor();
      expect(await shop.getByTestId('store-status-notice').count()).toBe(0);

      // 3. The owner reaches the products from the vendor home and creates one with a photo.
      await shop.getByRole('link', { name: 'Gerenciar Produtos' }).first().click();
      await shop.waitForURL(`${server.url}/vendor/products`);
      await shop.getByText('Nenhum produto cadastrado').waitFor();
      await shop.getByRole('link', { name: 'Novo produto' }).first().click();
      await shop.getByRole('button', { name: 'Salvar produto' }).click();
      await shop.getByText('Informe o nome do produto (até 120 caracteres)').waitFor();
      await shop.getByLabel(/^Nome/).fill('Argamassa AC-II 20kg');
      await shop.getByLabel('Preço normal').fill('32,90');
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
      const shopper = await createUser(server.prisma, { name: 'Joana Pereira' });
      await createAddress(server.prisma, shopper.id);
      await signInWithCookie(buyer, server.url, shopper.token);
      const page = buyer.page;
      await page.goto(`${server.url}/explore?search=argamassa`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('product-card').filter({ hasText: 'Argamassa AC-II 20kg' }).count()).toBe(0);

      // 4. The admin approves the product.
      await office.page.goto(`${server.url}/admin/products`, { waitUntil: 'networkidle' });
      const queued = office.page.getByTestId('product-approval-card').filter({ hasText: 'Argamassa AC-II 20kg' });
      await expect.poll(() => queued.textContent()).toContain('Produto novo');
      await queued.getByRole('button', { name: 'Aprovar Argamassa AC-II 20kg' }).click();
      await office.page.getByText('Produto aprovado').first().waitFor();
      await office.page.getByText('Nada aguardando aprovação').waitFor();

      // 5. The owner watches the dashboard; the shopper finds the product, buys it, and the order arrives live.
      await shop.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
      await shop.getByText('Vendas hoje').waitFor();
      await page.goto(`${server.url}/explore?search=argamassa`, { waitUntil: 'networkidle' });
      await page.getByTestId('product-card').filter({ hasText: 'Argamassa AC-II 20kg' }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: 'Argamassa AC-II 20kg' }).waitFor();
      await page.getByTestId('product-add').click();
      await page.getByText('1 unidade(s) adicionada(s) ao carrinho').first().waitFor();
      await page.goto(`${server.url}/checkout`, { waitUntil: 'networkidle' });
      const summary = page.getByTestId('checkout-summary');
      await expect.poll(() => summary.textContent()).toContain('EntregaR$ 5,00');
      await page.getByTestId('payment-CASH').click();
      await clickCentered(page.getByTestId('confirm-order'));
      await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
      await shop.getByText('Novo pedido recebido!').first().waitFor();
      await expect.poll(() => shop.getByTestId('dashboard-figure').filter({ hasText: 'Aguardando confirmação' }).textContent()).toContain('1 pedido');

      // 6. The owner adds a delivery zone for the shopper's town: the next checkout shows its fee.
      await shop.goto(`${server.url}/vendor/delivery-settings`, { waitUntil: 'networkidle' });
      await shop.getByRole('button', { name: 'Nova área' }).click();
      await shop.getByLabel('Nome da área').fill('Angelândia');
      await shop.getByLabel('Cidade').fill('Angelândia');
      await shop.getByRole('dialog').getByLabel('Taxa de entrega').fill('7,50');
      await shop.getByLabel('Prazo estimado (minutos)').fill('90');
      await shop.getByRole('button', { name: 'Salvar área' }).click();
      await shop.getByText('Área de entrega salva').first().waitFor();
      await expect.poll(() => shop.getByTestId('delivery-zone-card').filter({ hasText: 'Angelândia/MG' }).count()).toBe(1);

      const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product.id), quantity: 1 } }, { token: shopper.token });
      expect(added.data.addToCart.userErrors).toEqual([]);
      await page.goto(`${server.url}/checkout`, { waitUntil: 'networkidle' });
      await expect.poll(() => summary.textContent()).toContain('EntregaR$ 7,50');
      expectClean(owner);
      expectClean(office);
      expectClean(buyer);
    } finally {
      await Promise.all([owner.close(), office.close(), buyer.close()]);
    }
  });

  test('owner updates stock and a price from the spreadsheet: report first, nothing changes until applied', async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Planilha' });
    const [tijolo, telha] = await createProductsIn(server.prisma, store.id, [
      { name: 'Tijolo 8 furos', price: '0.95', stock: 800 },
      { name: 'Telha colonial', price: '2.40', stock: 300 },
    ]);
    const owner = await openPage({ viewport: { width: 412, height: 915 }, acceptDownloads: true });
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
  });

  test('owner makes an API key from the portal, an integrator uses it, and revoking stops it at once', async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Integrado' });
    await createProductsIn(server.prisma, store.id, [{ name: 'Cimento CP II', price: '32.90', stock: 40 }]);
    const owner = await openPage({ viewport: { width: 412, height: 915 } });
    const asIntegrator = (token: string) => gql(server.url, `{ vendorProducts(first: 5) { edges { node { name } } } }`, {}, { token });
    await signInWithCookie(owner, server.url, store.owner.token);
    const shop = owner.page;
    await shop.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
    await shop.getByRole('link', { name: 'Chaves de API' }).click();
    await shop.waitForURL(`${server.url}/vendor/api-keys`);
    await shop.getByText('Nenhuma chave ainda').waitFor();
    await shop.getByRole('button', { name: 'Nova chave' }).click();
    await shop.getByRole('button', { name: 'Criar chave' }).click();
    await shop.getByText('Dê um nome à chave (ex.: ERP da loja)').waitFor();
    await shop.getByLabel('Nome').fill('ERP do depósito');
    await shop.getByRole('button', { name: 'Criar chave' }).click();
    const token = (await shop.getByTestId('new-api-key').textContent())!.trim();
    expect(token).toMatch(/^clk_/);
    await shop.getByRole('button', { name: 'Já copiei' }).click();
    const card = shop.getByTestId('api-key-card').filter({ hasText: 'ERP do depósito' });
    await expect.poll(() => card.textContent()).toContain('Ativa');
    expect(await card.textContent()).toContain('Nunca usada');
    expect(await card.textContent()).not.toContain(token);

    const used = await asIntegrator(token);
    expect(used.data.vendorProducts.edges).toEqual([{ node: { name: 'Cimento CP II' } }]);
    await shop.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => card.textContent()).not.toContain('Nunca usada');

    await card.getByRole('button', { name: 'Revogar a chave ERP do depósito' }).click();
    await shop.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
    await expect.poll(() => card.textContent()).toContain('Revogada em');
    expect((await asIntegrator(token)).status).toBe(401);
    expectClean(owner);
  });

  // Each tap on a status filter asks for that list once. On a slow phone a navigation made a React
  // transition asked the new list and the old one again and again (bench/diary.md, "Navegação
  // sem transição"); with the CPU 4× slower it showed in about half the runs.
  test('a status filter tapped on a slow phone asks for its list once', async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Casa do Pedreiro' });
    const recorded = await openPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const { page, context } = recorded;
    await signInWithCookie(recorded, server.url, store.owner.token);
    await page.goto(`${server.url}/vendor/orders`, { waitUntil: 'networkidle' });
    const asked: (string | null)[] = [];
    page.on('request', (request) => {
      const body = request.postData();
      if (request.url().endsWith('/graphql') && body?.includes('"operationName":"VendorOrders"')) asked.push((JSON.parse(body) as { variables: { status: string | null } }).variables.status);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const chips = page.getByRole('group', { name: 'Filtrar por status' }).getByRole('button');
    for (const [index, status] of [[1, 'PENDING'], [2, 'CONFIRMED'], [0, null]] as const) {
      await chips.nth(index).tap();
      await expect.poll(() => chips.nth(index).getAttribute('aria-pressed')).toBe('true');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(asked.splice(0)).toEqual([status]);
    }
    expectClean(recorded);
  });
});
