// The loyalty club's GraphQL schema: redemptions (customer and admin, live) (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { RedemptionStatus } from '../../generated/prisma/enums.js';
import { paging } from '../../schema/paging.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { liveStream } from '../../shared/live-stream.js';
import { formatAddress } from '../../../common/address.js';
import { allowedRedemptionActions, DEFAULT_REWARD_IMAGE, REDEMPTION_STATUS_COLORS, REDEMPTION_STATUS_LABELS } from '../../../common/loyalty.js';
import { decideRedemption, redeemReward, type RedemptionResult } from '../redemptions.js';
import type { RedemptionEvent } from '../events.js';
import { mayReadOwnRow, ownRowsOf } from '../access.js';
import { topics } from '../../shared/topics.js';
import { BadgeColorEnum, RedemptionActionEnum, RedemptionStatusEnum } from './enums.js';
import { Reward } from './rewards.js';
import { byId } from './shared.js';

export const REDEMPTION_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const Redemption = builder.prismaNode('Redemption', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um resgate de um cliente. Lido pelo próprio cliente e por admins.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...ownRowsOf(ctx.viewer) }),
  authScopes: (r, ctx) => mayReadOwnRow(ctx.viewer, r),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    rewardName: t.exposeString('rewardName', { description: 'item: o nome da recompensa no momento do resgate.' }),
    rewardImageUrl: t.string({ description: 'imagem_url no momento do resgate (ou a imagem padrão).', resolve: (r) => r.rewardImageUrl ?? DEFAULT_REWARD_IMAGE }),
    points: t.exposeInt('points', { description: 'pontos debitados.' }),
    status: t.expose('status', { type: RedemptionStatusEnum }),
    statusLabel: t.string({ description: 'pendente, aprovado, recusado ou entregue.', resolve: (r) => REDEMPTION_STATUS_LABELS[r.status] }),
    statusColor: t.field({ type: BadgeColorEnum, resolve: (r) => REDEMPTION_STATUS_COLORS[r.status].toUpperCase() as 'GREEN' }),
    allowedActions: t.field({
      type: [RedemptionActionEnum],
      description: 'O que um admin pode fazer agora (vazio para entregue/recusado).',
      resolve: (r) => allowedRedemptionActions(r.status).map((a) => a.toUpperCase() as 'APPROVE'),
    }),
    refusalReason: t.exposeString('refusalReason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'data do resgate.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true, description: 'Quando foi aprovado ou recusado.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    reward: t.relation('reward', { nullable: true, description: 'A recompensa hoje (null se foi excluída).' }),
    deliveryTime: t.string({
      nullable: true,
      description: 'Prazo de entrega da recompensa (null se foi excluída).',
      select: { reward: { select: { deliveryTime: true } } },
      resolve: (r) => r.reward?.deliveryTime ?? null,
    }),
    customerName: t.string({ description: 'cliente_nome.', select: { user: { select: { name: true } } }, resolve: (r) => r.user.name }),
    customerPhone: t.string({
      nullable: true,
      authScopes: { admin: true },
      description: 'Telefone de quem resgatou, para combinar a entrega (só admins).',
      select: { user: { select: { phone: true } } },
      resolve: (r) => r.user.phone || null,
    }),
    deliveryAddress: t.string({
      nullable: true,
      authScopes: { admin: true },
      description: "Endereço principal de quem resgatou, em uma linha ('Rua A, 10, Centro, Angelândia - MG, 39688-000'), para entregar uma recompensa física; null sem endereço principal (só admins).",
      select: { user: { select: { addresses: { where: { principal: true }, take: 1 } } } },
      resolve: (r) => (r.user.addresses[0] ? formatAddress(r.user.addresses[0]) : null),
    }),
    customer: t.relation('user', { description: 'Quem resgatou (o próprio usuário, ou qualquer um para admins).' }),
  }),
});

builder.prismaObjectField('User', 'redemptions', (t) =>
  t.relatedConnection(
    'redemptions',
    {
      cursor: 'id',
      description: 'Resgates do usuário (/resgates), dos mais recentes aos mais antigos.',
      ...paging(),
      totalCount: true,
      args: { status: t.arg({ type: RedemptionStatusEnum, required: false }) },
      query: (args) => ({ where: args.status ? { status: args.status } : {}, orderBy: REDEMPTION_ORDER }),
    },
    { name: 'RedemptionConnection' },
    { name: 'RedemptionEdge' },
  ),
);

export interface AdminRedemptionArgs {
  status?: RedemptionStatus | null;
  search?: string | null;
}
export function adminRedemptionsWhere(args: AdminRedemptionArgs) {
  const search = args.search?.trim();
  return {
    ...(args.status ? { status: args.status } : {}),
    ...(search
      ? { OR: [{ rewardName: { contains: search, mode: 'insensitive' as const } }, { user: { name: { contains: search, mode: 'insensitive' as const } } }] }
      : {}),
  };
}

