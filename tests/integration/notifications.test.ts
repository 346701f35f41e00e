// Notifications (the bell) over the real stack: a status change made by the store, a chat answer,
// a shared cart and a redemption decision each leave the user one notification; only its owner
// reads it, marks it read or receives it live.
import { describe, expect, test } from '../helpers/fixtures.js';
import { actUntilEvent, eventStream, gql, wsClient } from '../helpers/graphql.js';
import { ADD_TO_CART, createProductsIn, createStore, createUser, globalId, receiveProducts, type TestStore, type TestUser } from '../helpers/commerce.js';

let store: TestStore;
let productId: string;
const as = (user: TestUser) => ({ token: user.token });
const LIST = `{ unreadNotifications notifications(first: 20) { edges { node { id kind title body link readAt } } } }`;

test.beforeAll(async ({ server }) => {
  store = await createStore(server.prisma, { name: 'Mercearia do Zé' });
  [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Arroz 5kg' }]);
});

describe('notifications', () => {
  test("the store's status changes reach the buyer; only the owner reads and marks them", async ({ server }) => {
    const buyer = await createUser(server.prisma);
    const stranger = await createUser(server.prisma);
    const orderId = await receiveProducts(server, buyer, [productId]);
    const { data } = await gql(server.url, LIST, {}, as(buyer));
    const number = Buffer.from(orderId, 'base64').toString().split(':')[1].slice(0, 8).toUpperCase();
    expect(data.unreadNotifications).toBe(4);
    expect(data.notifications.edges.map((e: any) => e.node.title)).toEqual([
      `Pedido ${number}: Entregue`,
      `Pedido ${number}: Saiu para entrega`,
      `Pedido ${number}: Em preparo`,
      `Pedido ${number}: Confirmado`,
    ]);
    expect(data.notifications.edges[0].node).toMatchObject({ kind: 'ORDER_STATUS', body: 'Mercearia do Zé', readAt: null });
    const first = data.notifications.edges[0].node.id;
    expect((await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: first }, as(stranger))).data.node).toBeNull();
    const strangerMark = await gql(server.url, `mutation($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { count } }`, { input: { ids: [first] } }, as(stranger));
    expect(strangerMark.data.markNotificationsRead.count).toBe(0);
    const one = await gql(server.url, `mutation($input: MarkNotificationsReadInput) { markNotificationsRead(input: $input) { count unreadNotifications } }`, { input: { ids: [first] } }, as(buyer));
    expect(one.data.markNotificationsRead).toEqual({ count: 1, unreadNotifications: 3 });
    const all = await gql(server.url, `mutation { markNotificationsRead { count unreadNotifications } }`, {}, as(buyer));
    expect(all.data.markNotificationsRead).toEqual({ count: 3, unreadNotifications: 0 });
  });

  test('a chat answer and a shared cart notify the other side, live and only them', async ({ server }) => {
    const customer = await createUser(server.prisma, { name: 'Ana Souza' });
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL', name: 'Marcos Eletricista' });
    const stranger = await createUser(server.prisma);
    const sockets = [customer, stranger].map((u) => wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${u.token}` } }));
    try {
      const [mine, theirs] = sockets.map((s) => eventStream(s, `subscription { notificationAdded { kind title body link } }`));
      const conversation = (await gql(server.url, `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }`, { input: { storeId: globalId('Store', store.id) } }, as(customer))).data.startConversation.conversation.id;
      const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { userErrors { message } } }`;
      // The store's owner is told of the question; the customer, of the answer (live, once registered).
      await gql(server.url, SEND, { input: { conversationId: conversation, text: 'Tem arroz?' } }, as(customer));
      expect((await gql(server.url, LIST, {}, as(store.owner))).data.notifications.edges[0].node).toMatchObject({ kind: 'CHAT_MESSAGE', title: 'Nova mensagem de Ana Souza', body: 'Tem arroz?' });
      const event = await actUntilEvent(mine, (i) => gql(server.url, SEND, { input: { conversationId: conversation, text: `Temos sim ${i}` } }, as(store.owner)));
      expect(event.notificationAdded).toMatchObject({ kind: 'CHAT_MESSAGE', title: 'Nova mensagem de Mercearia do Zé', link: `/chat/${encodeURIComponent(conversation)}` });

      await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity: 1 } }, as(pro));
      await gql(server.url, `mutation($input: ShareCartInput!) { shareCart(input: $input) { userErrors { message } } }`, { input: { email: customer.email } }, as(pro));
      const received = (await gql(server.url, LIST, {}, as(customer))).data.notifications.edges[0].node;
      expect(received).toMatchObject({ kind: 'SHARED_CART', title: 'Novo carrinho compartilhado', body: 'Marcos Eletricista enviou um carrinho para você.' });
      expect(received.link).toMatch(/^\/compartilhados\?token=/);

      // The stranger's stream got nothing: their first notification is their own.
      const strangerConversation = (await gql(server.url, `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } } }`, { input: { storeId: globalId('Store', store.id) } }, as(stranger))).data.startConversation.conversation.id;
      const theirFirst = await actUntilEvent(theirs, (i) => gql(server.url, SEND, { input: { conversationId: strangerConversation, text: `Olá ${i}` } }, as(store.owner)));
      expect(theirFirst.notificationAdded.link).toBe(`/chat/${encodeURIComponent(strangerConversation)}`);
      expect((await gql(server.url, LIST, {}, as(stranger))).data.notifications.edges.every((e: any) => e.node.link === `/chat/${encodeURIComponent(strangerConversation)}`)).toBe(true);
    } finally {
      for (const s of sockets) await s.dispose();
    }
  });
});
