// Partner stores decided by the admins over the real API: the list (status, search), approve,
// refuse and suspend with a reason the owner reads, reactivate; a store that stops selling takes
// its products off the catalogue and the cart at once. Every operation tried by every other role.
import { describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { ADD_TO_CART, createProductsIn, createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';

let admin: TestUser;
test.beforeAll(async ({ server }) => {
  admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN' });
});

const as = (user: TestUser) => ({ token: user.token });
const LIST = `query($status: StoreStatus, $search: String) { adminStores(first: 50, status: $status, search: $search) {
  totalCount edges { node { id name status statusReason cnpj productCount owner { email } } } } }`;
const DECIDE = `mutation($input: DecideStoreInput!) { decideStore(input: $input) { store { status statusReason } message userErrors { field code message } } }`;
const OWN_STORE = `{ vendorStore { name status statusReason } }`;
const PRODUCT = `query($id: ID!) { node(id: $id) { ... on Product { name } } }`;
const SEARCH = `query($search: String!) { products(filter: { search: $search }) { edges { node { name } } } }`;

const decide = (server: TestServer, user: TestUser, storeId: string, decision: string, reason?: string) =>
  gql(server.url, DECIDE, { input: { id: globalId('Store', storeId), decision, reason } }, as(user));

async function pendingStoreWithProduct(server: TestServer, productName: string) {
  const store = await createStore(server.prisma, { status: 'PENDING' });
  const [productId] = await createProductsIn(server.prisma, store.id, [{ name: productName }]);
  return { store, productId: productId! };
}

describe('a new store', () => {
  test('waits in the list until an admin approves it; then its products sell', async ({ server }) => {
    const { store, productId } = await pendingStoreWithProduct(server, 'Tinta acrílica Pendente');
    const shopper = await createUser(server.prisma);
    const listed = (await gql(server.url, LIST, { status: 'PENDING', search: store.owner.email.toUpperCase() }, as(admin))).data.adminStores;
    expect(listed).toMatchObject({ totalCount: 1, edges: [{ node: { id: globalId('Store', store.id), status: 'PENDING', productCount: 1, owner: { email: store.owner.email } } }] });
    expect(listed.edges[0].node.cnpj).toMatch(/^C/);
    expect((await gql(server.url, PRODUCT, { id: globalId('Product', productId) }, as(shopper))).data.node).toBeNull();
    expect((await gql(server.url, OWN_STORE, {}, as(store.owner))).data.vendorStore).toMatchObject({ status: 'PENDING', statusReason: null });

    const approved = (await decide(server, admin, store.id, 'APPROVE')).data.decideStore;
    expect(approved).toEqual({ store: { status: 'APPROVED', statusReason: null }, message: 'Loja aprovada', userErrors: [] });
    expect((await gql(server.url, PRODUCT, { id: globalId('Product', productId) }, as(shopper))).data.node).toEqual({ name: 'Tinta acrílica Pendente' });
    const audit = await server.prisma.auditLog.findFirstOrThrow({ where: { targetId: store.id } });
    expect(audit).toMatchObject({ eventType: 'admin.store_approved', actorId: admin.id, userId: store.owner.id, before: { status: 'PENDING' }, after: { status: 'APPROVED' } });
  });

  test('is refused only with a reason, which the owner reads; a refused store can be approved later', async ({ server }) => {
    const { store } = await pendingStoreWithProduct(server, 'Telha Recusada');
    const noReason = (await decide(server, admin, store.id, 'REJECT', '  ')).data.decideStore;
    expect(noReason).toEqual({ store: null, message: null, userErrors: [{ field: 'reason', code: 'INVALID', message: 'Informe o motivo (até 500 caracteres): o dono da loja vai ver' }] });
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).status).toBe('PENDING');

    const refused = (await decide(server, admin, store.id, 'REJECT', 'CNPJ não confere com a Receita')).data.decideStore;
    expect(refused).toMatchObject({ store: { status: 'REJECTED', statusReason: 'CNPJ não confere com a Receita' }, message: 'Loja recusada' });
    expect((await gql(server.url, OWN_STORE, {}, as(store.owner))).data.vendorStore).toMatchObject({ status: 'REJECTED', statusReason: 'CNPJ não confere com a Receita' });
    const audit = await server.prisma.auditLog.findFirstOrThrow({ where: { targetId: store.id, eventType: 'admin.store_rejected' } });
    expect(audit.reason).toBe('CNPJ não confere com a Receita');

    expect((await decide(server, admin, store.id, 'APPROVE')).data.decideStore).toMatchObject({ store: { status: 'APPROVED', statusReason: null } });
  });
});

