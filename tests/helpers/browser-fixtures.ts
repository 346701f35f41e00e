// The browser suite's fixtures: everything of tests/helpers/fixtures.ts, plus Debian's Chromium (one
// per file, launched while the server boots, as the copied boot blocks did with Promise.all) and
// recorded pages that close themselves after the test.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, newRecordedPage, type RecordedPage } from './browser.js';
import { serverFixture, test as base } from './fixtures.js';
import type { TestServer } from './server.js';

/** The phone most journeys use (a mid-range Android's viewport). */
export const PHONE = { viewport: { width: 412, height: 915 } } as const;

export const test = base
  .extend('launching', { scope: 'file' }, ({}, { onCleanup }): { browser: Promise<Browser> } => {
    const browser = launchBrowser();
    // A failed launch is reported by the `browser` fixture, to the test that asked for it.
    browser.catch(() => {});
    onCleanup(async () => (await browser.catch(() => null))?.close());
    return { browser };
  })
  // Redefined only to depend on `launching`: Chromium starts first, then both boot together.
  .extend('server', { scope: 'file' }, ({ serverOptions, launching }, { onCleanup }) => {
    void launching;
    return serverFixture(serverOptions, onCleanup);
  })
  .extend('browser', { scope: 'file' }, ({ launching }): Promise<Browser> => launching.browser)
  /** Opens more recorded pages (`newRecordedPage` options); all are closed after the test. */
  .extend('openPage', ({ browser }, { onCleanup }) => {
    const opened: RecordedPage[] = [];
    onCleanup(async () => {
      for (const page of opened) await page.close().catch(() => {});
    });
    return async (options: BrowserContextOptions = {}): Promise<RecordedPage> => {
      const recorded = await newRecordedPage(browser, options);
      opened.push(recorded);
      return recorded;
    };
  })
  /** A fresh recorded page on a 412×915 phone, closed after the test. */
  .extend('phone', ({ openPage }): Promise<RecordedPage> => openPage(PHONE));

/** `test.beforeAll(bootBrowser)`: the server and the browser start in a hook (see `bootServer`). */
export const bootBrowser = ({ server, browser }: { server: TestServer; browser: Browser }) => void [server, browser];

export { describe, expect } from 'vitest';
