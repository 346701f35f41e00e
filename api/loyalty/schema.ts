// The points ledger in GraphQL: the viewer's balance and history (spec 02 'Point-history entry':
// data, pontos). The loyalty club (tiers, rewards, redemptions) builds on these types.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.js';
import { PointsEntryKind } from '../generated/prisma/enums.js';
import { MAX_PAGE_SIZE } from '../catalog/schema.js';
import { NO_ROW_ID, uuidOrNoRow } from '../catalog/visibility.js';

export const PointsEntryKindEnum = builder.enumType(PointsEntryKind, {
  name: 'PointsEntryKind',
  description:
    'EARNED = compra entregue, REDEEMED = resgate, REFUNDED = estorno, REFERRAL = bônus de indicação, STORE_ADJUSTMENT / ADMIN_ADJUSTMENT = ajustes, EXPIRED = expiração.',
});

export const PointsEntry = builder.prismaNode('PointsEntry', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um lançamento do extrato de pontos (positivo = crédito, negativo = débito).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { userId: ctx.viewer?.id ?? NO_ROW_ID }) }),
  authScopes: (entry, ctx) => !!ctx.viewer && (ctx.viewer.id === entry.userId || ctx.viewer.isAdmin),
  fields: (t) => ({
    points: t.exposeInt('points'),
    kind: t.expose('kind', { type: PointsEntryKindEnum }),
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
      description: 'Extrato de pontos, do mais recente ao mais antigo.',
      maxSize: MAX_PAGE_SIZE,
      totalCount: true,
      query: () => ({ orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] }),
    },
    { name: 'PointsEntryConnection' },
    { name: 'PointsEntryEdge' },
  ),
);
