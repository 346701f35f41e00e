// The admin loyalty dashboard's numbers on a database this file controls, and the statement counts
// of the loyalty pages and of the dashboard (they must not grow with the data).
import { describe, expect, test } from '../helpers/fixtures.js';
import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers/server.js';
import { gql } from '../helpers/graphql.js';
import { createUser, globalId, type TestUser } from '../helpers/commerce.js';
import { startCountingServer } from '../helpers/statements.js';
import { addEntry } from '../helpers/loyalty.js';
import { partsUtcMinus3, startOfMonthUtcMinus3 } from '../../common/dates.js';

let admin: TestUser;

const as = (user: TestUser) => ({ token: user.token });
const DAY = 86_400_000;
const DASHBOARD = `{ loyaltyDashboard(months: 3, topRewards: 2) {
  pointsIssued pointsRedeemed pointsRefunded pointsExpired pointsOutstanding members
  membersPerTier { tier { name } count }
  redemptionsByStatus { status statusLabel count }
  topRewards { reward { name } rewardName redemptions points }
  issuedByMonth { month label points redeemed }
} }`;

test.beforeAll(async ({ server }) => {
  admin = await createUser(server.prisma, { role: 'ADMIN', isAdmin: true });
});

async function redeem(server: TestServer, user: TestUser, rewardId: string) {
  const r = await gql(
    server.url,
    `mutation($input: RedeemRewardInput!) { redeemReward(input: $input) { redemption { id } userErrors { message } } }`,
    { input: { rewardId: globalId('Reward', rewardId), idempotencyKey: randomUUID() } },
    as(user),
  );
  expect(r.data.redeemReward.userErrors).toEqual([]);
  return r.data.redeemReward.redemption.id as string;
}

describe('loyalty dashboard', () => {
  test('computes issued, redeemed, outstanding, tiers, top rewards and months', async ({ server }) => {
    const now = new Date();
    const lastMonth = new Date(startOfMonthUtcMinus3(now).getTime() - DAY);
    const bronze = await createUser(server.prisma);
    const prata = await createUser(server.prisma);
    const ouro = await createUser(server.prisma);
    await addEntry(server.prisma, bronze.id, 500, { at: new Date(now.getTime() - 60_000) });
    await addEntry(server.prisma, prata.id, 2500, { at: lastMonth });
    await addEntry(server.prisma, ouro.id, 6000, { kind: 'STORE_ADJUSTMENT', at: lastMonth });
    await addEntry(server.prisma, ouro.id, 9000, { at: new Date(now.getTime() - 500 * DAY) }); // old: issued, but no tier
    await addEntry(server.prisma, bronze.id, -100, { kind: 'EXPIRED', at: new Date(now.getTime() - 30_000) });

    const caneca = await server.prisma.reward.create({ data: { name: 'Caneca', points: 100, stock: 10, status: 'ACTIVE' } });
    const vale = await server.prisma.reward.create({ data: { name: 'Vale', points: 1000, stock: 10, status: 'ACTIVE' } });
    await redeem(server, bronze, caneca.id);
    await redeem(server, prata, caneca.id);
    await redeem(server, ouro, vale.id);
    const refused = await redeem(server, ouro, caneca.id);
    const r0 = await gql(server.url, `mutation($input: RefuseRedemptionInput!) { refuseRedemption(input: $input) { userErrors { message } } }`, { input: { id: refused, reason: 'Sem estoque físico' } }, as(admin));
    expect(r0.data.refuseRedemption.userErrors).toEqual([]);

    const r = await gql(server.url, DASHBOARD, {}, as(admin));
    expect(r.errors).toBeUndefined();
    const d = r.data.loyaltyDashboard;
    expect(d).toMatchObject({
      pointsIssued: 500 + 2500 + 6000 + 9000,
      pointsRedeemed: 100 + 100 + 1000,
      pointsRefunded: 100,
      pointsExpired: 100,
      pointsOutstanding: 18000 - 100 - 1200,
      members: 3,
    });
    expect(d.membersPerTier).toEqual([
      { tier: { name: 'Bronze' }, count: 1 },
      { tier: { name: 'Prata' }, count: 1 },
      { tier: { name: 'Ouro' }, count: 1 },
    ]);
    expect(d.redemptionsByStatus).toEqual([
      { status: 'PENDING', statusLabel: 'pendente', count: 3 },
      { status: 'APPROVED', statusLabel: 'aprovado', count: 0 },
      { status: 'REFUSED', statusLabel: 'recusado', count: 1 },
      { status: 'DELIVERED', statusLabel: 'entregue', count: 0 },
    ]);
    expect(d.topRewards).toEqual([
      { reward: { name: 'Caneca' }, rewardName: 'Caneca', redemptions: 2, points: 200 },
      { reward: { name: 'Vale' }, rewardName: 'Vale', redemptions: 1, points: 1000 },
    ]);
    const p = partsUtcMinus3(now);
    const months = d.issuedByMonth.map((m: any) => m.month);
    expect(months).toHaveLength(3);
    expect(months[2]).toBe(`${p.year}-${String(p.month).padStart(2, '0')}`);
    expect(d.issuedByMonth[2]).toMatchObject({ points: 500, redeemed: 1200 });
    expect(d.issuedByMonth[1]).toMatchObject({ points: 8500, redeemed: 0 });
    expect(d.issuedByMonth[2].label).toMatch(/^[a-zç]{3}\/\d{4}$/);

    const denied = await gql(server.url, DASHBOARD, {}, as(bronze));
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('statement counts', () => {
  test('loyalty pages and the dashboard do not grow with their size', async ({ server }) => {
    const counting = await startCountingServer(server);
    try {
      const user = await createUser(server.prisma);
      await addEntry(server.prisma, user.id, 100_000);
      const rewards = await Promise.all(
        Array.from({ length: 12 }, (_, i) => server.prisma.reward.create({ data: { name: `R${i}`, points: 10, stock: 50, status: 'ACTIVE', category: 'Contagem' } })),
      );
      for (const reward of rewards) await redeem(server, user, reward.id);
      const invitees = 8;
      for (let i = 0; i < invitees; i++) await createUser(server.prisma, { referredById: user.id });

      const VIEWER = `query($n: Int!) { viewer {
        loyalty { balance tier { name } monthlyPoints }
        redemptions(first: $n) { edges { node { rewardName status reward { name } deliveryTime customerName } } }
        pointsEntries(first: $n) { edges { node { points kindLabel orderId store { name } redemption { status } } } }
        referral { invitees(first: $n) { edges { node { name bonusState } } } }
      } }`;
      const ADMIN = `query($n: Int!) { adminRedemptions(first: $n) { totalCount edges { node { customerName rewardName rewardImageUrl customer { name } } } }
        rewards(category: "Contagem", first: $n) { edges { node { name redemptionCount } } } }`;
      const count = (query: string, n: number, token: string) => counting.count(() => gql(counting.url, query, { n }, { token }));
      const [viewerSmall, viewerBig] = [await count(VIEWER, 2, user.token), await count(VIEWER, 12, user.token)];
      expect(viewerBig).toBe(viewerSmall);
      const [adminSmall, adminBig] = [await count(ADMIN, 2, admin.token), await count(ADMIN, 12, admin.token)];
      expect(adminBig).toBe(adminSmall);
      const dashboard = await counting.count(() => gql(counting.url, DASHBOARD, {}, { token: admin.token }));
      expect(dashboard).toBeLessThanOrEqual(10);
    } finally {
      await counting.stop();
    }
  });
});
