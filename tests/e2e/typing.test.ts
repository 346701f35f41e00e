// What people type is what is kept (issue 51): on a slow phone (CPU throttled 4×, through CDP) a
// visitor who types at full speed from the first paint — into the HTML first screen, while the app
// arrives and takes its place — finds every character in the app's fields: /signup, /login, the
// header's search box; and a signed-in person typing the address form while the CEP is looked up
// keeps what they typed in the street and the focus where they are typing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCpf } from '../../common/masks.js';
import { newCpf, signUpConsumer } from '../helpers/accounts.js';
import { createProductsIn, createStore } from '../helpers/commerce.js';
import { isHydrated, launchBrowser, newRecordedPage, type RecordedPage } from '../helpers/browser.js';
import { startFakeCep, viaCepBody, type FakeCepServer } from '../helpers/fake-cep.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };

async function slowPage(browser: Browser, viewport: { width: number; height: number }): Promise<RecordedPage> {
  const recorded = await newRecordedPage(browser, { viewport });
  const cdp = await recorded.context.newCDPSession(recorded.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return recorded;
}

/** Opens the address and waits only for the first paint of `selector` (no load, no app). */
async function openAtFirstPaint(page: Page, url: string, selector: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible' });
}

/** Selects what the focused field has and types `text` over it, at full speed. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Types round after round (each returns what it typed) until the app has taken the HTML first
 * screen's place, and returns what the round it happened in typed, once the app has settled: the
 * take-over lands in the middle of someone typing (and no later round types over a loss).
 */
async function typeAcrossTakeOver<T>(page: Page, round: (n: number) => Promise<T>, tookOver = async () => (await page.locator('#first-screen').count()) === 0): Promise<T> {
  for (let n = 0; n < 80; n++) {
    const typed = await round(n);
    if (await tookOver()) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      return typed;
    }
  }
  throw new Error('the app never took over');
}

