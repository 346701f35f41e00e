// The loyalty club's GraphQL schema: tiers and the loyalty card (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import type { Context } from '../../schema/context.js';
import { requestNow } from '../../catalog/schema/index.js';
import { TIERS, type TierDefinition, type TierStatus } from '../../../common/tiers.js';
import { loyaltySummaries, type LoyaltySummaryShape } from '../summary.js';
import { TierKeyEnum } from './enums.js';

export const tierFields = (t: any) => ({
  key: t.field({ type: TierKeyEnum, resolve: (tier: TierDefinition) => tier.key }),
  name: t.string({ description: 'Bronze, Prata ou Ouro.', resolve: (tier: TierDefinition) => tier.name }),
  color: t.string({ description: 'Cor do nível (#CD7F32, #C0C0C0, #FFD700).', resolve: (tier: TierDefinition) => tier.color }),
  min: t.int({ description: 'Primeira pontuação do nível.', resolve: (tier: TierDefinition) => tier.min }),
  max: t.int({ nullable: true, description: 'Última pontuação do nível; null no nível mais alto.', resolve: (tier: TierDefinition) => tier.max }),
});

export const LoyaltyTier = builder.objectRef<TierDefinition>('LoyaltyTier').implement({
  description: 'Um nível do clube (tabela de níveis).',
  fields: (t) => tierFields(t),
});

export const LoyaltyTierStatus = builder.objectRef<TierStatus>('LoyaltyTierStatus').implement({
  description: 'O nível de quem consulta, com o progresso dentro dele.',
  fields: (t) => ({
    ...tierFields(t),
    points: t.exposeInt('points', { description: 'Pontos que definem o nível: ganhos nos últimos 12 meses (sem estornos).' }),
    progress: t.exposeInt('progress', { description: 'Progresso dentro do nível, 0–100 (100 no Ouro).' }),
    pointsToNext: t.exposeInt('pointsToNext', { description: 'Pontos que faltam para o próximo nível; 0 no Ouro.' }),
    next: t.field({ type: LoyaltyTier, nullable: true, description: 'O próximo nível; null no Ouro.', resolve: (s) => s.next }),
    isTop: t.exposeBoolean('isTop'),
  }),
});

export const LoyaltySummary = builder.objectRef<LoyaltySummaryShape>('LoyaltySummary').implement({
  description: 'O cartão do clube em /rewards: saldo, nível e pontos do mês.',
  fields: (t) => ({
    balance: t.exposeInt('balance', { description: 'Saldo de pontos (para resgatar).' }),
    tier: t.field({ type: LoyaltyTierStatus, resolve: (s) => s.tier }),
    monthlyPoints: t.exposeInt('monthlyPoints', { description: 'Pontos ganhos no mês corrente (UTC−3): lançamentos positivos, sem estornos.' }),
    monthName: t.exposeString('monthName', { description: 'Nome do mês corrente em português, minúsculo (ex.: novembro).' }),
    tiers: t.field({ type: [LoyaltyTier], description: 'Todos os níveis, do menor ao maior.', resolve: () => [...TIERS] }),
  }),
});

builder.queryField('loyaltyTiers', (t) =>
  t.field({ type: [LoyaltyTier], description: 'Os níveis do clube (Bronze, Prata, Ouro).', resolve: () => [...TIERS] }),
);

builder.prismaObjectField('User', 'loyalty', (t) =>
  t.loadable({
    type: LoyaltySummary,
    description: 'Saldo, nível (pontos ganhos nos últimos 12 meses) e pontos do mês.',
    load: (ids: string[], ctx: Context) => loyaltySummaries(ctx.prisma, ids, requestNow(ctx)),
    resolve: (user) => user.id,
  }),
);
