// Accounts in the browser: a visitor signs up as consumidor and lands on
// /home with the tab bar; signs out; signs in with the CPF; a visitor opening /profile is sent to
// /login and comes back to /profile after signing in; /login, /recuperar-senha and /signup paint as plain HTML before
// the app and hand over what was typed there (on a phone /login asks for no app: its form goes to the server). Real API + built web, Debian's Chromium.
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { computeCpfCheckDigits } from '../../common/documents.js';
import { maskCpf } from '../../common/masks.js';
import { appTookOver, axeViolations, expectClean, holdAppScripts } from '../helpers/browser.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser } from '../helpers/commerce.js';
import { hashPassword } from '../../api/accounts/passwords.js';
import { newToken } from '../../api/accounts/tokens.js';

function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000)).slice(0, 9);
  return base + computeCpfCheckDigits(base);
}

async function tabBar(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Navegação do app' });
  await nav.waitFor();
  return nav;
}

describe('accounts (browser)', () => {
  test.beforeAll(bootBrowser);
  const password = 'segredo123';
  const cpf = freshCpf();
  const email = `joana.${Date.now()}@exemplo.com.br`;


  test('signs up as consumidor, lands on /home with the tab bar, signs out, signs in with the CPF', async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 390, height: 844 } });
    const { page } = recorded;
    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await appTookOver(page);
    await page.getByRole('heading', { level: 1, name: 'Criar Conta' }).waitFor();
    // Nothing is shown for visitors but the form: no tab bar.
    await expect(page.getByRole('navigation', { name: 'Navegação do app' }).count()).resolves.toBe(0);

    await page.getByText('Consumidor', { exact: true }).click();
    await page.getByLabel('Nome completo').fill('Joana Pereira');
    await page.getByLabel('Email').fill(email);
    // The mask formats while typing; only digits go to the API.
    await page.getByLabel('CPF').pressSequentially(cpf);
    await expect(page.getByLabel('CPF').inputValue()).resolves.toBe(maskCpf(cpf));
    await page.getByLabel('Telefone').pressSequentially('33988887777');
    await expect(page.getByLabel('Telefone').inputValue()).resolves.toBe('(33) 98888-7777');
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    // A new consumer sees the three first-run screens once, then the home.
    await page.waitForURL(`${server.url}/onboarding`);
    await page.getByText(/^Cadastro realizado! Seu código de indicação é: [A-Z0-9]+$/).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Compre perto de você' }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pague na entrega' }).waitFor();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ganhe pontos' }).waitFor();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.waitForURL(`${server.url}/home`);
    const nav = await tabBar(page);
    for (const name of ['Home', 'Produtos', 'Recompensas', 'Chat', 'Carrinho: Meu Carrinho', 'Perfil']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).resolves.toBe('page');

    const stored = await server.prisma.user.findUniqueOrThrow({ where: { email }, select: { cpf: true, phone: true, role: true } });
    expect(stored).toEqual({ cpf, phone: '33988887777', role: 'CONSUMER' });

    // The header shows the name and 'Sair'.
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Joana');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Você saiu da sua conta.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Navegação do app' }).count()).resolves.toBe(0);

    // Sign in with the masked CPF.
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email ou CPF').fill(maskCpf(cpf));
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await tabBar(page);

    // A signed-in user opening /login goes to /home.
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/home`);

    await page.waitForLoadState('networkidle');
    expectClean(recorded);
  });

  test('shows the error banner for a wrong password', async ({ server, openPage }) => {
    const recorded = await openPage();
    const { page } = recorded;
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await appTookOver(page);
    await page.getByLabel('Email ou CPF').fill(email);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('Email/CPF ou senha incorretos');
    expect(page.url()).toBe(`${server.url}/login`);
    expectClean(recorded);
  });

  test('sends a visitor from /profile to /login and back to /profile after signing in', async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 1280, height: 800 } });
    const { page } = recorded;
    // viewerChanged starts with the current profile: its first frame says the subscription is live.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"viewerChanged"')) resolve();
        }),
      ),
    );
    await page.goto(`${server.url}/profile`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();

    await page.getByLabel('Email ou CPF').fill(email);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.waitForURL(`${server.url}/profile`);
    await page.waitForFunction(() => document.title === 'Perfil · Clube Local');
    const nav = await tabBar(page);
    await expect(nav.getByRole('link', { name: 'Perfil', exact: true }).getAttribute('aria-current')).resolves.toBe('page');

    // Another tab (here: the API with the same session cookie) renames the user: the
    // viewerChanged subscription brings the new name to this page without a reload.
    await page.waitForLoadState('networkidle');
    const session = (await recorded.context.cookies()).find((c) => c.name === 'clube_session');
    expect(session?.httpOnly).toBe(true);
    await page.getByTestId('header-user-name').filter({ hasText: 'Joana' }).waitFor();
    await subscribed;
    const renamed = await gql(
      server.url,
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }`,
      { input: { name: 'Joaninha Pereira' } },
      { cookie: `clube_session=${session!.value}` },
    );
    expect(renamed.data?.updateProfile.userErrors).toEqual([]);
    await page.getByTestId('header-user-name').filter({ hasText: 'Joaninha' }).waitFor({ timeout: 10_000 });

    expectClean(recorded);
  });

  test('on a phone /login is a plain page with no JavaScript: a wrong password comes back with its message, then the sign-in goes to the page asked for and the app says so', async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    const scripts: string[] = [];
    page.on('request', (request) => /\/assets\/.*\.js$/.test(request.url()) && scripts.push(request.url()));
    await page.goto(`${server.url}/login?redirect=%2Fprofile`, { waitUntil: 'networkidle' });
    const firstScreen = page.locator('#first-screen');
    await firstScreen.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    // The same texts as the app's page (checked below, on the app's own /login).
    const copyTexts = await firstScreen.getByRole('main').evaluate(textsBelowLogo);
    const copyPlaceholders = await firstScreen.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).placeholder));
    await expect(firstScreen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).resolves.toBe('/recuperar-senha');

    // The eye shows the password, as the app's does.
    const passwordField = firstScreen.locator('input[name=password]');
    await firstScreen.getByLabel('Email ou CPF').fill(email);
    await passwordField.fill('senha-errada');
    await firstScreen.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(passwordField.getAttribute('type')).resolves.toBe('text');
    await expect(firstScreen.getByRole('button', { name: 'Ocultar senha' }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Sent to the server: the same page again, with the message and the e-mail typed.
    await firstScreen.getByRole('button', { name: 'Entrar' }).click();
    await expect(firstScreen.getByTestId('login-error').textContent()).resolves.toBe('Email/CPF ou senha incorretos');
    expect(page.url()).toBe(`${server.url}/login?redirect=%2Fprofile`);
    await expect(firstScreen.getByLabel('Email ou CPF').inputValue()).resolves.toBe(email);
    await expect(firstScreen.getByLabel('Email ou CPF').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(scripts).toEqual([]);

    await passwordField.fill(password);
    await firstScreen.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await tabBar(page);
    // Said once: not again on the next page opened.
    await page.reload({ waitUntil: 'networkidle' });
    await tabBar(page);
    await expect(page.getByText('Login realizado com sucesso!').count()).resolves.toBe(0);

    // The app's page says what the copy said.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.waitFor();
    await expect(page.getByRole('main').evaluate(textsBelowLogo)).resolves.toBe(copyTexts);
    await expect(form.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).placeholder))).resolves.toEqual(copyPlaceholders);
    expectClean(recorded);
  });

  test("on a phone with a visitor's 'Adicionar' waiting for the sign-in, /login gets the app: a sign-in sent before it arrives goes through and the product is added", async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Mercearia do Login' });
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Café do login 500g', price: '18.00', stock: 5 }]);
    const user = await createUser(server.prisma, { name: 'Lia Login' });
    await server.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
    const recorded = await openPage({ viewport: { width: 412, height: 915 } });
    const { page, context } = recorded;
    // Saved by the product card (web/src/session/postLoginAction.ts) before the visitor came here.
    await context.addInitScript((action) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('postLoginAction', action);
    }, JSON.stringify({ type: 'add-to-cart', productId: Buffer.from(`Product:${productId}`).toString('base64'), quantity: 2 }));
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const firstScreen = page.locator('#first-screen');
    await firstScreen.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await firstScreen.getByLabel('Email ou CPF').fill(user.email);
    await firstScreen.locator('input[name=password]').fill(password);
    await firstScreen.getByRole('button', { name: 'Entrar' }).click();
    expect(page.url()).toBe(`${server.url}/login`);

    releaseScripts();
    await page.getByText('Produto adicionado ao carrinho!').waitFor();
    await expect(firstScreen.count()).resolves.toBe(0);
    const items = await server.prisma.cartItem.findMany({ where: { cart: { userId: user.id } }, select: { productId: true, quantity: true } });
    expect(items).toEqual([{ productId, quantity: 2 }]);
    expectClean(recorded);
  });

  test('draws /recuperar-senha on the server before the JavaScript arrives; an e-mail sent there is sent by the app once hydrated', async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`${server.url}/recuperar-senha`, { waitUntil: 'commit' });
    const screen = page.locator('#root');
    await screen.getByRole('heading', { level: 1, name: 'Recuperar senha' }).waitFor();
    await expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).resolves.toBe('/login');
    await screen.getByLabel('Email').fill(email);
    await screen.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    expect(page.url()).toBe(`${server.url}/recuperar-senha`);

    releaseScripts();
    await page.getByRole('heading', { level: 1, name: 'Email enviado com sucesso!' }).waitFor();
    await expect(page.getByRole('status').getByText(email).count()).resolves.toBe(1);
    const user = await server.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await expect(server.prisma.passwordResetToken.count({ where: { userId: user.id } })).resolves.toBe(1);
    expectClean(recorded);
  });

  test('opens a recovery link checked by the server: its form before the JavaScript, a password sent there is saved by the app, and the used link says so at once', async ({ server, openPage }) => {
    const user = await createUser(server.prisma, { name: 'Rosa Redefine' });
    const { token, tokenHash } = newToken();
    await server.prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 3_600_000) } });
    const link = `${server.url}/reset-password?token=${token}`;
    for (const visit of ['fresh', 'used'] as const) {
      const recorded = await openPage({ viewport: { width: 412, height: 915 } });
      const { page } = recorded;
      const releaseScripts = await holdAppScripts(page);
      await page.goto(link, { waitUntil: 'commit' });
      const screen = page.locator('#root');
      if (visit === 'fresh') {
        await screen.getByRole('heading', { level: 1, name: 'Redefinir senha' }).waitFor();
        await screen.getByLabel(/^Nova senha/).fill('outra-senha-1');
        await screen.getByLabel('Confirmar nova senha').fill('outra-senha-1');
        await screen.getByRole('button', { name: 'Salvar nova senha' }).click();
        expect(page.url()).toBe(link);
        releaseScripts();
        await page.waitForURL(`${server.url}/login`);
        await page.getByText('Senha alterada! Entre com a nova senha.').first().waitFor();
        await expect(server.prisma.passwordResetToken.findUniqueOrThrow({ where: { tokenHash } }).then((row) => row.usedAt)).resolves.toBeInstanceOf(Date);
        const signIn = await gql(server.url, `mutation($input: SignInInput!) { signIn(input: $input) { userErrors { message } } }`, { input: { identifier: user.email, password: 'outra-senha-1' } });
        expect(signIn.data.signIn.userErrors).toEqual([]);
      } else {
        await screen.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' }).waitFor();
        await expect(screen.getByRole('link', { name: 'Solicitar novo link' }).getAttribute('href')).resolves.toBe('/recuperar-senha');
        releaseScripts();
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        await page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' }).waitFor();
      }
      expectClean(recorded);
    }
  });

  test('draws /signup on the server before the JavaScript arrives; a profile chosen, fields typed and a sign-up sent there go through once the app has hydrated', async ({ server, openPage }) => {
    const recorded = await openPage({ viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    const proEmail = `eli.${Date.now()}@exemplo.com.br`;
    const proCpf = freshCpf();
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`${server.url}/signup`, { waitUntil: 'commit' });
    const screen = page.locator('#root');
    await screen.getByRole('heading', { level: 1, name: 'Criar Conta' }).waitFor();

    // Chosen, typed and sent before the app is there: the app makes the same choice and sends it.
    // A profile's own fields (Especialidade) show once the app is there (they are the screen's state):
    // the app then asks for it, keeping the rest.
    await screen.getByText('Profissional', { exact: true }).click();
    await screen.getByLabel('Nome completo').fill('Eli Eletricista');
    await screen.getByLabel('Email').fill(proEmail);
    await screen.getByLabel('CPF').fill(proCpf);
    await screen.getByLabel('Telefone').fill('33988881234');
    await screen.getByLabel('Senha', { exact: true }).fill(password);
    await screen.getByLabel('Confirmar senha').fill(password);
    await screen.getByRole('button', { name: 'Criar conta' }).click();
    expect(page.url()).toBe(`${server.url}/signup`);

    releaseScripts();
    await screen.getByText('Especialidade é obrigatória para profissionais').first().waitFor();
    await screen.getByLabel('Especialidade').selectOption('Eletricista');
    await screen.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${server.url}/services`);
    const created = await server.prisma.user.findUniqueOrThrow({ where: { email: proEmail } });
    expect(created).toMatchObject({ name: 'Eli Eletricista', role: 'PROFESSIONAL', cpf: proCpf, phone: '33988881234', specialty: 'Eletricista' });
    expectClean(recorded);

    // Once hydrated, a profile shows its own fields: CNPJ and the store's name for a shop.
    const visitor = await openPage({ viewport: { width: 412, height: 915 } });
    await visitor.page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await visitor.page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const form = visitor.page.getByRole('form', { name: 'Criar Conta' });
    await expect(form.getByLabel('CNPJ').isVisible()).resolves.toBe(false);
    await form.getByText('Vendedor', { exact: true }).click();
    await form.getByLabel('CNPJ').waitFor();
    await expect(form.getByLabel('Nome da Loja').isVisible()).resolves.toBe(true);
    await expect(form.getByLabel('CPF').isVisible()).resolves.toBe(false);
    expectClean(visitor);
  });
});

/** What a page frame of web/src/pages/auth/AuthLayout.tsx reads, below the logo (the site's own image in the app). */
function textsBelowLogo(main: Element): string {
  return [...main.children]
    .slice(1)
    .map((child) => (child as HTMLElement).innerText)
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}
