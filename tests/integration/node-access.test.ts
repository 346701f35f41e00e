// `node(id:)` for every node type of the schema (#17): over the demo data plus one object of each
// kind the demo lacks, each type's object is asked for by a visitor, a consumer, a professional,
// its store's owner, another store's owner, a stranger and an admin. Whoever may not see it gets
// exactly what an ID that does not exist gets — `node: null`, no error — so IDs cannot be probed.
// A node type without a row in NODE_AUDIENCE fails the test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, createStore, createUser, globalId, openSession, type TestStore, type TestUser } from '../helpers/commerce.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';
import { DEMO_CONSUMER_EMAIL, DEMO_PROFESSIONAL_EMAIL, DEMO_VENDOR_EMAIL } from '../../api/seed/accounts.js';

type Asker = 'visitor' | 'consumer' | 'professional' | 'storeOwner' | 'otherStoreOwner' | 'stranger' | 'admin';
const ASKERS: Asker[] = ['visitor', 'consumer', 'professional', 'storeOwner', 'otherStoreOwner', 'stranger', 'admin'];
const EVERYONE = ASKERS;

/**
 * Who sees one object of each type in this world: the consumer's address, cart, orders, points and
 * chat with the demo store; the professional's share of a cart with the consumer; the demo store's
 * zone, restriction, pending change and API key; public catalogue objects; admin-only records.
 */
const NODE_AUDIENCE: Record<string, Asker[]> = {
  Address: ['consumer', 'admin'],
  ApiKey: ['storeOwner', 'admin'],
  AuditEntry: ['admin'],
  Banner: EVERYONE,
  Cart: ['consumer', 'admin'],
  CartItem: ['consumer', 'admin'],
  CartShare: ['consumer', 'professional', 'admin'],
  ChatMessage: ['consumer', 'storeOwner'],
  Conversation: ['consumer', 'storeOwner'],
  Coupon: ['admin'],
  DeliveryZone: ['storeOwner'],
  NotFoundEntry: ['admin'],
  Notification: ['consumer'],
  Order: ['consumer', 'admin'],
  PointsEntry: ['consumer', 'admin'],
  Product: EVERYONE,
  ProductRestriction: ['storeOwner', 'admin'],
  ProductRevision: ['storeOwner', 'admin'],
  ProfessionalCard: EVERYONE,
  Redemption: ['consumer', 'admin'],
  Review: EVERYONE,
  Reward: EVERYONE,
  SearchSynonym: ['admin'],
  Segment: EVERYONE,
  Store: EVERYONE,
  SubOrder: ['consumer', 'storeOwner', 'admin'],
  User: ['consumer', 'admin'],
};

const tokens = {} as Record<Exclude<Asker, 'visitor'>, string>;
const samples: Record<string, string> = {};

