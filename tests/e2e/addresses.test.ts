// A signed-in user adds an address by typing its CEP (answered by the fake ViaCEP on loopback),
// sees logradouro, bairro, cidade and UF filled, saves it, and finds it as the principal address.
import { bootBrowser, describe, expect, test as base } from '../helpers/browser-fixtures.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { startFakeCep, viaCepBody } from '../helpers/fake-cep.js';

const test = base.extend('fake', { scope: 'file' }, async ({}, { onCleanup }) => {
  const fake = await startFakeCep();
  onCleanup(() => fake.stop());
  return fake;
});
test.override('serverOptions', ({ fake }) => ({ env: { VIACEP_URL: fake.url, BRASILAPI_URL: fake.url, CEP_TIMEOUT_MS: '2000' } }));

describe('address book (browser)', () => {
  test.beforeAll(bootBrowser);
  test('adds an address by typing the CEP and shows it as principal', async ({ server, fake, openPage }) => {
    fake.respond('viacep', '39680970', {
      kind: 'ok',
      body: viaCepBody('39680970', { logradouro: 'Rua Coronel Ramos', bairro: 'Centro', localidade: 'Capelinha', uf: 'MG', ibge: '3112307' }),
    });
    const user = await signUpConsumer(server.url);
    const recorded = await openPage({ viewport: { width: 390, height: 844 } });
    const { page, context } = recorded;
    const [name, value] = user.cookie.split('=');
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${server.url}/profile/addresses`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Meus endereços' }).waitFor();
    await page.getByText('Nenhum endereço cadastrado').waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Adicionar endereço' }).click();
    await page.waitForURL(`${server.url}/profile/address/add`);
    await page.getByRole('heading', { level: 1, name: 'Adicionar endereço' }).waitFor();

    const cep = page.getByLabel('CEP');
    await cep.pressSequentially('39680970', { delay: 20 });
    await expect(cep.inputValue()).resolves.toBe('39680-970');
    const street = page.getByLabel('Logradouro');
    await expect.poll(() => street.inputValue(), { timeout: 10_000 }).toBe('Rua Coronel Ramos');
    await expect(page.getByLabel('Bairro').inputValue()).resolves.toBe('Centro');
    await expect(page.getByLabel('Cidade').inputValue()).resolves.toBe('Capelinha');
    await expect(page.getByLabel('UF').inputValue()).resolves.toBe('MG');
    await expect(page.getByTestId('cep-hint').textContent()).resolves.toContain('ViaCEP');
    expect(fake.callsFor('39680970')).toEqual(['viacep']);

    // The cursor moved to Número: type it and save.
    await page.getByLabel('Número').fill('45');
    await page.getByLabel(/Complemento/).fill('Loja 2');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();

    await page.waitForURL(`${server.url}/profile/addresses`);
    const card = page.getByTestId('address-card');
    await card.waitFor();
    await expect(card.count()).resolves.toBe(1);
    await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Rua Coronel Ramos, 45');
    await expect(card.getByText('Principal', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.textContent()).resolves.toContain('Capelinha - MG · CEP 39680-970');

    // Saved on the server, principal, and copied to the profile's main address.
    const row = await server.prisma.address.findFirstOrThrow({ where: { user: { email: user.input.email } } });
    expect(row).toMatchObject({ street: 'Rua Coronel Ramos', number: '45', complement: 'Loja 2', city: 'Capelinha', state: 'MG', postalCode: '39680970', principal: true });
    const profile = await server.prisma.user.findUniqueOrThrow({ where: { email: user.input.email } });
    expect(profile.mainAddress).toMatchObject({ street: 'Rua Coronel Ramos', number: '45', city: 'Capelinha' });

    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.consoleErrors).toEqual([]);
    expect(recorded.externalRequests).toEqual([]);
  });

  test('fills Angelândia/MG from the hard-coded 39688-000 without calling any provider', async ({ server, fake, openPage }) => {
    fake.reset();
    const user = await signUpConsumer(server.url);
    const recorded = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page, context } = recorded;
    const [name, value] = user.cookie.split('=');
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${server.url}/profile/address/add`, { waitUntil: 'networkidle' });
    await page.getByLabel('CEP').fill('39688-000');
    await expect.poll(() => page.getByLabel('Cidade').inputValue(), { timeout: 10_000 }).toBe('Angelândia');
    await expect(page.getByLabel('UF').inputValue()).resolves.toBe('MG');
    await expect(page.getByLabel('Bairro').inputValue()).resolves.toBe('Centro');
    expect(fake.calls).toEqual([]);
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.consoleErrors).toEqual([]);
  });
});
