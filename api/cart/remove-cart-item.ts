// removeCartItem: only from the viewer's own active cart; anything else is 'Item não encontrado'.
import type { Context, Viewer } from '../schema/context.js';
import { CART_MESSAGES } from './rules.js';
import { refuse } from '../schema/user-error.js';
import { runCartMutation, type CartMutationResult } from './cart-mutation.js';

export function removeCartItem(ctx: Context, viewer: Viewer, itemId: string | null): Promise<CartMutationResult> {
  return runCartMutation(ctx, viewer, 'remove', CART_MESSAGES.removeError, async (tx, cartId) => {
    const removed = itemId ? await tx.cartItem.deleteMany({ where: { id: itemId, cartId } }) : { count: 0 };
    if (removed.count === 0) return refuse(CART_MESSAGES.itemNotFound, 'NOT_FOUND', 'itemId');
    return { removedItemId: itemId, message: CART_MESSAGES.removed };
  });
}
