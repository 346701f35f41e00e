// Integrators' API keys over the real stack (docs/api.md): who may make them, what each scope may
// do, the token shown once and stored hashed, revocation, and the cost budget with HTTP 429.
import { describe, expect, test } from '../helpers/fixtures.js';
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestServer } from '../helpers/server.js';
import { gql, wsClient, takeEvents } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, globalId, type TestStore, type TestUser } from '../helpers/commerce.js';

let storeA: TestStore;
let storeB: TestStore;
let admin: TestUser;

const CREATE = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) {
  token apiKey { id name scope tokenPrefix storeName lastUsedAt revokedAt } userErrors { field code message } } }`;
const REVOKE = `mutation($id: ID!) { revokeApiKey(id: $id) { apiKey { id revokedAt } userErrors { code message } } }`;
const LIST = `{ apiKeys { id name scope storeName } }`;
const VENDOR_PRODUCTS = `{ vendorProducts(first: 5) { edges { node { id name } } } }`;
const PRODUCTS = (n: number) => `{ products(first: ${n}) { edges { node { id name } } } }`;

async function createKey(server: TestServer, token: string, input: Record<string, unknown>) {
  const response = await gql(server.url, CREATE, { input }, { token });
  return response.data.createApiKey;
}

test.beforeAll(async ({ server }) => {
  storeA = await createStore(server.prisma, { name: 'Loja A' });
  storeB = await createStore(server.prisma, { name: 'Loja B' });
  admin = await createUser(server.prisma, { isAdmin: true, name: 'Admin das chaves' });
});

describe('creating keys', () => {
  test('an owner makes a key for their own store, shown once and stored as a hash', async ({ server }) => {
    const created = await createKey(server, storeA.owner.token, { name: '  ERP da loja  ', scope: 'STORE' });
    expect(created.userErrors).toEqual([]);
    expect(created.token).toMatch(/^clk_[\w-]{40,}$/);
    expect(created.apiKey).toMatchObject({ name: 'ERP da loja', scope: 'STORE', storeName: 'Loja A', tokenPrefix: created.token.slice(0, 12), revokedAt: null });
    const row = await server.prisma.apiKey.findFirstOrThrow({ where: { name: 'ERP da loja' } });
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    // The list never shows the token again.
    const listed = await gql(server.url, `{ apiKeys { id tokenPrefix } }`, {}, { token: storeA.owner.token });
    expect(listed.data.apiKeys).toEqual([{ id: created.apiKey.id, tokenPrefix: created.apiKey.tokenPrefix }]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  test('refuses bad input and the wrong people, and writes nothing', async ({ server }) => {
    const before = await server.prisma.apiKey.count();
    expect((await createKey(server, storeA.owner.token, { name: '  ', scope: 'STORE' })).userErrors).toEqual([{ field: 'name', code: 'REQUIRED', message: 'Dê um nome à chave (ex.: ERP da loja)' }]);
    expect((await createKey(server, storeA.owner.token, { name: 'x'.repeat(61), scope: 'STORE' })).userErrors[0]).toMatchObject({ field: 'name', code: 'TOO_LONG' });
    expect((await createKey(server, storeA.owner.token, { name: 'Painel', scope: 'ADMIN' })).userErrors).toEqual([{ field: 'scope', code: 'FORBIDDEN', message: 'Donos de loja criam só chaves da própria loja' }]);
    // An owner naming another store's ID gets the same answer as an unknown store.
    expect((await createKey(server, storeA.owner.token, { name: 'Alheia', scope: 'STORE', storeId: globalId('Store', storeB.id) })).userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await createKey(server, admin.token, { name: 'Sem loja', scope: 'STORE' })).userErrors).toEqual([{ field: 'storeId', code: 'REQUIRED', message: 'Escolha a loja da chave' }]);
    const consumer = await createUser(server.prisma);
    const refused = await gql(server.url, CREATE, { input: { name: 'Minha', scope: 'CATALOG' } }, { token: consumer.token });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = await gql(server.url, CREATE, { input: { name: 'Minha', scope: 'CATALOG' } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.prisma.apiKey.count()).toBe(before);
  });
});

describe('what a key may do', () => {
  test('a store key speaks as the owner, without managing the account or keys', async ({ server }) => {
    const { token } = await createKey(server, storeA.owner.token, { name: 'Integração', scope: 'STORE' });
    const products = await gql(server.url, VENDOR_PRODUCTS, {}, { token });
    expect(products.errors).toBeUndefined();
    expect(products.data.vendorProducts.edges).toEqual([]);
    const viewer = await gql(server.url, `{ viewer { id isAdmin } }`, {}, { token });
    expect(viewer.data.viewer).toEqual({ id: globalId('User', storeA.owner.id), isAdmin: false });
    for (const query of [LIST, `mutation { signOutEverywhere { signedOut } }`, `mutation { changePassword(input: { currentPassword: "a", newPassword: "bbbbbb", confirmPassword: "bbbbbb" }) { ok } }`]) {
      const refused = await gql(server.url, query, {}, { token });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Esta ação exige uma sessão no app, não uma chave de API', extensions: { code: 'FORBIDDEN' } });
    }
    const made = await gql(server.url, CREATE, { input: { name: 'Filha', scope: 'STORE' } }, { token });
    expect(made.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // signOut with a key ends nothing (and the owner's sessions go on).
    expect((await gql(server.url, `mutation { signOut { signedOut } }`, {}, { token })).data.signOut.signedOut).toBe(false);
    expect((await gql(server.url, `{ viewer { id } }`, {}, { token: storeA.owner.token })).data.viewer).not.toBeNull();
    const row = await server.prisma.apiKey.findFirstOrThrow({ where: { tokenPrefix: token.slice(0, 12) } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  test('a catalogue key reads like a visitor and changes nothing', async ({ server }) => {
    const { token } = await createKey(server, admin.token, { name: 'Vitrine parceira', scope: 'CATALOG' });
    const read = await gql(server.url, PRODUCTS(2), {}, { token });
    expect(read.status).toBe(200);
    expect(read.data.products.edges).toBeInstanceOf(Array);
    expect((await gql(server.url, `{ viewer { id } }`, {}, { token })).data.viewer).toBeNull();
    const write = await gql(server.url, `mutation { logNotFound(input: { path: "/x" }) { logged } }`, {}, { token });
    expect(write.status).toBe(403);
    expect(write.errors?.[0]).toMatchObject({ message: 'Esta chave só lê o catálogo público', extensions: { code: 'FORBIDDEN' } });
  });

  test('an admin key works while its admin is one; then it answers 401', async ({ server }) => {
    const other = await createUser(server.prisma, { isAdmin: true });
    const { token } = await createKey(server, other.token, { name: 'BI', scope: 'ADMIN' });
    const users = await gql(server.url, `{ adminUsers(first: 1) { edges { node { id } } } }`, {}, { token });
    expect(users.errors).toBeUndefined();
    const demoted = await gql(server.url, `mutation($input: SetUserAdminInput!) { setUserAdmin(input: $input) { userErrors { message } } }`, { input: { id: globalId('User', other.id), admin: false, reason: 'Saiu da equipe' } }, { token: admin.token });
    expect(demoted.data.setUserAdmin.userErrors).toEqual([]);
    const after = await gql(server.url, `{ serverTime }`, {}, { token });
    expect(after.status).toBe(401);
    expect(after.errors?.[0]).toMatchObject({ message: 'Chave de API inválida ou revogada', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('revoking', () => {
  test('only its maker (or an admin) revokes a key; after that it answers 401, over HTTP and WebSocket', async ({ server }) => {
    const { token, apiKey } = await createKey(server, storeA.owner.token, { name: 'Para revogar', scope: 'STORE' });
    const stranger = await gql(server.url, REVOKE, { id: apiKey.id }, { token: storeB.owner.token });
    expect(stranger.data.revokeApiKey.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Chave não encontrada' }]);
    expect((await gql(server.url, LIST, {}, { token: storeB.owner.token })).data.apiKeys.map((k: { id: string }) => k.id)).not.toContain(apiKey.id);
    const node = await gql(server.url, `query($id: ID!) { node(id: $id) { id } }`, { id: apiKey.id }, { token: storeB.owner.token });
    expect(node.data.node).toBeNull();

    const live = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
    expect(await takeEvents(live, `subscription { clock }`, 1)).toHaveLength(1);
    await live.dispose();

    const revoked = await gql(server.url, REVOKE, { id: apiKey.id }, { token: storeA.owner.token });
    expect(revoked.data.revokeApiKey).toMatchObject({ apiKey: { id: apiKey.id }, userErrors: [] });
    expect(revoked.data.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    const again = await gql(server.url, REVOKE, { id: apiKey.id }, { token: admin.token });
    expect(again.data.revokeApiKey.userErrors).toEqual([{ code: 'INVALID_TRANSITION', message: 'Esta chave já foi revogada' }]);

    const refused = await gql(server.url, VENDOR_PRODUCTS, {}, { token });
    expect(refused.status).toBe(401);
    expect(refused.data).toBeUndefined();
    const socket = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${token}` } });
    await expect(takeEvents(socket, `subscription { clock }`, 1)).rejects.toBeTruthy();
    await socket.dispose();
    // A made-up key is refused the same way.
    expect((await gql(server.url, `{ serverTime }`, {}, { token: 'clk_inventada' })).status).toBe(401);
  });
});

