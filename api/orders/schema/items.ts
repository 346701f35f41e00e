// Orders' GraphQL schema: order items and timeline (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { STATUS_LABELS } from '../status.js';
import { SubOrderStatusEnum } from './shared.js';

export const OrderItem = builder.prismaObject('OrderItem', {
  description: 'Item do pedido, com os dados do produto como estavam no checkout.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productName: t.exposeString('productName'),
    unit: t.exposeString('unit'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.expose('unitPrice', { type: 'Decimal', description: 'preco_unitario.' }),
    total: t.expose('total', { type: 'Decimal' }),
    unitPoints: t.exposeInt('unitPoints', { description: 'Pontos por unidade para o papel do comprador no checkout.' }),
    points: t.int({ resolve: (i) => i.unitPoints * i.quantity }),
    product: t.relation('product', { nullable: true, description: 'O produto hoje (null se foi excluído).' }),
  }),
});

export const SubOrderEventRef = builder.prismaObject('SubOrderEvent', {
  name: 'SubOrderTimelineEntry',
  description: 'Uma mudança de status do subpedido (linha do tempo).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: SubOrderStatusEnum }),
    statusLabel: t.string({ resolve: (e) => STATUS_LABELS[e.status] }),
    note: t.exposeString('note', { nullable: true, description: 'Motivo do cancelamento, quando houver.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
