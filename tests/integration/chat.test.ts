// Chat over the real stack: opening conversations (one per customer and store or support), members
// only (a third user can neither read, write nor subscribe), the message rules (trim, sanitise,
// 1000 characters, default texts, attachments and their limits), read receipts and unread counters
// per side, the rate limit, and live events across two API instances through Redis.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { actUntilEvent, eventStream, gql, wsClient } from '../helpers/graphql.js';
import { createStore, createUser, globalId, localId, type TestStore, type TestUser } from '../helpers/commerce.js';

let server: TestServer;
let store: TestStore;
const as = (user: TestUser) => ({ token: user.token });

const START = `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id title isSupport unreadCount } userErrors { field code message } } }`;
const SUPPORT = `mutation { startSupportConversation { conversation { id title isSupport } userErrors { message } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) {
  message { id body senderType mine attachmentType attachmentUrl attachmentName audioDurationSeconds readAt clientId }
  conversation { id unreadCount lastMessage { body } }
  userErrors { field code message } } }`;
const READ = `mutation($input: MarkConversationReadInput!) { markConversationRead(input: $input) { conversation { id unreadCount } userErrors { code message } } }`;
const THREAD = `query($id: ID!) { node(id: $id) { ... on Conversation { id title unreadCount viewerSide messages(first: 30) { edges { node { body senderType mine readAt } } } } } }`;
const UNREAD = `{ chatUnread { asCustomer store support } }`;
const EVENTS = `subscription { chatEvents { kind conversation { id unreadCount } message { body senderType } } }`;

const start = async (user: TestUser, storeId = store.id) => (await gql(server.url, START, { input: { storeId: globalId('Store', storeId) } }, as(user))).data.startConversation;
const send = async (user: TestUser, conversationId: string, input: Record<string, unknown>) =>
  (await gql(server.url, SEND, { input: { conversationId, ...input } }, as(user))).data.sendMessage;

test.beforeAll(async ({ server: started }) => {
  server = started;
  store = await createStore(server.prisma, { name: 'Depósito São José' });
});

