// The loyalty club's GraphQL schema: store and admin point adjustments (the whole map in index.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { Store } from '../../catalog/schema/index.js';
import { paging } from '../../schema/paging.js';
import { User } from '../../accounts/schema.js';
import { shortName } from '../../../common/loyalty.js';
import {
  adjustingStore,
  adjustPoints,
  adjustPointsForPurchase,
  debitStorePoints,
  findCustomerForAdjustment,
  type AdjustmentResult,
  type CustomerLookupResult,
} from '../adjustments.js';
import { PointsEntry } from './history.js';
import { byId } from './shared.js';
import type { Context } from '../../schema/context.js';

/** The short names of who made a page's adjustments, in one query. */
const loadAuthorNames = async (ids: readonly string[], ctx: Context) => {
  const rows = await ctx.prisma.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  const names = new Map(rows.map((r) => [r.id, shortName(r.name)]));
  return ids.map((id) => names.get(id) ?? null);
};

export const AdjustmentCustomer = builder.objectRef<NonNullable<CustomerLookupResult['customer']>>('AdjustmentCustomer').implement({
  description: 'O cliente encontrado para o ajuste: só o nome curto e CPF/e-mail mascarados (privacidade).',
  fields: (t) => ({
    id: t.id({ description: 'Passe em adjustPointsForPurchase.customerId.', resolve: (c) => encodeGlobalID('User', c.id) }),
    name: t.exposeString('name', { description: "Primeiro nome e inicial do sobrenome ('Maria S.')." }),
    maskedCpf: t.exposeString('maskedCpf', { nullable: true, description: "'***.456.789-**'" }),
    maskedEmail: t.exposeString('maskedEmail', { nullable: true, description: "'m***@exemplo.com.br'" }),
    storeNetPoints: t.exposeInt('storeNetPoints', {
      description: 'Pontos que a loja creditou a este cliente menos os que já debitou: o máximo que ela pode debitar.',
    }),
  }),
});

export const CustomerLookupPayload = payloadType<CustomerLookupResult>('CustomerLookupResult', {
  fields: (t) => ({
    customer: t.field({ type: AdjustmentCustomer, nullable: true, resolve: (r) => r.customer }),
  }),
});

builder.queryField('findCustomerForAdjustment', (t) =>
  t.field({
    type: CustomerLookupPayload,
    description:
      'Lojista (com loja aprovada/ativa) procura um cliente pelo CPF completo ou e-mail completo, para creditar uma compra presencial. Outros: FORBIDDEN. Limite: 30 consultas por minuto.',
    authScopes: { signedIn: true },
    args: { query: t.arg.string(), storeId: t.arg.globalID({ for: Store, required: false, description: 'Obrigatório só para quem tem mais de uma loja.' }) },
    resolve: (_root, args, ctx) => findCustomerForAdjustment(ctx, ctx.viewer!, args.query, args.storeId?.id ?? null),
  }),
);

export const StorePointsAdjustment = builder.prismaObject('PointsEntry', {
  variant: 'StorePointsAdjustment',
  description: 'Um crédito de compra presencial, visto pela loja: sem dados pessoais além do nome curto.',
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    points: t.exposeInt('points'),
    purchaseAmount: t.field({ type: 'Decimal', nullable: true, description: 'O valor da compra (créditos); null nos débitos.', resolve: (e) => e.purchaseAmount }),
    isDebit: t.boolean({ description: 'true para um débito da loja (pontos negativos).', resolve: (e) => e.points < 0 }),
    customerId: t.id({ description: 'ID global do cliente (o mesmo de AdjustmentCustomer.id).', resolve: (e) => encodeGlobalID('User', e.userId) }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customerName: t.string({ select: { user: { select: { name: true } } }, resolve: (e) => shortName(e.user.name) }),
    createdByName: t.loadable({
      type: 'String',
      nullable: true,
      description: "Quem lançou, em nome curto ('Ana P.'): o dono da loja; null se a conta não existe mais.",
      load: loadAuthorNames,
      resolve: (e) => e.createdById,
    }),
    store: t.relation('store', { nullable: true }),
  }),
});

