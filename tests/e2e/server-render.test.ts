// The pages the server draws with the app's own screens (api/system/server-render.ts): the HTML that
// arrives already holds the product (a product's page, /explore, a signed-in person's /home), and
// the browser hydrates it — the same markup, so React reports no mismatch and nothing on screen is
// drawn twice.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, newRecordedPage, signInWithCookie, type RecordedPage } from '../helpers/browser.js';
import { createProductsIn, createStore, createUser } from '../helpers/commerce.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

/** Waits until React has hydrated #root and its effects have run. */
async function hydrated(recorded: RecordedPage): Promise<void> {
  await recorded.page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await recorded.page.waitForLoadState('networkidle');
}

/** The markup of #root in the page as the server sent it. */
function drawnRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-state"');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('pages drawn by the server (browser)', () => {
  let server: TestServer;
  let browser: Browser;
  let productPath: string;
  let shopper: { id: string; name: string; token: string };
  let inviteCode: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
    const store = await createStore(server.prisma, { name: 'Depósito Hidratado' });
    // The newest product (first on /explore) and the biggest discount (first of /home's suggestions).
    const [id] = await createProductsIn(server.prisma, store.id, [
      {
        name: 'Cimento Desenhado 50kg',
        price: '39.90',
        stock: 40,
        promoPrice: '0.40',
        promoActive: true,
        promoStartsAt: new Date(Date.now() - 3_600_000),
        promoEndsAt: new Date(Date.now() + 7_200_000),
      },
    ]);
    shopper = await createUser(server.prisma, { name: 'Lúcia Hidratada' });
    const painter = await createUser(server.prisma, { name: 'Zé Pintor Hidratado', role: 'PROFESSIONAL' });
    await server.prisma.professionalProfile.create({ data: { userId: painter.id, trades: ['Pintor'], towns: ['Capelinha'], bio: 'Pinto casas.', whatsapp: '33988887777' } });
    inviteCode = (await server.prisma.user.findUniqueOrThrow({ where: { id: shopper.id }, select: { referralCode: true } })).referralCode;
    const product = await server.prisma.product.findUniqueOrThrow({ where: { id }, select: { slug: true, store: { select: { slug: true } } } });
    productPath = `/produto/${product.store.slug}/${product.slug}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`hydrates the product page the server drew, without a mismatch (${viewport.width}px)`, async () => {
      const recorded = await newRecordedPage(browser, { viewport });
      try {
        const response = await recorded.page.goto(`${server.url}${productPath}`);
        const html = await response!.text();
        const root = drawnRoot(html);
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
  for (const viewport of [PHONE, DESKTOP]) {
    it(`hydrates /explore the server drew for a visitor, without a mismatch (${viewport.width}px)`, async () => {
      const recorded = await newRecordedPage(browser, { viewport });
      try {
        const response = await recorded.page.goto(`${server.url}/explore`);
        const html = await response!.text();
        expect(response!.headers()['cache-control']).toBe('no-cache');
        expect(html).toContain('<title>Explorar · Clube Local</title>');
        const root = drawnRoot(html);
        expect(root).toContain('Cimento Desenhado 50kg');
        expect(root).toContain('Depósito Hidratado');
        expect(root).toContain('Entrar');
        await hydrated(recorded);
        await expect(recorded.page.getByRole('heading', { level: 1, name: 'Explorar' }).count()).resolves.toBe(1);
        await expect(recorded.page.getByRole('link', { name: 'Cimento Desenhado 50kg' }).first().isVisible()).resolves.toBe(true);
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    });
  }

  it('hydrates /explore the server drew for a signed-in shopper, as them, without a mismatch', async () => {
    const recorded = await newRecordedPage(browser, { viewport: PHONE });
    try {
      await signInWithCookie(recorded, server.url, shopper.token);
      const response = await recorded.page.goto(`${server.url}/explore`);
      const html = await response!.text();
      expect(response!.headers()['cache-control']).toBe('private, no-cache');
      const root = drawnRoot(html);
      expect(root).toContain('Cimento Desenhado 50kg');
      expect(root).toContain('Depósito Hidratado');
      expect(root).toContain('Lúcia');
      await hydrated(recorded);
      await expect(recorded.page.getByRole('heading', { level: 1, name: 'Explorar' }).count()).resolves.toBe(1);
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`hydrates a signed-in shopper's /home the server drew for them, without a mismatch (${viewport.width}px)`, async () => {
      const recorded = await newRecordedPage(browser, { viewport });
      try {
        await signInWithCookie(recorded, server.url, shopper.token);
        const response = await recorded.page.goto(`${server.url}/home`);
        const html = await response!.text();
        expect(response!.headers()['cache-control']).toBe('private, no-cache');
        expect(html).toContain('<title>Início · Clube Local</title>');
        const root = drawnRoot(html);
        expect(root).toContain('Também te interessa');
        expect(root).toContain('Cimento Desenhado 50kg');
        expect(root).toContain('Depósito Hidratado');
        expect(root).toContain('Lúcia');
        await hydrated(recorded);
        await expect(recorded.page.getByRole('heading', { name: 'Também te interessa' }).count()).resolves.toBe(1);
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    });
  }
  it('hydrates /profissionais the server drew for a visitor, without a mismatch', async () => {
    const recorded = await newRecordedPage(browser, { viewport: PHONE });
    try {
      const response = await recorded.page.goto(`${server.url}/profissionais`);
      const html = await response!.text();
      expect(html).toContain('<title>Profissionais · Clube Local</title>');
      expect(drawnRoot(html)).toContain('Zé Pintor Hidratado');
      await hydrated(recorded);
      await expect(recorded.page.getByTestId('professional-card').filter({ hasText: 'Zé Pintor Hidratado' }).count()).resolves.toBe(1);
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });

  for (const [address, title, texts] of [
    ['/signup', 'Criar Conta', ['Criar Conta', 'Tipo de perfil', 'Consumidor', 'Vendedor', 'Profissional', 'Nome completo', 'Criar conta']],
    ['/recuperar-senha', 'Recuperar senha', ['Recuperar senha', 'Informe o email da sua conta e enviaremos um link para você criar uma nova senha.', 'Enviar link de recuperação']],
    ['/reset-password?token=nao-existe', 'Redefinir senha', ['Link inválido ou expirado', 'Solicitar novo link', 'Voltar para o login']],
  ] as const) {
    it(`hydrates ${address} the server drew for a visitor, without a mismatch`, async () => {
      const recorded = await newRecordedPage(browser, { viewport: PHONE });
      try {
        const response = await recorded.page.goto(`${server.url}${address}`);
        const html = await response!.text();
        expect(html).toContain(`<title>${title} · Clube Local</title>`);
        expect(html).not.toContain(`<template data-first-screen="${address.split('?')[0]}"`);
        const root = drawnRoot(html);
        for (const text of texts) expect(root).toContain(text);
        await hydrated(recorded);
        await expect(recorded.page.getByRole('heading', { level: 1, name: texts[0] }).count()).resolves.toBe(1);
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    });
  }

  it('hydrates an invitation link the server drew, with its link preview, without a mismatch', async () => {
    const recorded = await newRecordedPage(browser, { viewport: PHONE });
    try {
      const response = await recorded.page.goto(`${server.url}/convite?ref=${inviteCode}`);
      const html = await response!.text();
      expect(html).toContain('<meta property="og:title" content="Lúcia H. convidou você para o Clube Local" />');
      const root = drawnRoot(html);
      expect(root).toContain('Lúcia H. convidou você para o Clube Local');
      expect(root).toContain(inviteCode);
      await hydrated(recorded);
      await expect(recorded.page.getByRole('link', { name: 'Criar conta com o convite' }).count()).resolves.toBe(1);
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });
});
