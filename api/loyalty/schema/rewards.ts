// The loyalty club's GraphQL schema: rewards (catalogue and admin CRUD) (the whole map in index.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { RewardStatus } from '../../generated/prisma/enums.js';
import { paging } from '../../schema/paging.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { DEFAULT_REWARD_IMAGE, REWARD_STATUS_LABELS } from '../../../common/loyalty.js';
import { createReward, deleteReward, rewardCategories, setRewardStatus, updateReward, type RewardInput, type RewardResult } from '../rewards.js';
import { RewardStatusEnum } from './enums.js';
import { byId } from './shared.js';

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
      ...paging(),
      args: {
        category: t.arg.string({ required: false }),
        availableOnly: t.arg.boolean({ required: false, description: 'Só as que têm estoque.' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.reward.count({ where: catalogueWhere(args as CatalogueArgs) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.reward.findMany({ ...query, where: catalogueWhere(args), orderBy: [{ points: 'asc' }, { name: 'asc' }, { id: 'asc' }] }),
    },
    { name: 'RewardConnection' },
    { name: 'RewardEdge' },
  ),
);

export interface CatalogueArgs {
  category?: string | null;
  availableOnly?: boolean | null;
}
export function catalogueWhere(args: CatalogueArgs) {
  const category = args.category?.trim();
  return { status: 'ACTIVE' as const, ...(category ? { category } : {}), ...(args.availableOnly ? { stock: { gt: 0 } } : {}) };
}

builder.queryField('reward', (t) =>
  t.prismaField({
    type: Reward,
    nullable: true,
    description: 'Uma recompensa pelo ID global; null quando não existe ou (para não admins) não está ativa.',
    args: { id: t.arg.globalID({ for: Reward }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.reward.findFirst({ ...query, where: { id: id.id, ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' }) } }),
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
      ...paging(),
      args: {
        status: t.arg({ type: RewardStatusEnum, required: false }),
        category: t.arg.string({ required: false }),
        search: t.arg.string({ required: false, description: 'Parte do nome (sem diferenciar maiúsculas).' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.reward.count({ where: adminRewardsWhere(args as AdminRewardArgs) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.reward.findMany({ ...query, where: adminRewardsWhere(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'AdminRewardConnection' },
    { name: 'AdminRewardEdge' },
  ),
);

export interface AdminRewardArgs {
  status?: RewardStatus | null;
  category?: string | null;
  search?: string | null;
}
export function adminRewardsWhere(args: AdminRewardArgs) {
  const search = args.search?.trim();
  const category = args.category?.trim();
  return {
    ...(args.status ? { status: args.status } : {}),
    ...(category ? { category } : {}),
    ...(search ? { name: { contains: search, mode: 'insensitive' as const } } : {}),
  };
}

export const rewardInputFields = (create: boolean) =>
  builder.inputType(create ? 'CreateRewardInput' : 'UpdateRewardInput', {
    description: create
      ? 'Nova recompensa. Sem categoria: Resgate; sem prazo: 7-10 dias úteis; sem descrição: o nome; sem imagem: a imagem padrão; sem status: PENDING.'
      : 'Só os campos enviados mudam. Categoria/prazo vazios voltam ao padrão; imagem vazia volta à imagem padrão.',
    fields: (t) => ({
      ...(create ? {} : { id: t.globalID({ for: Reward }) }),
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

export const CreateRewardInput = rewardInputFields(true);
export const UpdateRewardInput = rewardInputFields(false);

export const RewardPayload = payloadType<RewardResult>('RewardPayload', {
  entity: { reward: { type: Reward, id: 'rewardId' } },
  fields: (t) => ({
    message: t.string({ nullable: true, description: 'Texto de sucesso (ex.: Recompensa criada com sucesso); null quando há userErrors.', resolve: (p) => p.message }),
  }),
});

export const DeleteRewardPayload = payloadType<RewardResult>('DeleteRewardPayload', {
  fields: (t) => ({
    deletedRewardId: t.id({ nullable: true, resolve: (p) => (p.deletedRewardId ? encodeGlobalID('Reward', p.deletedRewardId) : null) }),
    message: t.string({ nullable: true, description: 'Recompensa excluída com sucesso; null quando há userErrors.', resolve: (p) => p.message }),
  }),
});

export const ADMIN_ONLY_NOTE = 'Usuário sem sessão: UNAUTHENTICATED; usuário que não é admin: FORBIDDEN com a mensagem da spec';

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
      const { id, ...fields } = input as typeof input & { id: { id: string } };
      return updateReward(ctx, ctx.viewer!, id.id, fields as RewardInput);
    },
  }),
);

export const SetRewardStatusInput = builder.inputType('SetRewardStatusInput', {
  fields: (t) => ({ id: t.globalID({ for: Reward }), status: t.field({ type: RewardStatusEnum, description: 'ACTIVE ou INACTIVE.' }) }),
});

builder.mutationField('setRewardStatus', (t) =>
  t.field({
    type: RewardPayload,
    description: `Ativa ou desativa (Recompensa ativada/desativada com sucesso). ${ADMIN_ONLY_NOTE} ('... alterar status').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SetRewardStatusInput }) },
    resolve: (_root, { input }, ctx) => setRewardStatus(ctx, ctx.viewer!, input.id.id, input.status),
  }),
);

export const DeleteRewardInput = builder.inputType('DeleteRewardInput', { fields: (t) => ({ id: t.globalID({ for: Reward }) }) });

builder.mutationField('deleteReward', (t) =>
  t.field({
    type: DeleteRewardPayload,
    description: `Exclui uma recompensa sem resgates em aberto (o histórico guarda nome, imagem e pontos). ${ADMIN_ONLY_NOTE} ('... excluir recompensas').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteRewardInput }) },
    resolve: (_root, { input }, ctx) => deleteReward(ctx, ctx.viewer!, input.id.id),
  }),
);
