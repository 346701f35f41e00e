// The cart in GraphQL. Every mutation returns the changed Cart (same id, with its
// items, summary and count), so Apollo's normalized cache updates the cart badge, the pop-up and
// the /cart screen without refetching. Resolvers stay thin: the rules live in rules.ts and the
// services next to this file; the priced view (cart-view.ts) is loaded once per cart and request.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.js';
import { payloadType } from '../schema/user-error.js';
import { CartStatus } from '../generated/prisma/enums.js';
import { Product, Store } from '../catalog/schema/index.js';
import { NO_ROW_ID, uuidOrNoRow } from '../schema/global-id.js';
import { CART_ISSUE_KINDS, type CartIssue as CartIssueShape } from './rules.js';
import { CART_ITEM_ORDER, cartView, type CartStoreGroupView, type CartView } from './cart-view.js';
import { deliveredCartView } from './delivery.js';
import { findActiveCart } from './active-cart.js';
import type { CartMutationResult } from './cart-mutation.js';
import { addToCart } from './add-to-cart.js';
import { updateCartItemQuantity } from './update-cart-item.js';
import { removeCartItem } from './remove-cart-item.js';
import { clearCart } from './clear-cart.js';
import { acceptCartPrices } from './accept-cart-prices.js';

export const CartStatusEnum = builder.enumType(CartStatus, {
  name: 'CartStatus',
  description: 'ACTIVE = ativo (um por usuário), ABANDONED = abandonado (duplicado consolidado), SHARED = compartilhado, FINALIZED = finalizado.',
});

export const CartIssueKindEnum = builder.enumType('CartIssueKind', {
  description: 'Problema de um item na verificação do carrinho: out_of_stock, price_changed, unavailable.',
  values: Object.fromEntries(CART_ISSUE_KINDS.map((kind) => [kind.toUpperCase(), { value: kind }])) as Record<
    Uppercase<(typeof CART_ISSUE_KINDS)[number]>,
    { value: (typeof CART_ISSUE_KINDS)[number] }
  >,
});

export const CartIssue = builder.objectRef<CartIssueShape & { itemId?: string }>('CartIssue').implement({
  description: 'Um problema encontrado ao verificar o carrinho (estoque, preço, disponibilidade).',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    issue: t.field({ type: CartIssueKindEnum, resolve: (i) => i.issue }),
    currentValue: t.string({
      nullable: true,
      description: 'OUT_OF_STOCK: estoque disponível; PRICE_CHANGED: preço unitário atual (decimal); UNAVAILABLE: null.',
      resolve: (i) => i.currentValue,
    }),
    message: t.exposeString('message', { description: "Texto pt-BR, ex.: 'Cimento: Estoque insuficiente. Disponível: 3'." }),
    cartItemId: t.id({ nullable: true, description: 'ID global do item do carrinho.', resolve: (i) => (i.itemId ? encodeGlobalID('CartItem', i.itemId) : null) }),
  }),
});

const CartSummary = builder.objectRef<CartView>('CartSummary').implement({
  description: 'Resumo do carrinho: subtotal, totalItems e totalPoints, mais as taxas de entrega por loja.',
  fields: (t) => ({
    subtotal: t.field({ type: 'Decimal', description: 'Σ preço unitário atual × quantidade.', resolve: (v) => v.subtotal }),
    totalItems: t.exposeInt('totalItems', { description: 'Unidades no carrinho (o número do badge).' }),
    totalPoints: t.exposeInt('totalPoints', { description: 'Pontos que o pedido renderá para o papel de quem consulta.' }),
    deliveryTotal: t.field({ type: 'Decimal', description: 'Soma das taxas de entrega (uma por loja), para o endereço principal de quem consulta.', resolve: (v) => v.deliveryTotal }),
    total: t.field({ type: 'Decimal', description: 'subtotal + deliveryTotal (sem cupom; veja checkoutPreview).', resolve: (v) => v.total }),
    storeCount: t.int({ resolve: (v) => v.groups.length }),
    deliveryForAddress: t.boolean({
      description: 'true quando deliveryTotal foi calculado para o endereço principal de quem consulta; false sem endereço (a taxa final é calculada no checkout).',
      resolve: (v) => v.deliveryForAddress ?? false,
    }),
  }),
});

async function lineOf(ctx: Parameters<typeof cartView>[0], item: { id: string; cartId: string }) {
  const line = (await cartView(ctx, item.cartId)).lines.find((l) => l.itemId === item.id);
  if (!line) throw new Error(`cart item ${item.id} missing from its cart view`);
  return line;
}

