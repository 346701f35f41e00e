// The ledger under concurrency (docs/architecture.md): two
// redemptions at once with points for one → exactly one succeeds; a retried key applied once even
// when the retries race; the last unit of a reward goes to one customer; concurrent admin debits
// never take a balance below zero; and the balance CHECK constraint alone refuses the second of two
// racing debits (the last line of defence, recognised as "not enough points").
import { bootServer, describe, expect, test } from '../helpers/fixtures.js';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createUser, globalId, type TestUser } from '../helpers/commerce.js';
import { addEntry } from '../helpers/loyalty.js';
import { creditPoints, isNegativeBalanceError } from '../../api/loyalty/ledger.js';


const REDEEM = `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) { replayed redemption { id } userErrors { code message } } }`;
const as = (user: TestUser) => ({ token: user.token });

async function reward(server: TestServer, points: number, stock: number) {
  const row = await server.prisma.reward.create({ data: { name: `Prêmio ${randomUUID().slice(0, 6)}`, points, stock, status: 'ACTIVE' } });
  return { id: globalId('Reward', row.id), uuid: row.id };
}
async function customerWith(server: TestServer, points: number) {
  const user = await createUser(server.prisma);
  if (points) await addEntry(server.prisma, user.id, points, { kind: 'ADMIN_ADJUSTMENT' });
  return user;
}
const balanceOf = async (server: TestServer, userId: string) => (await server.prisma.user.findUniqueOrThrow({ where: { id: userId } })).pointsBalance;
const ledgerSum = async (server: TestServer, userId: string) => (await server.prisma.pointsEntry.aggregate({ where: { userId }, _sum: { points: true } }))._sum.points ?? 0;

test.beforeAll(bootServer);

describe('concurrent redemptions', () => {
  test('two redemptions at once with points for one: exactly one succeeds (5 rounds)', async ({ server }) => {
    for (let round = 0; round < 5; round++) {
      const a = await reward(server, 400, 5);
      const b = await reward(server, 300, 5);
      const user = await customerWith(server, 500);
      const results = await Promise.all([
        gql(server.url, REDEEM, { input: { rewardId: a.id, idempotencyKey: randomUUID() } }, as(user)),
        gql(server.url, REDEEM, { input: { rewardId: b.id, idempotencyKey: randomUUID() } }, as(user)),
      ]);
      const ok = results.filter((r) => r.data.redeemReward.userErrors.length === 0);
      const refused = results.filter((r) => r.data.redeemReward.userErrors.length > 0);
      expect(ok).toHaveLength(1);
      expect(refused.map((r) => r.data.redeemReward.userErrors[0].message)).toEqual(['Pontos insuficientes para este resgate']);
      const balance = await balanceOf(server, user.id);
      expect([100, 200]).toContain(balance);
      expect(await ledgerSum(server, user.id)).toBe(balance);
      expect(await server.prisma.redemption.count({ where: { userId: user.id } })).toBe(1);
      const stocks = (await server.prisma.reward.findMany({ where: { id: { in: [a.uuid, b.uuid] } } })).map((r) => r.stock).sort();
      expect(stocks).toEqual([4, 5]);
    }
  });

  test('the same key sent 6 times at once makes one redemption', async ({ server }) => {
    const r = await reward(server, 100, 10);
    const user = await customerWith(server, 1000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => gql(server.url, REDEEM, { input: { rewardId: r.id, idempotencyKey: key } }, as(user))));
    for (const result of results) expect(result.data.redeemReward.userErrors).toEqual([]);
    expect(new Set(results.map((x) => x.data.redeemReward.redemption.id)).size).toBe(1);
    expect(results.filter((x) => !x.data.redeemReward.replayed)).toHaveLength(1);
    expect(await balanceOf(server, user.id)).toBe(900);
    expect(await server.prisma.pointsEntry.count({ where: { userId: user.id, kind: 'REDEEMED' } })).toBe(1);
    expect((await server.prisma.reward.findUniqueOrThrow({ where: { id: r.uuid } })).stock).toBe(9);
  });

  test('the last unit goes to exactly one of 5 customers', async ({ server }) => {
    const r = await reward(server, 50, 1);
    const users = await Promise.all(Array.from({ length: 5 }, () => customerWith(server, 100)));
    const results = await Promise.all(users.map((u) => gql(server.url, REDEEM, { input: { rewardId: r.id, idempotencyKey: randomUUID() } }, as(u))));
    const messages = results.map((x) => x.data.redeemReward.userErrors[0]?.message ?? 'ok').sort();
    expect(messages).toEqual(['Recompensa esgotada', 'Recompensa esgotada', 'Recompensa esgotada', 'Recompensa esgotada', 'ok']);
    expect((await server.prisma.reward.findUniqueOrThrow({ where: { id: r.uuid } })).stock).toBe(0);
    const balances = await Promise.all(users.map((u) => balanceOf(server, u.id)));
    expect(balances.sort()).toEqual([100, 100, 100, 100, 50]);
  });
});

describe('concurrent debits', () => {
  test('three admin debits of 60 on a balance of 100: one applies', async ({ server, admin }) => {
    const user = await customerWith(server, 100);
    const ADJUST = `mutation($input: AdjustPointsInput!) { adjustPoints(input: $input) { userErrors { message } } }`;
    const results = await Promise.all(
      [1, 2, 3].map(() => gql(server.url, ADJUST, { input: { userId: globalId('User', user.id), points: -60, reason: 'Correção', idempotencyKey: randomUUID() } }, as(admin))),
    );
    const messages = results.map((r) => r.data.adjustPoints.userErrors[0]?.message ?? 'ok').sort();
    expect(messages).toEqual(['Saldo de pontos não pode ficar negativo', 'Saldo de pontos não pode ficar negativo', 'ok']);
    expect(await balanceOf(server, user.id)).toBe(40);
    expect(await ledgerSum(server, user.id)).toBe(40);
  });

  test('without any lock, the CHECK constraint refuses the second racing debit', async ({ server }) => {
    const user = await customerWith(server, 100);
    const debit = () =>
      server.prisma.$transaction(async (tx) => {
        await creditPoints(tx, { userId: user.id, kind: 'ADMIN_ADJUSTMENT', points: -60, reason: 'corrida', idempotencyKey: `race:${randomUUID()}` });
        await new Promise((r) => setTimeout(r, 50));
      });
    const outcomes = await Promise.allSettled([debit(), debit()]);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(isNegativeBalanceError(rejected[0].reason)).toBe(true);
    expect(await balanceOf(server, user.id)).toBe(40);
    expect(await ledgerSum(server, user.id)).toBe(40);
  });

  test('a credit retried with the same key applies once, even at once', async ({ server }) => {
    const user = await customerWith(server, 0);
    const key = `race:${randomUUID()}`;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => creditPoints(server.prisma, { userId: user.id, kind: 'EARNED', points: 25, reason: 'pedido', idempotencyKey: key })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(server, user.id)).toBe(25);
  });
});
