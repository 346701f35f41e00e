// The admins' logs over the real API: audit entries by group (security: failed sign-ins and admin
// promotions), period and text, with the actor's name; the 404 log; both as CSV; admins only.
import { describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { SIGN_IN, signUpConsumer } from '../helpers/accounts.js';
import { createStore, createUser, globalId, type TestUser } from '../helpers/commerce.js';

let admin: TestUser;
test.beforeAll(async ({ server }) => {
  admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN', name: 'Ana Auditora' });
});

const as = (user: { token: string }) => ({ token: user.token });
const LOGS = `query($kind: AuditKind, $search: String, $from: DateTime, $to: DateTime) {
  auditLogs(first: 50, kind: $kind, search: $search, from: $from, to: $to) {
    totalCount edges { node { eventType label security reason before after actor { name email } user { name email } } } } }`;
const CSV = `query($kind: AuditKind, $search: String) { auditLogsCsv(kind: $kind, search: $search) }`;
const NOT_FOUND = `query($search: String) { notFoundLogs(first: 10, search: $search) { totalCount edges { node { path referrer } } } }`;

describe('audit entries', () => {
  test('a promotion shows in the security group with who did it and why; failed sign-ins too', async ({ server }) => {
    const joana = await signUpConsumer(server.url, { name: 'Joana Promovida' });
    await gql(server.url, SIGN_IN, { input: { identifier: joana.input.email, password: 'errada999' } });
    const promoted = await gql(
      server.url,
      `mutation($input: SetUserAdminInput!) { setUserAdmin(input: $input) { userErrors { message } } }`,
      { input: { id: joana.user.id, admin: true, reason: 'Cobre as férias da Ana' } },
      as(admin),
    );
    expect(promoted.data.setUserAdmin.userErrors).toEqual([]);

    const security = (await gql(server.url, LOGS, { kind: 'SECURITY' }, as(admin))).data.auditLogs.edges.map((e: { node: unknown }) => e.node);
    expect(security[0]).toEqual({
      eventType: 'admin.user_promoted',
      label: 'Usuário promovido a administrador',
      security: true,
      reason: 'Cobre as férias da Ana',
      before: expect.stringContaining('"isAdmin":false'),
      after: expect.stringContaining('"isAdmin":true'),
      actor: { name: 'Ana Auditora', email: admin.email },
      user: { name: 'Joana Promovida', email: joana.input.email },
    });
    expect(security.map((e: { eventType: string }) => e.eventType)).toContain('auth.sign_in_failed');
    expect(security.every((e: { security: boolean }) => e.security)).toBe(true);

    const search = (await gql(server.url, LOGS, { search: 'férias' }, as(admin))).data.auditLogs;
    expect(search.totalCount).toBe(1);
    const future = (await gql(server.url, LOGS, { from: new Date(Date.now() + 60_000).toISOString() }, as(admin))).data.auditLogs;
    expect(future.totalCount).toBe(0);
    const adminGroup = (await gql(server.url, LOGS, { kind: 'ADMIN' }, as(admin))).data.auditLogs.edges;
    expect(adminGroup.every((e: { node: { eventType: string } }) => e.node.eventType.startsWith('admin.'))).toBe(true);
    const accountGroup = (await gql(server.url, LOGS, { kind: 'ACCOUNT', search: 'sign_up' }, as(admin))).data.auditLogs;
    expect(accountGroup.totalCount).toBeGreaterThan(0);
  });

  test('exports the same filter as CSV, newest first', async ({ server }) => {
    const csv: string = (await gql(server.url, CSV, { search: 'férias' }, as(admin))).data.auditLogsCsv;
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('data;evento;tipo;quem fez;usuário;alvo;id do alvo;motivo;antes;depois;ip');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Usuário promovido a administrador;admin\.user_promoted;/);
    expect(lines[1]).toContain(`;${admin.email};`);
    expect(lines[1]).toContain(';Cobre as férias da Ana;');
  });
});

describe('the 404 log', () => {
  test('lists and exports unknown paths the browser opened', async ({ server }) => {
    // What the web app's 404 page sends (web/src/pages/NotFoundPage.tsx).
    const logged = await gql(server.url, `mutation($input: LogNotFoundInput!) { logNotFound(input: $input) { userErrors { message } } }`, {
      input: { path: '/nao-existe-mais?x=1', referrer: 'https://busca.exemplo/' },
    });
    expect(logged.data.logNotFound.userErrors).toEqual([]);
    const listed = (await gql(server.url, NOT_FOUND, { search: 'NAO-EXISTE' }, as(admin))).data.notFoundLogs;
    expect(listed).toEqual({ totalCount: 1, edges: [{ node: { path: '/nao-existe-mais?x=1', referrer: 'https://busca.exemplo/' } }] });
    const csv: string = (await gql(server.url, `{ notFoundLogsCsv(search: "nao-existe") }`, {}, as(admin))).data.notFoundLogsCsv;
    expect(csv).toContain('/nao-existe-mais');
  });
});

describe('authorization', () => {
  test('every other role is refused the logs, the exports and an entry by id', async ({ server }) => {
    const entry = await server.prisma.auditLog.findFirstOrThrow();
    const roles = [await createUser(server.prisma), await createUser(server.prisma, { role: 'PROFESSIONAL' }), (await createStore(server.prisma)).owner];
    for (const user of roles) {
      for (const query of [LOGS, CSV, NOT_FOUND, `{ notFoundLogsCsv }`]) {
        expect((await gql(server.url, query, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      const node = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on AuditEntry { eventType } } }`, { id: globalId('AuditEntry', entry.id) }, as(user));
      expect(node.data?.node ?? null).toBeNull();
    }
    expect((await gql(server.url, LOGS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
