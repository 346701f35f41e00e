// Postgres restarting while the API serves (#17): every connection of the pool is cut and the
// server refuses new ones for a while. The API must not crash, must answer clear errors meanwhile
// (/healthz 503, GraphQL errors without internals), and must serve again by itself when Postgres
// is back — no restart of its own. A TCP proxy plays the restart (tests/helpers/tcp-proxy.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createProductsIn, createStore, createUser, type TestUser } from '../helpers/commerce.js';

const PRODUCTS = `{ products(first: 5) { totalCount edges { node { id name } } } }`;
const VIEWER = `{ viewer { id name } }`;

let database: TestDatabase;
let proxy: TcpProxy;
let server: TestServer;
let shopper: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  const real = new URL(database.url);
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  server = await startTestServer({ databaseUrl: viaProxy.toString() });
  const store = await createStore(server.prisma);
  await createProductsIn(server.prisma, store.id, [{ name: 'Areia média' }, { name: 'Brita 1' }]);
  shopper = await createUser(server.prisma);
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

describe('Postgres restart while serving', () => {
  it('answers clear errors while the database is away and serves again when it is back', async () => {
    // Warm the pool: several connections open, then idle.
    await Promise.all(Array.from({ length: 8 }, () => gql(server.url, PRODUCTS)));
    expect((await gql(server.url, VIEWER, {}, { token: shopper.token })).data.viewer).not.toBeNull();

    await proxy.down();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    const during = await gql(server.url, PRODUCTS);
    expect(during.data).toBeFalsy();
    expect(during.errors?.[0]).toEqual({ message: 'O banco de dados está indisponível no momento. Tente de novo em instantes.', extensions: { code: 'SERVICE_UNAVAILABLE' }, path: ['products'] });
    const signedIn = await gql(server.url, VIEWER, {}, { token: shopper.token });
    expect(signedIn.errors?.[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(JSON.stringify(during)).not.toMatch(/ECONNREFUSED|ECONNRESET|prisma|pg_|127\.0\.0\.1/i);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.up();
    // The first requests after the return may still meet a connection the pool had not dropped yet;
    // within a few seconds everything answers.
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(server.url, PRODUCTS)));
    expect(results.map((r) => r.data?.products.totalCount)).toEqual(Array(10).fill(2));
    const viewer = await gql(server.url, VIEWER, {}, { token: shopper.token });
    expect(viewer.data.viewer.name).toBe(shopper.name);
  }, 60_000);
});
