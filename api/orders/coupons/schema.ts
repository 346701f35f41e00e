// Coupons in GraphQL: the admin list and CRUD (/admin/coupons), and each customer's wallet
// (/meus-cupons: what they can use now, used, expired). A code is applied at checkout
// (checkoutPreview / placeOrder).
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { CouponKind } from '../../generated/prisma/enums.js';
import { paging } from '../../schema/paging.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../schema/global-id.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { couponStatus } from './rules.js';
import { createCoupon, deleteCoupon, updateCoupon, type CouponResult } from './admin.js';
import { couponWallet } from './wallet.js';
import { couponBenefit, couponRuleTexts } from '../../../common/coupon-wallet.js';
import type { Coupon as CouponRow } from '../../generated/prisma/client.js';

export const CouponKindEnum = builder.enumType(CouponKind, {
  name: 'CouponKind',
  description: 'PERCENT = percentual sobre os itens; FIXED = valor fixo em reais sobre os itens (nunca sobre a entrega).',
});

const CouponStatusEnum = builder.enumType('CouponStatus', {
  description: 'ACTIVE = valendo; INACTIVE = desativado; SCHEDULED = começa no futuro; EXPIRED = passou do fim; EXHAUSTED = limite de usos atingido.',
  values: ['ACTIVE', 'INACTIVE', 'SCHEDULED', 'EXPIRED', 'EXHAUSTED'] as const,
});