builder.queryField('storePointsAdjustments', (t) =>
  t.prismaConnection(
    {
      type: StorePointsAdjustment,
      cursor: 'id',
      description:
        'Créditos e débitos de pontos lançados pela loja de quem consulta (admins: de qualquer loja com storeId), dos mais recentes; com customerId, só os daquele cliente.',
      authScopes: { signedIn: true },
      ...paging(),
      args: {
        storeId: t.arg.globalID({ for: Store, required: false }),
        customerId: t.arg.globalID({ for: User, required: false, description: 'AdjustmentCustomer.id: só os ajustes da loja para este cliente.' }),
      },
      resolve: async (query, _root, args, ctx) => {
        const store = await adjustingStore(ctx, ctx.viewer!, args.storeId?.id ?? null);
        return ctx.prisma.pointsEntry.findMany({
          ...query,
          where: { storeId: store.id, kind: 'STORE_ADJUSTMENT', ...(args.customerId ? { userId: args.customerId.id } : {}) },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
      },
    },
    { name: 'StorePointsAdjustmentConnection' },
    { name: 'StorePointsAdjustmentEdge' },
  ),
);

export const AdjustPointsForPurchaseInput = builder.inputType('AdjustPointsForPurchaseInput', {
  fields: (t) => ({
    customerId: t.globalID({ for: User, description: 'AdjustmentCustomer.id.' }),
    purchaseAmount: t.field({ type: 'Decimal', description: 'Valor da compra, > 0 e até 10000.00. Pontos: 1 por R$ 1,00 inteiro.' }),
    reason: t.string({ description: 'Motivo/descrição (obrigatório, até 500 caracteres), ex.: Cupom fiscal 1234.' }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente por tentativa; repetir a mesma não credita de novo.' }),
    storeId: t.globalID({ for: Store, required: false, description: 'Obrigatório só para quem tem mais de uma loja.' }),
  }),
});

export const AdjustmentPayload = (name: string, withStore: boolean) =>
  payloadType<AdjustmentResult>(name, {
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
        customerId: input.customerId.id,
        purchaseAmount: input.purchaseAmount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        storeId: input.storeId?.id ?? null,
      }),
  }),
);

export const DebitStorePointsInput = builder.inputType('DebitStorePointsInput', {
  fields: (t) => ({
    customerId: t.globalID({ for: User, description: 'AdjustmentCustomer.id.' }),
    points: t.int({ description: 'Pontos a debitar, inteiro > 0; no máximo o saldo do cliente e o que a loja creditou a ele (líquido).' }),
    reason: t.string({ description: 'Motivo (obrigatório, até 500 caracteres), ex.: Devolução do cupom 1234.' }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente por tentativa; repetir a mesma não debita de novo.' }),
    storeId: t.globalID({ for: Store, required: false, description: 'Obrigatório só para quem tem mais de uma loja.' }),
  }),
});

builder.mutationField('debitStorePoints', (t) =>
  t.field({
    type: AdjustmentPayload('DebitStorePointsPayload', true),
    description:
      "A loja debita pontos de um cliente, com motivo (/vendor/adjust-points): nunca abaixo de zero ('Saldo de pontos não pode ficar negativo') nem mais do que ela creditou a ele. Só donos de loja aprovada/ativa; outros: FORBIDDEN.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DebitStorePointsInput }) },
    resolve: (_root, { input }, ctx) =>
      debitStorePoints(ctx, ctx.viewer!, {
        customerId: input.customerId.id,
        points: input.points,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        storeId: input.storeId?.id ?? null,
      }),
  }),
);

export const AdjustPointsInput = builder.inputType('AdjustPointsInput', {
  fields: (t) => ({
    userId: t.globalID({ for: User, description: 'ID global do usuário.' }),
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
      adjustPoints(ctx, ctx.viewer!, { userId: input.userId.id, points: input.points, reason: input.reason, idempotencyKey: input.idempotencyKey }),
  }),
);
