// The skeleton over the real stack: health, GraphQL over HTTP and WebSocket, the 404 log, and the
// guard rails (depth, cost, aliases, batching, CSRF, body size, WebSocket Origin).
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { test } from '../helpers/fixtures.js';
import { gql, takeEvents, wsClient } from '../helpers/graphql.js';

let server: TestServer;
test.beforeAll(async ({ server: started }) => {
  server = started;
});

const LOG = `mutation Log($input: LogNotFoundInput!) { logNotFound(input: $input) { logged userErrors { field code message } } }`;

describe('health and basic GraphQL', () => {
  it('GET /healthz checks the database and answers JSON', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'not-configured' });
  });

  it('GET /healthz reports Redis when the instance uses it', async () => {
    if (!process.env.REDIS_URL) return;
    const withRedis = await startTestServer({ databaseUrl: server.databaseUrl, redisUrl: process.env.REDIS_URL });
    try {
      // The connection comes up in the background (the server does not wait for Redis).
      await expect.poll(async () => (await (await fetch(`${withRedis.url}/healthz`)).json()).redis, { timeout: 5_000 }).toBe('ok');
    } finally {
      await withRedis.stop();
    }
  });

  it('answers a query over HTTP', async () => {
    const { data, errors } = await gql(server.url, '{ serverTime }');
    expect(errors).toBeUndefined();
    expect(Math.abs(Date.parse(data.serverTime) - Date.now())).toBeLessThan(5000);
  });

  it('streams a subscription over graphql-ws on the same port', async () => {
    const client = wsClient(server.wsUrl);
    const events = await takeEvents<{ clock: string }>(client, 'subscription { clock }', 2);
    await client.dispose();
    expect(events).toHaveLength(2);
    expect(Date.parse(events[1].clock)).toBeGreaterThan(Date.parse(events[0].clock));
  });
});

describe('404 log', () => {
  it('stores path, referrer and user agent', async () => {
    const { data } = await gql(server.url, LOG, {
      input: { path: '/nao-existe?x=1', referrer: 'http://exemplo.local/a', userAgent: 'TesteUA/1.0' },
    });
    expect(data.logNotFound).toEqual({ logged: true, userErrors: [] });
    const rows = await server.prisma.notFoundLog.findMany({ where: { path: '/nao-existe?x=1' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ referrer: 'http://exemplo.local/a', userAgent: 'TesteUA/1.0' });
  });

  it('refuses an empty or relative path with a pt-BR error and writes nothing', async () => {
    const before = await server.prisma.notFoundLog.count();
    const empty = await gql(server.url, LOG, { input: { path: '   ' } });
    expect(empty.data.logNotFound).toEqual({
      logged: false,
      userErrors: [{ field: 'path', code: 'REQUIRED', message: 'Valor é obrigatório' }],
    });
    const relative = await gql(server.url, LOG, { input: { path: 'http://fora' } });
    expect(relative.data.logNotFound.userErrors[0].message).toBe('Caminho deve começar com /');
    expect(await server.prisma.notFoundLog.count()).toBe(before);
  });

  it('refuses NUL characters, which Postgres text cannot store, before logging anything', async () => {
    const r = await gql(server.url, LOG, { input: { path: '/a\u0000b', referrer: 'x\u0000y' } });
    expect(r.status).toBe(400);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await server.prisma.notFoundLog.count({ where: { path: '/ab' } })).toBe(0);
  });
});

describe('guard rails', () => {
  it('refuses a query deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < 14; i++) selection = `ofType { ${selection} }`;
    const { status, errors } = await gql(server.url, `{ __type(name: "Query") { ${selection} } }`);
    expect(status).toBe(400);
    expect(errors?.[0].message).toBe('Consulta muito profunda: o limite é de 12 níveis.');
  });

  it('refuses an over-cost query', async () => {
    // Each fragment level fans out into four __Type fields, so the cost grows as 4^depth.
    const fragments = Array.from({ length: 8 }, (_, i) =>
      i === 7
        ? `fragment F${i} on __Type { name kind }`
        : `fragment F${i} on __Type { name ofType { ...F${i + 1} } interfaces { ...F${i + 1} } possibleTypes { ...F${i + 1} } inputFields { type { ...F${i + 1} } } }`,
    ).join('\n');
    const { status, errors } = await gql(server.url, `{ __type(name: "Query") { ...F0 } }\n${fragments}`);
    expect(status).toBe(400);
    expect(errors?.map((e) => e.message)).toContain('Consulta cara demais: o custo máximo é 20000.');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: serverTime`).join(' ');
    const { status, errors } = await gql(server.url, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(errors?.[0].message).toBe('Aliases demais: o limite é de 15 por consulta.');
  });

  it('refuses a batched request', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify([{ query: '{ serverTime }' }, { query: '{ serverTime }' }]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/batching/i);
  });

  it('refuses a simple cross-site GET without the preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ serverTime }')}`);
    expect(response.status).toBe(400);
  });

  it('refuses a body over 1 MB with a pt-BR message', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ serverTime }', variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].message).toBe('Requisição muito grande (máximo 1 MB)');
  });

  it('refuses a WebSocket opened by a page on another site', async () => {
    const client = wsClient(server.wsUrl, { headers: { origin: 'https://site-malicioso.example' } });
    await expect(takeEvents(client, 'subscription { clock }', 1)).rejects.toBeTruthy();
    await client.dispose();
  });

  it('accepts a WebSocket from its own origin', async () => {
    const client = wsClient(server.wsUrl, { headers: { origin: server.url.replace('127.0.0.1', 'localhost') } });
    const events = await takeEvents(client, 'subscription { clock }', 1);
    await client.dispose();
    expect(events).toHaveLength(1);
  });

  it('applies the depth limit on WebSocket operations too', async () => {
    let selection = 'name';
    for (let i = 0; i < 14; i++) selection = `ofType { ${selection} }`;
    const client = wsClient(server.wsUrl);
    await expect(takeEvents(client, `query { __type(name: "Query") { ${selection} } }`, 1)).rejects.toThrow(/Consulta muito profunda/);
    await client.dispose();
  });
});

describe('schema.graphql', () => {
  it('is up to date with the Pothos schema (run `npm run codegen` after changing the API)', async () => {
    const fs = await import('node:fs');
    const { printedSchema } = await import('../../api/schema/index.js');
    expect(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printedSchema());
  });
});

describe('dev mailbox (no SMTP_URL)', () => {
  it('lists the e-mails the app sent and shows each one with its links', async () => {
    await server.mailer.send({ to: 'ana@exemplo.com', subject: 'Teste <b>', text: 'Acesse http://localhost/reset-password?token=abc' });
    const list = await (await fetch(`${server.url}/dev/mailbox`)).text();
    expect(list).toContain('Teste &lt;b&gt;');
    const id = list.match(/\/dev\/mailbox\/(\d+)/)![1];
    const mail = await (await fetch(`${server.url}/dev/mailbox/${id}`)).text();
    expect(mail).toContain('<a href="http://localhost/reset-password?token=abc">');
    expect((await fetch(`${server.url}/dev/mailbox/9999`)).status).toBe(404);
  });
});
