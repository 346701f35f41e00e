// Orders' GraphQL schema: orders and sub-orders (the whole map in index.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../schema/builder.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { SubOrderStatus } from '../../generated/prisma/enums.js';
import type { Viewer } from '../../schema/context.js';
import { Store } from '../../catalog/schema/index.js';
import { paging } from '../../schema/paging.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { type AddressSnapshot } from '../checkout.js';
import { nextStatus, orderStatus, STATUS_LABELS } from '../status.js';
import { pointsFor } from '../totals.js';
import { ordersVisibleTo, storeSubOrdersOf, subOrdersVisibleTo } from '../access.js';
import { orderNumber } from '../sub-order-lock.js';
import { CUSTOMER_SELECT, OrderCustomer, customerOf } from './customer.js';
import { OrderAddress, PaymentMethodEnum, SubOrderStatusEnum } from './shared.js';

export const SUB_ORDER_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
export const ORDER_ITEM_ORDER = [{ productName: 'asc' as const }, { id: 'asc' as const }];
export const ORDER_FIELDS_SELECT = {
  order: { select: { userId: true, paymentMethod: true, changeFor: true, total: true, address: true, ...CUSTOMER_SELECT } },
} as const;

export const Order = builder.prismaNode('Order', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um pedido (um checkout): um subpedido por loja. Só o comprador (e admins) o leem.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [ordersVisibleTo(ctx.viewer)] }),
  authScopes: (order, ctx) => !!ctx.viewer && (ctx.viewer.id === order.userId || ctx.viewer.isAdmin),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'UUID do pedido (rotas /order/:orderId).' }),
    number: t.string({ description: 'Número curto: os 8 primeiros caracteres do id.', resolve: (o) => orderNumber(o.id) }),
    status: t.field({
      type: SubOrderStatusEnum,
      description: 'Situação geral: cancelado quando todos estão; senão o subpedido vivo menos adiantado.',
      select: { subOrders: { select: { status: true }, orderBy: SUB_ORDER_ORDER } },
      resolve: (o) => orderStatus(o.subOrders.map((s) => s.status)),
    }),
    statusLabel: t.string({
      select: { subOrders: { select: { status: true }, orderBy: SUB_ORDER_ORDER } },
      resolve: (o) => STATUS_LABELS[orderStatus(o.subOrders.map((s) => s.status))],
    }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum }),
    changeFor: t.expose('changeFor', { type: 'Decimal', nullable: true, description: 'Troco para (dinheiro).' }),
    address: t.field({ type: OrderAddress, resolve: (o) => o.address as unknown as AddressSnapshot }),
    itemsTotal: t.expose('itemsTotal', { type: 'Decimal' }),
    deliveryTotal: t.expose('deliveryTotal', { type: 'Decimal' }),
    discount: t.expose('discount', { type: 'Decimal' }),
    total: t.expose('total', { type: 'Decimal', description: 'valor_total: itens + entregas − desconto.' }),
    pointsToEarn: t.exposeInt('pointsToEarn', { description: 'Pontos que o pedido renderá quando entregue.' }),
    couponCode: t.string({ nullable: true, select: { coupon: { select: { code: true } } }, resolve: (o) => o.coupon?.code ?? null }),
    subOrders: t.relation('subOrders', { query: { orderBy: SUB_ORDER_ORDER } }),
    customer: t.field({ type: OrderCustomer, select: CUSTOMER_SELECT, resolve: (o) => customerOf(o.user, null) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SubOrder = builder.prismaNode('SubOrder', {
  id: { field: 'id' },
  nullable: true,
  description: 'A parte de um pedido que cabe a uma loja, com seu status. Lido pelo comprador, pela loja e por admins.',
  findUnique: (id, ctx) => ({ ...subOrdersVisibleTo(ctx.viewer), id: uuidOrNoRow(id) }),
  fields: (t) => ({
    orderId: t.id({ description: 'ID global do pedido.', resolve: (s) => encodeGlobalID('Order', s.orderId) }),
    orderDatabaseId: t.exposeString('orderId', { description: 'UUID do pedido.' }),
    orderNumber: t.string({ resolve: (s) => orderNumber(s.orderId) }),
    status: t.expose('status', { type: SubOrderStatusEnum }),
    statusLabel: t.string({ resolve: (s) => STATUS_LABELS[s.status] }),
    nextStatus: t.field({ type: SubOrderStatusEnum, nullable: true, description: 'O próximo passo da loja; null depois de entregue ou cancelado.', resolve: (s) => nextStatus(s.status) }),
    store: t.relation('store'),
    items: t.relation('items', { query: { orderBy: ORDER_ITEM_ORDER } }),
    timeline: t.relation('events', { description: 'Mudanças de status, da mais antiga à mais recente.', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    itemsTotal: t.expose('itemsTotal', { type: 'Decimal' }),
    deliveryFee: t.expose('deliveryFee', { type: 'Decimal' }),
    discount: t.expose('discount', { type: 'Decimal', description: 'A parte do desconto do cupom que coube a esta loja.' }),
    total: t.expose('total', { type: 'Decimal' }),
    pointsToEarn: t.int({
      // The same ordering as `items`, so both share one query.
      select: { items: { select: { quantity: true, unitPoints: true }, orderBy: ORDER_ITEM_ORDER } },
      resolve: (s) => pointsFor(s.items),
    }),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    paymentMethod: t.field({ type: PaymentMethodEnum, select: ORDER_FIELDS_SELECT, resolve: (s) => s.order.paymentMethod }),
    changeFor: t.field({ type: 'Decimal', nullable: true, select: ORDER_FIELDS_SELECT, resolve: (s) => s.order.changeFor }),
    orderTotal: t.field({
      type: 'Decimal',
      description: 'Total do pedido inteiro (todas as lojas): o troco para `changeFor` é sobre ele, como o comprador vê.',
      select: ORDER_FIELDS_SELECT,
      resolve: (s) => s.order.total,
    }),
    address: t.field({ type: OrderAddress, select: ORDER_FIELDS_SELECT, resolve: (s) => s.order.address as unknown as AddressSnapshot }),
    customer: t.field({ type: OrderCustomer, select: ORDER_FIELDS_SELECT, resolve: (s) => customerOf(s.order.user, s.storeId) }),
    order: t.prismaField({
      type: Order,
      nullable: true,
      description: 'O pedido inteiro: só para o comprador e admins (null para a loja).',
      resolve: (query, s, _args, ctx) =>
        ctx.viewer ? ctx.prisma.order.findFirst({ ...query, where: { id: s.orderId, ...ordersVisibleTo(ctx.viewer) } }) : null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('order', (t) =>
  t.prismaField({
    type: Order,
    nullable: true,
    description: 'Um pedido pelo ID global; null quando não existe ou não é de quem consulta.',
    authScopes: { signedIn: true },
    args: { id: t.arg.globalID({ for: Order }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.order.findFirst({ ...query, where: { id: id.id, ...ordersVisibleTo(ctx.viewer) } }),
  }),
);

builder.queryField('subOrder', (t) =>
  t.prismaField({
    type: SubOrder,
    nullable: true,
    description: 'Um subpedido pelo ID global (comprador, dono da loja ou admin); null para os demais.',
    authScopes: { signedIn: true },
    args: { id: t.arg.globalID({ for: SubOrder }) },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.subOrder.findFirst({ ...query, where: { id: id.id, ...subOrdersVisibleTo(ctx.viewer) } }),
  }),
);

builder.prismaObjectField('User', 'orders', (t) =>
  t.relatedConnection(
    'orders',
    {
      cursor: 'id',
      description: 'Pedidos do usuário, dos mais recentes aos mais antigos.',
      ...paging(),
      totalCount: true,
      query: () => ({ orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] }),
    },
    { name: 'OrderConnection' },
    { name: 'OrderEdge' },
  ),
);

interface VendorOrdersArgs {
  status?: SubOrderStatus | null;
  storeId?: { id: string } | null;
  customer?: string | null;
  from?: Date | null;
  to?: Date | null;
  city?: string | null;
}

function vendorOrdersWhere(viewer: Viewer | null, args: VendorOrdersArgs): Prisma.SubOrderWhereInput {
  const customer = args.customer?.trim();
  const city = args.city?.trim();
  return {
    ...storeSubOrdersOf(viewer),
    ...(args.status ? { status: args.status } : {}),
    ...(args.storeId ? { storeId: args.storeId.id } : {}),
    AND: [
      ...(customer ? [{ order: { user: { name: { contains: customer, mode: 'insensitive' as const } } } }] : []),
      ...(city ? [{ order: { address: { path: ['city'], equals: city } } }] : []),
    ],
    ...(args.from || args.to ? { createdAt: { ...(args.from ? { gte: args.from } : {}), ...(args.to ? { lt: args.to } : {}) } } : {}),
  };
}

builder.queryField('orderCities', (t) =>
  t.stringList({
    description: 'As cidades de entrega dos pedidos, em ordem alfabética (admins): os valores do filtro city de vendorOrders.',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.$queryRaw<{ city: string }[]>`SELECT DISTINCT "address"->>'city' AS "city" FROM "Order" WHERE "address"->>'city' IS NOT NULL ORDER BY 1`;
      return rows.map((r) => r.city);
    },
  }),
);

builder.queryField('vendorOrders', (t) =>
  t.prismaConnection(
    {
      type: SubOrder,
      cursor: 'id',
      description: 'Subpedidos das lojas de quem consulta (admins: de todas), dos mais recentes aos mais antigos.',
      authScopes: { signedIn: true },
      ...paging(),
      args: {
        status: t.arg({ type: SubOrderStatusEnum, required: false }),
        storeId: t.arg.globalID({ for: Store, required: false, description: 'Só desta loja (ID global).' }),
        customer: t.arg.string({ required: false, description: 'Parte do nome do cliente (sem diferenciar maiúsculas).' }),
        from: t.arg({ type: 'DateTime', required: false, description: 'Feitos a partir deste instante.' }),
        to: t.arg({ type: 'DateTime', required: false, description: 'Feitos antes deste instante.' }),
        city: t.arg.string({ required: false, description: 'Só entregas nesta cidade (como em orderCities).' }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.subOrder.count({ where: vendorOrdersWhere(ctx.viewer, args) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.subOrder.findMany({ ...query, where: vendorOrdersWhere(ctx.viewer, args), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    { name: 'SubOrderConnection' },
    { name: 'SubOrderEdge' },
  ),
);
