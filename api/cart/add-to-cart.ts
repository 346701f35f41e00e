// addToCart: signed-in users only (the schema answers visitors
// with UNAUTHENTICATED 'Usuário não autenticado'). The product must be sellable (APPROVED, store
// APPROVED/ACTIVE) or it is 'Produto não encontrado'; then, in this order: the quantity (integer
// 1..1000, a multiple of conversionValue for products sold in multiples; omitted = one click of
// 'Adicionar', i.e. the product's step), no stock → 'Produto sem estoque disponível', more than the
// stock → 'Estoque insuficiente. Disponível: {n}', cart + new above the stock → 'Quantidade total
// excederia o estoque disponível ({n})'. Adding a product already in the cart sums the quantities
// and refreshes price_at_add to the price the user has just seen.
import type { Context, Viewer } from '../schema/context.js';
import { unitPrice } from '../../common/promotion.js';
import { PUBLIC_STORE_WHERE } from '../catalog/access.js';
import { addStockError, CART_MESSAGES, quantityError, quantityStep } from './rules.js';
import { refuse } from '../schema/user-error.js';
import { runCartMutation, type CartMutationResult } from './cart-mutation.js';
import { PRICED_PRODUCT_SELECT } from './cart-view.js';

export interface AddToCartInput {
  /** Database id (already decoded); null when the given id was malformed. */
  productId: string | null;
  quantity?: number | null;
}

export function addToCart(ctx: Context, viewer: Viewer, input: AddToCartInput): Promise<CartMutationResult> {
  return runCartMutation(ctx, viewer, 'add', CART_MESSAGES.addError, async (tx, cartId) => {
    const product = input.productId
      ? await tx.product.findFirst({
          where: { id: input.productId, status: 'APPROVED', store: PUBLIC_STORE_WHERE },
          select: PRICED_PRODUCT_SELECT,
        })
      : null;
    if (!product) return refuse(CART_MESSAGES.productNotFound, 'NOT_FOUND', 'productId');
    const quantity = input.quantity ?? quantityStep(product);
    const invalid = quantityError(quantity, product);
    if (invalid) return refuse(invalid, 'INVALID', 'quantity');
    const existing = await tx.cartItem.findUnique({ where: { cartId_productId: { cartId, productId: product.id } }, select: { id: true, quantity: true } });
    const stockError = addStockError(product.stock, existing?.quantity ?? 0, quantity);
    if (stockError) return refuse(stockError, product.stock <= 0 ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK', 'quantity');
    const priceAtAdd = unitPrice(product);
    const item = existing
      ? await tx.cartItem.update({ where: { id: existing.id }, data: { quantity: existing.quantity + quantity, priceAtAdd }, select: { id: true } })
      : await tx.cartItem.create({ data: { cartId, productId: product.id, quantity, priceAtAdd }, select: { id: true } });
    return { cartItemId: item.id, message: CART_MESSAGES.added(quantity) };
  });
}
