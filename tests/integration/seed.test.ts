// The demo data `npm start` creates on first run: every demo account can sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { SIGN_IN } from '../helpers/accounts.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/seed/accounts.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoDataOnce(server.prisma, { uploadDir: server.config.uploadDir })).toBe(true);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('demo seed', () => {
  it('runs once', async () => {
    expect(await seedDemoDataOnce(server.prisma, { uploadDir: server.config.uploadDir })).toBe(false);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a]))('%s signs in with the README password and has its role', async (_email, account) => {
    const r = await gql(server.url, SIGN_IN, { input: { identifier: account.email, password: DEMO_PASSWORD } });
    expect(r.data.signIn.userErrors).toEqual([]);
    expect(r.data.signIn.user.role).toBe(account.role);
  });
});