describe('conversations', () => {
  it('one per customer and store, reused; one with support; never with your own store', async () => {
    const customer = await createUser(server.prisma, { name: 'Ana Souza' });
    const first = await start(customer);
    expect(first).toMatchObject({ userErrors: [], conversation: { title: 'Depósito São José', isSupport: false, unreadCount: 0 } });
    const again = await Promise.all([start(customer), start(customer)]);
    expect(again.map((a) => a.conversation.id)).toEqual([first.conversation.id, first.conversation.id]);
    const support = (await gql(server.url, SUPPORT, {}, as(customer))).data.startSupportConversation;
    expect(support.conversation).toMatchObject({ title: 'Suporte Clube Local', isSupport: true });
    expect((await gql(server.url, SUPPORT, {}, as(customer))).data.startSupportConversation.conversation.id).toBe(support.conversation.id);
    expect((await start(store.owner)).userErrors).toEqual([{ field: 'storeId', code: 'INVALID', message: 'Você não pode abrir uma conversa com a sua própria loja' }]);
    expect(await server.prisma.conversation.count({ where: { userId: customer.id } })).toBe(2);
  });

  it('50 openings at once make one conversation; 25 first messages at once are all kept and counted exactly (the limit is 30 a minute)', async () => {
    const customer = await createUser(server.prisma);
    const starts = await Promise.all(Array.from({ length: 50 }, () => start(customer)));
    const ids = new Set(starts.map((s) => s.conversation.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const sent = await Promise.all(Array.from({ length: 25 }, (_, i) => send(customer, id!, { text: `Mensagem ${i}` })));
    expect(sent.every((s) => s.userErrors.length === 0)).toBe(true);
    const row = await server.prisma.conversation.findUniqueOrThrow({ where: { id: localId(id!) } });
    expect(row.unreadForStaff).toBe(25);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: row.id } })).toBe(25);
  });

  it('the store inbox needs a store', async () => {
    const nobody = await createUser(server.prisma);
    const r = await gql(server.url, '{ storeConversations(first: 5) { edges { node { id } } } }', {}, as(nobody));
    expect(r.errors?.[0]).toMatchObject({ message: 'Vendedor não encontrado para o usuário atual', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('messages', () => {
  it('texts are trimmed and sanitised, at most 1000 characters; empty ones take the default of their attachment', async () => {
    const customer = await createUser(server.prisma);
    const { id } = (await start(customer)).conversation;
    expect((await send(customer, id, { text: '  Olá, tem cimento? <script>alert(1)</script> ' })).message).toMatchObject({ body: 'Olá, tem cimento?', senderType: 'USER', mine: true });
    expect((await send(customer, id, { text: '   ' })).message.body).toBe('Mensagem');
    expect((await send(customer, id, { text: 'x'.repeat(1001) })).userErrors).toEqual([{ field: 'text', code: 'TOO_LONG', message: 'A mensagem pode ter no máximo 1000 caracteres' }]);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const image = await send(customer, id, { attachment: { dataUrl: `data:image/png;base64,${png.toString('base64')}`, name: 'obra.png' } });
    expect(image.message).toMatchObject({ body: 'Imagem', attachmentType: 'IMAGE', attachmentName: 'obra.png' });
    expect(image.message.attachmentUrl).toMatch(/^\/uploads\/chat\/[0-9a-f-]+\.webp$/);
    expect((await fetch(`${server.url}${image.message.attachmentUrl}`)).status).toBe(200);

    const audio = `data:audio/webm;base64,${Buffer.from('GkXfo-fake-webm').toString('base64')}`;
    expect((await send(customer, id, { attachment: { dataUrl: audio, durationSeconds: 7.5 } })).message).toMatchObject({ body: 'Áudio', attachmentType: 'AUDIO', audioDurationSeconds: 7.5 });
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 orçamento').toString('base64')}`;
    expect((await send(customer, id, { text: 'Orçamento', attachment: { dataUrl: pdf, name: 'orcamento.pdf' } })).message).toMatchObject({ body: 'Orçamento', attachmentType: 'OTHER' });
    expect((await send(customer, id, { attachment: { dataUrl: 'data:application/x-msdownload;base64,TVqQ' } })).userErrors[0]).toMatchObject({ field: 'attachment', code: 'UNSUPPORTED_TYPE' });
    const big = `data:application/pdf;base64,${Buffer.alloc(800 * 1024, 1).toString('base64')}`;
    const tooBig = await gql(server.url, SEND, { input: { conversationId: id, attachment: { dataUrl: big } } }, as(customer));
    // Over HTTP the 1 MB body limit answers first; the API's own 700 KB limit is checked too (WebSocket, smaller bodies).
    expect(tooBig.status === 413 || tooBig.data?.sendMessage.userErrors[0].code === 'TOO_LARGE').toBe(true);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(id) } })).toBe(5);
  });

  it('a retry with the same clientId does not post twice', async () => {
    const customer = await createUser(server.prisma);
    const { id } = (await start(customer)).conversation;
    const [a, b] = await Promise.all([send(customer, id, { text: 'Oi', clientId: 'c-1' }), send(customer, id, { text: 'Oi', clientId: 'c-1' })]);
    expect(a.message.id).toBe(b.message.id);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(id) } })).toBe(1);
  });

  // Issue 51: the web queues messages written offline and sends them on reconnection with their key;
  // a send repeated after a lost answer must not post again, and the key only counts in its conversation.
  it('the clientId is an idempotency key per sender and conversation: a repeated send returns the same message', async () => {
    const customer = await createUser(server.prisma);
    const other = await createStore(server.prisma, { name: 'Padaria do Bairro' });
    const { id } = (await start(customer)).conversation;
    const first = await send(customer, id, { text: 'Vocês abrem no feriado?', clientId: 'offline-1' });
    const again = await send(customer, id, { text: 'Vocês abrem no feriado?', clientId: 'offline-1' });
    expect(first.userErrors).toEqual([]);
    expect(again.userErrors).toEqual([]);
    expect(again.message).toEqual(first.message);
    expect(again.message.clientId).toBe('offline-1');
    const rows = await server.prisma.chatMessage.findMany({ where: { conversationId: localId(id) } });
    expect(rows.map((m) => m.body)).toEqual(['Vocês abrem no feriado?']);
    // Counted once on the store's side.
    expect((await server.prisma.conversation.findUniqueOrThrow({ where: { id: localId(id) } })).unreadForStaff).toBe(1);

    // The same key in another conversation is another message, in that conversation.
    const elsewhere = (await start(customer, other.id)).conversation.id;
    const there = await send(customer, elsewhere, { text: 'Tem pão de queijo?', clientId: 'offline-1' });
    expect(there.userErrors).toEqual([]);
    expect(there.message.id).not.toBe(first.message.id);
    expect(there.message.body).toBe('Tem pão de queijo?');
    expect(there.conversation.id).toBe(elsewhere);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(elsewhere) } })).toBe(1);
    // Another sender's same key is theirs.
    const owner = await send(store.owner, id, { text: 'Abrimos sim', clientId: 'offline-1' });
    expect(owner.message.id).not.toBe(first.message.id);
    expect(await server.prisma.chatMessage.count({ where: { conversationId: localId(id) } })).toBe(2);
  });

  it('only members read, write or subscribe; read receipts and unread counters per side', async () => {
    const customer = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const { id } = (await start(customer)).conversation;
    await send(customer, id, { text: 'Tem areia?' });
    await send(customer, id, { text: 'Preciso de 10 sacos' });

    expect((await gql(server.url, THREAD, { id }, as(stranger))).data.node).toBeNull();
    expect((await send(stranger, id, { text: 'intrometido' })).userErrors).toEqual([{ field: 'conversationId', code: 'NOT_FOUND', message: 'Conversa não encontrada' }]);
    expect((await gql(server.url, READ, { input: { conversationId: id } }, as(stranger))).data.markConversationRead.userErrors[0].code).toBe('NOT_FOUND');

    // The owner's inbox counts the conversation once, with its 2 unread messages; opening it reads them.
    const ownerUnread = (await gql(server.url, UNREAD, {}, as(store.owner))).data.chatUnread.store;
    expect(ownerUnread).toBeGreaterThanOrEqual(1);
    const inbox = await gql(server.url, '{ storeConversations(first: 50) { edges { node { id title unreadCount } } } }', {}, as(store.owner));
    expect(inbox.data.storeConversations.edges.find((e: any) => e.node.id === id).node).toMatchObject({ title: customer.name, unreadCount: 2 });
    const read = await gql(server.url, READ, { input: { conversationId: id } }, as(store.owner));
    expect(read.data.markConversationRead.conversation.unreadCount).toBe(0);
    expect((await gql(server.url, UNREAD, {}, as(store.owner))).data.chatUnread.store).toBe(ownerUnread - 1);
    const seen = (await gql(server.url, THREAD, { id }, as(customer))).data.node.messages.edges.map((e: any) => e.node);
    expect(seen.every((m: any) => m.readAt !== null && m.mine)).toBe(true);

    // The store answers: the customer's badge counts it until they open the conversation.
    expect((await send(store.owner, id, { text: 'Temos sim!' })).message).toMatchObject({ senderType: 'STORE', mine: true });
    expect((await gql(server.url, UNREAD, {}, as(customer))).data.chatUnread).toEqual({ asCustomer: 1, store: 0, support: 0 });
    await gql(server.url, READ, { input: { conversationId: id } }, as(customer));
    expect((await gql(server.url, UNREAD, {}, as(customer))).data.chatUnread.asCustomer).toBe(0);
  });

  it('reading a conversation also reads its messages in the bell (one unread source per message), and only those', async () => {
    const customer = await createUser(server.prisma);
    const other = await createStore(server.prisma, { name: 'Loja Vizinha' });
    const { id } = (await start(customer)).conversation;
    const { id: otherId } = (await start(customer, other.id)).conversation;
    await send(customer, id, { text: 'Tem tijolo?' });
    for (const text of ['Temos sim', 'R$ 1,20 a unidade', 'Entregamos amanhã']) await send(store.owner, id, { text });
    await send(other.owner, otherId, { text: 'Oi, também temos' });
    const BELL = `{ unreadNotifications }`;
    expect((await gql(server.url, BELL, {}, as(customer))).data.unreadNotifications).toBe(4);
    expect((await gql(server.url, UNREAD, {}, as(customer))).data.chatUnread.asCustomer).toBe(4);

    await gql(server.url, READ, { input: { conversationId: id } }, as(customer));
    expect((await gql(server.url, UNREAD, {}, as(customer))).data.chatUnread.asCustomer).toBe(1);
    // The other conversation's message stays unread in both places.
    expect((await gql(server.url, BELL, {}, as(customer))).data.unreadNotifications).toBe(1);
    await gql(server.url, READ, { input: { conversationId: otherId } }, as(customer));
    expect((await gql(server.url, UNREAD, {}, as(customer))).data.chatUnread.asCustomer).toBe(0);
    expect((await gql(server.url, BELL, {}, as(customer))).data.unreadNotifications).toBe(0);
    // The store side too: the owner opening the thread reads the question's notification.
    const ownerBell = (await gql(server.url, BELL, {}, as(store.owner))).data.unreadNotifications;
    await send(customer, id, { text: 'Fechado, pode mandar' });
    expect((await gql(server.url, BELL, {}, as(store.owner))).data.unreadNotifications).toBe(ownerBell + 1);
    await gql(server.url, READ, { input: { conversationId: id } }, as(store.owner));
    const left = await server.prisma.notification.count({ where: { userId: store.owner.id, readAt: null, link: `/chat/${encodeURIComponent(id)}` } });
    expect(left).toBe(0);
  });

  it('support conversations are answered by admins', async () => {
    const customer = await createUser(server.prisma);
    const admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
    const other = await createUser(server.prisma);
    const { id } = (await gql(server.url, SUPPORT, {}, as(customer))).data.startSupportConversation.conversation;
    await send(customer, id, { text: 'Não recebi meus pontos' });
    const inbox = await gql(server.url, '{ supportConversations(first: 50) { edges { node { id title unreadCount viewerSide } } } }', {}, as(admin));
    expect(inbox.data.supportConversations.edges.find((e: any) => e.node.id === id).node).toMatchObject({ unreadCount: 1, viewerSide: 'SUPPORT', title: customer.name });
    expect((await send(admin, id, { text: 'Vamos verificar!' })).message.senderType).toBe('SUPPORT');
    expect((await gql(server.url, '{ supportConversations(first: 5) { edges { node { id } } } }', {}, as(other))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await send(other, id, { text: 'oi' })).userErrors[0].code).toBe('NOT_FOUND');
  });

  it('limits messages per minute with a clear error', async () => {
    const customer = await createUser(server.prisma);
    const { id } = (await start(customer)).conversation;
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await send(customer, id, { text: `m${i}` }));
    expect(results.slice(0, 30).every((r) => r.userErrors.length === 0)).toBe(true);
    expect(results[30].userErrors).toEqual([{ field: null, code: 'RATE_LIMITED', message: 'Você enviou muitas mensagens em pouco tempo. Aguarde um instante e tente de novo.' }]);
  });
});

