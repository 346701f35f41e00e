// Checkout and orders in GraphQL: the checkout preview, placing an order, the customer's orders,
// the store's sub-orders and their status flow, and the live status subscription. Row ownership:
// an Order is read by its buyer (and admins); a SubOrder by its buyer, its store's owner (and
// admins) — on every entry point (node, lookups, lists, payloads, subscriptions).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../schema/builder.js';
import { UserError } from '../schema/user-error.js';
import type { Context } from '../schema/context.js';
import { PaymentMethod, SubOrderStatus } from '../generated/prisma/enums.js';
import { fromCents, toCents } from '../../common/money.js';
import { Store, localId, MAX_PAGE_SIZE } from '../catalog/schema.js';
import { NO_ROW_ID, uuidOrNoRow } from '../catalog/visibility.js';
import { Cart, CartIssue, CartItem } from '../cart/schema.js';
import { findActiveCart } from '../cart/active-cart.js';
import { quoteCheckout, type AddressSnapshot, type CheckoutQuote } from './checkout.js';
import { placeOrder, type PlaceOrderResult } from './place-order.js';
import { advanceSubOrder, type SubOrderChangeResult } from './advance-sub-order.js';
import { cancelSubOrder } from './cancel-sub-order.js';
import { nextStatus, orderStatus, STATUS_LABELS } from './status.js';
import { pointsFor } from './totals.js';
import { mayReceive, orderTopic, storeOrdersTopic, type SubOrderEvent } from './events.js';
import { orderNumber } from './sub-order-lock.js';
import { liveStream } from './live.js';
import './coupons/schema.js';

export const PaymentMethodEnum = builder.enumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'Pagamento na entrega: PIX, CARD = cartão (na maquininha), CASH = dinheiro (com troco para, opcional).',
});

export const SubOrderStatusEnum = builder.enumType(SubOrderStatus, {
  name: 'SubOrderStatus',
  description:
    'PENDING = pendente → CONFIRMED = confirmado → PREPARING = em preparo → OUT_FOR_DELIVERY = saiu para entrega → DELIVERED = entregue; CANCELLED = cancelado.',
});

const OrderAddress = builder.objectRef<AddressSnapshot>('OrderAddress').implement({
  description: 'Endereço de entrega como estava no checkout (endereco_entrega).',
  fields: (t) => ({
    street: t.exposeString('street'),
    number: t.exposeString('number'),
    complement: t.exposeString('complement', { nullable: true }),
    district: t.exposeString('district'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
  }),
});

// --- the customer (print sheet 'cliente': nome, email, telefone, total_gasto) ---------------------

interface CustomerShape {
  userId: string;
  /** The store whose view this is (totalSpent counts that store only); null for the buyer's own view. */
  storeId: string | null;
  name: string;
  email: string;
  phone: string;
}

const OrderCustomer = builder.objectRef<CustomerShape>('OrderCustomer').implement({
  description: 'Quem comprou (folha do pedido).',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    totalSpent: t.loadable({
      type: 'Decimal',
      description: 'Total gasto em subpedidos entregues (na visão da loja: só nesta loja).',
      load: async (keys: string[], ctx: Context) => {
        const users = [...new Set(keys.map((k) => k.split('|')[0]))];
        const rows = await ctx.prisma.$queryRaw<{ userId: string; storeId: string; total: string }[]>`
          SELECT o."userId"::text AS "userId", s."storeId"::text AS "storeId", SUM(s."total")::text AS "total"
          FROM "SubOrder" s JOIN "Order" o ON o."id" = s."orderId"
          WHERE s."status" = 'DELIVERED' AND o."userId" = ANY(${users}::uuid[])
          GROUP BY 1, 2`;
        return keys.map((key) => {
          const [userId, storeId] = key.split('|');
          const cents = rows.filter((r) => r.userId === userId && (!storeId || r.storeId === storeId)).reduce((sum, r) => sum + toCents(r.total), 0n);
          return fromCents(cents);
        });
      },
      resolve: (c) => `${c.userId}|${c.storeId ?? ''}`,
    }),
  }),
});

const CUSTOMER_SELECT = { user: { select: { id: true, name: true, email: true, phone: true } } } as const;
const customerOf = (user: { id: string; name: string; email: string; phone: string }, storeId: string | null): CustomerShape => ({
  userId: user.id,
  storeId,
  name: user.name,
  email: user.email,
  phone: user.phone,
});

// --- order items and timeline -----------------------------------------------------------------