describe('typing from the first paint (browser, CPU ×4)', () => {
  let server: TestServer;
  let browser: Browser;
  let fake: FakeCepServer;

  beforeAll(async () => {
    fake = await startFakeCep();
    [server, browser] = await Promise.all([
      startTestServer({ env: { VIACEP_URL: fake.url, BRASILAPI_URL: fake.url, CEP_TIMEOUT_MS: '4000' } }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.stop();
  });

  it('/signup: every character typed into the first screen reaches the app, focus and caret included', async () => {
    const { page, close } = await slowPage(browser, PHONE);
    try {
      await openAtFirstPaint(page, `${server.url}/signup`, 'input[name=nome]');
      // Drawn by the server (api/system/server-render.ts): the app hydrates it while the visitor types.
      await page.locator('#root').getByText('Consumidor', { exact: true }).click();
      await page.keyboard.press('Tab'); // to Nome completo
      const typed = await typeAcrossTakeOver(page, async (round) => {
        const values = { nome: `Joana ${round} Pereira`, email: `joana${round}@exemplo.com.br`, cpf: newCpf(), telefone: `3397777${String(6000 + round)}` };
        await retype(page, values.nome);
        await page.keyboard.press('Tab');
        await retype(page, values.email);
        await page.keyboard.press('Tab');
        await retype(page, values.cpf);
        await page.keyboard.press('Tab');
        await retype(page, values.telefone);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        return values;
      }, () => isHydrated(page));
      await expect(page.getByLabel('Nome completo').inputValue()).resolves.toBe(typed.nome);
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe(typed.email);
      await expect(page.getByLabel('CPF').inputValue()).resolves.toBe(maskCpf(typed.cpf));
      await expect(page.getByLabel('Telefone').inputValue()).resolves.toBe(`(33) 97777-${typed.telefone.slice(7)}`);
      // Focus is still in the name, and the caret goes where the arrows put it.
      await page.keyboard.press('End');
      for (let i = 0; i < 'Pereira'.length; i++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.type('Maria ');
      await expect(page.getByLabel('Nome completo').inputValue()).resolves.toBe(typed.nome.replace('Pereira', 'Maria Pereira'));
      await page.screenshot({ path: '/tmp/typing-signup-412.png', fullPage: false });
    } finally {
      await close();
    }
  });

  it('/login: what was typed before the app is what the app has', async () => {
    const { page, close } = await slowPage(browser, DESKTOP);
    try {
      await openAtFirstPaint(page, `${server.url}/login`, 'input[name=identifier]');
      await page.locator('#first-screen input[name=identifier]').focus();
      const typed = await typeAcrossTakeOver(page, async (round) => {
        const values = { identifier: `maria.${round}@exemplo.com.br`, password: `segredo-${round}-longo` };
        await retype(page, values.identifier);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab'); // past 'Esqueci minha senha'
        await retype(page, values.password);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        return values;
      });
      await expect(page.getByLabel('Email ou CPF').inputValue()).resolves.toBe(typed.identifier);
      await expect(page.locator('input[name=password]').inputValue()).resolves.toBe(typed.password);
      // Back in the identifier by Tab: the browser selected it; End, and on typing.
      await page.keyboard.press('End');
      await page.keyboard.type('!');
      await expect(page.getByLabel('Email ou CPF').inputValue()).resolves.toBe(`${typed.identifier}!`);
    } finally {
      await close();
    }
  });

  it("the header's search box of a page the server drew keeps every character typed before the app hydrated it", async () => {
    const { page, close } = await slowPage(browser, PHONE);
    try {
      const store = await createStore(server.prisma, { name: 'Depósito Digitado' });
      const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento CP II 50kg' }]);
      const product = await server.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true, store: { select: { slug: true } } } });
      const drawnBox = '#root input[aria-label="Buscar produtos"]';
      await openAtFirstPaint(page, `${server.url}/produto/${product.store.slug}/${product.slug}`, drawnBox);
      await page.locator(drawnBox).first().focus();
      const typed = await typeAcrossTakeOver(
        page,
        async (round) => {
          const term = `cimento portland cp${round} 50kg`;
          await retype(page, term);
          return { term };
        },
        () => isHydrated(page),
      );
      const search = page.getByRole('combobox', { name: 'Buscar produtos' }).first();
      await expect(search.inputValue()).resolves.toBe(typed.term);
      await page.keyboard.press('Home');
      await page.keyboard.type('saco ');
      await expect(search.inputValue()).resolves.toBe(`saco ${typed.term}`);
    } finally {
      await close();
    }
  });

  it("a selection made in the drawn page's search box before hydration is still there after", async () => {
    const { page, close } = await slowPage(browser, PHONE);
    try {
      const store = await createStore(server.prisma, { name: 'Depósito Selecionado' });
      const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Areia média 20kg' }]);
      const product = await server.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true, store: { select: { slug: true } } } });
      const drawnBox = '#root input[aria-label="Buscar produtos"]';
      await openAtFirstPaint(page, `${server.url}/produto/${product.store.slug}/${product.slug}`, drawnBox);
      await page.locator(drawnBox).first().focus();
      await page.keyboard.type('cimento velho');
      // Selected before the app; it hydrates while nobody types.
      await page.keyboard.press('ControlOrMeta+A');
      await expect.poll(() => isHydrated(page), { timeout: 60_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.keyboard.type('areia');
      await expect(page.getByRole('combobox', { name: 'Buscar produtos' }).first().inputValue()).resolves.toBe('areia');
    } finally {
      await close();
    }
  });

  it('the address form: typing on while the CEP is looked up loses nothing and moves nothing', async () => {
    fake.respond('viacep', '39680970', {
      kind: 'ok',
      delayMs: 1500,
      body: viaCepBody('39680970', { logradouro: 'Rua Coronel Ramos', bairro: 'Centro', localidade: 'Capelinha', uf: 'MG', ibge: '3112307' }),
    });
    const user = await signUpConsumer(server.url);
    const recorded = await slowPage(browser, PHONE);
    const { page, context } = recorded;
    const [name, value] = user.cookie.split('=');
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    try {
      await openAtFirstPaint(page, `${server.url}/profile/address/add`, 'input[autocomplete=postal-code]');
      await page.getByLabel('CEP').click();
      await page.keyboard.type('39680970');
      await page.getByLabel('Logradouro').click();
      await page.keyboard.type('Rua Doutor Minha Própria');
      await page.getByLabel('Número').click();
      await page.keyboard.type('45');
      await page.getByLabel('Complemento').click();
      await page.keyboard.type('Casa dos fundos, portão azul');
      await page.getByTestId('cep-hint').waitFor();
      await page.waitForTimeout(300);
      await page.keyboard.type('!');
      await expect(page.getByLabel('CEP').inputValue()).resolves.toBe('39680-970');
      await expect(page.getByLabel('Logradouro').inputValue()).resolves.toBe('Rua Doutor Minha Própria');
      await expect(page.getByLabel('Número').inputValue()).resolves.toBe('45');
      await expect(page.getByLabel('Complemento').inputValue()).resolves.toBe('Casa dos fundos, portão azul!');
      // What the person did not type comes from the CEP.
      await expect(page.getByLabel('Cidade').inputValue()).resolves.toBe('Capelinha');
      await expect(page.getByLabel('Bairro').inputValue()).resolves.toBe('Centro');
    } finally {
      await recorded.close();
    }
  });
});
