// clearCart: removes every item of the viewer's active cart ('Carrinho esvaziado'); the cart itself
// stays, so its id (and the client's cache entry) is stable.
import type { Context, Viewer } from '../schema/context.js';
import { CART_MESSAGES } from './rules.js';
import { runCartMutation, type CartMutationResult } from './cart-mutation.js';

export function clearCart(ctx: Context, viewer: Viewer): Promise<CartMutationResult> {
  return runCartMutation(ctx, viewer, 'clear', CART_MESSAGES.clearError, async (tx, cartId) => {
    await tx.cartItem.deleteMany({ where: { cartId } });
    return { message: CART_MESSAGES.cleared };
  });
}