describe('the cost budget', () => {
  test('reports the cost and what is left, answers 429 with Retry-After when it runs out, and refuses a query above the whole budget', async ({ server }) => {
    const { token } = await createKey(server, admin.token, { name: 'Robô guloso', scope: 'CATALOG' });
    const raw = async () => {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: PRODUCTS(100) }) });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[]; extensions?: { cost: { requestedQueryCost: number; throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number } } } } };
    };
    const seen = [];
    for (let i = 0; i < 7; i++) seen.push(await raw());
    const ok = seen.filter((r) => r.status === 200);
    expect(ok[0].body.extensions?.cost).toMatchObject({ requestedQueryCost: 201, throttleStatus: { maximumAvailable: 1000, restoreRate: 50 } });
    expect(ok.length).toBeGreaterThanOrEqual(4);
    const throttled = seen.find((r) => r.status === 429);
    expect(throttled, 'a request past the budget').toBeDefined();
    expect(Number(throttled!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(throttled!.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(throttled!.body.errors?.[0].message).toMatch(/^Orçamento da chave de API esgotado: tente de novo em \d+ s\.$/);
    expect(throttled!.body.extensions?.cost.throttleStatus.currentlyAvailable).toBeLessThan(201);

    const sixPages = ['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => `${alias}: products(first: 100) { edges { node { id } } }`).join(' ');
    const huge = await gql(server.url, `{ ${sixPages} }`, {}, { token });
    expect(huge.status).toBe(400);
    expect(huge.errors?.[0].message).toMatch(/^Consulta cara demais para uma chave de API: custo 1206, o orçamento é de 1000\./);
  });

  test('people in the app have no key budget', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: PRODUCTS(100) }) });
    const body = (await response.json()) as { extensions?: unknown };
    expect(body.extensions).toBeUndefined();
  });
});

describe('the example client (examples/catalog-client.ts)', () => {
  test('lists the catalogue with a catalogue key and reports the cost of each page', async ({ server }) => {
    const store = await createStore(server.prisma, { name: 'Depósito do Exemplo' });
    await createProductsIn(server.prisma, store.id, [{ name: 'Argamassa exemplar AC-I', price: '24.90', stock: 10 }]);
    const { token } = await createKey(server, admin.token, { name: 'Cliente de exemplo', scope: 'CATALOG' });
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/catalog-client.ts', 'exemplar'], {
      env: { ...process.env, CLUBE_API_URL: `${server.url}/graphql`, CLUBE_API_KEY: token },
    });
    expect(stdout).toContain('Argamassa exemplar AC-I — R$\u00a024,90/un — Depósito do Exemplo');
    expect(stdout).toContain('1 produto(s) listado(s).');
    expect(stderr).toMatch(/página 1: custo \d+, restam \d+ de 1000/);
  });
});
