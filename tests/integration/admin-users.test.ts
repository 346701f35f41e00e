// User accounts handled by the admins over the real API: the list (search, filters), promote and
// demote with a reason (never oneself, never the last admin, also under concurrent demotions),
// block (the open session and its socket end at once, sign-in is refused) and unblock — and every
// operation refused to every other role.
import { afterAll } from 'vitest';
import { describe, expect, test } from '../helpers/fixtures.js';
import type { Client } from 'graphql-ws';
import type { TestServer } from '../helpers/server.js';
import { gql, openViewerSocket } from '../helpers/graphql.js';
import { signUpConsumer, SIGN_IN, VIEWER } from '../helpers/accounts.js';
import { createStore, createUser, globalId, localId, type TestUser } from '../helpers/commerce.js';
import { SESSION_ENDED_CLOSE } from '../../api/accounts/session-sockets.js';

let admin: TestUser;
const clients: Client[] = [];
test.beforeAll(async ({ server }) => {
  admin = await createUser(server.prisma, { isAdmin: true, role: 'ADMIN', name: 'Ana Admin' });
});
// Before the server fixture stops (after the file's last test).
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

const as = (user: { token: string }) => ({ token: user.token });
const LIST = `query($search: String, $role: Role, $admins: Boolean, $blocked: Boolean) {
  adminUsers(first: 50, search: $search, role: $role, admins: $admins, blocked: $blocked) {
    totalCount edges { node { id name email isAdmin blocked blockedReason orderCount addressCount activeSessionCount pointsBalance } } } }`;
const SET_ADMIN = `mutation($input: SetUserAdminInput!) { setUserAdmin(input: $input) { user { isAdmin role } message userErrors { field code message } } }`;
const SET_BLOCKED = `mutation($input: SetUserBlockedInput!) { setUserBlocked(input: $input) { user { blocked blockedReason activeSessionCount } message userErrors { field code message } } }`;

const setAdmin = (server: TestServer, actor: { token: string }, userId: string, value: boolean, reason?: string) =>
  gql(server.url, SET_ADMIN, { input: { id: globalId('User', userId), admin: value, reason: reason ?? '' } }, as(actor));
const setBlocked = (server: TestServer, actor: { token: string }, userId: string, value: boolean, reason?: string) =>
  gql(server.url, SET_BLOCKED, { input: { id: globalId('User', userId), blocked: value, reason: reason ?? '' } }, as(actor));

describe('the user list', () => {
  test('finds users by name, e-mail or CPF and filters by role, admins and blocked', async ({ server }) => {
    const maria = await signUpConsumer(server.url, { name: 'Maria Listada Souza' });
    const cpf = (await server.prisma.user.findUniqueOrThrow({ where: { id: localId(maria.user.id) } })).cpf!;
    for (const search of ['listada souza', maria.input.email.toUpperCase(), cpf.slice(2, 9)]) {
      const found = (await gql(server.url, LIST, { search }, as(admin))).data.adminUsers;
      expect(found).toMatchObject({ totalCount: 1, edges: [{ node: { name: 'Maria Listada Souza', isAdmin: false, blocked: false, orderCount: 0, activeSessionCount: 1 } }] });
    }
    const admins = (await gql(server.url, LIST, { admins: true }, as(admin))).data.adminUsers.edges.map((e: { node: { isAdmin: boolean } }) => e.node.isAdmin);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every(Boolean)).toBe(true);
    const owners = (await gql(server.url, LIST, { role: 'STORE_OWNER' }, as(admin))).data.adminUsers.edges;
    expect(owners.every((e: { node: { email: string } }) => e.node.email !== maria.input.email)).toBe(true);
  });
});

