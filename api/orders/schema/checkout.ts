// Orders' GraphQL schema: checkout (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { payloadType, UserError } from '../../schema/user-error.js';
import { fromCents } from '../../../common/money.js';
import { Store } from '../../catalog/schema/index.js';
import { Address } from '../../places/schema.js';
import { Cart, CartIssue, CartItem } from '../../cart/schema.js';
import { findActiveCart } from '../../cart/index.js';
import { quoteCheckout, type CheckoutQuote } from '../checkout.js';
import { PLACE_ORDER, type PlaceOrderResult } from '../place-order.js';
import { mutation } from '../../schema/mutation.js';
import { Order } from './orders.js';
import { PaymentMethodEnum } from './shared.js';
import { CartShare } from '../../sharing/schema.js';
import { shareOfCart } from '../../sharing/index.js';
import { ordersVisibleTo } from '../access.js';

export const CheckoutCoupon = builder.objectRef<NonNullable<CheckoutQuote['coupon']>>('CheckoutCoupon').implement({
  description: 'O cupom aplicado no checkout.',
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.string({ description: 'PERCENT ou FIXED.', resolve: (c) => c.kind }),
    value: t.field({ type: 'Decimal', resolve: (c) => c.value }),
  }),
});

export type QuoteStore = CheckoutQuote['totals']['stores'][number];

export const CheckoutStore = builder.objectRef<QuoteStore>('CheckoutStore').implement({
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

export const CheckoutPreview = builder.objectRef<{ quote: CheckoutQuote; ready: boolean }>('CheckoutPreview').implement({
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
    sharedCart: t.prismaField({
      type: CartShare,
      nullable: true,
      description:
        'O carrinho compartilhado que este pedido comprará: o aceito (ou finalizado e ainda sem pedido) de quem compra com itens neste carrinho. ' +
        'O servidor decide, sem precisar de sharedCartId.',
      resolve: async (query, p, _args, ctx) => {
        const id = await shareOfCart(ctx.prisma, ctx.viewer!.id, p.quote.view.cartId);
        return id ? ctx.prisma.cartShare.findUnique({ ...query, where: { id } }) : null;
      },
    }),
    canPlaceOrder: t.boolean({ description: 'Sem erros, com endereço e forma de pagamento escolhidos.', resolve: (p) => p.ready }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.quote.userErrors }),
  }),
});

builder.prismaObjectFields('CartShare', (t) => ({
  order: t.prismaField({
    type: Order,
    nullable: true,
    description: 'O pedido feito deste carrinho compartilhado: só para quem comprou e admins (o profissional vê orderPlaced).',
    resolve: (query, share, _args, ctx) => ctx.prisma.order.findFirst({ ...query, where: { cartShareId: share.id, ...ordersVisibleTo(ctx.viewer) } }),
  }),
}));

export const CheckoutPreviewInput = builder.inputType('CheckoutPreviewInput', {
  fields: (t) => ({
    addressId: t.globalID({ for: Address, required: false, description: 'ID global do endereço do catálogo de endereços.' }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: false }),
    changeFor: t.field({ type: 'Decimal', required: false, description: 'Dinheiro: troco para (≥ total). Ignorado em PIX e cartão.' }),
    couponCode: t.string({ required: false }),
  }),
});

export const decodeAddress = (id: { id: string } | null | undefined) =>
  id == null ? { addressId: null, addressGiven: false } : { addressId: id.id, addressGiven: true };

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

export const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    addressId: t.globalID({ for: Address, description: 'ID global do endereço (do catálogo de endereços de quem compra).' }),
    paymentMethod: t.field({ type: PaymentMethodEnum }),
    changeFor: t.field({ type: 'Decimal', required: false, description: 'Dinheiro: troco para (≥ total). Ignorado em PIX e cartão.' }),
    couponCode: t.string({ required: false }),
    idempotencyKey: t.string({ description: 'Gerada pelo cliente para cada tentativa de compra (ex.: UUID); repetir a mesma devolve o mesmo pedido.' }),
    sharedCartId: t.globalID({
      for: CartShare,
      required: false,
      description:
        "Opcional: o carrinho compartilhado comprado. Sem ele o servidor liga o pedido ao compartilhamento aceito (ou finalizado) de quem compra com itens no carrinho " +
        "(checkoutPreview.sharedCart). O pedido o registra e o profissional ganha pontos na entrega. De outra pessoa ou fechado: 'Cart not found'; já comprado: " +
        "'Este carrinho compartilhado já foi comprado: veja o pedido em Meus pedidos'.",
    }),
  }),
});

export const PlaceOrderPayload = payloadType<PlaceOrderResult>('PlaceOrderPayload', {
  entity: { order: { type: Order, id: 'orderId' }, cart: { type: Cart, id: 'cartId', description: 'O carrinho depois do pedido (vazio quando o pedido foi feito).' } },
  fields: (t) => ({
    replayed: t.boolean({ description: 'true quando a chave já tinha feito este pedido (nada novo aconteceu).', resolve: (p) => p.replayed }),
    issues: t.field({ type: [CartIssue], description: 'Problemas do carrinho que impediram o pedido.', resolve: (p) => p.issues }),
  }),
});

mutation('placeOrder', {
  type: PlaceOrderPayload,
  description: 'Finaliza o carrinho ativo: um pedido, um subpedido por loja, pagamento na entrega.',
  authScopes: { signedIn: true },
  args: (arg) => ({ input: arg({ type: PlaceOrderInput }) }),
  input: ({ input }) => ({
    ...decodeAddress(input.addressId),
    paymentMethod: input.paymentMethod,
    changeFor: input.changeFor,
    couponCode: input.couponCode,
    idempotencyKey: input.idempotencyKey,
    sharedCartId: input.sharedCartId?.id ?? null,
  }),
  ...PLACE_ORDER,
});
