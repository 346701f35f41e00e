// The loyalty club in GraphQL (issue 7; spec 02 §2–§9, spec 01 referral programme): the viewer's
// balance, tier and monthly points, the points history, rewards (catalogue and admin CRUD),
// redemptions (customer and admin, live), referrals, in-store and admin point adjustments and the
// admin dashboard. Resolvers stay thin: rules live in common/tiers.ts, common/loyalty.ts and the
// service files next to this one. Row ownership: a PointsEntry / Redemption is read by its owner
// (and admins) on every entry point; a non-active Reward exists only for admins (lists, node, reward).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../schema/builder.js';
import { UserError } from '../schema/user-error.js';
import type { Context } from '../schema/context.js';
import { PointsEntryKind, RedemptionStatus, RewardStatus } from '../generated/prisma/enums.js';
import { localId, MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE, requestNow } from '../catalog/schema.js';
import { NO_ROW_ID, uuidOrNoRow } from '../catalog/visibility.js';
import { liveStream } from '../orders/live.js';
import { User } from '../accounts/schema.js';
import { TIERS, type TierDefinition, type TierStatus } from '../../common/tiers.js';
import {
  allowedRedemptionActions,
  DEFAULT_REWARD_IMAGE,
  REDEMPTION_STATUS_COLORS,
  REDEMPTION_STATUS_LABELS,
  REWARD_STATUS_LABELS,
  shortName,
} from '../../common/loyalty.js';
import { REFERRAL_BONUS_POINTS } from '../../common/referral.js';
import { loyaltySummaries, type LoyaltySummaryShape } from './summary.js';
import { createReward, deleteReward, rewardCategories, setRewardStatus, updateReward, type RewardInput, type RewardResult } from './rewards.js';
import { decideRedemption, redeemReward, type RedemptionResult } from './redemptions.js';
import {
  adjustingStore,
  adjustPoints,
  adjustPointsForPurchase,
  findCustomerForAdjustment,
  type AdjustmentResult,
  type CustomerLookupResult,
} from './adjustments.js';
import { loyaltyDashboard, type LoyaltyDashboardShape } from './dashboard.js';
import { ADMIN_REDEMPTIONS_TOPIC, userRedemptionsTopic, type RedemptionEvent } from './events.js';

const pageSize = z.number().int(PAGE_SIZE_MESSAGE).min(0, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).nullish();
const pageArgs = z.looseObject({ first: pageSize, last: pageSize });
const DEFAULT_PAGE_SIZE = 20;

/**
 * Loads a payload's row with the planned query when there is an id. The query is read either way,
 * so the Prisma plugin's "unused query" warning does not fire for payloads without a row.
 */
function byId<Q extends object, T>(query: Q, id: string | null | undefined, load: (query: Q, id: string) => Promise<T>): Promise<T> | null {
  const planned = { ...query };
  return id ? load(planned, id) : null;
}

/** The UUID of a global ID (or bare UUID) of `typename`; a malformed one matches no row. */
const idOf = (typename: string, id: string | number | null | undefined): string | null =>
  id == null ? null : (localId(typename, String(id)) ?? NO_ROW_ID);


// --- enums ---------------------------------------------------------------------------------------

export const PointsEntryKindEnum = builder.enumType(PointsEntryKind, {
  name: 'PointsEntryKind',
  description:
    'EARNED = compra entregue, REDEEMED = resgate, REFUNDED = estorno, REFERRAL = bônus de indicação, STORE_ADJUSTMENT / ADMIN_ADJUSTMENT = ajustes, EXPIRED = expiração.',
});

const KIND_LABELS: Record<PointsEntryKind, string> = {
  EARNED: 'Compra',
  REDEEMED: 'Resgate',
  REFUNDED: 'Estorno de resgate',
  REFERRAL: 'Bônus de indicação',
  STORE_ADJUSTMENT: 'Compra na loja',
  ADMIN_ADJUSTMENT: 'Ajuste',
  EXPIRED: 'Pontos expirados',
};

export const RewardStatusEnum = builder.enumType(RewardStatus, {
  name: 'RewardStatus',
  description: 'ACTIVE = ativo (no catálogo), INACTIVE = inativo, PENDING = pendente (padrão de uma recompensa nova).',
});

export const RedemptionStatusEnum = builder.enumType(RedemptionStatus, {
  name: 'RedemptionStatus',
  description: 'PENDING = pendente → APPROVED = aprovado → DELIVERED = entregue; ou PENDING → REFUSED = recusado (pontos devolvidos).',
});