describe('promote and demote', () => {
  test('promotes with a reason: the new admin acts at once and the log names who did it and why', async ({ server }) => {
    const carla = await createUser(server.prisma, { name: 'Carla Gerente' });
    expect((await gql(server.url, LIST, {}, as(carla))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await setAdmin(server, admin, carla.id, true, '  ')).data.setUserAdmin).toEqual({
      user: null,
      message: null,
      userErrors: [{ field: 'reason', code: 'INVALID', message: 'Informe o motivo (até 500 caracteres)' }],
    });
    const promoted = (await setAdmin(server, admin, carla.id, true, 'Gerente da operação em Capelinha')).data.setUserAdmin;
    expect(promoted).toEqual({ user: { isAdmin: true, role: 'CONSUMER' }, message: 'Usuário promovido a administrador com sucesso', userErrors: [] });
    expect((await gql(server.url, LIST, { search: 'Carla Gerente' }, as(carla))).data.adminUsers.totalCount).toBe(1);
    const log = await server.prisma.auditLog.findFirstOrThrow({ where: { eventType: 'admin.user_promoted', targetId: carla.id } });
    expect(log).toMatchObject({ actorId: admin.id, userId: carla.id, reason: 'Gerente da operação em Capelinha', before: { isAdmin: false }, after: { isAdmin: true } });

    expect((await setAdmin(server, admin, carla.id, true, 'de novo')).data.setUserAdmin.userErrors).toEqual([
      { field: 'id', code: 'INVALID_TRANSITION', message: 'Este usuário já é administrador' },
    ]);
    const demoted = (await setAdmin(server, carla, admin.id, false, 'Troca de turno')).data.setUserAdmin;
    expect(demoted).toMatchObject({ user: { isAdmin: false, role: 'CONSUMER' }, message: 'Privilégios de administrador removidos com sucesso' });
    // Ana lost the privileges at once; Carla gives them back.
    expect((await gql(server.url, LIST, {}, as(admin))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await setAdmin(server, carla, admin.id, true, 'Volta ao turno')).data.setUserAdmin.userErrors).toEqual([]);
  });

  test('never removes one’s own privileges', async ({ server }) => {
    expect((await setAdmin(server, admin, admin.id, false, 'sair')).data.setUserAdmin.userErrors).toEqual([
      { field: 'id', code: 'FORBIDDEN', message: 'Você não pode remover os seus próprios privilégios' },
    ]);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).isAdmin).toBe(true);
  });

  test('two admins demoting each other at once leave exactly one admin', async ({ server }) => {
    const [a, b] = [await createUser(server.prisma, { isAdmin: true }), await createUser(server.prisma, { isAdmin: true })];
    await server.prisma.user.updateMany({ where: { isAdmin: true, id: { notIn: [a.id, b.id] } }, data: { isAdmin: false } });
    try {
      const results = await Promise.all([setAdmin(server, a, b.id, false, 'corrida'), setAdmin(server, b, a.id, false, 'corrida')]);
      const outcomes = results.map((r) => r.data?.setUserAdmin?.userErrors?.[0]?.message ?? r.errors?.[0].extensions?.code ?? 'ok');
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'ok')[0]).toMatch(/^(Não é possível remover o último administrador|FORBIDDEN)$/);
      expect(await server.prisma.user.count({ where: { isAdmin: true } })).toBe(1);
    } finally {
      await server.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    }
  });
});

