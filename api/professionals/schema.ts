// The professional's space in GraphQL: the public cards (/profissionais), the owner's card and
// numbers (/services), and the two choices (/auth/profile-selection, /auth/professional-profile).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.js';
import { payloadType, type IdKey } from '../schema/user-error.js';
import { paging } from '../schema/paging.js';
import { uuidOrNoRow } from '../schema/global-id.js';
import { CartShareStatusEnum } from '../sharing/schema.js';
import { professionalPath } from '../../common/professionals.js';
import { chooseProfile, saveProfessionalCard, type ProfessionalCardResult, type ProfileChoiceResult } from './profile.js';
import { professionalSpace, type ProfessionalSpace } from './space.js';

/** Listed: the user is a profissional now and not blocked (a card outlives a change of mind). */
const LISTED = { user: { role: 'PROFESSIONAL' as const, blockedAt: null } };

export const ProfessionalCard = builder.prismaNode('ProfessionalProfile', {
  name: 'ProfessionalCard',
  id: { field: 'userId' },
  nullable: true,
  description: 'O cartão público de um profissional: ofícios, cidades onde atende, apresentação e WhatsApp.',
  findUnique: (id) => ({ userId: uuidOrNoRow(id), ...LISTED }),
  fields: (t) => ({
    name: t.string({ select: { user: { select: { name: true } } }, resolve: (p) => p.user.name }),
    avatarUrl: t.string({ nullable: true, select: { user: { select: { avatarUrl: true } } }, resolve: (p) => p.user.avatarUrl }),
    trades: t.exposeStringList('trades'),
    towns: t.exposeStringList('towns'),
    bio: t.exposeString('bio'),
    whatsapp: t.exposeString('whatsapp', { description: 'Só dígitos, com DDD (o link wa.me leva o 55).' }),
    path: t.string({ description: 'A página pública do cartão (para compartilhar).', resolve: (p) => professionalPath(encodeGlobalID('ProfessionalCard', p.userId)) }),
  }),
});

builder.queryField('professionals', (t) =>
  t.prismaConnection(
    {
      type: ProfessionalCard,
      cursor: 'userId',
      description: 'Profissionais do clube, por ofício e cidade (os atualizados mais recentemente primeiro). Público.',
      ...paging(),
      args: {
        trade: t.arg.string({ required: false, description: 'Um ofício (ex.: Pedreiro).' }),
        town: t.arg.string({ required: false, description: 'Uma cidade, como em professionalTowns.' }),
      },
      resolve: (query, _root, { trade, town }, ctx) =>
        ctx.prisma.professionalProfile.findMany({
          ...query,
          where: { ...LISTED, ...(trade ? { trades: { has: trade } } : {}), ...(town ? { towns: { has: town } } : {}) },
          orderBy: [{ updatedAt: 'desc' }, { userId: 'asc' }],
        }),
    },
    { name: 'ProfessionalCardConnection' },
    { name: 'ProfessionalCardEdge' },
  ),
);

builder.queryField('professionalTowns', (t) =>
  t.stringList({
    description: 'As cidades atendidas por algum profissional listado, em ordem alfabética (o filtro de /profissionais).',
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.$queryRaw<{ town: string }[]>`
        SELECT DISTINCT unnest(p."towns") AS town
        FROM "ProfessionalProfile" p JOIN "User" u ON u."id" = p."userId"
        WHERE u."role" = 'PROFESSIONAL' AND u."blockedAt" IS NULL
        ORDER BY 1`;
      return rows.map((r) => r.town);
    },
  }),
);

const ShareStatusCount = builder.objectRef<ProfessionalSpace['sharesByStatus'][number]>('ShareStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: CartShareStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

const ProfessionalSpaceRef = builder.objectRef<ProfessionalSpace>('ProfessionalSpace').implement({
  description: 'O resumo de /services: pontos das compras dos clientes e carrinhos enviados por status.',
  fields: (t) => ({
    pointsThisMonth: t.exposeInt('pointsThisMonth', { description: 'Pontos creditados neste mês (horário de Brasília) por compras de clientes.' }),
    pointsTotal: t.exposeInt('pointsTotal'),
    clients: t.exposeInt('clients', { description: 'Clientes diferentes que receberam um carrinho.' }),
    sharesByStatus: t.field({ type: [ShareStatusCount], resolve: (s) => s.sharesByStatus }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  professionalCard: t.relation('professional', { nullable: true, description: 'O cartão profissional do próprio usuário (mesmo se ainda não listado).' }),
  professionalSpace: t.field({
    type: ProfessionalSpaceRef,
    nullable: true,
    description: 'Só para profissionais.',
    select: { role: true },
    resolve: (user, _a, ctx) => (user.role === 'PROFESSIONAL' ? professionalSpace(ctx, user.id) : null),
  }),
}));

// --- mutations ----------------------------------------------------------------------------------

const ProfileChoiceEnum = builder.enumType('ProfileChoice', {
  description: 'Como a pessoa usa o clube: CONSUMER = consumidor, PROFESSIONAL = profissional.',
  values: ['CONSUMER', 'PROFESSIONAL'] as const,
});

const viewerPayload = <T extends ProfileChoiceResult | ProfessionalCardResult>(name: string) =>
  payloadType<T>(name, {
    entity: { viewer: { type: 'User', id: 'userId' as IdKey<T> } },
  });

builder.mutationField('chooseProfileType', (t) =>
  t.field({
    type: viewerPayload<ProfileChoiceResult>('ChooseProfileTypePayload'),
    description: 'Muda entre consumidor e profissional (lojistas, vendedores e admins não mudam por aqui).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('ChooseProfileTypeInput', { fields: (f) => ({ choice: f.field({ type: ProfileChoiceEnum }) }) }) }) },
    resolve: (_r, { input }, ctx) => chooseProfile(ctx, ctx.viewer!, input.choice),
  }),
);

const SaveProfessionalCardInput = builder.inputType('SaveProfessionalCardInput', {
  fields: (t) => ({
    trades: t.stringList({ description: 'De 1 a 5 ofícios da lista do cadastro.' }),
    towns: t.stringList({ description: 'De 1 a 10 cidades onde atende.' }),
    bio: t.string({ required: false, description: 'Até 500 caracteres.' }),
    whatsapp: t.string({ description: 'DDD + número (10 ou 11 dígitos; máscara aceita).' }),
  }),
});

builder.mutationField('saveProfessionalCard', (t) =>
  t.field({
    type: viewerPayload<ProfessionalCardResult>('SaveProfessionalCardPayload'),
    description: 'Cria ou atualiza o cartão público do profissional (/auth/professional-profile).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SaveProfessionalCardInput }) },
    resolve: (_r, { input }, ctx) => saveProfessionalCard(ctx, ctx.viewer!, input),
  }),
);
