// The cart over the real stack: every add/update/remove/clear rule with the
// spec's exact pt-BR messages, ownership, grouping by store, the merge of duplicate active carts,
// two concurrent first adds, the cart check issues, and a statement count that does not grow with
// the number of items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, localId, type TestStore, type TestUser } from '../helpers/commerce.js';
import { startCountingServer } from '../helpers/statements.js';

let server: TestServer;
let store: TestStore;
let otherStore: TestStore;

const CART_FIELDS = `
  id count status
  summary { subtotal totalItems totalPoints deliveryTotal total storeCount }
  items { id quantity priceAtAdd unitPrice subtotal points product { id name } }
  itemsByStore { store { id name } subtotal deliveryFee total points totalItems items { id quantity } }
  issues { productName issue currentValue message cartItemId }
`;
const PAYLOAD = `cart { ${CART_FIELDS} } cartItem { id quantity } removedItemId message userErrors { field code message }`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($input: UpdateCartItemQuantityInput!) { updateCartItemQuantity(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation Remove($input: RemoveCartItemInput!) { removeCartItem(input: $input) { ${PAYLOAD} } }`;
const CLEAR = `mutation { clearCart { ${PAYLOAD} } }`;
const ACCEPT = `mutation { acceptCartPrices { ${PAYLOAD} } }`;

const as = (user: TestUser) => ({ token: user.token });
const add = async (user: TestUser, productId: string, quantity?: number | null) => {
  const r = await gql(server.url, ADD, { input: { productId: globalId('Product', productId), quantity } }, as(user));
  expect(r.errors).toBeUndefined();
  return r.data.addToCart;
};
const cartOf = async (user: TestUser) => {
  const r = await gql(server.url, CART, {}, as(user));
  expect(r.errors).toBeUndefined();
  return r.data.cart;
};

test.beforeAll(async ({ server: started }) => {
  server = started;
  store = await createStore(server.prisma, { name: 'Depósito Central', deliveryFee: '7.50' });
  otherStore = await createStore(server.prisma, { name: 'Padaria Pão Quente' });
});

describe('addToCart', () => {
  it('refuses visitors with UNAUTHENTICATED', async () => {
    const [id] = await createProductsIn(server.prisma, store.id, [{}]);
    const r = await gql(server.url, ADD, { input: { productId: globalId('Product', id), quantity: 1 } });
    expect(r.errors?.[0]).toMatchObject({ message: 'Usuário não autenticado', extensions: { code: 'UNAUTHENTICATED' } });
    const r2 = await gql(server.url, CART);
    expect(r2.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds, says how many units, and returns the cart with its badge count and summary', async () => {
    const user = await createUser(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{ price: '12.50', pointsConsumer: 3, pointsProfessional: 8 }]);
    const payload = await add(user, id, 2);
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('2 unidade(s) adicionada(s) ao carrinho');
    expect(payload.cart.count).toBe(2);
    expect(payload.cart.summary).toEqual({ subtotal: '25.00', totalItems: 2, totalPoints: 6, deliveryTotal: '7.50', total: '32.50', storeCount: 1 });
    expect(payload.cart.items).toEqual([
      expect.objectContaining({ quantity: 2, priceAtAdd: '12.50', unitPrice: '12.50', subtotal: '25.00', points: 6 }),
    ]);
    expect(payload.cartItem.id).toBe(payload.cart.items[0].id);
    // Adding again sums the quantities in the same item.
    const again = await add(user, id, 1);
    expect(again.message).toBe('1 unidade(s) adicionada(s) ao carrinho');
    expect(again.cart.items).toHaveLength(1);
    expect(again.cart.count).toBe(3);
    expect(again.cart.id).toBe(payload.cart.id);
  });

  it('counts points for the viewer role (profissional gets pointsProfessional)', async () => {
    const pro = await createUser(server.prisma, { role: 'PROFESSIONAL' });
    const [id] = await createProductsIn(server.prisma, store.id, [{ pointsConsumer: 3, pointsProfessional: 8 }]);
    const payload = await add(pro, id, 2);
    expect(payload.cart.summary.totalPoints).toBe(16);
  });

  it('validates the quantity: at least 1, at most 1000', async () => {
    const user = await createUser(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{ stock: 5000 }]);
    expect((await add(user, id, 0)).userErrors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'A quantidade deve ser pelo menos 1' }]);
    expect((await add(user, id, -2)).userErrors[0].message).toBe('A quantidade deve ser pelo menos 1');
    expect((await add(user, id, 1001)).userErrors[0].message).toBe('A quantidade máxima por item é 1000');
    expect((await add(user, id, 1000)).userErrors).toEqual([]);
    expect((await add(user, id, 1)).userErrors[0].message).toBe('A quantidade máxima por item é 1000');
    expect((await cartOf(user)).count).toBe(1000);
  });

  it('sells products in multiples of conversionValue; a click without quantity adds one step', async () => {
    const user = await createUser(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{ quantityControl: 'MULTIPLE', conversionValue: 6, stock: 100 }]);
    const wrong = await add(user, id, 4);
    expect(wrong.userErrors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'Este produto é vendido em múltiplos de 6 (ex.: 6, 12, 18)' }]);
    expect(wrong.message).toBeNull();
    const click = await add(user, id, null);
    expect(click.message).toBe('6 unidade(s) adicionada(s) ao carrinho');
    expect((await add(user, id, 12)).cart.count).toBe(18);
  });

  it('says Produto não encontrado for hidden or unknown products; a malformed ID is BAD_USER_INPUT', async () => {
    const user = await createUser(server.prisma);
    const hiddenStore = await createStore(server.prisma, { status: 'SUSPENDED' });
    const [pending] = await createProductsIn(server.prisma, store.id, [{ status: 'PENDING' }]);
    const [inSuspended] = await createProductsIn(server.prisma, hiddenStore.id, [{}]);
    for (const id of [pending, inSuspended, '00000000-0000-0000-0000-000000000000']) {
      expect((await add(user, id, 1)).userErrors).toEqual([{ field: 'productId', code: 'NOT_FOUND', message: 'Produto não encontrado' }]);
    }
    for (const productId of ['lixo', pending, globalId('Store', store.id)]) {
      const r = await gql(server.url, ADD, { input: { productId, quantity: 1 } }, as(user));
      expect(r.errors?.[0]).toMatchObject({ message: 'ID inválido', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await cartOf(user)).count).toBe(0);
  });

  it('applies the stock rules with the spec messages', async () => {
    const user = await createUser(server.prisma);
    const [empty, five] = await createProductsIn(server.prisma, store.id, [{ stock: 0 }, { stock: 5 }]);
    expect((await add(user, empty, 1)).userErrors).toEqual([{ field: 'quantity', code: 'OUT_OF_STOCK', message: 'Produto sem estoque disponível' }]);
    expect((await add(user, five, 6)).userErrors).toEqual([{ field: 'quantity', code: 'INSUFFICIENT_STOCK', message: 'Estoque insuficiente. Disponível: 5' }]);
    expect((await add(user, five, 3)).userErrors).toEqual([]);
    expect((await add(user, five, 3)).userErrors).toEqual([
      { field: 'quantity', code: 'INSUFFICIENT_STOCK', message: 'Quantidade total excederia o estoque disponível (5)' },
    ]);
    expect((await cartOf(user)).count).toBe(3);
  });

  it('two concurrent adds of the same product cannot exceed the stock together', async () => {
    const user = await createUser(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{ stock: 5 }]);
    const results = await Promise.all([add(user, id, 3), add(user, id, 3)]);
    expect(results.filter((r) => r.userErrors.length === 0)).toHaveLength(1);
    expect(results.flatMap((r) => r.userErrors.map((e: { message: string }) => e.message))).toEqual([
      'Quantidade total excederia o estoque disponível (5)',
    ]);
    expect((await cartOf(user)).count).toBe(3);
  });
});

describe('updateCartItemQuantity, removeCartItem, clearCart', () => {
  it('updates the quantity against the stock and the multiples rule', async () => {
    const user = await createUser(server.prisma);
    const [id, boxed] = await createProductsIn(server.prisma, store.id, [{ stock: 4 }, { quantityControl: 'MULTIPLE', conversionValue: 5, stock: 50 }]);
    const itemId = (await add(user, id, 1)).cartItem.id;
    const ok = (await gql(server.url, UPDATE, { input: { itemId, quantity: 4 } }, as(user))).data.updateCartItemQuantity;
    expect(ok.message).toBe('Quantidade atualizada');
    expect(ok.cartItem).toEqual({ id: itemId, quantity: 4 });
    expect(ok.cart.count).toBe(4);
    const tooMany = (await gql(server.url, UPDATE, { input: { itemId, quantity: 5 } }, as(user))).data.updateCartItemQuantity;
    expect(tooMany.userErrors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'Estoque insuficiente. Disponível: 4' }]);
    const boxItem = (await add(user, boxed, 5)).cartItem.id;
    const notMultiple = (await gql(server.url, UPDATE, { input: { itemId: boxItem, quantity: 7 } }, as(user))).data.updateCartItemQuantity;
    expect(notMultiple.userErrors[0].message).toBe('Este produto é vendido em múltiplos de 5 (ex.: 5, 10, 15)');
    expect((await cartOf(user)).count).toBe(9);
  });

  it('removes the item when the quantity is 0 or less', async () => {
    const user = await createUser(server.prisma);
    const [a, b] = await createProductsIn(server.prisma, store.id, [{}, {}]);
    const itemA = (await add(user, a, 2)).cartItem.id;
    const itemB = (await add(user, b, 2)).cartItem.id;
    const zero = (await gql(server.url, UPDATE, { input: { itemId: itemA, quantity: 0 } }, as(user))).data.updateCartItemQuantity;
    expect(zero).toMatchObject({ message: 'Item removido do carrinho', removedItemId: itemA, cartItem: null, userErrors: [] });
    expect(zero.cart.items.map((i: { id: string }) => i.id)).toEqual([itemB]);
    const negative = (await gql(server.url, UPDATE, { input: { itemId: itemB, quantity: -1 } }, as(user))).data.updateCartItemQuantity;
    expect(negative.message).toBe('Item removido do carrinho');
    expect(negative.cart.count).toBe(0);
  });

  it("never touches someone else's item: Item não encontrado", async () => {
    const owner = await createUser(server.prisma);
    const intruder = await createUser(server.prisma);
    const [id] = await createProductsIn(server.prisma, store.id, [{}]);
    const itemId = (await add(owner, id, 2)).cartItem.id;
    const notFound = [{ field: 'itemId', code: 'NOT_FOUND', message: 'Item não encontrado' }];
    expect((await gql(server.url, UPDATE, { input: { itemId, quantity: 5 } }, as(intruder))).data.updateCartItemQuantity.userErrors).toEqual(notFound);
    expect((await gql(server.url, UPDATE, { input: { itemId, quantity: 0 } }, as(intruder))).data.updateCartItemQuantity.userErrors).toEqual(notFound);
    expect((await gql(server.url, REMOVE, { input: { itemId } }, as(intruder))).data.removeCartItem.userErrors).toEqual(notFound);
    await gql(server.url, CLEAR, {}, as(intruder));
    const item = await server.prisma.cartItem.findUnique({ where: { id: localId(itemId) } });
    expect(item?.quantity).toBe(2);
    // Nor can the intruder read it by node id.
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: itemId }, as(intruder));
    expect(node.data.node).toBeNull();
    const cartNode = await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: (await cartOf(owner)).id }, as(intruder));
    expect(cartNode.data.node).toBeNull();
  });

  it('removes one item and clears the cart with the spec messages', async () => {
    const user = await createUser(server.prisma);
    const [a, b] = await createProductsIn(server.prisma, store.id, [{}, {}]);
    const itemA = (await add(user, a, 1)).cartItem.id;
    await add(user, b, 1);
    const removed = (await gql(server.url, REMOVE, { input: { itemId: itemA } }, as(user))).data.removeCartItem;
    expect(removed).toMatchObject({ message: 'Item removido do carrinho', removedItemId: itemA, userErrors: [] });
    expect(removed.cart.count).toBe(1);
    const again = (await gql(server.url, REMOVE, { input: { itemId: itemA } }, as(user))).data.removeCartItem;
    expect(again.userErrors[0].message).toBe('Item não encontrado');
    const cleared = (await gql(server.url, CLEAR, {}, as(user))).data.clearCart;
    expect(cleared.message).toBe('Carrinho esvaziado');
    expect(cleared.cart).toMatchObject({ id: removed.cart.id, count: 0, items: [], itemsByStore: [] });
  });
});

describe('cart contents', () => {
  it('groups items by store with each delivery fee', async () => {
    const user = await createUser(server.prisma);
    const [a1, a2] = await createProductsIn(server.prisma, store.id, [{ price: '10.00' }, { price: '2.50' }]);
    const [b1] = await createProductsIn(server.prisma, otherStore.id, [{ price: '4.00', pointsConsumer: 1 }]);
    await add(user, a1, 1);
    await add(user, b1, 3);
    await add(user, a2, 2);
    const cart = await cartOf(user);
    expect(cart.itemsByStore.map((g: any) => [g.store.name, g.subtotal, g.deliveryFee, g.total, g.points, g.totalItems, g.items.length])).toEqual([
      ['Depósito Central', '15.00', '7.50', '22.50', 0, 3, 2],
      ['Padaria Pão Quente', '12.00', '5.00', '17.00', 3, 3, 1],
    ]);
    expect(cart.summary).toEqual({ subtotal: '27.00', totalItems: 6, totalPoints: 3, deliveryTotal: '12.50', total: '39.50', storeCount: 2 });
  });

  it('reports price changes above 5% and accepts the new prices', async () => {
    const user = await createUser(server.prisma);
    const [steady, dearer, gone, scarce] = await createProductsIn(server.prisma, store.id, [{ price: '100.00' }, { price: '100.00' }, {}, { stock: 5 }]);
    await add(user, steady, 1);
    await add(user, dearer, 1);
    await add(user, gone, 1);
    await add(user, scarce, 4);
    await server.prisma.product.update({ where: { id: steady }, data: { price: '105.00' } });
    await server.prisma.product.update({ where: { id: dearer }, data: { price: '105.01' } });
    await server.prisma.product.update({ where: { id: gone }, data: { status: 'INACTIVE' } });
    await server.prisma.product.update({ where: { id: scarce }, data: { stock: 2 } });
    const cart = await cartOf(user);
    expect(cart.issues.map((i: any) => [i.issue, i.currentValue])).toEqual([
      ['PRICE_CHANGED', '105.01'],
      ['UNAVAILABLE', null],
      ['OUT_OF_STOCK', '2'],
    ]);
    expect(cart.issues[0].message).toMatch(/: o preço mudou para R\$ 105,01$/);
    expect(cart.items[0]).toMatchObject({ priceAtAdd: '100.00', unitPrice: '105.00', subtotal: '105.00' });
    const accepted = (await gql(server.url, ACCEPT, {}, as(user))).data.acceptCartPrices;
    expect(accepted.message).toBe('Preços do carrinho atualizados');
    expect(accepted.cart.issues.map((i: any) => i.issue)).toEqual(['UNAVAILABLE', 'OUT_OF_STOCK']);
    expect(accepted.cart.items[1].priceAtAdd).toBe('105.01');
  });

  it('only the owner reads viewer.cart', async () => {
    const user = await createUser(server.prisma);
    const r = await gql(server.url, `{ viewer { cart { id count } } }`, {}, as(user));
    expect(r.data.viewer.cart.count).toBe(0);
    expect(r.data.viewer.cart.id).toBe((await cartOf(user)).id);
  });
});

describe('one active cart per user', () => {
  it('merges duplicate active carts into the newest, exactly as the spec says', async () => {
    const user = await createUser(server.prisma);
    const [a, b, c] = await createProductsIn(server.prisma, store.id, [{ price: '10.00' }, { price: '20.00' }, { price: '30.00' }]);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const newest = await server.prisma.cart.create({ data: { userId: user.id, createdAt: at(1) } });
    const middle = await server.prisma.cart.create({ data: { userId: user.id, createdAt: at(10) } });
    const oldest = await server.prisma.cart.create({ data: { userId: user.id, createdAt: at(20) } });
    await server.prisma.cartItem.createMany({
      data: [
        { cartId: newest.id, productId: a, quantity: 1, priceAtAdd: '10.00' },
        { cartId: middle.id, productId: a, quantity: 2, priceAtAdd: '9.00' },
        { cartId: middle.id, productId: b, quantity: 1, priceAtAdd: '19.00' },
        { cartId: oldest.id, productId: b, quantity: 4, priceAtAdd: '18.00' },
        { cartId: oldest.id, productId: c, quantity: 1, priceAtAdd: '29.00' },
      ],
    });
    const cart = await cartOf(user);
    expect(localId(cart.id)).toBe(newest.id);
    const rows = await server.prisma.cartItem.findMany({ where: { cartId: newest.id }, orderBy: { productId: 'asc' } });
    const byProduct = Object.fromEntries(rows.map((r) => [r.productId, [r.quantity, r.priceAtAdd.toFixed(2)]]));
    // a: already in the target → 1 + 2, keeps the target's price; b: inserted with the newest
    // duplicate's price_at_add, quantities of both duplicates added; c: inserted with its own price.
    expect(byProduct).toEqual({ [a]: [3, '10.00'], [b]: [5, '19.00'], [c]: [1, '29.00'] });
    const statuses = await server.prisma.cart.findMany({ where: { userId: user.id }, select: { id: true, status: true } });
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [newest.id]: 'ACTIVE', [middle.id]: 'ABANDONED', [oldest.id]: 'ABANDONED' });
    expect(cart.count).toBe(9);
  });

  it('archives many duplicates in batches of 5 and keeps one active cart', async () => {
    const user = await createUser(server.prisma);
    const [a] = await createProductsIn(server.prisma, store.id, [{}]);
    for (let i = 0; i < 12; i++) {
      const cart = await server.prisma.cart.create({ data: { userId: user.id, createdAt: new Date(Date.now() - i * 1000) } });
      await server.prisma.cartItem.create({ data: { cartId: cart.id, productId: a, quantity: 1, priceAtAdd: '10.00' } });
    }
    expect((await cartOf(user)).count).toBe(12);
    expect(await server.prisma.cart.count({ where: { userId: user.id, status: 'ACTIVE' } })).toBe(1);
    expect(await server.prisma.cart.count({ where: { userId: user.id, status: 'ABANDONED' } })).toBe(11);
  });

  it('two concurrent first adds of a new user leave one active cart with both items', async () => {
    const user = await createUser(server.prisma);
    const [a, b] = await createProductsIn(server.prisma, store.id, [{}, {}]);
    const [r1, r2] = await Promise.all([add(user, a, 1), add(user, b, 2)]);
    expect([r1.userErrors, r2.userErrors]).toEqual([[], []]);
    expect(r1.cart.id).toBe(r2.cart.id);
    expect(await server.prisma.cart.count({ where: { userId: user.id } })).toBe(1);
    expect((await cartOf(user)).count).toBe(3);
  });

  it('two concurrent first reads create one cart', async () => {
    const user = await createUser(server.prisma);
    const [c1, c2] = await Promise.all([cartOf(user), cartOf(user)]);
    expect(c1.id).toBe(c2.id);
    expect(await server.prisma.cart.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('statement count', () => {
  let counting: Awaited<ReturnType<typeof startCountingServer>>;

  beforeAll(async () => {
    counting = await startCountingServer(server);
  });
  afterAll(async () => {
    await counting?.stop();
  });

  async function countFor(items: number): Promise<number> {
    const user = await createUser(server.prisma);
    const ids = await createProductsIn(server.prisma, store.id, Array.from({ length: items }, () => ({})));
    const more = await createProductsIn(server.prisma, otherStore.id, [{}]);
    for (const id of [...ids, ...more]) await add(user, id, 1);
    await cartOf(user); // the cart exists; now count one read
    return counting.count(async () => {
      const r = await gql(counting.url, CART, {}, as(user));
      expect(r.errors).toBeUndefined();
      expect(r.data.cart.count).toBe(items + 1);
    });
  }

  it('does not grow with the number of items', async () => {
    const small = await countFor(2);
    const large = await countFor(15);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(12);
  });
});