const RedemptionActionEnum = builder.enumType('RedemptionAction', {
  description: 'Ações do admin: APPROVE (pendente → aprovado), REFUSE (pendente → recusado, devolve os pontos), DELIVER (aprovado → entregue).',
  values: ['APPROVE', 'REFUSE', 'DELIVER'] as const,
});

const BadgeColorEnum = builder.enumType('BadgeColor', {
  description: 'Cor do selo de status (spec 02 §2): aprovado verde, pendente amarelo, recusado vermelho, entregue azul.',
  values: ['GREEN', 'YELLOW', 'RED', 'BLUE'] as const,
});

const TierKeyEnum = builder.enumType('LoyaltyTierKey', {
  description: 'Níveis do clube: BRONZE 0–1999, PRATA 2000–4999, OURO 5000+.',
  values: ['BRONZE', 'PRATA', 'OURO'] as const,
});

const ReferralBonusStateEnum = builder.enumType('ReferralBonusState', {
  description: 'PENDING = o convidado ainda não teve um pedido entregue; CREDITED = os 20 pontos do primeiro pedido entregue já foram creditados.',
  values: ['PENDING', 'CREDITED'] as const,
});

// --- tiers and the loyalty card ------------------------------------------------------------------

const tierFields = (t: any) => ({
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

const LoyaltyTierStatus = builder.objectRef<TierStatus>('LoyaltyTierStatus').implement({
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

const LoyaltySummary = builder.objectRef<LoyaltySummaryShape>('LoyaltySummary').implement({
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

// --- points history ------------------------------------------------------------------------------

export const PointsEntry = builder.prismaNode('PointsEntry', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um lançamento do extrato de pontos (positivo = crédito, negativo = débito).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { userId: ctx.viewer?.id ?? NO_ROW_ID }) }),
  authScopes: (entry, ctx) => !!ctx.viewer && (ctx.viewer.id === entry.userId || ctx.viewer.isAdmin),
  fields: (t) => ({
    points: t.exposeInt('points'),
    kind: t.expose('kind', { type: PointsEntryKindEnum }),
    kindLabel: t.string({ description: 'Compra, Resgate, Estorno de resgate, Bônus de indicação, Compra na loja, Ajuste, Pontos expirados.', resolve: (e) => KIND_LABELS[e.kind] }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'data' }),
    orderId: t.id({
      nullable: true,
      description: 'ID global do pedido que gerou os pontos, quando houver.',
      select: { subOrder: { select: { orderId: true } } },
      resolve: (e) => (e.subOrder ? encodeGlobalID('Order', e.subOrder.orderId) : null),
    }),
    orderNumber: t.string({
      nullable: true,
      select: { subOrder: { select: { orderId: true } } },
      resolve: (e) => (e.subOrder ? e.subOrder.orderId.slice(0, 8).toUpperCase() : null),
    }),
    subOrderId: t.id({
      nullable: true,
      description: 'ID global do subpedido (da loja) que gerou os pontos.',
      resolve: (e) => (e.subOrderId ? encodeGlobalID('SubOrder', e.subOrderId) : null),
    }),
    redemption: t.relation('redemption', { nullable: true, description: 'O resgate deste débito ou estorno.' }),
    store: t.relation('store', { nullable: true, description: 'A loja da compra presencial (STORE_ADJUSTMENT).' }),
    purchaseAmount: t.expose('purchaseAmount', { type: 'Decimal', nullable: true, description: 'Valor da compra presencial que gerou os pontos.' }),
  }),
});

builder.prismaObjectField('User', 'pointsBalance', (t) =>
  t.exposeInt('pointsBalance', { description: 'Saldo de pontos (soma do extrato; nunca negativo).' }),
);

builder.prismaObjectField('User', 'pointsEntries', (t) =>
  t.relatedConnection(
    'pointsEntries',
    {
      cursor: 'id',
      description: 'Extrato de pontos (/profile/points-history), do mais recente ao mais antigo; `kind` filtra por tipo.',
      maxSize: MAX_PAGE_SIZE,
      totalCount: true,
      args: { kind: t.arg({ type: PointsEntryKindEnum, required: false }) },
      query: (args) => ({
        where: args.kind ? { kind: args.kind } : {},
        orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
      }),
    },
    { name: 'PointsEntryConnection' },
    { name: 'PointsEntryEdge' },
  ),
);

builder.prismaObjectField('User', 'physicalPurchases', (t) =>
  t.relatedConnection(
    'pointsEntries',
    {
      cursor: 'id',
      description: 'Compras presenciais que renderam pontos (/profile/physical-purchases): loja, valor, pontos e data.',
      maxSize: MAX_PAGE_SIZE,
      totalCount: true,
      query: () => ({ where: { kind: 'STORE_ADJUSTMENT' as const }, orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] }),
    },
    { name: 'PhysicalPurchaseConnection' },
    { name: 'PhysicalPurchaseEdge' },
  ),
);