builder.queryField('adminRedemptions', (t) =>
  t.prismaConnection(
    {
      type: Redemption,
      cursor: 'id',
      description:
        'Resgates de todos os clientes (/admin/redemptions: cliente_nome, item, pontos, status, data, imagem_url), dos mais recentes aos mais antigos. Admins.',
      authScopes: { admin: true },
      ...paging(),
      args: {
        status: t.arg({ type: RedemptionStatusEnum, required: false }),
        search: t.arg.string({ required: false, description: 'Parte do nome do cliente ou da recompensa.' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.redemption.count({ where: adminRedemptionsWhere(args as AdminRedemptionArgs) }),
      resolve: (query, _root, args, ctx) => ctx.prisma.redemption.findMany({ ...query, where: adminRedemptionsWhere(args), orderBy: REDEMPTION_ORDER }),
    },
    { name: 'AdminRedemptionConnection' },
    { name: 'AdminRedemptionEdge' },
  ),
);

export const RedeemRewardInput = builder.inputType('RedeemRewardInput', {
  fields: (t) => ({
    rewardId: t.globalID({ for: Reward, description: 'ID global da recompensa.' }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente por tentativa (ex.: UUID, 8–100 caracteres); repetir a mesma devolve o mesmo resgate.' }),
  }),
});

export const RedemptionPayloadFields = (name: string, withReward: boolean) =>
  payloadType<RedemptionResult>(name, {
    entity: { redemption: { type: Redemption, id: 'redemptionId' } },
    fields: (t) => ({
      ...(withReward
        ? {
            reward: t.prismaField({
              type: Reward,
              nullable: true,
              description: 'A recompensa com o estoque atualizado.',
              resolve: (query, p, _args, ctx) => byId(query, p.rewardId, (q, id) => ctx.prisma.reward.findFirst({ ...q, where: { id, ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' }) } })),
            }),
            viewer: t.prismaField({
              type: 'User',
              nullable: true,
              description: 'Quem resgatou, com o saldo e o nível atualizados.',
              resolve: (query, _p, _args, ctx) => byId(query, ctx.viewer?.id, (q, id) => ctx.prisma.user.findUnique({ ...q, where: { id } })),
            }),
            replayed: t.boolean({ description: 'true quando a chave já tinha feito este resgate (nada novo aconteceu).', resolve: (p) => p.replayed ?? false }),
          }
        : {}),
      message: t.string({ nullable: true, description: 'Texto de sucesso; null quando há userErrors.', resolve: (p) => p.message }),
    }),
  });

export const RedeemRewardPayload = RedemptionPayloadFields('RedeemRewardPayload', true);
export const RedemptionPayload = RedemptionPayloadFields('RedemptionPayload', false);

builder.mutationField('redeemReward', (t) =>
  t.field({
    type: RedeemRewardPayload,
    description:
      "Resgata uma recompensa: resgate pendente, pontos debitados na hora, estoque −1. Erros: 'Pontos insuficientes para este resgate', 'Recompensa esgotada', 'Recompensa indisponível'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RedeemRewardInput }) },
    resolve: (_root, { input }, ctx) => redeemReward(ctx, ctx.viewer!, { rewardId: input.rewardId.id, idempotencyKey: input.idempotencyKey }),
  }),
);

export const RedemptionIdInput = builder.inputType('RedemptionIdInput', { fields: (t) => ({ id: t.globalID({ for: Redemption }) }) });
export const RefuseRedemptionInput = builder.inputType('RefuseRedemptionInput', {
  fields: (t) => ({ id: t.globalID({ for: Redemption }), reason: t.string({ description: 'Motivo (obrigatório, até 500 caracteres), mostrado ao cliente.' }) }),
});

builder.mutationField('approveRedemption', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'pendente → aprovado. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RedemptionIdInput }) },
    resolve: (_root, { input }, ctx) => decideRedemption(ctx, ctx.viewer!, { redemptionId: input.id.id, action: 'approve' }),
  }),
);

builder.mutationField('refuseRedemption', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'pendente → recusado, com motivo; devolve os pontos (uma vez) e o estoque. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RefuseRedemptionInput }) },
    resolve: (_root, { input }, ctx) =>
      decideRedemption(ctx, ctx.viewer!, { redemptionId: input.id.id, action: 'refuse', reason: input.reason }),
  }),
);

builder.mutationField('markRedemptionDelivered', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'aprovado → entregue. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RedemptionIdInput }) },
    resolve: (_root, { input }, ctx) => decideRedemption(ctx, ctx.viewer!, { redemptionId: input.id.id, action: 'deliver' }),
  }),
);

builder.subscriptionField('redemptionUpdated', (t) =>
  t.prismaField({
    type: Redemption,
    description: 'Os resgates de quem assina, a cada novo resgate e mudança de status (a tela /resgates ao vivo). Só os próprios.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const viewerId = ctx.viewer!.id;
      return liveStream<RedemptionEvent>(ctx.pubsub, [topics.userRedemptions(viewerId)], (event) => event.userId === viewerId);
    },
    resolve: (query, event, _args, ctx) =>
      ctx.prisma.redemption.findFirstOrThrow({ ...query, where: { id: (event as RedemptionEvent).redemptionId, userId: ctx.viewer!.id } }),
  }),
);

builder.subscriptionField('adminRedemptionUpdated', (t) =>
  t.prismaField({
    type: Redemption,
    description: 'Resgates novos e mudanças de status de todos os clientes (a tabela /admin/redemptions ao vivo). Admins.',
    authScopes: { admin: true },
    subscribe: (_root, _args, ctx) => liveStream<RedemptionEvent>(ctx.pubsub, [topics.adminRedemptions], () => !!ctx.viewer?.isAdmin),
    resolve: (query, event, _args, ctx) => ctx.prisma.redemption.findUniqueOrThrow({ ...query, where: { id: (event as RedemptionEvent).redemptionId } }),
  }),
);
