// Test data for cart, checkout and orders: users with a ready session (no sign-up round trip, so
// 50 buyers cost milliseconds), approved stores with their owners, products and addresses, written
// straight through Prisma. Everything else goes through the real API.
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../api/generated/prisma/client.js';
import type { TestServer } from './server.js';
import { gql } from './graphql.js';
import type { Role } from '../../api/generated/prisma/enums.js';
import { newToken } from '../../api/accounts/tokens.js';
import { createProducts, type ProductWriteInput } from '../../api/catalog/product-writes.js';

export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
export const localId = (id: string) => Buffer.from(id, 'base64').toString('utf8').split(':')[1];

export interface TestUser {
  id: string;
  token: string;
  name: string;
  email: string;
}

let counter = 0;

/** A user with an open session; the token goes in `Authorization: Bearer`. */
export async function createUser(
  prisma: PrismaClient,
  options: { role?: Role; isAdmin?: boolean; referredById?: string | null; name?: string } = {},
): Promise<TestUser> {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;
  const user = await prisma.user.create({
    data: {
      name: options.name ?? `Cliente ${n}`,
      email: `u${n}@exemplo.com.br`,
      phone: '33988887777',
      passwordHash: 'x',
      referralCode: `T${n}`.toUpperCase(),
      role: options.role ?? 'CONSUMER',
      isAdmin: options.isAdmin ?? false,
      referredById: options.referredById ?? null,
    },
  });
  return { id: user.id, token: await openSession(prisma, user.id), name: user.name, email: user.email };
}

/** A new session for an existing user; returns its Bearer token. */
export async function openSession(prisma: PrismaClient, userId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await prisma.session.create({ data: { userId, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) } });
  return token;
}

export interface TestStore {
  id: string;
  owner: TestUser;
}

/** An approved store (delivery fee 5.00 unless given) owned by a new lojista with a session. */
export async function createStore(prisma: PrismaClient, options: { name?: string; deliveryFee?: string; status?: 'APPROVED' | 'ACTIVE' | 'PENDING' | 'SUSPENDED' } = {}): Promise<TestStore> {
  const owner = await createUser(prisma, { role: 'STORE_OWNER', name: 'Dono da loja' });
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 6)}`;
  const store = await prisma.store.create({
    data: {
      ownerId: owner.id,
      name: options.name ?? `Loja ${n}`,
      slug: `loja-${n}`,
      cnpj: `C${n}`,
      status: options.status ?? 'APPROVED',
      ...(options.deliveryFee ? { deliveryFee: options.deliveryFee } : {}),
    },
  });
  return { id: store.id, owner };
}

/** Approved products (price 10.00, stock 10 unless given); returns their ids in order. */
export async function createProductsIn(prisma: PrismaClient, storeId: string, inputs: Partial<ProductWriteInput>[]): Promise<string[]> {
  const created = await createProducts(
    prisma,
    inputs.map((input, i) => ({ storeId, name: `Produto ${counter++}-${i}`, price: '10.00', stock: 10, status: 'APPROVED' as const, ...input })),
  );
  return created.map((p) => p.id);
}

/** An address in the user's address book. */
export async function createAddress(prisma: PrismaClient, userId: string): Promise<string> {
  const address = await prisma.address.create({
    data: { userId, principal: true, street: 'Rua das Flores', number: '120', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39685000' },
  });
  return address.id;
}

// --- GraphQL documents and small flows over HTTP ---------------------------------------------------

export const ORDER_FIELDS = `
  id databaseId number status statusLabel total itemsTotal deliveryTotal discount pointsToEarn paymentMethod changeFor couponCode
  address { street number city state postalCode }
  customer { name email phone totalSpent }
  subOrders {
    id status statusLabel nextStatus itemsTotal deliveryFee discount total pointsToEarn cancelReason
    store { id name }
    items { productName unit quantity unitPrice total unitPoints points }
    timeline { status note }
  }`;

export const ADD_TO_CART = `mutation Add($input: AddToCartInput!) {
  addToCart(input: $input) { cart { id count } cartItem { id } message userErrors { field code message } }
}`;

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    replayed
    order { ${ORDER_FIELDS} }
    cart { id count items { id } }
    issues { productName issue currentValue message }
    userErrors { field code message }
  }
}`;

export const ADVANCE_SUB_ORDER = `mutation($input: AdvanceSubOrderInput!) {
  advanceSubOrder(input: $input) { subOrder { id status } userErrors { field code message } }
}`;

const STATUS_FLOW = ['PENDING', 'CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;

/**
 * The buyer orders one unit of each product through the real API (cart, checkout) and each store's
 * owner moves its sub-order step by step up to `status` (DELIVERED unless given). Returns the
 * order's global id. The products must be public and sold by the unit.
 */
export async function receiveProducts(
  server: TestServer,
  buyer: { id: string; token: string },
  productIds: string[],
  { status = 'DELIVERED' }: { status?: (typeof STATUS_FLOW)[number] } = {},
): Promise<string> {
  const address = (await server.prisma.address.findFirst({ where: { userId: buyer.id }, select: { id: true } }))?.id ?? (await createAddress(server.prisma, buyer.id));
  for (const productId of productIds) {
    const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId), quantity: 1 } }, { token: buyer.token });
    if (added.data?.addToCart.userErrors.length !== 0) throw new Error(`addToCart falhou: ${JSON.stringify(added.errors ?? added.data?.addToCart.userErrors)}`);
  }
  const placed = await gql(
    server.url,
    PLACE_ORDER,
    { input: { addressId: globalId('Address', address), paymentMethod: 'PIX', idempotencyKey: randomUUID() } },
    { token: buyer.token },
  );
  const order = placed.data?.placeOrder.order;
  if (!order) throw new Error(`placeOrder falhou: ${JSON.stringify(placed.errors ?? placed.data?.placeOrder.userErrors)}`);
  for (const subOrder of order.subOrders as { id: string }[]) {
    const { store } = await server.prisma.subOrder.findUniqueOrThrow({ where: { id: localId(subOrder.id) }, select: { store: { select: { ownerId: true } } } });
    const ownerToken = await openSession(server.prisma, store.ownerId);
    for (const to of STATUS_FLOW.slice(1, STATUS_FLOW.indexOf(status) + 1)) {
      const moved = await gql(server.url, ADVANCE_SUB_ORDER, { input: { subOrderId: subOrder.id, to } }, { token: ownerToken });
      if (moved.data?.advanceSubOrder.userErrors.length !== 0) throw new Error(`advanceSubOrder falhou: ${JSON.stringify(moved.errors ?? moved.data?.advanceSubOrder.userErrors)}`);
    }
  }
  return order.id;
}