describe('a suspended store', () => {
  test('leaves the catalogue and the cart at once, the owner reads why; reactivated, it sells again', async ({ server }) => {
    const store = await createStore(server.prisma);
    const [productId] = await createProductsIn(server.prisma, store.id, [{ name: 'Cimento Suspenso Especial' }]);
    const shopper = await createUser(server.prisma);
    const search = async () => (await gql(server.url, SEARCH, { search: 'cimento suspenso especial' }, as(shopper))).data.products.edges.map((e: { node: { name: string } }) => e.node.name);
    expect(await search()).toEqual(['Cimento Suspenso Especial']);

    const suspended = (await decide(server, admin, store.id, 'SUSPEND', 'Entregas atrasadas')).data.decideStore;
    expect(suspended).toMatchObject({ store: { status: 'SUSPENDED', statusReason: 'Entregas atrasadas' }, message: 'Loja suspensa', userErrors: [] });
    expect(await search()).toEqual([]);
    expect((await gql(server.url, PRODUCT, { id: globalId('Product', productId!) }, as(shopper))).data.node).toBeNull();
    const added = await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', productId!), quantity: 1 } }, as(shopper));
    expect(added.data.addToCart.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await gql(server.url, OWN_STORE, {}, as(store.owner))).data.vendorStore).toMatchObject({ status: 'SUSPENDED', statusReason: 'Entregas atrasadas' });

    expect((await decide(server, admin, store.id, 'REACTIVATE')).data.decideStore).toMatchObject({ store: { status: 'APPROVED', statusReason: null }, message: 'Loja reativada' });
    expect(await search()).toEqual(['Cimento Suspenso Especial']);
  });
});

describe('refusals', () => {
  test('a decision that does not fit the status, or an unknown store, changes nothing', async ({ server }) => {
    const store = await createStore(server.prisma);
    expect((await decide(server, admin, store.id, 'APPROVE')).data.decideStore.userErrors).toEqual([
      { field: 'decision', code: 'INVALID_TRANSITION', message: 'Não é possível aprovar uma loja aprovada' },
    ]);
    expect((await decide(server, admin, store.id, 'REACTIVATE')).data.decideStore.userErrors[0].message).toBe('Não é possível reativar uma loja aprovada');
    expect((await decide(server, admin, '00000000-0000-4000-8000-000000000000', 'APPROVE')).data.decideStore.userErrors).toEqual([
      { field: 'id', code: 'NOT_FOUND', message: 'Loja não encontrada' },
    ]);
    expect(await server.prisma.auditLog.count({ where: { targetId: store.id } })).toBe(0);
  });

  test('only admins list and decide stores or read an owner; the owner reads their own status, nobody else’s', async ({ server }) => {
    const { store } = await pendingStoreWithProduct(server, 'Areia Proibida');
    const others = [await createUser(server.prisma), await createUser(server.prisma, { role: 'PROFESSIONAL' }), store.owner, (await createStore(server.prisma)).owner];
    for (const user of others) {
      expect((await gql(server.url, LIST, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await decide(server, user, store.id, 'APPROVE')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(server.url, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).status).toBe('PENDING');

    // An approved store's page is public, but its CNPJ, reason and owner are not.
    const open = await createStore(server.prisma);
    const STORE = `query($id: ID!) { node(id: $id) { ... on Store { name status cnpj statusReason } } }`;
    const seen = (await gql(server.url, STORE, { id: globalId('Store', open.id) }, as(others[0]!))).data.node;
    expect(seen).toMatchObject({ status: 'APPROVED', cnpj: null, statusReason: null });
    const owner = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on Store { owner { email } } } }`, { id: globalId('Store', open.id) }, as(others[0]!));
    expect(owner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
