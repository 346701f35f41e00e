// The loyalty club's GraphQL schema: the points history (the whole map in index.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import { paging } from '../../schema/paging.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { mayReadOwnRow, ownRowsOf } from '../access.js';
import { KIND_LABELS, PointsEntryKindEnum, STORE_DEBIT_LABEL } from './enums.js';

export const PointsEntry = builder.prismaNode('PointsEntry', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um lançamento do extrato de pontos (positivo = crédito, negativo = débito).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...ownRowsOf(ctx.viewer) }),
  authScopes: (entry, ctx) => mayReadOwnRow(ctx.viewer, entry),
  fields: (t) => ({
    points: t.exposeInt('points'),
    kind: t.expose('kind', { type: PointsEntryKindEnum }),
    kindLabel: t.string({ description: 'Compra, Resgate, Estorno de resgate, Bônus de indicação, Compra na loja, Ajuste, Pontos expirados.', resolve: (e) => (e.kind === 'STORE_ADJUSTMENT' && e.points < 0 ? STORE_DEBIT_LABEL : KIND_LABELS[e.kind]) }),
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
      ...paging(),
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
      ...paging(),
      totalCount: true,
      query: () => ({ where: { kind: 'STORE_ADJUSTMENT' as const, purchaseAmount: { not: null } }, orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] }),
    },
    { name: 'PhysicalPurchaseConnection' },
    { name: 'PhysicalPurchaseEdge' },
  ),
);