const OrderItem = builder.prismaObject('OrderItem', {
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

const SubOrderEventRef = builder.prismaObject('SubOrderEvent', {
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

// --- orders and sub-orders ---------------------------------------------------------------------

const SUB_ORDER_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
const ORDER_ITEM_ORDER = [{ productName: 'asc' as const }, { id: 'asc' as const }];
const ORDER_FIELDS_SELECT = {
  order: { select: { userId: true, paymentMethod: true, changeFor: true, address: true, ...CUSTOMER_SELECT } },
} as const;

export const Order = builder.prismaNode('Order', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um pedido (um checkout): um subpedido por loja. Só o comprador (e admins) o leem.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { userId: ctx.viewer?.id ?? NO_ROW_ID }) }),
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
  findUnique: (id, ctx) => ({
    id: uuidOrNoRow(id),
    ...(ctx.viewer?.isAdmin
      ? {}
      : { OR: [{ order: { userId: ctx.viewer?.id ?? NO_ROW_ID } }, { store: { ownerId: ctx.viewer?.id ?? NO_ROW_ID } }] }),
  }),
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
    address: t.field({ type: OrderAddress, select: ORDER_FIELDS_SELECT, resolve: (s) => s.order.address as unknown as AddressSnapshot }),
    customer: t.field({ type: OrderCustomer, select: ORDER_FIELDS_SELECT, resolve: (s) => customerOf(s.order.user, s.storeId) }),
    order: t.prismaField({
      type: Order,
      nullable: true,
      description: 'O pedido inteiro: só para o comprador e admins (null para a loja).',
      resolve: (query, s, _args, ctx) =>
        ctx.viewer ? ctx.prisma.order.findFirst({ ...query, where: { id: s.orderId, ...(ctx.viewer.isAdmin ? {} : { userId: ctx.viewer.id }) } }) : null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('order', (t) =>
  t.prismaField({
    type: Order,
    nullable: true,
    description: 'Um pedido pelo ID global ou UUID; null quando não existe ou não é de quem consulta.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = localId('Order', String(id));
      if (!uuid) return null;
      return ctx.prisma.order.findFirst({ ...query, where: { id: uuid, ...(ctx.viewer!.isAdmin ? {} : { userId: ctx.viewer!.id }) } });
    },
  }),
);

builder.queryField('subOrder', (t) =>
  t.prismaField({
    type: SubOrder,
    nullable: true,
    description: 'Um subpedido pelo ID global ou UUID (comprador, dono da loja ou admin); null para os demais.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = localId('SubOrder', String(id));
      if (!uuid) return null;
      const viewer = ctx.viewer!;
      return ctx.prisma.subOrder.findFirst({
        ...query,
        where: { id: uuid, ...(viewer.isAdmin ? {} : { OR: [{ order: { userId: viewer.id } }, { store: { ownerId: viewer.id } }] }) },
      });
    },
  }),
);

builder.prismaObjectField('User', 'orders', (t) =>
  t.relatedConnection(
    'orders',
    {
      cursor: 'id',
      description: 'Pedidos do usuário, dos mais recentes aos mais antigos.',
      maxSize: MAX_PAGE_SIZE,
      totalCount: true,
      query: () => ({ orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] }),
    },
    { name: 'OrderConnection' },
    { name: 'OrderEdge' },
  ),
);

builder.queryField('vendorOrders', (t) =>
  t.prismaConnection(
    {
      type: SubOrder,
      cursor: 'id',
      description: 'Subpedidos das lojas de quem consulta (admins: de todas), dos mais recentes aos mais antigos.',
      authScopes: { signedIn: true },
      maxSize: MAX_PAGE_SIZE,
      args: {
        status: t.arg({ type: SubOrderStatusEnum, required: false }),
        storeId: t.arg.id({ required: false, description: 'Só desta loja (ID global ou UUID).' }),
      },
      resolve: (query, _root, args, ctx) => {
        const viewer = ctx.viewer!;
        const storeId = args.storeId != null ? (localId('Store', String(args.storeId)) ?? NO_ROW_ID) : null;
        return ctx.prisma.subOrder.findMany({
          ...query,
          where: {
            ...(viewer.isAdmin ? {} : { store: { ownerId: viewer.id } }),
            ...(args.status ? { status: args.status } : {}),
            ...(storeId ? { storeId } : {}),
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
      },
    },
    { name: 'SubOrderConnection' },
    { name: 'SubOrderEdge' },
  ),
);

// --- checkout ------------------------------------------------------------------------------------

const CheckoutCoupon = builder.objectRef<NonNullable<CheckoutQuote['coupon']>>('CheckoutCoupon').implement({
  description: 'O cupom aplicado no checkout.',
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.string({ description: 'PERCENT ou FIXED.', resolve: (c) => c.kind }),
    value: t.field({ type: 'Decimal', resolve: (c) => c.value }),
  }),
});

type QuoteStore = CheckoutQuote['totals']['stores'][number];

const CheckoutStore = builder.objectRef<QuoteStore>('CheckoutStore').implement({
  description: 'Uma loja no checkout: vira um subpedido.',
  fields: (t) => ({
    store: t.prismaField({ type: Store, resolve: (query, s, _args, ctx) => ctx.prisma.store.findUniqueOrThrow({ ...query, where: { id: s.storeId } }) }),
    items: t.prismaField({
      type: [CartItem],
      resolve: (query, s, _args, ctx) =>
        ctx.prisma.cartItem.findMany({ ...query, where: { id: { in: s.lines.map((l) => l.itemId) } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    }),
    itemsTotal: t.field({ type: 'Decimal', resolve: (s) => fromCents(s.itemsTotalCents) }),
    deliveryFee: t.field({ type: 'Decimal', resolve: (s) => fromCents(s.deliveryFeeCents) }),
    discount: t.field({ type: 'Decimal', resolve: (s) => fromCents(s.discountCents) }),
    total: t.field({ type: 'Decimal', resolve: (s) => fromCents(s.totalCents) }),
    points: t.exposeInt('points'),
  }),
});

const CheckoutPreview = builder.objectRef<{ quote: CheckoutQuote; ready: boolean }>('CheckoutPreview').implement({
  description: 'O resumo do checkout: por loja, taxa de entrega, cupom, pontos e total, com os problemas que impediriam o pedido.',
  fields: (t) => ({
    cart: t.prismaField({ type: Cart, resolve: (query, p, _args, ctx) => ctx.prisma.cart.findUniqueOrThrow({ ...query, where: { id: p.quote.view.cartId } }) }),
    stores: t.field({ type: [CheckoutStore], resolve: (p) => p.quote.totals.stores }),
    itemsTotal: t.field({ type: 'Decimal', resolve: (p) => fromCents(p.quote.totals.itemsTotalCents) }),
    deliveryTotal: t.field({ type: 'Decimal', resolve: (p) => fromCents(p.quote.totals.deliveryTotalCents) }),
    discount: t.field({ type: 'Decimal', resolve: (p) => fromCents(p.quote.totals.discountCents) }),
    total: t.field({ type: 'Decimal', resolve: (p) => fromCents(p.quote.totals.totalCents) }),
    pointsToEarn: t.int({ resolve: (p) => p.quote.totals.pointsToEarn }),
    coupon: t.field({ type: CheckoutCoupon, nullable: true, resolve: (p) => p.quote.coupon }),
    issues: t.field({ type: [CartIssue], resolve: (p) => p.quote.issues }),
    canPlaceOrder: t.boolean({ description: 'Sem erros, com endereço e forma de pagamento escolhidos.', resolve: (p) => p.ready }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.quote.userErrors }),
  }),
});

const CheckoutPreviewInput = builder.inputType('CheckoutPreviewInput', {
  fields: (t) => ({
    addressId: t.id({ required: false, description: 'ID global do endereço do catálogo de endereços.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: false }),
    changeFor: t.field({ type: 'Decimal', required: false, description: 'Dinheiro: troco para (≥ total). Ignorado em PIX e cartão.' }),
    couponCode: t.string({ required: false }),
  }),
});

const decodeAddress = (id: string | number | null | undefined) =>
  id == null ? { addressId: null, addressGiven: false } : { addressId: localId('Address', String(id)), addressGiven: true };

builder.queryField('checkoutPreview', (t) =>
  t.field({
    type: CheckoutPreview,
    description: 'Recalcula o checkout do carrinho ativo (sem gravar nada).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CheckoutPreviewInput, required: false }) },
    resolve: async (_root, { input }, ctx) => {
      const cart = await findActiveCart(ctx.prisma, ctx.viewer!.id, { select: { id: true } });
      const quote = await quoteCheckout(
        ctx.prisma,
        ctx.viewer!,
        cart.id,
        { ...decodeAddress(input?.addressId), paymentMethod: input?.paymentMethod, changeFor: input?.changeFor, couponCode: input?.couponCode },
        { placing: false },
      );
      return { quote, ready: quote.userErrors.length === 0 && !!quote.address && !!input?.paymentMethod };
    },
  }),
);

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    addressId: t.id({ description: 'ID global do endereço (do catálogo de endereços de quem compra).' }),
    paymentMethod: t.field({ type: PaymentMethodEnum }),
    changeFor: t.field({ type: 'Decimal', required: false, description: 'Dinheiro: troco para (≥ total). Ignorado em PIX e cartão.' }),
    couponCode: t.string({ required: false }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente para cada tentativa de compra (ex.: UUID); repetir a mesma devolve o mesmo pedido.' }),
  }),
});

const PlaceOrderPayload = builder.objectRef<PlaceOrderResult>('PlaceOrderPayload').implement({
  fields: (t) => ({
    order: t.prismaField({
      type: Order,
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.orderId ? ctx.prisma.order.findUnique({ ...query, where: { id: p.orderId } }) : null),
    }),
    cart: t.prismaField({
      type: Cart,
      nullable: true,
      description: 'O carrinho depois do pedido (vazio quando o pedido foi feito).',
      resolve: (query, p, _args, ctx) => (p.cartId ? ctx.prisma.cart.findUnique({ ...query, where: { id: p.cartId } }) : null),
    }),
    replayed: t.boolean({ description: 'true quando a chave já tinha feito este pedido (nada novo aconteceu).', resolve: (p) => p.replayed }),
    issues: t.field({ type: [CartIssue], description: 'Problemas do carrinho que impediram o pedido.', resolve: (p) => p.issues }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlaceOrderPayload,
    description: 'Finaliza o carrinho ativo: um pedido, um subpedido por loja, pagamento na entrega.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PlaceOrderInput }) },
    resolve: (_root, { input }, ctx) =>
      placeOrder(ctx, ctx.viewer!, {
        ...decodeAddress(input.addressId),
        paymentMethod: input.paymentMethod,
        changeFor: input.changeFor,
        couponCode: input.couponCode,
        idempotencyKey: input.idempotencyKey,
      }),
  }),
);

// --- status flow -----------------------------------------------------------------------------

const SubOrderPayload = builder.objectRef<SubOrderChangeResult>('SubOrderPayload').implement({
  fields: (t) => ({
    subOrder: t.prismaField({
      type: SubOrder,
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.subOrderId ? ctx.prisma.subOrder.findUnique({ ...query, where: { id: p.subOrderId } }) : null),
    }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

const AdvanceSubOrderInput = builder.inputType('AdvanceSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.id(),
    to: t.field({ type: SubOrderStatusEnum, description: 'O próximo status (um passo por vez).' }),
  }),
});

builder.mutationField('advanceSubOrder', (t) =>
  t.field({
    type: SubOrderPayload,
    description: 'A loja avança o subpedido um passo: pendente → confirmado → em preparo → saiu para entrega → entregue (credita os pontos).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AdvanceSubOrderInput }) },
    resolve: (_root, { input }, ctx) => advanceSubOrder(ctx, ctx.viewer!, { subOrderId: localId('SubOrder', String(input.subOrderId)), to: input.to }),
  }),
);

const CancelSubOrderInput = builder.inputType('CancelSubOrderInput', {
  fields: (t) => ({
    subOrderId: t.id(),
    reason: t.string({ required: false, description: 'Obrigatório para a loja; opcional para o cliente (só enquanto pendente).' }),
  }),
});

builder.mutationField('cancelSubOrder', (t) =>
  t.field({
    type: SubOrderPayload,
    description: 'Cancela o subpedido e devolve o estoque: a loja antes da entrega (com motivo), o cliente só enquanto pendente.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CancelSubOrderInput }) },
    resolve: (_root, { input }, ctx) => cancelSubOrder(ctx, ctx.viewer!, { subOrderId: localId('SubOrder', String(input.subOrderId)), reason: input.reason }),
  }),
);

// --- live status -----------------------------------------------------------------------------

const forbidden = () => new GraphQLError('Acesso negado', { extensions: { code: 'FORBIDDEN' } });

builder.subscriptionField('orderUpdated', (t) =>
  t.prismaField({
    type: SubOrder,
    description:
      'O status ao vivo do pedido: primeiro o estado atual de cada subpedido visível (fecha a brecha entre a consulta e a assinatura), ' +
      'depois cada mudança. O comprador recebe todos os subpedidos; a loja, só os seus. Outros: FORBIDDEN.',
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id() },
    subscribe: async (_root, args, ctx) => {
      const viewer = ctx.viewer!;
      const id = localId('Order', String(args.orderId)) ?? NO_ROW_ID;
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
      return liveStream<SubOrderEvent>(ctx.pubsub, [orderTopic(id)], (event) => mayReceive(viewer, event), visible);
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
      const stores = await ctx.prisma.store.findMany({ where: { ownerId: ctx.viewer!.id }, select: { id: true } });
      if (stores.length === 0) throw forbidden();
      return liveStream<SubOrderEvent>(ctx.pubsub, stores.map((s) => storeOrdersTopic(s.id)), () => true);
    },
    resolve: (query, event, _args, ctx) => ctx.prisma.subOrder.findUniqueOrThrow({ ...query, where: { id: (event as SubOrderEvent).subOrderId } }),
  }),
);