describe('live', () => {
  it('members get messages and receipts live; a third user never does', async () => {
    const customer = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const { id } = (await start(customer)).conversation;
    const [ownerSocket, strangerSocket] = [store.owner, stranger].map((u) => wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${u.token}` } }));
    try {
      const ownerEvents = eventStream(ownerSocket, EVENTS);
      const strangerEvents = eventStream(strangerSocket, EVENTS);
      // Registration is asynchronous: message until the owner's stream has one.
      const first = await actUntilEvent(ownerEvents, (i) => send(customer, id, { text: `Olá ${i}` }));
      expect(first.chatEvents).toMatchObject({ kind: 'MESSAGE', conversation: { id }, message: { senderType: 'USER' } });
      // The stranger's own conversation proves their stream is live; they get only that.
      const own = (await start(stranger)).conversation.id;
      await send(store.owner, own, { text: 'Bem-vindo!' });
      const theirs = await strangerEvents.next();
      expect(theirs.chatEvents.conversation.id).toBe(own);
    } finally {
      await ownerSocket.dispose();
      await strangerSocket.dispose();
    }
  });

  it('a message posted to one API instance reaches a subscriber on another through Redis', async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) return;
    const a = await startTestServer({ databaseUrl: server.databaseUrl, redisUrl });
    const b = await startTestServer({ databaseUrl: server.databaseUrl, redisUrl });
    const customer = await createUser(server.prisma);
    const socket = wsClient(b.wsUrl, { connectionParams: { authorization: `Bearer ${customer.token}` } });
    try {
      const { id } = (await start(customer)).conversation;
      const events = eventStream(socket, EVENTS);
      const event = await actUntilEvent(events, (i) => gql(a.url, SEND, { input: { conversationId: id, text: `Resposta ${i}` } }, as(store.owner)), { everyMs: 500 });
      expect(event.chatEvents).toMatchObject({ kind: 'MESSAGE', conversation: { id }, message: { senderType: 'STORE' } });
      expect(event.chatEvents.conversation.unreadCount).toBeGreaterThanOrEqual(1);
    } finally {
      await socket.dispose();
      await a.stop();
      await b.stop();
    }
  });
});
