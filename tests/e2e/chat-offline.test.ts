// A conversation when the connection drops (issue 51), in Chromium at 412 px with its network
// emulation (context.setOffline): messages written offline wait in the conversation and go out by
// themselves when it comes back, in order and once each (the clientId is the idempotency key); and
// after 'Continuar offline' a later drop keeps the person in the conversation under the red banner,
// never the full offline screen again.
// With SCREENSHOT_DIR set, the conversation under the red banner is saved.
import path from 'node:path';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { signInWithCookie } from '../helpers/browser.js';
import { createStore, createUser, globalId, localId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';
import { type TestServer } from '../helpers/server.js';

const START = `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { userErrors { message } } }`;

describe('chat offline (browser)', () => {
  test.beforeAll(bootBrowser);
  const phone = { viewport: { width: 412, height: 915 } };

  async function conversationOf(server: TestServer, storeName: string, shopperName: string) {
    const store = await createStore(server.prisma, { name: storeName });
    const shopper = await createUser(server.prisma, { name: shopperName });
    const id: string = (await gql(server.url, START, { input: { storeId: globalId('Store', store.id) } }, { token: shopper.token })).data.startConversation.conversation.id;
    return { store, shopper, id };
  }

  test('messages written offline go out by themselves on reconnection, in order, exactly once', async ({ server, openPage }) => {
    const { shopper, id } = await conversationOf(server, 'Padaria Pão Quente', 'Caio Rede');
    const recorded = await openPage(phone);
    const { page, context } = recorded;
    await signInWithCookie(recorded, server.url, shopper.token);
    await page.goto(`${server.url}/chat/${encodeURIComponent(id)}`, { waitUntil: 'networkidle' });
    await page.getByText('Escreva a primeira mensagem.').waitFor();

    await context.setOffline(true);
    for (const text of ['Vocês abrem no feriado?', 'Quero 20 pães franceses']) {
      await page.getByLabel('Mensagem', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    }
    await expect.poll(() => page.getByTestId('chat-message-pending').count()).toBe(2);
    await page.waitForTimeout(1000);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(id) } })).toBe(0);
    // They wait for the connection, saying so, without asking for a tap.
    await expect.poll(() => page.getByTestId('chat-message-pending').first().textContent()).toContain('Aguardando conexão');

    await context.setOffline(false);
    // No tap: both arrive, in the order written, once each.
    await expect.poll(() => page.getByTestId('chat-message').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('chat-message-pending').count()).toBe(0);
    expect(await page.getByTestId('chat-message').allTextContents()).toEqual([expect.stringContaining('Vocês abrem no feriado?'), expect.stringContaining('Quero 20 pães franceses')]);
    const stored = await server.prisma.chatMessage.findMany({ where: { conversationId: localId(id) }, orderBy: { createdAt: 'asc' } });
    expect(stored.map((m) => m.body)).toEqual(['Vocês abrem no feriado?', 'Quero 20 pães franceses']);
    expect(stored.every((m) => m.clientId)).toBe(true);
    // Nothing more goes out later.
    await page.waitForTimeout(2000);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(id) } })).toBe(2);
    expect(await page.getByTestId('chat-message').count()).toBe(2);
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.externalRequests).toEqual([]);
  });

  test("after 'Continuar offline', a later drop keeps the conversation on screen under the red banner", async ({ server, openPage }) => {
    const { store, shopper, id } = await conversationOf(server, 'Depósito Boa Obra', 'Bia Sinal');
    await gql(server.url, SEND, { input: { conversationId: id, text: 'Tem areia média?' } }, { token: shopper.token });
    await gql(server.url, SEND, { input: { conversationId: id, text: 'Temos sim, R$ 120 o metro.' } }, { token: store.owner.token });
    const recorded = await openPage(phone);
    const { page, context } = recorded;
    await signInWithCookie(recorded, server.url, shopper.token);
    await page.goto(`${server.url}/chat/${encodeURIComponent(id)}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(2);

    // First drop: the full screen after 3 s, as the spec says; the person chooses to stay.
    await context.setOffline(true);
    await page.getByTestId('offline-screen').waitFor({ timeout: 6000 });
    await page.getByRole('button', { name: 'Continuar offline' }).click();
    await page.getByTestId('offline-screen').waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: 'Sem conexão - Modo offline' }).waitFor();

    // Back online, then a second drop longer than 3 s: only the banner, the conversation stays.
    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'Sem conexão - Modo offline' }).waitFor({ state: 'detached' });
    await context.setOffline(true);
    await page.getByRole('alert').filter({ hasText: 'Sem conexão - Modo offline' }).waitFor();
    await page.waitForTimeout(4500);
    expect(await page.getByTestId('offline-screen').count()).toBe(0);
    await page.getByTestId('chat-message').filter({ hasText: 'Temos sim, R$ 120 o metro.' }).waitFor();
    await page.getByLabel('Mensagem', { exact: true }).waitFor();
    // The banner is on screen, at the top, not under the conversation's header.
    const banner = await page.getByRole('alert').filter({ hasText: 'Sem conexão - Modo offline' }).boundingBox();
    expect(banner?.y).toBeLessThanOrEqual(1);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'chat-offline-banner.png') });

    // Reloading the tab keeps the choice.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'networkidle' });
    await context.setOffline(true);
    await page.waitForTimeout(4000);
    expect(await page.getByTestId('offline-screen').count()).toBe(0);
    await context.setOffline(false);
    // Requests cut by the emulated drop log console errors ('Failed to load resource'); no page error, nothing external.
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.externalRequests).toEqual([]);
  });
});