// --- rewards -------------------------------------------------------------------------------------

export const Reward = builder.prismaNode('Reward', {
  id: { field: 'id' },
  nullable: true,
  description: 'Recompensa do catálogo (resgates). Só as ativas existem para quem não é admin.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' as const }) }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'UUID (rotas /rewards/detail/:id e /resgate/:id aceitam este ou o ID global).' }),
    name: t.exposeString('name', { description: 'item (mostrado como nome).' }),
    description: t.exposeString('description', { description: 'descricao (padrão: o nome).' }),
    points: t.exposeInt('points', { description: 'pontos necessários.' }),
    imageUrl: t.string({ description: 'imagem_url, ou a imagem padrão (um SVG em data: URL).', resolve: (r) => r.imageUrl ?? DEFAULT_REWARD_IMAGE }),
    hasCustomImage: t.boolean({ description: 'false quando imageUrl é a imagem padrão.', resolve: (r) => !!r.imageUrl }),
    category: t.exposeString('category', { description: 'categoria (padrão Resgate).' }),
    status: t.expose('status', { type: RewardStatusEnum }),
    statusLabel: t.string({ description: 'ativo, inativo ou pendente.', resolve: (r) => REWARD_STATUS_LABELS[r.status] }),
    stock: t.exposeInt('stock', { description: 'estoque (diminui a cada resgate, volta na recusa).' }),
    available: t.boolean({ description: 'Ativa e com estoque: pode ser resgatada.', resolve: (r) => r.status === 'ACTIVE' && r.stock > 0 }),
    deliveryTime: t.exposeString('deliveryTime', { description: 'prazo_entrega (padrão 7-10 dias úteis).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    redemptionCount: t.relationCount('redemptions', { authScopes: { admin: true }, description: 'Resgates desta recompensa (admins).' }),
  }),
});

