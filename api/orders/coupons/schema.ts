// Coupons in GraphQL: the admin list and CRUD (/admin/coupons). Customers only type a code at
// checkout (checkoutPreview / placeOrder); they never list coupons.
import { builder } from '../../schema/builder.js';
import { payloadType } from '../../schema/user-error.js';
import { CouponKind } from '../../generated/prisma/enums.js';
import { paging } from '../../schema/paging.js';
import { NO_ROW_ID, uuidOrNoRow } from '../../catalog/access.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { couponStatus } from './rules.js';
import { createCoupon, deleteCoupon, updateCoupon, type CouponResult } from './admin.js';

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
  fields: (t) => ({
    coupon: t.prismaField({
      type: Coupon,
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.couponId ? ctx.prisma.coupon.findUnique({ ...query, where: { id: p.couponId } }) : null),
    }),
  }),
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