describe('block and unblock', () => {
  test('ends the open session and its socket at once, refuses sign-in, and unblocking lets the user back', async ({ server }) => {
    const joao = await signUpConsumer(server.url, { name: 'João Bloqueado' });
    const joaoId = localId(joao.user.id);
    const socket = await openViewerSocket(server.wsUrl, joao.token);
    clients.push(socket.client);

    const blocked = (await setBlocked(server, admin, joaoId, true, 'Uso indevido de cupons')).data.setUserBlocked;
    expect(blocked).toEqual({ user: { blocked: true, blockedReason: 'Uso indevido de cupons', activeSessionCount: 0 }, message: 'Usuário bloqueado. As sessões dele foram encerradas.', userErrors: [] });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE.code);
    expect((await gql(server.url, VIEWER, {}, as(joao))).data.viewer).toBeNull();

    const signIn = await gql(server.url, SIGN_IN, { input: { identifier: joao.input.email, password: joao.input.password } });
    expect(signIn.data.signIn).toMatchObject({ token: null, userErrors: [{ field: 'identifier', code: 'BLOCKED', message: 'Sua conta está bloqueada. Fale com o Clube Local pelo e-mail contato@clubelocal.dev.' }] });
    // A wrong password still gets the usual answer: the block is not revealed to a guesser.
    const guess = await gql(server.url, SIGN_IN, { input: { identifier: joao.input.email, password: 'errada123' } });
    expect(guess.data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    const log = await server.prisma.auditLog.findFirstOrThrow({ where: { eventType: 'admin.user_blocked', targetId: joaoId } });
    expect(log).toMatchObject({ actorId: admin.id, reason: 'Uso indevido de cupons', details: { sessionsEnded: 1 } });
    expect(await server.prisma.auditLog.count({ where: { eventType: 'auth.sign_in_blocked', userId: joaoId } })).toBe(1);

    expect((await setBlocked(server, admin, joaoId, false, 'Conversamos com o cliente')).data.setUserBlocked).toMatchObject({ user: { blocked: false }, message: 'Usuário desbloqueado' });
    const back = await gql(server.url, SIGN_IN, { input: { identifier: joao.input.email, password: joao.input.password } });
    expect(back.data.signIn.userErrors).toEqual([]);
  });

  test('never blocks oneself or an admin, nor twice; an unknown user is not found', async ({ server }) => {
    const other = await createUser(server.prisma, { isAdmin: true });
    const user = await createUser(server.prisma);
    expect((await setBlocked(server, admin, admin.id, true, 'x')).data.setUserBlocked.userErrors[0]).toEqual({ field: 'id', code: 'FORBIDDEN', message: 'Você não pode bloquear a sua própria conta' });
    expect((await setBlocked(server, admin, other.id, true, 'x')).data.setUserBlocked.userErrors[0].message).toBe('Remova os privilégios de administrador antes de bloquear');
    expect((await setBlocked(server, admin, user.id, false, 'x')).data.setUserBlocked.userErrors[0].message).toBe('Este usuário não está bloqueado');
    expect((await setBlocked(server, admin, user.id, true, '')).data.setUserBlocked.userErrors[0].field).toBe('reason');
    expect((await setBlocked(server, admin, '00000000-0000-4000-8000-000000000000', true, 'x')).data.setUserBlocked.userErrors[0]).toEqual({
      field: 'id',
      code: 'NOT_FOUND',
      message: 'Usuário não encontrado',
    });
    expect(await server.prisma.user.count({ where: { blockedAt: { not: null }, id: { in: [admin.id, other.id, user.id] } } })).toBe(0);
  });
});

describe('authorization', () => {
  test('every other role is refused every admin user operation, and changes nothing', async ({ server }) => {
    const target = await createUser(server.prisma);
    const roles = [await createUser(server.prisma), await createUser(server.prisma, { role: 'PROFESSIONAL' }), (await createStore(server.prisma)).owner, await createUser(server.prisma, { role: 'SELLER' })];
    for (const user of roles) {
      expect((await gql(server.url, LIST, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await setAdmin(server, user, user.id, true, 'eu mesmo')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await setBlocked(server, user, target.id, true, 'x')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // Someone else's account is not reachable by id either.
      const node = await gql(server.url, `query($id: ID!) { node(id: $id) { ... on User { email } } }`, { id: globalId('User', target.id) }, as(user));
      expect(node.data?.node ?? null).toBeNull();
    }
    expect((await gql(server.url, LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const unchanged = await server.prisma.user.findMany({ where: { id: { in: [target.id, ...roles.map((r) => r.id)] } }, select: { isAdmin: true, blockedAt: true } });
    expect(unchanged.every((u) => !u.isAdmin && !u.blockedAt)).toBe(true);
  });
});
