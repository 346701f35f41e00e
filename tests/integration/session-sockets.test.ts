// Ending a session closes its open WebSocket (api/accounts/session-sockets.ts): a subscription
// started before a sign-out, a "sign out everywhere" or a password change stops there, while the
// user's other sessions and other users keep theirs.
import { afterAll } from 'vitest';
import type { Client } from 'graphql-ws';
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import type { TestServer } from '../helpers/server.js';
import { gql, openViewerSocket, wsClient } from '../helpers/graphql.js';
import { createUser, globalId } from '../helpers/commerce.js';
import { signUpConsumer, SIGN_IN } from '../helpers/accounts.js';
import { SESSION_ENDED_CLOSE } from '../../api/accounts/session-sockets.js';

test.beforeAll(bootServer);

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

const openSocket = async (server: TestServer, token: string) => {
  const socket = await openViewerSocket(server.wsUrl, token);
  clients.push(socket.client);
  return socket;
};

async function secondSession(server: TestServer, email: string, password: string): Promise<string> {
  const response = await gql(server.url, SIGN_IN, { input: { identifier: email, password, bearer: true } });
  return response.data.signIn.token;
}

describe('sessions and their sockets', () => {
  test('signOut closes the socket of that session only', async ({ server }) => {
    const { token, input } = await signUpConsumer(server.url);
    const other = await secondSession(server, input.email, input.password);
    const [ending, staying] = await Promise.all([openSocket(server, token), openSocket(server, other)]);

    const out = await gql(server.url, 'mutation { signOut { signedOut } }', {}, { token });
    expect(out.data.signOut.signedOut).toBe(true);
    expect(await ending.closed).toBe(SESSION_ENDED_CLOSE.code);
    await new Promise((r) => setTimeout(r, 200));
    expect(staying.isOpen()).toBe(true);
  });

  test('signOutEverywhere closes every socket of the user, and no one else’s', async ({ server }) => {
    const { token, input } = await signUpConsumer(server.url);
    const other = await secondSession(server, input.email, input.password);
    const stranger = await signUpConsumer(server.url);
    const [a, b, c] = await Promise.all([openSocket(server, token), openSocket(server, other), openSocket(server, stranger.token)]);

    const response = await gql(server.url, 'mutation { signOutEverywhere { revokedSessions } }', {}, { token });
    expect(response.data.signOutEverywhere.revokedSessions).toBe(2);
    expect(await Promise.all([a.closed, b.closed])).toEqual([SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.code]);
    await new Promise((r) => setTimeout(r, 200));
    expect(c.isOpen()).toBe(true);
  });

  test('changePassword closes the other sessions’ sockets and keeps the current one', async ({ server }) => {
    const { token, input } = await signUpConsumer(server.url);
    const other = await secondSession(server, input.email, input.password);
    const [current, ended] = await Promise.all([openSocket(server, token), openSocket(server, other)]);

    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { message } } }`;
    const wrong = await gql(server.url, CHANGE, { input: { currentPassword: 'errada123', newPassword: 'novaSenha9', confirmPassword: 'novaSenha9' } }, { token });
    expect(wrong.data.changePassword.userErrors).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(ended.isOpen()).toBe(true); // a refused change ends nothing

    const changed = await gql(server.url, CHANGE, { input: { currentPassword: input.password, newPassword: 'novaSenha9', confirmPassword: 'novaSenha9' } }, { token });
    expect(changed.data.changePassword.userErrors).toEqual([]);
    expect(await ended.closed).toBe(SESSION_ENDED_CLOSE.code);
    await new Promise((r) => setTimeout(r, 200));
    expect(current.isOpen()).toBe(true);
  });

  test("a demotion closes the ex-admin's sockets; reopened, the admins' streams refuse them", async ({ server, admin: boss }) => {
    const demoted = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true });
    const socket = await openSocket(server, demoted.token);
    const SET = `mutation($input: SetUserAdminInput!) { setUserAdmin(input: $input) { userErrors { message } } }`;
    const r = await gql(server.url, SET, { input: { id: globalId('User', demoted.id), admin: false, reason: 'Saiu da equipe' } }, { token: boss.token });
    expect(r.data.setUserAdmin.userErrors).toEqual([]);
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE.code);
    // The same session, on a new socket: still signed in, no longer an admin.
    const again = wsClient(server.wsUrl, { connectionParams: { authorization: `Bearer ${demoted.token}` } });
    clients.push(again);
    const refused = await new Promise<unknown>((resolve) => again.subscribe({ query: 'subscription { pendingApprovalsChanged { stores } }' }, { next: resolve, error: resolve, complete: () => resolve(null) }));
    expect(JSON.stringify(refused)).toContain('FORBIDDEN');
  });
});

