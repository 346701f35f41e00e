// Every route of the web app's route table, opened as each kind of person who may open it, in
// Chromium against the real API: each one renders a screen of its own (a page heading, never the
// old 'Em breve' placeholder nor the error page), with no error in the console.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, ROUTES, type AccessLevel } from '../../web/src/routes/table.js';
import { expectClean, launchBrowser, newRecordedPage, signInWithCookie } from '../helpers/browser.js';
import { createStore, createUser } from '../helpers/commerce.js';
import { startTestServer, TRUSTED_DOCUMENTS_ON, type TestServer } from '../helpers/server.js';

/** A concrete path for a pattern: every parameter becomes an id that exists nowhere. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID());
/** The same with what a mistyped or cut link carries: not an id at all. */
const mistyped = (path: string) => path.replace(/:[A-Za-z]+/g, 'link-quebrado');
/** What a screen says when its read failed, which a broken link must never show. */
const BROKEN_LINK_FAILURES = /Algo deu errado|Não foi possível carregar|Erro de conexão/;

/**
 * Opens `path` the way the app's own links do (no reload) and returns the text of its screen. The
 * router keeps the previous screen on show while the next one's code loads, so this waits for the
 * layout to give the page this route's title (or, for a route that redirects, for the address to
 * move on), then for the screen's heading.
 */
async function open(page: Page, path: string, title: string): Promise<string> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ([to, expected]) => document.title === expected || `${location.pathname}${location.search}` !== to,
    [path, documentTitle(title)],
    { timeout: 10_000 },
  );
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ');
}

describe('every route (browser)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ env: TRUSTED_DOCUMENTS_ON }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const walks: { who: string; levels: AccessLevel[]; token: () => Promise<string | null> }[] = [
    { who: 'a visitor', levels: ['public'], token: async () => null },
    { who: 'a consumer', levels: ['public', 'auth'], token: async () => (await createUser(server.prisma)).token },
    { who: 'a professional', levels: ['auth'], token: async () => (await createUser(server.prisma, { role: 'PROFESSIONAL' })).token },
    { who: 'a store owner', levels: ['vendor'], token: async () => (await createStore(server.prisma)).owner.token },
    { who: 'an admin', levels: ['admin'], token: async () => (await createUser(server.prisma, { role: 'ADMIN', isAdmin: true })).token },
  ];

  for (const walk of walks) {
    it(`as ${walk.who}, every ${walk.levels.join(' and ')} route shows its own screen`, async () => {
      const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
      try {
        const token = await walk.token();
        if (token) await signInWithCookie(recorded, server.url, token);
        await recorded.page.goto(`${server.url}/explore`, { waitUntil: 'networkidle' });
        const routes = ROUTES.filter((r) => walk.levels.includes(r.access) && !(token && r.guestOnly));
        expect(routes.length).toBeGreaterThan(walk.levels.includes('public') ? 10 : 12);
        for (const route of routes) {
          const text = await open(recorded.page, concrete(route.path), route.title);
          expect(text, route.path).not.toContain('Em breve');
          expect(text, route.path).not.toContain('Algo deu errado');
          if (!route.path.includes(':')) continue;
          // A broken link is a page that does not exist (or the catalogue it redirects to), not a
          // failure worth retrying: wait for the page's answer, then read which one it gave.
          await open(recorded.page, mistyped(route.path), route.title);
          await recorded.page
            .waitForFunction(
              (answers) => location.pathname === '/explore' || new RegExp(answers, 'i').test(document.body.innerText),
              `não encontrad|${BROKEN_LINK_FAILURES.source}`,
              { timeout: 20_000 },
            )
            .catch(async (error: Error) => {
              // Which link, and what the page showed instead (a slow CI machine or a real hang).
              const shown = (await recorded.page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
              throw new Error(`${mistyped(route.path)}: ${error.message}\n${shown}`);
            });
          const broken = (await recorded.page.locator('body').innerText()).replace(/\s+/g, ' ');
          expect(broken, mistyped(route.path)).not.toMatch(BROKEN_LINK_FAILURES);
        }
        expectClean(recorded);
      } finally {
        await recorded.close();
      }
    }, 240_000);
  }

  // RouterProvider subscribes to the router only after it commits: with the first render as a
  // sliced transition (tried, see web/src/main.tsx), a screen chunk that arrived while it rendered
  // was missed and the page stayed on 'Carregando...' for good. Late on a slow phone, it must show.
  it('shows the first screen however late its chunk arrives while the app renders', async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    try {
      const cdp = await recorded.context.newCDPSession(recorded.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      for (const delayMs of [0, 250, 500, 750, 1000]) {
        await recorded.context.unroute(/\/assets\/RecoverPasswordPage-[^/]*\.js$/);
        await recorded.context.route(/\/assets\/RecoverPasswordPage-[^/]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          await route.continue();
        });
        await recorded.page.goto(`${server.url}/recuperar-senha`);
        // The app's own form: the HTML first screen above it (web/index.html) has one from the start.
        await recorded.page.locator('#root').getByRole('button', { name: 'Enviar link de recuperação', exact: true }).waitFor({ timeout: 15_000 });
      }
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  }, 120_000);

  it("styles the screens with Chakra's global CSS written by the build, defined once", async () => {
    const recorded = await newRecordedPage(browser, { viewport: { width: 412, height: 915 } });
    const { page } = recorded;
    try {
      await page.goto(`${server.url}/recuperar-senha`, { waitUntil: 'networkidle' });
      const submit = page.locator('#root').getByRole('button', { name: 'Enviar link de recuperação', exact: true });
      await submit.waitFor();
      // index.html carries the tokens and reset (web/vite.config.ts, prebuiltChakraGlobalCss); the
      // app's Chakra does not insert them a second time.
      const definitions = await page.evaluate(() => {
        const texts = (rules: CSSRuleList): string[] =>
          [...rules].flatMap((rule) => ('cssRules' in rule && (rule as CSSGroupingRule).cssRules.length ? texts((rule as CSSGroupingRule).cssRules) : [rule.cssText]));
        return [...document.styleSheets].map((sheet) => [
          (sheet.ownerNode as Element | null)?.id ?? '',
          texts(sheet.cssRules).filter((text) => text.includes('--chakra-colors-brand-solid:')).length,
        ]).filter(([, count]) => count);
      });
      expect(definitions).toEqual([['chakra-global', 1]]);
      await expect(submit.evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe('rgb(11, 92, 215)');
      await expect(page.evaluate(() => getComputedStyle(document.body).fontFamily)).resolves.toMatch(/^Inter, /);
      expectClean(recorded);
    } finally {
      await recorded.close();
    }
  });
});
