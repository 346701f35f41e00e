import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';

import { TRUSTED_DOCUMENTS_ON } from '../helpers/server.js';

test.override('serverOptions', { env: TRUSTED_DOCUMENTS_ON });

describe('not-found page (browser)', () => {
  test.beforeAll(bootBrowser);
  test('shows the 404 texts and logs the visit once with path, referrer and user agent', async ({ server, openPage }) => {
    const recorded = await openPage();
    const { page } = recorded;
    const path = `/pagina-que-nao-existe-${Date.now()}?origem=teste`;
    const referer = `${server.url}/de-onde-vim`;
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', referer });

    await page.getByRole('heading', { level: 1, name: 'Oops! Página não encontrada' }).waitFor();
    await expect(page.getByTestId('attempted-route').textContent()).resolves.toBe(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Voltar para Home' }).getAttribute('href')).resolves.toBe('/home');
    await expect(main.getByRole('link', { name: 'Área do Lojista' }).getAttribute('href')).resolves.toBe('/vendor');
    await expect(page.title()).resolves.toBe('Página não encontrada · Clube Local');

    const userAgent = await page.evaluate(() => navigator.userAgent);
    const referrer = await page.evaluate(() => document.referrer);
    expect(referrer).toBe(referer);

    await expect
      .poll(() => server.prisma.notFoundLog.count({ where: { path } }), { timeout: 10_000 })
      .toBe(1);
    const row = await server.prisma.notFoundLog.findFirstOrThrow({ where: { path } });
    expect(row.userAgent).toBe(userAgent);
    expect(row.referrer).toBe(referrer);

    // Exactly once per visit, even under StrictMode double effects and after the network settles.
    await page.waitForTimeout(500);
    await expect(server.prisma.notFoundLog.count({ where: { path } })).resolves.toBe(1);

    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.consoleErrors).toEqual([]);
    expect(recorded.externalRequests).toEqual([]);
  });
});