export const Coupon = builder.prismaNode('Coupon', {
  id: { field: 'id' },
  nullable: true,
  description: 'Cupom de desconto (só admins).',
  findUnique: (id, ctx) => ({ id: ctx.viewer?.isAdmin ? uuidOrNoRow(id) : NO_ROW_ID }),
  authScopes: { admin: true },
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.expose('kind', { type: CouponKindEnum }),
    value: t.expose('value', { type: 'Decimal', description: 'PERCENT: percentual (ex.: 10 = 10%); FIXED: reais.' }),
    minOrder: t.expose('minOrder', { type: 'Decimal', nullable: true, description: 'Pedido mínimo (total dos itens, sem entrega).' }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'O cupom deixa de valer neste instante.' }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true, description: 'Usos no total (null = sem limite).' }),
    perUserLimit: t.exposeInt('perUserLimit', { nullable: true, description: 'Usos por cliente (null = sem limite).' }),
    active: t.exposeBoolean('active'),
    usedCount: t.exposeInt('usedCount'),
    status: t.field({ type: CouponStatusEnum, resolve: (c) => couponStatus(c) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('coupons', (t) =>
  t.prismaConnection(
    {
      type: Coupon,
      cursor: 'id',
      description: 'Cupons, dos mais novos aos mais antigos (admins).',
      authScopes: { admin: true },
      ...paging(),
      totalCount: (_root, args, ctx) => ctx.prisma.coupon.count({ where: couponFilter(args as { search?: string | null }) }),
      args: { search: t.arg.string({ required: false, description: 'Parte do código (sem diferenciar maiúsculas).' }) },
      resolve: (query, _root, args, ctx) => ctx.prisma.coupon.findMany({ ...query, where: couponFilter(args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'CouponConnection' },
    { name: 'CouponEdge' },
  ),
);

function couponFilter(args: { search?: string | null }) {
  const search = args.search?.trim();
  return search ? { code: { contains: search, mode: 'insensitive' as const } } : {};
}

const couponInputFields = (required: boolean) =>
  builder.inputType(required ? 'CreateCouponInput' : 'UpdateCouponInput', {
    fields: (t) => ({
      ...(required ? {} : { id: t.globalID({ for: Coupon }) }),
      code: t.string({ required, description: '3 a 30 letras, números, - ou _ (gravado em maiúsculas).' }),
      description: t.string({ required: false }),
      kind: t.field({ type: CouponKindEnum, required }),
      value: t.field({ type: 'Decimal', required, description: 'PERCENT: 0,01 a 100; FIXED: reais (> 0).' }),
      minOrder: t.field({ type: 'Decimal', required: false }),
      startsAt: t.field({ type: 'DateTime', required: false }),
      endsAt: t.field({ type: 'DateTime', required: false }),
      usageLimit: t.int({ required: false }),
      perUserLimit: t.int({ required: false }),
      active: t.boolean({ required: false }),
    }),
  });

const CreateCouponInput = couponInputFields(true);
const UpdateCouponInput = couponInputFields(false);

const CouponPayload = payloadType<CouponResult>('CouponPayload', {
  entity: { coupon: { type: Coupon, id: 'couponId' } },
});

const DeleteCouponPayload = payloadType<CouponResult>('DeleteCouponPayload', {
  fields: (t) => ({
    deletedCouponId: t.id({ nullable: true, resolve: (p) => (p.deletedCouponId ? encodeGlobalID('Coupon', p.deletedCouponId) : null) }),
  }),
});

builder.mutationField('createCoupon', (t) =>
  t.field({
    type: CouponPayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateCouponInput }) },
    resolve: (_root, { input }, ctx) => createCoupon(ctx, ctx.viewer!, input),
  }),
);

builder.mutationField('updateCoupon', (t) =>
  t.field({
    type: CouponPayload,
    description: 'Altera só os campos enviados; null limpa um campo opcional.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateCouponInput }) },
    resolve: (_root, { input }, ctx) => {
      const { id, ...fields } = input as typeof input & { id: { id: string } };
      return updateCoupon(ctx, ctx.viewer!, id.id, fields);
    },
  }),
);

const DeleteCouponInput = builder.inputType('DeleteCouponInput', { fields: (t) => ({ id: t.globalID({ for: Coupon }) }) });

builder.mutationField('deleteCoupon', (t) =>
  t.field({
    type: DeleteCouponPayload,
    description: 'Exclui um cupom nunca usado (um cupom usado deve ser desativado).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteCouponInput }) },
    resolve: (_root, { input }, ctx) => deleteCoupon(ctx, ctx.viewer!, input.id.id),
  }),
);

// --- the customer's wallet ----------------------------------------------------------------------

type WalletEntry = CouponRow & { usedAt?: Date; orderId?: string };

const WalletCoupon = builder.objectRef<WalletEntry>('WalletCoupon').implement({
  description: 'Um cupom como o cliente o vê em /meus-cupons (regras em pt-BR).',
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.field({ type: CouponKindEnum, resolve: (c) => c.kind }),
    value: t.field({ type: 'Decimal', resolve: (c) => c.value }),
    minOrder: t.field({ type: 'Decimal', nullable: true, resolve: (c) => c.minOrder }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.endsAt }),
    benefit: t.string({ description: "Ex.: '10% de desconto nos produtos'.", resolve: (c) => couponBenefit(c) }),
    rules: t.stringList({ description: 'Desconto, pedido mínimo, validade e limite por cliente, em frases.', resolve: (c) => couponRuleTexts(c, new Date()) }),
    usedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.usedAt ?? null }),
    usedInOrderId: t.id({ nullable: true, description: 'O pedido em que foi usado (ID global de Order).', resolve: (c) => (c.orderId ? encodeGlobalID('Order', c.orderId) : null) }),
  }),
});

const CouponWallet = builder.objectRef<Awaited<ReturnType<typeof couponWallet>>>('CouponWallet').implement({
  fields: (t) => ({
    available: t.field({ type: [WalletCoupon], description: 'Valendo agora para este cliente (os que acabam antes primeiro).', resolve: (w) => w.available }),
    used: t.field({ type: [WalletCoupon], description: 'Usados em pedidos, do mais recente ao mais antigo.', resolve: (w) => w.used }),
    expired: t.field({ type: [WalletCoupon], description: 'Encerrados nos últimos 30 dias e não usados.', resolve: (w) => w.expired }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  couponWallet: t.field({ type: CouponWallet, description: 'Os cupons do usuário (/meus-cupons).', resolve: (user, _a, ctx) => couponWallet(ctx, user.id) }),
}));
