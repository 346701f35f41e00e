// The demo loyalty club `npm start` creates: a catalogue across categories, and a demo consumer whose
// /rewards, /resgates, points history and physical purchases are alive — with a ledger that adds up.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { SIGN_IN } from '../helpers/accounts.js';
import { seedDemoDataOnce } from '../../api/seed/index.js';
import { DEMO_PASSWORD } from '../../api/seed/accounts.js';
import { DEFAULT_REWARD_CATEGORIES } from '../../common/loyalty.js';

let token: string;

test.beforeAll(async ({ server }) => {
  await seedDemoDataOnce(server.prisma, { uploadDir: server.config.uploadDir });
  const r = await gql(server.url, SIGN_IN, { input: { identifier: 'consumidor@clubelocal.dev', password: DEMO_PASSWORD, bearer: true } });
  token = r.data.signIn.token;
}, 180_000);

describe('loyalty demo data', () => {
  test('has active rewards in every default category, with stock and local images', async ({ server }) => {
    const r = await gql(server.url, `{ rewardCategories rewards(first: 50) { totalCount edges { node { category stock imageUrl } } } }`);
    expect([...r.data.rewardCategories].sort()).toEqual([...DEFAULT_REWARD_CATEGORIES].sort());
    const nodes = r.data.rewards.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(10);
    expect(nodes.some((n: any) => n.stock === 0)).toBe(true);
    for (const node of nodes) {
      expect(node.imageUrl).toMatch(/^\/uploads\/seed\/recompensas\/.+\.svg$/);
      expect(fs.existsSync(path.join(server.config.uploadDir, node.imageUrl.replace('/uploads/', '')))).toBe(true);
    }
    const image = await fetch(server.url + nodes[0].imageUrl);
    expect(image.status).toBe(200);
  });

  test('the demo consumer has a tier, monthly points, redemptions in every status and physical purchases', async ({ server }) => {
    const r = await gql(
      server.url,
      `{ viewer { pointsBalance loyalty { balance monthlyPoints tier { name progress } }
         redemptions(first: 10) { edges { node { status rewardName } } }
         physicalPurchases(first: 50) { totalCount edges { node { store { name } purchaseAmount points } } }
         pointsEntries(first: 100) { totalCount edges { node { points } } }
         referral { invitees(first: 5) { totalCount edges { node { name bonusState } } } } } }`,
      {},
      { token },
    );
    expect(r.errors).toBeUndefined();
    const v = r.data.viewer;
    expect(v.loyalty.balance).toBe(v.pointsBalance);
    expect(v.pointsBalance).toBeGreaterThan(0);
    expect(v.loyalty.tier.name).toBe('Prata');
    expect(v.loyalty.monthlyPoints).toBeGreaterThan(0);
    expect(new Set(v.redemptions.edges.map((e: any) => e.node.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REFUSED', 'DELIVERED']));
    expect(v.physicalPurchases.totalCount).toBeGreaterThan(5);
    expect(v.physicalPurchases.edges[0].node.store.name).toBeTruthy();
    const sum = v.pointsEntries.edges.reduce((s: number, e: any) => s + e.node.points, 0);
    expect(sum).toBe(v.pointsBalance);
    // Her invitee, the demo professional, got his bonus with his first delivered demo order.
    expect(v.referral.invitees.edges).toEqual([{ node: { name: 'Paulo P.', bonusState: 'CREDITED' } }]);
  });
});
