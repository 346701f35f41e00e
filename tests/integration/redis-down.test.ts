// Redis down: an instance configured with REDIS_URL whose Redis does not answer still starts, serves
// queries and mutations (rate limits fall back to memory, events are dropped with a log line), and
// /healthz says Redis is unreachable — without failing the check.
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { createPubSub } from '../../api/shared/pubsub.js';

// Nothing listens on port 1: every connection attempt is refused at once.
const DEAD_REDIS = 'redis://127.0.0.1:1';

test.override('serverOptions', { redisUrl: DEAD_REDIS });
test.beforeAll(bootServer);

describe('with Redis down', () => {
  test('starts, answers, signs in (rate limited in memory) and saves changes', async ({ server, consumer: user }) => {
    expect((await gql(server.url, '{ serverTime }')).errors).toBeUndefined();
    const health = await (await fetch(`${server.url}/healthz`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', redis: 'unreachable' });

    // signIn passes through the rate limiter; a wrong password is refused normally.
    const signIn = await gql(server.url, 'mutation($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }', { input: { identifier: user.email, password: 'errada' } });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.signIn.userErrors[0].code).toBe('INVALID_CREDENTIALS');

    // updateProfile publishes viewerChanged: the event is lost, the change is saved.
    const started = Date.now();
    const renamed = await gql(server.url, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }', { input: { name: 'Nome Novo' } }, { token: user.token });
    expect(renamed.data.updateProfile.userErrors).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe('Nome Novo');
  });

  test('shuts down with a subscription still waiting for Redis, leaving no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const pubsub = createPubSub(DEAD_REDIS);
      // The subscriber's own promise is handled, as api/accounts/session-sockets.ts does.
      const subscribed = pubsub.engine.subscribe('teste', () => undefined, {}).catch((error: Error) => error.message);
      await pubsub.close();
      expect(await subscribed).toBe('Connection is closed.');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });
});
