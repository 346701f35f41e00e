// updateCartItemQuantity. Reading of the two spec rules (docs/decisions.md):
// The rule 'a quantity update at or below 0 removes the item' is what this mutation does for 0 or less
// ('Item removido do carrinho'); the rule 'at least 1, otherwise A quantidade deve ser pelo menos 1' is
// the validation of a quantity the user types, used where removal is not implied — addToCart, and
// the shared-cart recipient's edit. Above 0 the quantity must respect the 1000 maximum, the
// multiples rule and the stock ('Estoque insuficiente. Disponível: {n}'). An item that is not in the
// viewer's active cart — someone else's included — is 'Item não encontrado' and nothing changes.
import type { Context, Viewer } from '../schema/context.js';
import { CART_MESSAGES, quantityError, updateStockError } from './rules.js';
import { refuse } from '../schema/user-error.js';
import { runCartMutation, type CartMutationResult } from './cart-mutation.js';

export interface UpdateCartItemInput {
  itemId: string | null;
  quantity: number;
}

export function updateCartItemQuantity(ctx: Context, viewer: Viewer, input: UpdateCartItemInput): Promise<CartMutationResult> {
  return runCartMutation(ctx, viewer, 'update', CART_MESSAGES.updateError, async (tx, cartId) => {
    const item = input.itemId
      ? await tx.cartItem.findFirst({
          where: { id: input.itemId, cartId },
          select: { id: true, product: { select: { stock: true, quantityControl: true, conversionValue: true } } },
        })
      : null;
    if (!item) return refuse(CART_MESSAGES.itemNotFound, 'NOT_FOUND', 'itemId');
    if (input.quantity <= 0) {
      await tx.cartItem.delete({ where: { id: item.id } });
      return { removedItemId: item.id, message: CART_MESSAGES.removed };
    }
    const invalid = quantityError(input.quantity, item.product) ?? updateStockError(item.product.stock, input.quantity);
    if (invalid) return refuse(invalid, 'INVALID', 'quantity');
    await tx.cartItem.update({ where: { id: item.id }, data: { quantity: input.quantity }, select: { id: true } });
    return { cartItemId: item.id, message: CART_MESSAGES.updated };
  });
}
