// /compras in GraphQL: one list of online orders and in-store purchases (api/orders/purchases.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../../schema/builder.js';
import { MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE } from '../../schema/paging.js';
import { purchasesOf, type Purchase, type PurchasePage } from '../purchases.js';

const PurchaseKindEnum = builder.enumType('PurchaseKind', {
  description: 'ONLINE = pedido pelo app; IN_STORE = compra na loja física creditada pela loja.',
  values: ['ONLINE', 'IN_STORE'] as const,
});

const PurchaseRef = builder.objectRef<Purchase>('Purchase').implement({
  fields: (t) => ({
    id: t.id({ description: 'ID global do pedido (Order) ou do lançamento de pontos (PointsEntry).', resolve: (p) => encodeGlobalID(p.kind === 'ONLINE' ? 'Order' : 'PointsEntry', p.id) }),
    kind: t.field({ type: PurchaseKindEnum, resolve: (p) => p.kind }),
    date: t.field({ type: 'DateTime', resolve: (p) => p.date }),
    storeNames: t.stringList({ resolve: (p) => p.storeNames }),
    total: t.field({ type: 'Decimal', description: 'Pedido: valor total; loja física: valor da compra.', resolve: (p) => p.total }),
    points: t.int({ description: 'Pedido: pontos que rende na entrega (0 se cancelado); loja física: pontos creditados.', resolve: (p) => p.points }),
    statusLabel: t.string({ nullable: true, resolve: (p) => p.statusLabel }),
    orderNumber: t.string({ nullable: true, resolve: (p) => p.orderNumber }),
    orderId: t.id({ nullable: true, description: 'ID global do pedido (só ONLINE).', resolve: (p) => (p.kind === 'ONLINE' ? encodeGlobalID('Order', p.id) : null) }),
  }),
});

const PurchasePageRef = builder.objectRef<PurchasePage>('PurchasePage').implement({
  fields: (t) => ({
    items: t.field({ type: [PurchaseRef], resolve: (p) => p.items }),
    nextCursor: t.string({ nullable: true, description: 'Passe em `before` para a próxima página; null na última.', resolve: (p) => p.nextCursor }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  purchases: t.field({
    type: PurchasePageRef,
    description: 'Todas as compras (/compras): pedidos e compras na loja física, das mais recentes às mais antigas.',
    args: {
      first: t.arg.int({ required: false, defaultValue: 20 }),
      before: t.arg.string({ required: false, description: 'O nextCursor da página anterior.' }),
    },
    resolve: (user, { first, before }, ctx) => {
      const size = first ?? 20;
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new GraphQLError(PAGE_SIZE_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
      return purchasesOf(ctx, user.id, size, before);
    },
  }),
}));
