// The loyalty club's GraphQL schema: the admin dashboard (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { requestNow } from '../../catalog/schema/index.js';
import { REDEMPTION_STATUS_LABELS } from '../../../common/loyalty.js';
import { loyaltyDashboard, type LoyaltyDashboardShape } from '../dashboard.js';
import { RedemptionStatusEnum } from './enums.js';
import { Reward } from './rewards.js';
import { byId } from './shared.js';
import { LoyaltyTier } from './tiers.js';

export const TierCount = builder.objectRef<LoyaltyDashboardShape['membersPerTier'][number]>('LoyaltyTierCount').implement({
  fields: (t) => ({ tier: t.field({ type: LoyaltyTier, resolve: (r) => r.tier }), count: t.exposeInt('count') }),
});

export const RedemptionStatusCount = builder.objectRef<LoyaltyDashboardShape['redemptionsByStatus'][number]>('RedemptionStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: RedemptionStatusEnum, resolve: (r) => r.status }),
    statusLabel: t.string({ resolve: (r) => REDEMPTION_STATUS_LABELS[r.status] }),
    count: t.exposeInt('count'),
  }),
});

export const TopReward = builder.objectRef<LoyaltyDashboardShape['topRewards'][number]>('LoyaltyTopReward').implement({
  fields: (t) => ({
    reward: t.prismaField({
      type: Reward,
      nullable: true,
      description: 'null quando a recompensa foi excluída.',
      resolve: (query, r, _args, ctx) => byId(query, r.rewardId, (q, id) => ctx.prisma.reward.findUnique({ ...q, where: { id } })),
    }),
    rewardName: t.exposeString('rewardName'),
    redemptions: t.exposeInt('redemptions', { description: 'Resgates não recusados.' }),
    points: t.exposeInt('points', { description: 'Pontos desses resgates.' }),
  }),
});

export const MonthPoints = builder.objectRef<LoyaltyDashboardShape['issuedByMonth'][number]>('LoyaltyMonthPoints').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'AAAA-MM (UTC−3).' }),
    label: t.exposeString('label', { description: "Ex.: 'nov/2026'." }),
    points: t.exposeInt('points', { description: 'Pontos emitidos (ganhos) no mês.' }),
    redeemed: t.exposeInt('redeemed', { description: 'Pontos resgatados no mês, já descontados os estornos.' }),
  }),
});

export const LoyaltyDashboard = builder.objectRef<LoyaltyDashboardShape>('LoyaltyDashboard').implement({
  description: 'Painel do clube (/admin/loyalty).',
  fields: (t) => ({
    pointsIssued: t.exposeInt('pointsIssued', { description: 'Pontos emitidos desde o início (lançamentos positivos, sem estornos).' }),
    pointsRedeemed: t.exposeInt('pointsRedeemed', { description: 'Pontos resgatados, descontados os estornos de resgates recusados.' }),
    pointsRefunded: t.exposeInt('pointsRefunded'),
    pointsExpired: t.exposeInt('pointsExpired'),
    pointsOutstanding: t.exposeInt('pointsOutstanding', { description: 'Passivo do clube: a soma de todos os saldos.' }),
    members: t.exposeInt('members', { description: 'Contas que não são de admin.' }),
    membersPerTier: t.field({ type: [TierCount], resolve: (d) => d.membersPerTier }),
    redemptionsByStatus: t.field({ type: [RedemptionStatusCount], resolve: (d) => d.redemptionsByStatus }),
    topRewards: t.field({ type: [TopReward], resolve: (d) => d.topRewards }),
    issuedByMonth: t.field({ type: [MonthPoints], description: 'Do mês mais antigo ao atual.', resolve: (d) => d.issuedByMonth }),
  }),
});

builder.queryField('loyaltyDashboard', (t) =>
  t.field({
    type: LoyaltyDashboard,
    description: 'Números do clube de pontos. Admins.',
    authScopes: { admin: true },
    args: {
      months: t.arg.int({ required: false, defaultValue: 12, description: 'Meses do gráfico (1–36).' }),
      topRewards: t.arg.int({ required: false, defaultValue: 5, description: 'Quantas recompensas no ranking (1–50).' }),
    },
    resolve: (_root, args, ctx) => loyaltyDashboard(ctx.prisma, { now: requestNow(ctx), months: args.months ?? 12, topRewards: args.topRewards ?? 5 }),
  }),
);
