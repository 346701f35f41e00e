// Vitest fixtures (test.extend) for the integration and browser suites: a test names what it needs
// (`test('...', async ({ server, consumer }) => ...)`) instead of copying a beforeAll/afterAll boot
// block. The server is started once per file, for the first test (or `test.beforeAll`) that asks
// for it, and stopped after the file's last test; the people are fresh for each test that names them.
//
// A file that needs another server (trusted documents, a fake CEP service...) overrides its options
// at the top of the file: `test.override('serverOptions', { env: TRUSTED_DOCUMENTS_ON })`.
import { test as base } from 'vitest';
import { createStore, createUser, type TestStore, type TestUser } from './commerce.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';
import { startCountingServer } from './statements.js';

/** The body of the `server` fixture (tests/helpers/browser-fixtures.ts starts it next to the browser). */
export async function serverFixture(options: TestServerOptions, onCleanup: (cleanup: () => Promise<void>) => void): Promise<TestServer> {
  const server = await startTestServer(options);
  onCleanup(() => server.stop());
  return server;
}

export const test = base
  .extend('serverOptions', { scope: 'file' }, {} as TestServerOptions)
  .extend('server', { scope: 'file' }, ({ serverOptions }, { onCleanup }) => serverFixture(serverOptions, onCleanup))
  /** A consumidor with an open session (its token goes in `Authorization: Bearer`, or the cookie). */
  .extend('consumer', async ({ server }): Promise<TestUser> => createUser(server.prisma))
  .extend('professional', async ({ server }): Promise<TestUser> => createUser(server.prisma, { role: 'PROFESSIONAL' }))
  /** An approved store; `store.owner` is its lojista, signed in. */
  .extend('store', async ({ server }): Promise<TestStore> => createStore(server.prisma))
  .extend('admin', async ({ server }): Promise<TestUser> => createUser(server.prisma, { role: 'ADMIN', isAdmin: true, name: 'Ana Administradora' }))
  /** A second API instance over the server's database that counts SQL statements (tests/helpers/statements.ts). */
  .extend('counting', { scope: 'file' }, async ({ server }, { onCleanup }) => {
    const counting = await startCountingServer(server, { connections: 3 });
    onCleanup(() => counting.stop());
    return counting;
  });

/**
 * `test.beforeAll(bootServer)`: the file's server starts in a hook, under the hook timeout, not in
 * the first test's own time (a journey plus a boot on a busy machine went over the test timeout).
 */
export const bootServer = ({ server }: { server: TestServer }) => void server;

export { describe, expect } from 'vitest';
