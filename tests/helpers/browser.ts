// Debian's Chromium driven by playwright-core (no `playwright install`: downloads are blocked).
// Every page records console errors, page errors and requests that leave the machine, so a
// journey can assert the app works fully offline.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake microphone and camera that need no permission prompt (the chat's voice recorder).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for URLs that stay on this machine (loopback, data:, blob:, about:...). */
export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    return true;
  }
  return LOCAL_HOSTS.has(parsed.hostname);
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's: apt-get update && apt-get install -y chromium`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface RecordedPage {
  page: Page;
  context: BrowserContext;
  /** Text of console messages of type `error`. */
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** URLs of requests (HTTP and WebSocket) whose host is not localhost/127.0.0.1. */
  externalRequests: string[];
  /** Requests that failed (network errors, aborted), as "METHOD url: reason". */
  failedRequests: string[];
  close(): Promise<void>;
}

/**
 * A fresh context + page that records problems. Requests leaving the machine are recorded and
 * aborted, so a test never depends on the internet.
 */
export async function newRecordedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  // Service workers only where a test asks for them (tests/e2e/offline.test.ts): elsewhere every
  // page load must reach the server under test, not a precache from an earlier test.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const recorded: RecordedPage = {
    page,
    context,
    consoleErrors: [],
    pageErrors: [],
    externalRequests: [],
    failedRequests: [],
    close: () => context.close(),
  };

  page.on('console', (message) => {
    if (message.type() === 'error') {
      const location = message.location();
      recorded.consoleErrors.push(`${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => recorded.pageErrors.push(error.stack ?? error.message));
  page.on('requestfailed', (request) => {
    recorded.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('websocket', (ws) => {
    if (!isLocalUrl(ws.url())) recorded.externalRequests.push(ws.url());
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) {
      await route.continue();
    } else {
      recorded.externalRequests.push(url);
      await route.abort('blockedbyclient');
    }
  });

  return recorded;
}

/**
 * Clicks an element after bringing it to the middle of the screen, where the fixed tab bar cannot
 * cover it, the way a person would: scroll until it is the topmost thing at its centre (the page
 * may still scroll by itself right after a navigation), and close the notices ('Fechar aviso')
 * stacked over it — on a phone a few toasts cover the bottom of a short page, and toasts pause
 * while the page is not in front, so waiting for them is not enough.
 */
export async function clickCentered(locator: Locator, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const cover = await locator.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && el.contains(hit)) return 'none';
      return hit?.closest('[data-scope="toast"]') ? 'toast' : 'other';
    });
    if (cover === 'none') break;
    if (cover === 'toast') {
      // Stacked toasts overlap: a close button behind the front toast cannot be clicked yet (short
      // timeout, the next round gets it).
      for (const close of await locator.page().getByRole('button', { name: 'Fechar aviso' }).all()) await close.click({ timeout: 500 }).catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await locator.click();
}

/**
 * The visible text an element draws outside its own box (a count pushed out of its badge by a
 * line height, say): empty when every line of its text, or of its CSS-drawn count, is inside, within a pixel.
 */
export async function textOutsideBox(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const outside: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text for screen readers only sits in a 1px box that clips it: not drawn.
      const parent = node.parentElement?.getBoundingClientRect();
      if (parent && parent.width <= 1 && parent.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((line) => line.top < box.top - 1 || line.bottom > box.bottom + 1 || line.left < box.left - 1 || line.right > box.right + 1)) {
        outside.push(node.textContent ?? '');
      }
    }
    // A count drawn by CSS (`content: attr(data-count)`, the tab badges) has no text node: its line
    // spills out as the box's overflow.
    const generated = getComputedStyle(el, '::after').content;
    if (generated !== 'none' && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) outside.push(generated);
    return outside;
  });
}

/** The page ran without errors and never reached outside the machine. */
export function expectClean(recorded: RecordedPage): void {
  expect(recorded.pageErrors).toEqual([]);
  expect(recorded.consoleErrors).toEqual([]);
  expect(recorded.externalRequests).toEqual([]);
}

/**
 * The visitor's first move, which a first screen that is a whole page (data-app="on-use" in
 * web/index.html: the landing on a phone) waits for before it asks for the app: a key that does nothing.
 */
async function startUsing(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Waits until the app has taken the place of the page's HTML first screen (web/src/firstScreen.ts),
 * if it had one, making the first move it may wait for (until then the page can show a form twice:
 * the copy's and the app's, two 'Entrar'); on a page the server drew with the app's own screen
 * (api/system/server-render.ts), until React has hydrated it.
 */
export async function appTookOver(page: Page): Promise<void> {
  if ((await page.locator('#ssr-state').count()) > 0) {
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    return;
  }
  if ((await page.locator('#first-screen:not([hidden])').count()) > 0) await startUsing(page);
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 15_000 });
}

/** Whether React has hydrated the page the server drew (web/src/main.tsx marks #root once it has). */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator('#root[data-hydrated]').count()) > 0;
}

/**
 * Holds the app's scripts back until the returned function is called: what a phone shows while
 * they download (the HTML first screens of web/index.html).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs the page's browser context in with a session token (the httpOnly cookie the API sets). */
export async function signInWithCookie(recorded: RecordedPage, serverUrl: string, token: string): Promise<void> {
  await recorded.context.addCookies([{ name: 'clube_session', value: token, url: serverUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * The page's WCAG 2.1 A/AA violations found by axe-core's stable rules (injected from node_modules, nothing is
 * fetched): rule id, impact and the first offending elements, for an exact `toEqual([])`.
 */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    // Colours read mid fade-in fail the contrast rule (a card appearing at half opacity): the
    // animations that end are let end first (a spinner's or skeleton's never do).
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    type Violation = { id: string; impact: string | null; tags: string[]; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    // Experimental rules are left out, as axe and Lighthouse do by default.
    return result.violations
      .filter((v) => !v.tags.includes('experimental'))
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations;
}