builder.queryField('rewards', (t) =>
  t.prismaConnection(
    {
      type: Reward,
      cursor: 'id',
      description: 'Catálogo de recompensas ativas (/rewards), dos menos aos mais pontos; filtros por categoria e disponibilidade.',
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: {
        category: t.arg.string({ required: false }),
        availableOnly: t.arg.boolean({ required: false, description: 'Só as que têm estoque.' }),
      },
      validate: pageArgs,
      totalCount: (_root, args, ctx) => ctx.prisma.reward.count({ where: catalogueWhere(args as CatalogueArgs) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.reward.findMany({ ...query, where: catalogueWhere(args), orderBy: [{ points: 'asc' }, { name: 'asc' }, { id: 'asc' }] }),
    },
    { name: 'RewardConnection' },
    { name: 'RewardEdge' },
  ),
);

interface CatalogueArgs {
  category?: string | null;
  availableOnly?: boolean | null;
}
function catalogueWhere(args: CatalogueArgs) {
  const category = args.category?.trim();
  return { status: 'ACTIVE' as const, ...(category ? { category } : {}), ...(args.availableOnly ? { stock: { gt: 0 } } : {}) };
}

builder.queryField('reward', (t) =>
  t.prismaField({
    type: Reward,
    nullable: true,
    description: 'Uma recompensa pelo ID global ou UUID; null quando não existe ou (para não admins) não está ativa.',
    args: { id: t.arg.id() },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = localId('Reward', String(id));
      if (!uuid) return null;
      return ctx.prisma.reward.findFirst({ ...query, where: { id: uuid, ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' }) } });
    },
  }),
);

builder.queryField('rewardCategories', (t) =>
  t.stringList({
    description:
      'Categorias distintas das recompensas (admins: de todas; demais: das ativas), em ordem alfabética; quando não há nenhuma (ou em erro): Resgate, Vale Presente, Produto, Serviço, Outro.',
    resolve: (_root, _args, ctx) => rewardCategories(ctx),
  }),
);

builder.queryField('adminRewards', (t) =>
  t.prismaConnection(
    {
      type: Reward,
      cursor: 'id',
      description: 'Todas as recompensas (/admin/rewards: ativas, inativas e pendentes), das mais novas às mais antigas. Admins.',
      authScopes: { admin: true },
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: {
        status: t.arg({ type: RewardStatusEnum, required: false }),
        category: t.arg.string({ required: false }),
        search: t.arg.string({ required: false, description: 'Parte do nome (sem diferenciar maiúsculas).' }),
      },
      validate: pageArgs,
      totalCount: (_root, args, ctx) => ctx.prisma.reward.count({ where: adminRewardsWhere(args as AdminRewardArgs) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.reward.findMany({ ...query, where: adminRewardsWhere(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'AdminRewardConnection' },
    { name: 'AdminRewardEdge' },
  ),
);

interface AdminRewardArgs {
  status?: RewardStatus | null;
  category?: string | null;
  search?: string | null;
}
function adminRewardsWhere(args: AdminRewardArgs) {
  const search = args.search?.trim();
  const category = args.category?.trim();
  return {
    ...(args.status ? { status: args.status } : {}),
    ...(category ? { category } : {}),
    ...(search ? { name: { contains: search, mode: 'insensitive' as const } } : {}),
  };
}

const rewardInputFields = (create: boolean) =>
  builder.inputType(create ? 'CreateRewardInput' : 'UpdateRewardInput', {
    description: create
      ? 'Nova recompensa. Sem categoria: Resgate; sem prazo: 7-10 dias úteis; sem descrição: o nome; sem imagem: a imagem padrão; sem status: PENDING.'
      : 'Só os campos enviados mudam. Categoria/prazo vazios voltam ao padrão; imagem vazia volta à imagem padrão.',
    fields: (t) => ({
      ...(create ? {} : { id: t.id() }),
      name: t.string({ required: false, description: 'item: obrigatório, até 120 caracteres.' }),
      description: t.string({ required: false }),
      points: t.int({ required: false, description: 'Inteiro maior que zero.' }),
      imageUrl: t.string({ required: false, description: 'http(s)://, blob:, data:image/ ou caminho começando com /.' }),
      category: t.string({ required: false }),
      stock: t.int({ required: false, description: 'Inteiro ≥ 0 (padrão 0).' }),
      deliveryTime: t.string({ required: false }),
      status: t.field({ type: RewardStatusEnum, required: false }),
    }),
  });

const CreateRewardInput = rewardInputFields(true);
const UpdateRewardInput = rewardInputFields(false);

const RewardPayload = builder.objectRef<RewardResult>('RewardPayload').implement({
  fields: (t) => ({
    reward: t.prismaField({
      type: Reward,
      nullable: true,
      resolve: (query, p, _args, ctx) => byId(query, p.rewardId, (q, id) => ctx.prisma.reward.findUnique({ ...q, where: { id } })),
    }),
    message: t.string({ nullable: true, description: 'Texto de sucesso (ex.: Recompensa criada com sucesso); null quando há userErrors.', resolve: (p) => p.message }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

const DeleteRewardPayload = builder.objectRef<RewardResult>('DeleteRewardPayload').implement({
  fields: (t) => ({
    deletedRewardId: t.id({ nullable: true, resolve: (p) => (p.deletedRewardId ? encodeGlobalID('Reward', p.deletedRewardId) : null) }),
    message: t.string({ nullable: true, description: 'Recompensa excluída com sucesso; null quando há userErrors.', resolve: (p) => p.message }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

const ADMIN_ONLY_NOTE = 'Usuário sem sessão: UNAUTHENTICATED; usuário que não é admin: FORBIDDEN com a mensagem da spec';

builder.mutationField('createReward', (t) =>
  t.field({
    type: RewardPayload,
    description: `Cria uma recompensa. ${ADMIN_ONLY_NOTE} ('Permissão negada: apenas administradores podem criar recompensas').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateRewardInput }) },
    resolve: (_root, { input }, ctx) => createReward(ctx, ctx.viewer!, input as RewardInput),
  }),
);

builder.mutationField('updateReward', (t) =>
  t.field({
    type: RewardPayload,
    description: `Altera uma recompensa. ${ADMIN_ONLY_NOTE} ('... atualizar recompensas').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateRewardInput }) },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input as typeof input & { id: string | number };
      return updateReward(ctx, ctx.viewer!, idOf('Reward', id), fields as RewardInput);
    },
  }),
);

const SetRewardStatusInput = builder.inputType('SetRewardStatusInput', {
  fields: (t) => ({ id: t.id(), status: t.field({ type: RewardStatusEnum, description: 'ACTIVE ou INACTIVE.' }) }),
});

builder.mutationField('setRewardStatus', (t) =>
  t.field({
    type: RewardPayload,
    description: `Ativa ou desativa (Recompensa ativada/desativada com sucesso). ${ADMIN_ONLY_NOTE} ('... alterar status').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SetRewardStatusInput }) },
    resolve: (_root, { input }, ctx) => setRewardStatus(ctx, ctx.viewer!, idOf('Reward', input.id), input.status),
  }),
);

const DeleteRewardInput = builder.inputType('DeleteRewardInput', { fields: (t) => ({ id: t.id() }) });

builder.mutationField('deleteReward', (t) =>
  t.field({
    type: DeleteRewardPayload,
    description: `Exclui uma recompensa sem resgates em aberto (o histórico guarda nome, imagem e pontos). ${ADMIN_ONLY_NOTE} ('... excluir recompensas').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteRewardInput }) },
    resolve: (_root, { input }, ctx) => deleteReward(ctx, ctx.viewer!, idOf('Reward', input.id)),
  }),
);

// --- redemptions ---------------------------------------------------------------------------------

const REDEMPTION_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const Redemption = builder.prismaNode('Redemption', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um resgate de um cliente. Lido pelo próprio cliente e por admins.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { userId: ctx.viewer?.id ?? NO_ROW_ID }) }),
  authScopes: (r, ctx) => !!ctx.viewer && (ctx.viewer.id === r.userId || ctx.viewer.isAdmin),
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
    customer: t.relation('user', { description: 'Quem resgatou (o próprio usuário, ou qualquer um para admins).' }),
  }),
});

builder.prismaObjectField('User', 'redemptions', (t) =>
  t.relatedConnection(
    'redemptions',
    {
      cursor: 'id',
      description: 'Resgates do usuário (/resgates), dos mais recentes aos mais antigos.',
      maxSize: MAX_PAGE_SIZE,
      totalCount: true,
      args: { status: t.arg({ type: RedemptionStatusEnum, required: false }) },
      query: (args) => ({ where: args.status ? { status: args.status } : {}, orderBy: REDEMPTION_ORDER }),
    },
    { name: 'RedemptionConnection' },
    { name: 'RedemptionEdge' },
  ),
);

interface AdminRedemptionArgs {
  status?: RedemptionStatus | null;
  search?: string | null;
}
function adminRedemptionsWhere(args: AdminRedemptionArgs) {
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
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: {
        status: t.arg({ type: RedemptionStatusEnum, required: false }),
        search: t.arg.string({ required: false, description: 'Parte do nome do cliente ou da recompensa.' }),
      },
      validate: pageArgs,
      totalCount: (_root, args, ctx) => ctx.prisma.redemption.count({ where: adminRedemptionsWhere(args as AdminRedemptionArgs) }),
      resolve: (query, _root, args, ctx) => ctx.prisma.redemption.findMany({ ...query, where: adminRedemptionsWhere(args), orderBy: REDEMPTION_ORDER }),
    },
    { name: 'AdminRedemptionConnection' },
    { name: 'AdminRedemptionEdge' },
  ),
);

const RedeemRewardInput = builder.inputType('RedeemRewardInput', {
  fields: (t) => ({
    rewardId: t.id({ description: 'ID global ou UUID da recompensa.' }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente por tentativa (ex.: UUID, 8–100 caracteres); repetir a mesma devolve o mesmo resgate.' }),
  }),
});

const RedemptionPayloadFields = (name: string, withReward: boolean) =>
  builder.objectRef<RedemptionResult>(name).implement({
    fields: (t) => ({
      redemption: t.prismaField({
        type: Redemption,
        nullable: true,
        resolve: (query, p, _args, ctx) => byId(query, p.redemptionId, (q, id) => ctx.prisma.redemption.findUnique({ ...q, where: { id } })),
      }),
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
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const RedeemRewardPayload = RedemptionPayloadFields('RedeemRewardPayload', true);
const RedemptionPayload = RedemptionPayloadFields('RedemptionPayload', false);

builder.mutationField('redeemReward', (t) =>
  t.field({
    type: RedeemRewardPayload,
    description:
      "Resgata uma recompensa: resgate pendente, pontos debitados na hora, estoque −1. Erros: 'Pontos insuficientes para este resgate', 'Recompensa esgotada', 'Recompensa indisponível'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RedeemRewardInput }) },
    resolve: (_root, { input }, ctx) => redeemReward(ctx, ctx.viewer!, { rewardId: idOf('Reward', input.rewardId), idempotencyKey: input.idempotencyKey }),
  }),
);

const RedemptionIdInput = builder.inputType('RedemptionIdInput', { fields: (t) => ({ id: t.id() }) });
const RefuseRedemptionInput = builder.inputType('RefuseRedemptionInput', {
  fields: (t) => ({ id: t.id(), reason: t.string({ description: 'Motivo (obrigatório, até 500 caracteres), mostrado ao cliente.' }) }),
});

builder.mutationField('approveRedemption', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'pendente → aprovado. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RedemptionIdInput }) },
    resolve: (_root, { input }, ctx) => decideRedemption(ctx, ctx.viewer!, { redemptionId: idOf('Redemption', input.id), action: 'approve' }),
  }),
);

builder.mutationField('refuseRedemption', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'pendente → recusado, com motivo; devolve os pontos (uma vez) e o estoque. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RefuseRedemptionInput }) },
    resolve: (_root, { input }, ctx) =>
      decideRedemption(ctx, ctx.viewer!, { redemptionId: idOf('Redemption', input.id), action: 'refuse', reason: input.reason }),
  }),
);

builder.mutationField('markRedemptionDelivered', (t) =>
  t.field({
    type: RedemptionPayload,
    description: 'aprovado → entregue. Admins.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: RedemptionIdInput }) },
    resolve: (_root, { input }, ctx) => decideRedemption(ctx, ctx.viewer!, { redemptionId: idOf('Redemption', input.id), action: 'deliver' }),
  }),
);

builder.subscriptionField('redemptionUpdated', (t) =>
  t.prismaField({
    type: Redemption,
    description: 'Os resgates de quem assina, a cada novo resgate e mudança de status (a tela /resgates ao vivo). Só os próprios.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const viewerId = ctx.viewer!.id;
      return liveStream<RedemptionEvent>(ctx.pubsub, [userRedemptionsTopic(viewerId)], (event) => event.userId === viewerId);
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
    subscribe: (_root, _args, ctx) => liveStream<RedemptionEvent>(ctx.pubsub, [ADMIN_REDEMPTIONS_TOPIC], () => !!ctx.viewer?.isAdmin),
    resolve: (query, event, _args, ctx) => ctx.prisma.redemption.findUniqueOrThrow({ ...query, where: { id: (event as RedemptionEvent).redemptionId } }),
  }),
);

// --- referrals -----------------------------------------------------------------------------------

interface ReferralShape {
  userId: string;
  code: string;
  shareUrl: string;
}

const ReferralInvitee = builder.prismaObject('User', {
  variant: 'ReferralInvitee',
  description: 'Alguém que se cadastrou com o código de quem consulta. Só o primeiro nome e a inicial do sobrenome.',
  fields: (t) => ({
    name: t.string({ description: "Ex.: 'Maria S.'", resolve: (u) => shortName(u.name) }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
    bonusState: t.field({
      type: ReferralBonusStateEnum,
      select: { pointsEntries: { where: { kind: 'REFERRAL' }, select: { createdAt: true }, take: 1 } },
      resolve: (u) => (u.pointsEntries.length ? 'CREDITED' : 'PENDING'),
    }),
    bonusCreditedAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { pointsEntries: { where: { kind: 'REFERRAL' }, select: { createdAt: true }, take: 1 } },
      resolve: (u) => u.pointsEntries[0]?.createdAt ?? null,
    }),
  }),
});

const Referral = builder.objectRef<ReferralShape>('Referral').implement({
  description: 'O programa de indicação (/profile/referrals): código, link para compartilhar e convidados.',
  fields: (t) => ({
    code: t.exposeString('code'),
    shareUrl: t.exposeString('shareUrl', { description: 'PUBLIC_URL (ou a origem do pedido) + /signup?ref=CODIGO.' }),
    bonusPoints: t.int({ description: 'Pontos que o convidado ganha no primeiro pedido entregue (20).', resolve: () => REFERRAL_BONUS_POINTS }),
    invitees: t.prismaConnection(
      {
        type: ReferralInvitee,
        cursor: 'id',
        description: 'Convidados, dos mais recentes aos mais antigos, com o estado do bônus.',
        defaultSize: DEFAULT_PAGE_SIZE,
        maxSize: MAX_PAGE_SIZE,
        validate: pageArgs,
        totalCount: (r, _args, ctx) => ctx.prisma.user.count({ where: { referredById: r.userId } }),
        resolve: (query, r, _args, ctx) =>
          ctx.prisma.user.findMany({ ...query, where: { referredById: r.userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      },
      { name: 'ReferralInviteeConnection' },
      { name: 'ReferralInviteeEdge' },
    ),
  }),
});

/** PUBLIC_URL, else the web app's origin as the browser sent it, else this request's host. */
function publicOrigin(ctx: Context): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  const req = ctx.http?.req;
  const origin = req?.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^\s/]+$/i.test(origin)) return origin;
  const host = req?.headers.host;
  return host ? `${req!.protocol}://${host}` : '';
}

builder.objectField(User, 'referral', (t) =>
  t.field({
    type: Referral,
    description: 'Código de indicação, link e convidados.',
    resolve: (user, _args, ctx) => ({
      userId: user.id,
      code: user.referralCode,
      shareUrl: `${publicOrigin(ctx)}/signup?ref=${encodeURIComponent(user.referralCode)}`,
    }),
  }),
);

// --- store and admin adjustments -----------------------------------------------------------------

const AdjustmentCustomer = builder.objectRef<NonNullable<CustomerLookupResult['customer']>>('AdjustmentCustomer').implement({
  description: 'O cliente encontrado para o ajuste: só o nome curto e CPF/e-mail mascarados (privacidade).',
  fields: (t) => ({
    id: t.id({ description: 'Passe em adjustPointsForPurchase.customerId.', resolve: (c) => encodeGlobalID('User', c.id) }),
    name: t.exposeString('name', { description: "Primeiro nome e inicial do sobrenome ('Maria S.')." }),
    maskedCpf: t.exposeString('maskedCpf', { nullable: true, description: "'***.456.789-**'" }),
    maskedEmail: t.exposeString('maskedEmail', { nullable: true, description: "'m***@exemplo.com.br'" }),
  }),
});

const CustomerLookupPayload = builder.objectRef<CustomerLookupResult>('CustomerLookupResult').implement({
  fields: (t) => ({
    customer: t.field({ type: AdjustmentCustomer, nullable: true, resolve: (r) => r.customer }),
    userErrors: t.field({ type: [UserError], resolve: (r) => r.userErrors }),
  }),
});

builder.queryField('findCustomerForAdjustment', (t) =>
  t.field({
    type: CustomerLookupPayload,
    description:
      'Lojista (com loja aprovada/ativa) procura um cliente pelo CPF completo ou e-mail completo, para creditar uma compra presencial. Outros: FORBIDDEN. Limite: 30 consultas por minuto.',
    authScopes: { signedIn: true },
    args: { query: t.arg.string(), storeId: t.arg.id({ required: false, description: 'Obrigatório só para quem tem mais de uma loja.' }) },
    resolve: (_root, args, ctx) => findCustomerForAdjustment(ctx, ctx.viewer!, args.query, idOf('Store', args.storeId)),
  }),
);

const StorePointsAdjustment = builder.prismaObject('PointsEntry', {
  variant: 'StorePointsAdjustment',
  description: 'Um crédito de compra presencial, visto pela loja: sem dados pessoais além do nome curto.',
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    points: t.exposeInt('points'),
    purchaseAmount: t.field({ type: 'Decimal', resolve: (e) => e.purchaseAmount ?? '0.00' }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customerName: t.string({ select: { user: { select: { name: true } } }, resolve: (e) => shortName(e.user.name) }),
    store: t.relation('store', { nullable: true }),
  }),
});

builder.queryField('storePointsAdjustments', (t) =>
  t.prismaConnection(
    {
      type: StorePointsAdjustment,
      cursor: 'id',
      description: 'Créditos de compras presenciais lançados pela loja de quem consulta (admins: de qualquer loja com storeId), dos mais recentes.',
      authScopes: { signedIn: true },
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: { storeId: t.arg.id({ required: false }) },
      validate: pageArgs,
      resolve: async (query, _root, args, ctx) => {
        const store = await adjustingStore(ctx, ctx.viewer!, idOf('Store', args.storeId));
        return ctx.prisma.pointsEntry.findMany({ ...query, where: { storeId: store.id, kind: 'STORE_ADJUSTMENT' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      },
    },
    { name: 'StorePointsAdjustmentConnection' },
    { name: 'StorePointsAdjustmentEdge' },
  ),
);

const AdjustPointsForPurchaseInput = builder.inputType('AdjustPointsForPurchaseInput', {
  fields: (t) => ({
    customerId: t.id({ description: 'AdjustmentCustomer.id.' }),
    purchaseAmount: t.field({ type: 'Decimal', description: 'Valor da compra, > 0 e até 10000.00. Pontos: 1 por R$ 1,00 inteiro.' }),
    reason: t.string({ description: 'Motivo/descrição (obrigatório, até 500 caracteres), ex.: Cupom fiscal 1234.' }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente por tentativa; repetir a mesma não credita de novo.' }),
    storeId: t.id({ required: false, description: 'Obrigatório só para quem tem mais de uma loja.' }),
  }),
});

const AdjustmentPayload = (name: string, withStore: boolean) =>
  builder.objectRef<AdjustmentResult>(name).implement({
    fields: (t) => ({
      ...(withStore
        ? {
            adjustment: t.prismaField({
              type: StorePointsAdjustment,
              nullable: true,
              resolve: (query, p, _args, ctx) => byId(query, p.entryId, (q, id) => ctx.prisma.pointsEntry.findUnique({ ...q, where: { id } })),
            }),
          }
        : {
            entry: t.prismaField({
              type: PointsEntry,
              nullable: true,
              resolve: (query, p, _args, ctx) => byId(query, p.entryId, (q, id) => ctx.prisma.pointsEntry.findUnique({ ...q, where: { id } })),
            }),
            user: t.prismaField({
              type: 'User',
              nullable: true,
              description: 'O usuário com o saldo atualizado.',
              resolve: (query, p, _args, ctx) => byId(query, p.userId, (q, id) => ctx.prisma.user.findUnique({ ...q, where: { id } })),
            }),
          }),
      replayed: t.boolean({ description: 'true quando a chave já tinha sido usada (nada novo aconteceu).', resolve: (p) => p.replayed }),
      message: t.string({ nullable: true, resolve: (p) => p.message }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('adjustPointsForPurchase', (t) =>
  t.field({
    type: AdjustmentPayload('AdjustPointsForPurchasePayload', true),
    description: 'A loja credita pontos de uma compra presencial (/vendor/adjust-points). Só donos de loja aprovada/ativa; outros: FORBIDDEN.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AdjustPointsForPurchaseInput }) },
    resolve: (_root, { input }, ctx) =>
      adjustPointsForPurchase(ctx, ctx.viewer!, {
        customerId: localId('User', String(input.customerId)),
        purchaseAmount: input.purchaseAmount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        storeId: idOf('Store', input.storeId),
      }),
  }),
);

const AdjustPointsInput = builder.inputType('AdjustPointsInput', {
  fields: (t) => ({
    userId: t.id({ description: 'ID global ou UUID do usuário.' }),
    points: t.int({ description: 'Positivo credita, negativo debita (nunca deixa o saldo negativo).' }),
    reason: t.string({ description: 'Obrigatório, até 500 caracteres.' }),
    idempotencyKey: t.string(),
  }),
});

builder.mutationField('adjustPoints', (t) =>
  t.field({
    type: AdjustmentPayload('AdjustPointsPayload', false),
    description: "Admin ajusta o saldo de qualquer usuário, com motivo (auditado). 'Saldo de pontos não pode ficar negativo'.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: AdjustPointsInput }) },
    resolve: (_root, { input }, ctx) =>
      adjustPoints(ctx, ctx.viewer!, { userId: localId('User', String(input.userId)), points: input.points, reason: input.reason, idempotencyKey: input.idempotencyKey }),
  }),
);

// --- admin dashboard -----------------------------------------------------------------------------

const TierCount = builder.objectRef<LoyaltyDashboardShape['membersPerTier'][number]>('LoyaltyTierCount').implement({
  fields: (t) => ({ tier: t.field({ type: LoyaltyTier, resolve: (r) => r.tier }), count: t.exposeInt('count') }),
});

const RedemptionStatusCount = builder.objectRef<LoyaltyDashboardShape['redemptionsByStatus'][number]>('RedemptionStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: RedemptionStatusEnum, resolve: (r) => r.status }),
    statusLabel: t.string({ resolve: (r) => REDEMPTION_STATUS_LABELS[r.status] }),
    count: t.exposeInt('count'),
  }),
});

const TopReward = builder.objectRef<LoyaltyDashboardShape['topRewards'][number]>('LoyaltyTopReward').implement({
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

const MonthPoints = builder.objectRef<LoyaltyDashboardShape['issuedByMonth'][number]>('LoyaltyMonthPoints').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'AAAA-MM (UTC−3).' }),
    label: t.exposeString('label', { description: "Ex.: 'nov/2026'." }),
    points: t.exposeInt('points', { description: 'Pontos emitidos (ganhos) no mês.' }),
    redeemed: t.exposeInt('redeemed', { description: 'Pontos resgatados no mês, já descontados os estornos.' }),
  }),
});

const LoyaltyDashboard = builder.objectRef<LoyaltyDashboardShape>('LoyaltyDashboard').implement({
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