export const CartItem = builder.prismaNode('CartItem', {
  id: { field: 'id' },
  nullable: true,
  description: 'Item do carrinho. Só o dono do carrinho o alcança (também por node).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { cart: { userId: ctx.viewer?.id ?? NO_ROW_ID } }) }),
  fields: (t) => ({
    product: t.relation('product'),
    quantity: t.exposeInt('quantity'),
    priceAtAdd: t.expose('priceAtAdd', { type: 'Decimal', description: 'Preço unitário quando o item entrou no carrinho (price_at_add).' }),
    unitPrice: t.field({ type: 'Decimal', description: 'Preço unitário agora (promoção aplicada).', resolve: async (i, _a, ctx) => (await lineOf(ctx, i)).unitPrice }),
    subtotal: t.field({ type: 'Decimal', description: 'unitPrice × quantity.', resolve: async (i, _a, ctx) => (await lineOf(ctx, i)).subtotal }),
    points: t.int({ description: 'Pontos do item (por unidade × quantidade) para quem consulta.', resolve: async (i, _a, ctx) => (await lineOf(ctx, i)).points }),
    issues: t.field({ type: [CartIssue], resolve: async (i, _a, ctx) => (await lineOf(ctx, i)).issues.map((issue) => ({ ...issue, itemId: i.id })) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

type CartItemRow = { id: string };

const CartStoreGroup = builder.objectRef<CartStoreGroupView & { items: CartItemRow[] }>('CartStoreGroup').implement({
  description: 'Os itens de uma loja no carrinho: cada loja vira um subpedido com sua taxa de entrega.',
  fields: (t) => ({
    store: t.prismaField({
      type: Store,
      resolve: (query, g, _args, ctx) => ctx.prisma.store.findUniqueOrThrow({ ...query, where: { id: g.storeId } }),
    }),
    items: t.field({ type: [CartItem], resolve: (g) => g.items as never }),
    subtotal: t.field({ type: 'Decimal', resolve: (g) => g.subtotal }),
    deliveryFee: t.field({ type: 'Decimal', description: 'Taxa de entrega da loja para o endereço principal de quem consulta (a mesma do checkout: api/cart/delivery.ts).', resolve: (g) => g.deliveryFee }),
    total: t.field({ type: 'Decimal', description: 'subtotal + deliveryFee.', resolve: (g) => g.total }),
    points: t.exposeInt('points'),
    totalItems: t.exposeInt('totalItems'),
  }),
});

export const Cart = builder.prismaNode('Cart', {
  id: { field: 'id' },
  nullable: true,
  description: 'O carrinho ativo do usuário (um por usuário; criado no primeiro uso).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { userId: ctx.viewer?.id ?? NO_ROW_ID }) }),
  authScopes: (cart, ctx) => !!ctx.viewer && (ctx.viewer.id === cart.userId || ctx.viewer.isAdmin),
  fields: (t) => ({
    status: t.expose('status', { type: CartStatusEnum }),
    items: t.relation('items', { description: 'Na ordem em que entraram no carrinho.', query: { orderBy: CART_ITEM_ORDER } }),
    itemsByStore: t.field({
      type: [CartStoreGroup],
      description: 'Itens agrupados por loja (a tela /cart e o checkout).',
      select: (_args, _ctx, nested) => ({ items: nested({ orderBy: CART_ITEM_ORDER }, ['items']) }),
      resolve: async (cart, _args, ctx) => {
        const view = await deliveredCartView(ctx, cart.id);
        const byId = new Map((cart.items as CartItemRow[]).map((item) => [item.id, item]));
        return view.groups.map((g) => ({ ...g, items: g.itemIds.flatMap((id) => byId.get(id) ?? []) }));
      },
    }),
    summary: t.field({ type: CartSummary, resolve: (cart, _args, ctx) => deliveredCartView(ctx, cart.id) }),
    count: t.int({ description: 'Unidades no carrinho: o badge da aba Carrinho (igual a summary.totalItems).', resolve: async (cart, _a, ctx) => (await cartView(ctx, cart.id)).totalItems }),
    issues: t.field({
      type: [CartIssue],
      description: 'Verificação do carrinho agora: estoque, preço (tolerância de 5%) e disponibilidade. Vazia = pode finalizar.',
      resolve: async (cart, _a, ctx) => (await cartView(ctx, cart.id)).lines.flatMap((l) => l.issues.map((issue) => ({ ...issue, itemId: l.itemId }))),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('cart', (t) =>
  t.prismaField({
    type: Cart,
    description: 'O carrinho ativo de quem está logado (criado no primeiro uso; duplicados são consolidados).',
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) => findActiveCart(ctx.prisma, ctx.viewer!.id, query),
  }),
);

builder.prismaObjectField('User', 'cart', (t) =>
  t.prismaField({
    type: Cart,
    description: 'O carrinho ativo (só para o próprio usuário).',
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    resolve: (query, user, _args, ctx) => findActiveCart(ctx.prisma, user.id, query),
  }),
);

// --- mutations ---------------------------------------------------------------------------------

function cartPayload(name: string, description: string) {
  return payloadType<CartMutationResult>(name, {
    description,
    entity: { cart: { type: Cart, id: 'cartId', description: 'O carrinho depois da operação (também quando há userErrors: sem mudanças).' }, cartItem: { type: CartItem, id: 'cartItemId', description: 'O item adicionado ou alterado.' } },
    fields: (t) => ({
      removedItemId: t.id({
        nullable: true,
        description: 'ID global do item que saiu do carrinho (para remover do cache).',
        resolve: (p) => (p.removedItemId ? encodeGlobalID('CartItem', p.removedItemId) : null),
      }),
      message: t.string({ nullable: true, description: 'Mensagem de sucesso da spec (toast); null quando há userErrors.', resolve: (p) => p.message }),
    }),
  });
}

const AddToCartInput = builder.inputType('AddToCartInput', {
  fields: (t) => ({
    productId: t.globalID({ for: Product, description: 'ID global do produto.' }),
    quantity: t.int({
      required: false,
      description: 'Inteiro de 1 a 1000 (múltiplo de conversionValue quando vendido em múltiplos). Sem valor: Product.addToCartQuantity.',
    }),
  }),
});

builder.mutationField('addToCart', (t) =>
  t.field({
    type: cartPayload('AddToCartPayload', "Resultado de addToCart: message '{n} unidade(s) adicionada(s) ao carrinho'."),
    description: 'Adiciona um produto ao carrinho (soma a quantidade se já estiver lá). Visitantes: UNAUTHENTICATED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddToCartInput }) },
    resolve: (_root, { input }, ctx) =>
      addToCart(ctx, ctx.viewer!, { productId: input.productId.id, quantity: input.quantity }),
  }),
);

const UpdateCartItemQuantityInput = builder.inputType('UpdateCartItemQuantityInput', {
  fields: (t) => ({
    itemId: t.globalID({ for: CartItem, description: 'ID global do item do carrinho.' }),
    quantity: t.int({ description: 'Nova quantidade; 0 ou menos remove o item.' }),
  }),
});

builder.mutationField('updateCartItemQuantity', (t) =>
  t.field({
    type: cartPayload('UpdateCartItemQuantityPayload', "Resultado da alteração: 'Quantidade atualizada' ou, com 0 ou menos, 'Item removido do carrinho'."),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateCartItemQuantityInput }) },
    resolve: (_root, { input }, ctx) =>
      updateCartItemQuantity(ctx, ctx.viewer!, { itemId: input.itemId.id, quantity: input.quantity }),
  }),
);

const RemoveCartItemInput = builder.inputType('RemoveCartItemInput', {
  fields: (t) => ({ itemId: t.globalID({ for: CartItem, description: 'ID global do item do carrinho.' }) }),
});

builder.mutationField('removeCartItem', (t) =>
  t.field({
    type: cartPayload('RemoveCartItemPayload', "Resultado da remoção: 'Item removido do carrinho'."),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RemoveCartItemInput }) },
    resolve: (_root, { input }, ctx) => removeCartItem(ctx, ctx.viewer!, input.itemId.id),
  }),
);

builder.mutationField('clearCart', (t) =>
  t.field({
    type: cartPayload('ClearCartPayload', "Resultado de esvaziar o carrinho: 'Carrinho esvaziado'."),
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => clearCart(ctx, ctx.viewer!),
  }),
);

builder.mutationField('acceptCartPrices', (t) =>
  t.field({
    type: cartPayload('AcceptCartPricesPayload', "Resultado de aceitar os preços atuais: 'Preços do carrinho atualizados'."),
    description: 'Confirma os preços atuais de todos os itens (resolve os avisos PRICE_CHANGED antes de finalizar).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => acceptCartPrices(ctx, ctx.viewer!),
  }),
);
