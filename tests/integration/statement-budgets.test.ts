// The SQL statement budgets of the busiest mutations (STATEMENT_BUDGETS in tests/helpers/statements.ts):
// an operation that sends more statements than its budget fails here. The counts are of the
// operation as a person sends it, over HTTP, through a second API instance that counts.
import { randomUUID } from 'node:crypto';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { ADD_TO_CART, ADVANCE_SUB_ORDER, createAddress, createProductsIn, globalId, PLACE_ORDER } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';

const START = `mutation($input: StartConversationInput!) { startConversation(input: $input) { conversation { id } userErrors { message } } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { message { id } userErrors { field code message } } }`;

describe('statement budgets', () => {
  test.beforeAll(bootServer);
  test('addToCart: the first item (a new cart) and one more', async ({ server, counting, consumer, store }) => {
    const [first, second] = await createProductsIn(server.prisma, store.id, [{}, {}]);
    const add = (productId: string) => async () => {
      const r = await gql(counting.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity: 1 } }, { token: consumer.token });
      expect(r.data?.addToCart.userErrors).toEqual([]);
    };
    const counts = [await counting.expectWithinBudget('addToCart', add(first)), await counting.expectWithinBudget('addToCart', add(second))];
    console.log(`addToCart SQL statements: new cart ${counts[0]}, one more ${counts[1]}`);
  });

  test('advanceSubOrder: the store confirms, then prepares', async ({ server, counting, consumer, store }) => {
    const [productId] = await createProductsIn(server.prisma, store.id, [{}]);
    const addressId = await createAddress(server.prisma, consumer.id);
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity: 1 } }, { token: consumer.token });
    const placed = await gql(server.url, PLACE_ORDER, { input: { addressId: globalId('Address', addressId), paymentMethod: 'PIX', idempotencyKey: randomUUID() } }, { token: consumer.token });
    const subOrderId: string = placed.data.placeOrder.order.subOrders[0].id;
    const advance = (to: string) => async () => {
      const r = await gql(counting.url, ADVANCE_SUB_ORDER, { input: { subOrderId, to } }, { token: store.owner.token });
      expect(r.data?.advanceSubOrder.userErrors).toEqual([]);
    };
    const counts = [await counting.expectWithinBudget('advanceSubOrder', advance('CONFIRMED')), await counting.expectWithinBudget('advanceSubOrder', advance('PREPARING'))];
    console.log(`advanceSubOrder SQL statements: confirm ${counts[0]}, prepare ${counts[1]}`);
  });

  test('sendMessage: the shopper writes, the store answers', async ({ server, counting, consumer, store }) => {
    const started = await gql(server.url, START, { input: { storeId: globalId('Store', store.id) } }, { token: consumer.token });
    const conversationId: string = started.data.startConversation.conversation.id;
    const send = (token: string, text: string) => async () => {
      const r = await gql(counting.url, SEND, { input: { conversationId, text, clientId: randomUUID() } }, { token });
      expect(r.data?.sendMessage.userErrors).toEqual([]);
    };
    const counts = [
      await counting.expectWithinBudget('sendMessage', send(consumer.token, 'Vocês entregam amanhã?')),
      await counting.expectWithinBudget('sendMessage', send(store.owner.token, 'Entregamos, sim.')),
    ];
    console.log(`sendMessage SQL statements: shopper ${counts[0]}, store ${counts[1]}`);
  });
});