async function call(server: TestServer, token: string | undefined, query: string, variables: Record<string, unknown>) {
  const response = await gql(server.url, query, variables, { token });
  if (response.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(response.errors)}`);
  return response.data;
}

test.beforeAll(async ({ server }) => {
  const prisma = server.prisma;
  await seedDemoDataOnce(prisma, { uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'clube-seed-')) });
  const byEmail = (email: string) => prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true } });
  const [consumer, professional, owner] = await Promise.all([byEmail(DEMO_CONSUMER_EMAIL), byEmail(DEMO_PROFESSIONAL_EMAIL), byEmail(DEMO_VENDOR_EMAIL)]);
  const other: TestStore = await createStore(prisma, { name: 'Outra loja' });
  const stranger: TestUser = await createUser(prisma);
  const admin: TestUser = await createUser(prisma, { isAdmin: true });
  Object.assign(tokens, {
    consumer: await openSession(prisma, consumer.id),
    professional: await openSession(prisma, professional.id),
    storeOwner: await openSession(prisma, owner.id),
    otherStoreOwner: other.owner.token,
    stranger: stranger.token,
    admin: admin.token,
  });
  const store = await prisma.store.findFirstOrThrow({ where: { ownerId: owner.id }, orderBy: { createdAt: 'asc' } });
  const product = await prisma.product.findFirstOrThrow({ where: { storeId: store.id, status: 'APPROVED', stock: { gt: 10 } } });
  const g = globalId;

  // What the demo lacks, made through the API as people would.
  await call(server, tokens.consumer, ADD_TO_CART, { input: { productId: g('Product', product.id), quantity: 1 } });
  await call(server, tokens.professional, ADD_TO_CART, { input: { productId: g('Product', product.id), quantity: 1 } });
  const share = await call(server, tokens.professional, `mutation($i: ShareCartInput!) { shareCart(input: $i) { share { id } userErrors { message } } }`, { i: { email: DEMO_CONSUMER_EMAIL } });
  const conversation = await call(server, tokens.consumer, `mutation($i: StartConversationInput!) { startConversation(input: $i) { conversation { id } } }`, { i: { storeId: g('Store', store.id) } });
  const conversationId = conversation.startConversation.conversation.id;
  const message = await call(server, tokens.consumer, `mutation($i: SendMessageInput!) { sendMessage(input: $i) { message { id } } }`, { i: { conversationId, text: 'Tem entrega amanhã?' } });
  const zone = await call(server, tokens.storeOwner, `mutation($i: SaveDeliveryZoneInput!) { saveDeliveryZone(input: $i) { zone { id } userErrors { message } } }`, { i: { kind: 'CITY', name: 'Centro', city: 'Capelinha', state: 'MG', fee: '5', estimatedMinutes: 60 } });
  const restriction = await call(server, tokens.storeOwner, `mutation($i: CreateProductRestrictionInput!) { createProductRestriction(input: $i) { restriction { id } userErrors { message } } }`, { i: { productId: g('Product', product.id), role: 'PROFESSIONAL' } });
  const revision = await call(server, tokens.storeOwner, `mutation($i: SaveProductInput!) { saveProduct(input: $i) { product { pendingRevision { id } } userErrors { message } } }`, { i: { id: g('Product', product.id), name: product.name, price: '999,00', stock: product.stock } });
  const key = await call(server, tokens.storeOwner, `mutation { createApiKey(input: { name: "ERP", scope: STORE }) { apiKey { id } } }`, {});
  await call(server, undefined, `mutation { logNotFound(input: { path: "/nao-existe" }) { logged } }`, {});
  const synonym = await call(server, tokens.admin, `mutation { saveSearchSynonym(terms: ["tijolo", "bloco cerâmico"]) { synonym { id } userErrors { message } } }`, {});

  const first = async <T extends { id: string }>(rows: Promise<T | null>, type: string) => (await rows)?.id ?? (() => { throw new Error(`no ${type} in the demo data`); })();
  Object.assign(samples, {
    Address: g('Address', await first(prisma.address.findFirst({ where: { userId: consumer.id } }), 'Address')),
    ApiKey: key.createApiKey.apiKey.id,
    AuditEntry: g('AuditEntry', await first(prisma.auditLog.findFirst(), 'AuditLog')),
    Banner: g('Banner', await first(prisma.banner.findFirst({ where: { active: true } }), 'Banner')),
    Cart: g('Cart', await first(prisma.cart.findFirst({ where: { userId: consumer.id, status: 'ACTIVE' } }), 'Cart')),
    CartItem: g('CartItem', await first(prisma.cartItem.findFirst({ where: { cart: { userId: consumer.id } } }), 'CartItem')),
    CartShare: share.shareCart.share.id,
    ChatMessage: message.sendMessage.message.id,
    Conversation: conversationId,
    Coupon: g('Coupon', await first(prisma.coupon.findFirst(), 'Coupon')),
    DeliveryZone: zone.saveDeliveryZone.zone.id,
    NotFoundEntry: g('NotFoundEntry', await first(prisma.notFoundLog.findFirst(), 'NotFoundLog')),
    Notification: g('Notification', await first(prisma.notification.findFirst({ where: { userId: consumer.id } }), 'Notification')),
    Order: g('Order', await first(prisma.order.findFirst({ where: { userId: consumer.id, subOrders: { some: { storeId: store.id } } } }), 'Order')),
    PointsEntry: g('PointsEntry', await first(prisma.pointsEntry.findFirst({ where: { userId: consumer.id } }), 'PointsEntry')),
    Product: g('Product', product.id),
    ProductRestriction: restriction.createProductRestriction.restriction.id,
    ProductRevision: revision.saveProduct.product.pendingRevision.id,
    ProfessionalCard: g('ProfessionalCard', professional.id),
    Redemption: g('Redemption', await first(prisma.redemption.findFirst({ where: { userId: consumer.id } }), 'Redemption')),
    Review: g('Review', await first(prisma.review.findFirst({ where: { productId: { not: product.id }, product: { status: 'APPROVED', stock: { gt: 0 } } } }), 'Review')),
    Reward: g('Reward', await first(prisma.reward.findFirst({ where: { status: 'ACTIVE' } }), 'Reward')),
    SearchSynonym: synonym.saveSearchSynonym.synonym.id,
    Segment: g('Segment', await first(prisma.segment.findFirst({ where: { status: 'ACTIVE' } }), 'Segment')),
    Store: g('Store', store.id),
    SubOrder: g('SubOrder', await first(prisma.subOrder.findFirst({ where: { storeId: store.id, order: { userId: consumer.id } } }), 'SubOrder')),
    User: g('User', consumer.id),
  });
}, 120_000);

const NODE = `query($id: ID!) { node(id: $id) { id } }`;
const typeOf = (id: string) => Buffer.from(id, 'base64').toString('utf8').split(':')[0];

describe('node(id:) for every node type', () => {
  test('every node type of the schema has an audience and a sample', async ({ server }) => {
    const schema = fs.readFileSync(path.join(import.meta.dirname, '../../schema.graphql'), 'utf8');
    const nodeTypes = [...schema.matchAll(/^type (\w+) implements [^{]*\bNode\b/gm)].map((m) => m[1]).sort();
    expect(Object.keys(NODE_AUDIENCE).sort()).toEqual(nodeTypes);
    expect(Object.keys(samples).sort()).toEqual(nodeTypes);
    for (const [type, id] of Object.entries(samples)) expect(typeOf(id)).toBe(type);
  });

  test('shows each object to its audience only; to anyone else it is the same as an ID that does not exist', async ({ server }) => {
    const seen: string[] = [];
    for (const [type, id] of Object.entries(samples)) {
      const missing = globalId(typeOf(id), randomUUID());
      for (const asker of ASKERS) {
        const token = asker === 'visitor' ? undefined : tokens[asker];
        const [found, unknown] = await Promise.all([gql(server.url, NODE, { id }, { token }), gql(server.url, NODE, { id: missing }, { token })]);
        const sees = NODE_AUDIENCE[type].includes(asker);
        const actual = { status: found.status, errors: found.errors, node: found.data?.node ?? null };
        seen.push(`${type} as ${asker}: ${actual.node ? 'sees' : 'null'}${actual.errors ? ' + errors ' + JSON.stringify(actual.errors) : ''}`);
        expect.soft(actual, `${type} as ${asker}`).toEqual({ status: 200, errors: undefined, node: sees ? { id } : null });
        expect.soft({ status: unknown.status, errors: unknown.errors, node: unknown.data?.node }, `unknown ${type} as ${asker}`).toEqual({ status: 200, errors: undefined, node: null });
      }
    }
    console.log(`node(id:): ${Object.keys(samples).length} types × ${ASKERS.length} askers × 2 (existing, unknown) = ${seen.length * 2} calls`);
  });
});
