// Chat in two browsers (real API + built web app, Debian's Chromium, phone viewport): a shopper
// opens a store's product, starts a chat and sends a text and a photo; the store owner's inbox badge
// goes to 1 live; the owner opens it (the shopper sees it read) and replies; the shopper's Chat tab
// badge and the header's bell count it, each inside its badge, and the tab badge clears when read; a socket that drops while the store writes catches up when it comes back.
// Also: the store owner's own Chat tab counts the store's unread conversations live and clears when read;
// a voice message, and 'Suporte' answered late never pulls back a person who tapped elsewhere.
import path from 'node:path';
import sharp from 'sharp';
import type { WebSocketRoute } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { clickCentered, expectClean, signInWithCookie, textOutsideBox } from '../helpers/browser.js';
import { createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';

describe('chat (browser)', () => {
  test.beforeAll(bootBrowser);
  const phone = { viewport: { width: 412, height: 915 } };


  test('a shopper asks a store from a product page; the owner answers; badges and receipts follow live', async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Depósito São José' });
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento CP II 50kg', price: '40.00' }]);
    const product = (await gql(server.url, `query($id: ID!) { node(id: $id) { ... on Product { path } } }`, { id: globalId('Product', productId) })).data.node;
    const shopper = await createUser(server.prisma, { name: 'Ana Souza' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).png().toBuffer();

    const home = await openPage(phone);
    const shop = await openPage(phone);
    // The shopper's realtime socket goes through this route, so the test can drop it and hold it
    // down (step 5): while blocked, every reconnection attempt is closed at once.
    const shopperSockets: WebSocketRoute[] = [];
    let blocked = false;
    await home.page.routeWebSocket(/\/graphql$/, (socket) => {
      if (blocked) return socket.close({ code: 1001, reason: 'queda de teste' });
      socket.connectToServer();
      shopperSockets.push(socket);
    });
    // The owner waits on the vendor home: no unread conversation yet.
    await signInWithCookie(shop, server.url, store.owner.token);
    const owner = shop.page;
    await owner.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
    await owner.getByRole('link', { name: 'Mensagens da loja', exact: true }).waitFor();
    expect(await owner.getByTestId('store-chat-unread').count()).toBe(0);

    // 1. The shopper starts a chat from the product page and sends a text and a photo.
    await signInWithCookie(home, server.url, shopper.token);
    const page = home.page;
    await page.goto(`${server.url}${product.path}`, { waitUntil: 'networkidle' });
    await clickCentered(page.getByRole('button', { name: 'Falar com a loja' }));
    await page.waitForURL(/\/chat\/[^/]+$/);
    const thread = page.url();
    await page.getByRole('heading', { level: 1, name: 'Depósito São José' }).waitFor();
    await page.getByLabel('Mensagem', { exact: true }).fill('Olá, tem cimento para entrega amanhã?');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(1);
    await page.locator('input[type=file]').setInputFiles({ name: 'obra.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('📎 obra.png').waitFor();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(2);
    await page.getByTestId('chat-message').last().getByRole('img').waitFor();
    expect(await page.getByTestId('chat-message').first().textContent()).toContain('Enviada');

    // 2. The owner's inbox badge goes to 1 without a reload; opening the conversation reads it.
    await expect.poll(() => owner.getByTestId('store-chat-unread').textContent(), { timeout: 10_000 }).toBe('1');
    await clickCentered(owner.getByRole('link', { name: 'Mensagens da loja', exact: true }));
    await owner.waitForURL(`${server.url}/vendor/chat`);
    await clickCentered(owner.getByTestId('conversation-row').filter({ hasText: 'Ana Souza' }));
    await owner.getByRole('heading', { level: 1, name: 'Ana Souza' }).waitFor();
    await expect.poll(() => owner.getByTestId('chat-message').count()).toBe(2);

    // 3. The shopper sees both messages read, live.
    await expect.poll(() => page.getByTestId('chat-message').first().textContent(), { timeout: 10_000 }).toContain('Lida');

    // 4. The shopper leaves; the owner replies; the Chat tab counts it, and clears when it is read.
    await page.goto(`${server.url}/home`, { waitUntil: 'networkidle' });
    await owner.getByLabel('Mensagem', { exact: true }).fill('Temos sim! Entregamos amanhã de manhã.');
    await owner.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => owner.getByTestId('chat-message').count()).toBe(3);
    await expect.poll(() => page.getByTestId('tab-badge-chatUnread').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await page.getByText('Nova mensagem de Depósito São José').first().waitFor();
    // The header's bell counts it too, and each count is drawn inside its badge.
    await expect.poll(() => page.getByTestId('notification-count').textContent(), { timeout: 10_000 }).toBe('1 não lida');
    for (const badge of ['notification-count', 'tab-badge-chatUnread']) expect(await textOutsideBox(page.getByTestId(badge))).toEqual([]);
    await clickCentered(page.getByRole('link', { name: /^Chat/ }));
    await page.waitForURL(`${server.url}/chat`);
    await clickCentered(page.getByTestId('conversation-row').filter({ hasText: 'Depósito São José' }));
    await page.waitForURL(thread);
    await page.getByTestId('chat-message').filter({ hasText: 'Temos sim! Entregamos amanhã de manhã.' }).waitFor();
    await expect.poll(() => page.getByTestId('tab-badge-chatUnread').count(), { timeout: 10_000 }).toBe(0);

    // 5. The shopper's connection drops and stays down while the store writes: the message is
    // never pushed to that socket; once it comes back the open thread catches up by itself.
    blocked = true;
    await Promise.all(shopperSockets.splice(0).map((socket) => socket.close({ code: 1001, reason: 'queda de teste' })));
    const sent = await gql(
      server.url,
      `mutation($input: SendMessageInput!) { sendMessage(input: $input) { userErrors { message } } }`,
      { input: { conversationId: decodeURIComponent(thread.split('/').pop()!), text: 'Chegou enquanto você estava sem sinal' } },
      { token: store.owner.token },
    );
    expect(sent.data.sendMessage.userErrors).toEqual([]);
    blocked = false;
    await page.getByTestId('chat-message').filter({ hasText: 'Chegou enquanto você estava sem sinal' }).waitFor({ timeout: 15_000 });
    expect(shopperSockets.length).toBeGreaterThan(0);

    for (const p of [page, owner]) await p.waitForLoadState('networkidle');
    expectClean(home);
    expectClean(shop);
  });

  // Issue 51: the owner's tab bar (the spec's five tabs) had no way to the store's inbox nor its count.
  test("the store owner's Chat tab counts unread store conversations live and clears once they are read", async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Mercado Bom Preço' });
    const shopper = await createUser(server.prisma, { name: 'Davi Cliente' });
    const started = await gql(server.url, `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }`, { input: { storeId: globalId('Store', store.id) } }, { token: shopper.token });
    const id = started.data.startConversation.conversation.id;
    const send = (text: string) => gql(server.url, `mutation($input: SendMessageInput!) { sendMessage(input: $input) { userErrors { message } } }`, { input: { conversationId: id, text } }, { token: shopper.token });
    const recorded = await openPage(phone);
    const { page } = recorded;
    await signInWithCookie(recorded, server.url, store.owner.token);
    await page.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Navegação do app' });
    const chatTab = nav.getByRole('link', { name: /^Chat: Mensagens da loja/ });
    await chatTab.waitFor();
    expect(await page.getByTestId('tab-badge-storeChatUnread').count()).toBe(0);

    // Two messages in one conversation: one conversation unread, live, said in the tab's name.
    await send('Vocês entregam no domingo?');
    await send('É para o bairro Centro');
    await expect.poll(() => page.getByTestId('tab-badge-storeChatUnread').getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await nav.getByRole('link', { name: 'Chat: Mensagens da loja, 1 conversa não lida' }).waitFor();
    expect(await textOutsideBox(page.getByTestId('tab-badge-storeChatUnread'))).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'owner-nav-chat-badge.png') });

    // The tab opens the store's inbox (and is the active one); reading the conversation clears it.
    await clickCentered(chatTab);
    await page.waitForURL(`${server.url}/vendor/chat`);
    expect(await chatTab.getAttribute('aria-current')).toBe('page');
    await clickCentered(page.getByTestId('conversation-row').filter({ hasText: 'Davi Cliente' }));
    await page.getByTestId('chat-message').filter({ hasText: 'É para o bairro Centro' }).waitFor();
    await expect.poll(() => page.getByTestId('tab-badge-storeChatUnread').count(), { timeout: 10_000 }).toBe(0);
    await page.goto(`${server.url}/vendor`, { waitUntil: 'networkidle' });
    await chatTab.waitFor();
    expect(await page.getByTestId('tab-badge-storeChatUnread').count()).toBe(0);
    expectClean(recorded);
  });

  test('records a voice message with the microphone and sends it with its duration', async ({ server, consumer: shopper, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Farmácia Central' });
    const started = await gql(server.url, `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }`, { input: { storeId: globalId('Store', store.id) } }, { token: shopper.token });
    const id = started.data.startConversation.conversation.id;
    const recorded = await openPage(phone);
    await recorded.context.grantPermissions(['microphone']);
    await signInWithCookie(recorded, server.url, shopper.token);
    const { page } = recorded;
    await page.goto(`${server.url}/chat/${encodeURIComponent(id)}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Gravar áudio' }).click();
    await expect(page.getByTestId('voice-recording').textContent()).resolves.toMatch(/^Gravando áudio… 0:0\d \(até 2:00\)$/);
    await page.waitForTimeout(2200);
    await page.getByRole('button', { name: 'Parar gravação' }).click();
    await page.getByText(/^📎 audio-\d{14}\.webm$/).waitFor();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const bubble = page.getByTestId('chat-message').last();
    await bubble.locator('audio').waitFor({ state: 'attached' });
    const stored = await server.prisma.chatMessage.findFirstOrThrow({ where: { senderId: shopper.id } });
    expect(stored).toMatchObject({ body: 'Áudio', attachmentType: 'AUDIO' });
    expect(stored.audioDurationSeconds).toBeGreaterThanOrEqual(2);
    expectClean(recorded);
  });

  // 'Suporte' opens the conversation once the API answers; a person who taps elsewhere first stays
  // where they went, even while that screen's code is still on its way (web/src/routes/LateRedirect.tsx).
  test('a late answer to "Suporte" does not pull back a person who already tapped another tab', async ({ server, openPage }) => {
    const shopper = await createUser(server.prisma, { name: 'Lia Lima' });
    const recorded = await openPage(phone);
    const { page, context } = recorded;
    await signInWithCookie(recorded, server.url, shopper.token);
    await page.goto(`${server.url}/profile`, { waitUntil: 'networkidle' });
    await context.route(/\/graphql$/, async (route) => {
      if (route.request().postData()?.includes('"operationName":"StartSupportConversation"')) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await context.route(/\/assets\/ChatListPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const supportAnswered = page.waitForResponse((response) => !!response.request().postData()?.includes('"operationName":"StartSupportConversation"'));
    await page.getByRole('link', { name: /^Suporte/ }).click();
    await page.getByLabel('Abrindo a conversa com o suporte').waitFor();
    await page.getByRole('navigation', { name: 'Navegação do app' }).getByRole('link', { name: /^Chat/ }).click();
    await supportAnswered;
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/chat');
    await expect(server.prisma.conversation.count({ where: { userId: shopper.id, isSupport: true } })).resolves.toBe(1);
    expectClean(recorded);
  });
});
