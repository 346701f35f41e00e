// Orders' GraphQL schema: live status (the whole map in index.ts).
import { GraphQLError } from 'graphql';
import { builder } from '../../schema/builder.js';
import type { SubOrderEvent } from '../events.js';
import { mayReceive } from '../access.js';
import { managedStoresWhere } from '../../merchant/access.js';
import { topics } from '../../shared/topics.js';
import { liveStream } from '../../shared/live-stream.js';
import { Order, SUB_ORDER_ORDER, SubOrder } from './orders.js';

export const forbidden = () => new GraphQLError('Acesso negado', { extensions: { code: 'FORBIDDEN' } });

builder.subscriptionField('orderUpdated', (t) =>
  t.prismaField({
    type: SubOrder,
    description:
      'O status ao vivo do pedido: primeiro o estado atual de cada subpedido visível (fecha a brecha entre a consulta e a assinatura), ' +
      'depois cada mudança. O comprador recebe todos os subpedidos; a loja, só os seus. Outros: FORBIDDEN.',
    authScopes: { signedIn: true },
    args: { orderId: t.arg.globalID({ for: Order }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = ctx.viewer!;
      const id = args.orderId.id;
      const visible = async (): Promise<SubOrderEvent[]> => {
        const order = await ctx.prisma.order.findUnique({
          where: { id },
          select: { id: true, userId: true, subOrders: { select: { id: true, storeId: true, store: { select: { ownerId: true } } }, orderBy: SUB_ORDER_ORDER } },
        });
        const events = (order?.subOrders ?? []).map((s) => ({ orderId: id, subOrderId: s.id, storeId: s.storeId, buyerId: order!.userId, storeOwnerId: s.store.ownerId }));
        const mine = events.filter((event) => mayReceive(viewer, event));
        if (mine.length === 0) throw forbidden();
        return mine;
      };
      return liveStream<SubOrderEvent>(ctx.pubsub, [topics.order(id)], (event) => mayReceive(viewer, event), visible);
    },
    resolve: (query, event, _args, ctx) => ctx.prisma.subOrder.findUniqueOrThrow({ ...query, where: { id: (event as SubOrderEvent).subOrderId } }),
  }),
);

builder.subscriptionField('storeOrderUpdated', (t) =>
  t.prismaField({
    type: SubOrder,
    description: 'Pedidos novos e mudanças de status nas lojas de quem assina (a lista /vendor/orders ao vivo).',
    authScopes: { signedIn: true },
    subscribe: async (_root, _args, ctx) => {
      const stores = await ctx.prisma.store.findMany({ where: managedStoresWhere(ctx.viewer!), select: { id: true } });
      if (stores.length === 0) throw forbidden();
      // Each event says who owns the store now: a store that changed hands stops streaming to its old owner.
      const viewer = ctx.viewer!;
      return liveStream<SubOrderEvent>(ctx.pubsub, stores.map((s) => topics.storeOrders(s.id)), (event) => mayReceive(viewer, event));
    },
    resolve: (query, event, _args, ctx) => ctx.prisma.subOrder.findUniqueOrThrow({ ...query, where: { id: (event as SubOrderEvent).subOrderId } }),
  }),
);
