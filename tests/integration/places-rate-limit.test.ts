// The CEP rate limit shared by two API instances through Redis (spec: 10 lookups per 60 s per key,
// then blocked for attempts × 1 minute, capped at 1 hour). Each test file has its own database,
// and Redis keys are namespaced by database, so parallel files sharing one Redis never collide.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { startFakeCep, type FakeCepServer } from '../helpers/fake-cep.js';

// Needs a Redis server: CI sets REDIS_URL; a machine without Redis skips this file (the in-process
// limiter is covered by places-cep.test.ts and the rule by api/shared/rate-limit.test.ts).
const REDIS_URL = process.env.REDIS_URL;
const LOOKUP = `query ($cep: String!) { lookupCep(cep: $cep) { address { city source } retryAfterSeconds userErrors { code message } } }`;

let a: TestServer;
let b: TestServer;
let fake: FakeCepServer;
let redis: Redis;

beforeAll(async () => {
  if (!REDIS_URL) return;
  fake = await startFakeCep();
  const env = { VIACEP_URL: fake.url, BRASILAPI_URL: fake.url, CEP_TIMEOUT_MS: '300' };
  a = await startTestServer({ redisUrl: REDIS_URL, env });
  b = await startTestServer({ redisUrl: REDIS_URL, databaseUrl: a.databaseUrl, env });
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  redis?.disconnect();
  await b?.stop();
  await a?.stop();
  await fake?.stop();
});

type Lookup = { address: { city: string } | null; retryAfterSeconds: number | null; userErrors: { code: string; message: string }[] };
const lookupOn = async (server: TestServer, token: string, cep = '39688000'): Promise<Lookup> =>
  (await gql(server.url, LOOKUP, { cep }, { token })).data.lookupCep;

/** The Redis hash of a user's CEP counter (namespaced by the shared database). */
async function counterKey(email: string) {
  const user = await a.prisma.user.findUniqueOrThrow({ where: { email } });
  const namespace = createHash('sha256').update(a.databaseUrl).digest('hex').slice(0, 12);
  return `rl:${namespace}:cep:user:${user.id}`;
}

/** Ends the current block now (as if its minutes had passed), keeping the block count. */
const endBlock = (key: string) => redis.hset(key, 'bu', String(Date.now() - 1));

describe.skipIf(!REDIS_URL)('CEP rate limit across two API instances sharing Redis', () => {
  it('6 lookups on A + 4 on B pass; the 11th (on B) is blocked, and A sees the block too', async () => {
    const user = await signUpConsumer(a.url);
    for (let i = 0; i < 6; i++) expect((await lookupOn(a, user.token)).userErrors).toEqual([]);
    for (let i = 0; i < 4; i++) expect((await lookupOn(b, user.token)).userErrors).toEqual([]);
    const eleventh = await lookupOn(b, user.token);
    expect(eleventh.address).toBeNull();
    expect(eleventh.userErrors).toEqual([{ code: 'RATE_LIMITED', message: 'Rate limit excedido para consulta de CEP' }]);
    expect(eleventh.retryAfterSeconds).toBeGreaterThan(55);
    expect(eleventh.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await lookupOn(a, user.token)).userErrors[0].code).toBe('RATE_LIMITED');
  });

  it('each new block lasts one minute more (1, 2, 3 min...), up to 1 hour, whichever instance counts', async () => {
    const user = await signUpConsumer(a.url);
    const key = await counterKey(user.input.email);
    const blockAfterEleven = async () => {
      for (let i = 0; i < 10; i++) {
        const server = i % 2 ? b : a;
        expect((await lookupOn(server, user.token)).userErrors).toEqual([]);
      }
      const blocked = await lookupOn(b, user.token);
      expect(blocked.userErrors[0]?.code).toBe('RATE_LIMITED');
      return blocked.retryAfterSeconds!;
    };

    expect(await blockAfterEleven()).toBeCloseTo(60, -1);
    await endBlock(key);
    expect(await blockAfterEleven()).toBeCloseTo(120, -1);
    await endBlock(key);
    expect(await blockAfterEleven()).toBeCloseTo(180, -1);
    expect(await redis.hget(key, 'b')).toBe('3');

    // After many blocks the length stops growing at 60 minutes.
    await redis.hset(key, 'b', '75');
    await endBlock(key);
    expect(await blockAfterEleven()).toBeCloseTo(3600, -1);
    // The counter is remembered for a day after the block (then it starts over).
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(3600_000 + 23 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 24 * 3600_000);
  });

  it('two instances counting concurrently never let more than 10 through', async () => {
    const user = await signUpConsumer(a.url);
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => lookupOn(i % 2 ? b : a, user.token)));
    expect(results.filter((r) => r.userErrors.length === 0)).toHaveLength(10);
    expect(results.filter((r) => r.userErrors[0]?.code === 'RATE_LIMITED')).toHaveLength(6);
  });
});
