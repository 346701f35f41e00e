// The admin area in the browser (real API + built web app, Debian's Chromium, phone viewport):
// an admin promotes a user with a reason and finds it in /admin/logs with the actor; blocks a
// user whose open page is signed out at once and whose next sign-in is refused; schedules a banner
// that the home shows while one scheduled for later stays hidden. (Approving a store and a product
// is in tests/e2e/vendor.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { expectClean, signInWithCookie } from '../helpers/browser.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { createUser } from '../helpers/commerce.js';
import { toLocalInput } from '../../common/dates.js';

describe('admin area (browser)', () => {
  test.beforeAll(bootBrowser);
  const phone = { viewport: { width: 412, height: 915 } };


  test('promotes a user with a reason (the log shows who and why) and blocks another, whose session ends at once', async ({ server, browser, admin, openPage }) => {
    const carla = await signUpConsumer(server.url, { name: 'Carla Promovida' });
    const joao = await signUpConsumer(server.url, { name: 'João Bloqueado' });
    const office = await openPage(phone);
    const victim = await openPage(phone);
    try {
      // João is using the app.
      await signInWithCookie(victim, server.url, joao.token);
      await victim.page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
      await expect.poll(() => victim.page.getByTestId('header-user-name').textContent()).toBe('João');

      await signInWithCookie(office, server.url, admin.token);
      const page = office.page;
      await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Usuários', exact: true }).click();
      await page.waitForURL(`${server.url}/admin/users`);

      // Promote Carla, the reason first refused when empty.
      await page.getByLabel('Buscar usuário').fill('Carla Promovida');
      const carlaCard = page.getByTestId('admin-user-card').filter({ hasText: carla.input.email });
      await carlaCard.getByRole('button', { name: 'Promover a admin: Carla Promovida' }).click();
      const dialog = page.getByRole('alertdialog');
      // The open dialog holds the page still with `overflow: hidden` on <html>, never a variable there,
      // and the body's `pointer-events: none` stops at the app's root: either one made the browser
      // restyle every element of the page (bench/diary.md, "Diálogos sem refazer a página inteira").
      const pageStyle = `[document.documentElement.style.overflow, /--/.test(document.documentElement.style.cssText), getComputedStyle(document.getElementById('root')).pointerEvents]`;
      expect(await page.evaluate(pageStyle)).toEqual(['hidden', false, 'auto']);
      await dialog.getByRole('button', { name: 'Promover a admin' }).click();
      await dialog.getByText('Informe o motivo (até 500 caracteres)').waitFor();
      await dialog.getByLabel(/^Motivo/).fill('Cobre as férias da equipe');
      await dialog.getByRole('button', { name: 'Promover a admin' }).click();
      await page.getByText('Usuário promovido a administrador com sucesso').first().waitFor();
      await expect.poll(() => carlaCard.textContent()).toContain('Administrador');
      await expect.poll(() => page.evaluate(pageStyle)).toEqual(['', false, 'auto']);

      // The security log shows it, with the actor and the reason.
      await page.goto(`${server.url}/admin/logs`, { waitUntil: 'networkidle' });
      await page.getByLabel('O que mostrar').selectOption('SECURITY');
      const entry = page.getByTestId('audit-entry-card').filter({ hasText: 'Usuário promovido a administrador' });
      await expect.poll(() => entry.first().textContent()).toContain('Cobre as férias da equipe');
      expect(await entry.first().textContent()).toContain('Ana Administradora');
      expect(await entry.first().textContent()).toContain('Carla Promovida');

      // Block João: his open page turns into a visitor's, and signing in is refused.
      await page.goto(`${server.url}/admin/users`, { waitUntil: 'networkidle' });
      await page.getByLabel('Buscar usuário').fill('João Bloqueado');
      const joaoCard = page.getByTestId('admin-user-card').filter({ hasText: joao.input.email });
      await joaoCard.getByRole('button', { name: 'Bloquear: João Bloqueado' }).click();
      await page.getByRole('alertdialog').getByLabel(/^Motivo/).fill('Uso indevido de cupons');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Bloquear' }).click();
      await page.getByText('Usuário bloqueado. As sessões dele foram encerradas.').first().waitFor();
      await expect.poll(() => joaoCard.textContent()).toContain('Bloqueado');

      // The socket closes with 'Sessão encerrada'; the app asks who is there and the guard of /home sends the visitor to /login.
      await victim.page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
      await victim.page.getByLabel(/^Email ou CPF/).fill(joao.input.email);
      await victim.page.getByLabel(/^Senha/).fill(joao.input.password);
      await victim.page.getByRole('button', { name: 'Entrar' }).click();
      await victim.page.getByText('Sua conta está bloqueada. Fale com o Clube Local pelo e-mail contato@clubelocal.dev.').first().waitFor();
      expect(victim.page.url()).toBe(`${server.url}/login`);
      expectClean(office);
    } finally {
      await Promise.all([office.close(), victim.close()]);
    }
  });

  test('schedules banners: the home shows the one in its window, not the one that starts later', async ({ server, consumer: shopper, openPage }) => {
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const image = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clube-banner-')), 'natal.jpg');
    await sharp({ create: { width: 1920, height: 600, channels: 3, background: '#aa2200' } }).jpeg().toFile(image);
    const office = await openPage(phone);
    const home = await openPage(phone);
    try {
      await signInWithCookie(office, server.url, admin.token);
      const page = office.page;
      await page.goto(`${server.url}/admin/banners`, { waitUntil: 'networkidle' });
      await page.getByText('Nenhum banner cadastrado').waitFor();
      const hour = 3_600_000;
      for (const [title, startsIn] of [
        ['Feirão de Natal', -hour],
        ['Queima de Ano Novo', 48 * hour],
      ] as const) {
        await page.getByRole('button', { name: 'Novo banner' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/^Título/).fill(title);
        await dialog.getByTestId('banner-desktop-input').setInputFiles(image);
        await dialog.getByRole('img', { name: /imagem atual/ }).waitFor();
        await dialog.getByLabel('Começa em').fill(toLocalInput(new Date(Date.now() + startsIn).toISOString()));
        await dialog.getByLabel('Termina em').fill(toLocalInput(new Date(Date.now() + 24 * 7 * hour).toISOString()));
        await dialog.getByRole('button', { name: 'Salvar banner' }).click();
        await page.getByText('Banner salvo').first().waitFor();
        await dialog.waitFor({ state: 'hidden' });
      }
      await expect.poll(() => page.getByTestId('admin-banner-card').filter({ hasText: 'Feirão de Natal' }).textContent()).toContain('No ar');
      expect(await page.getByTestId('admin-banner-card').filter({ hasText: 'Queima de Ano Novo' }).textContent()).toContain('Agendado');

      await signInWithCookie(home, server.url, shopper.token);
      await home.page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
      await expect.poll(() => home.page.getByTestId('banner-slide').count()).toBe(1);
      expect(await home.page.getByTestId('banner-slide').getAttribute('aria-label')).toBe('1 de 1: Feirão de Natal');
      expectClean(office);
      expectClean(home);
    } finally {
      await Promise.all([office.close(), home.close()]);
    }
  });
});
