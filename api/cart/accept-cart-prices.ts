// acceptCartPrices: the way out of a price_changed issue. The customer has seen the new prices
// (the cart shows unitPrice next to priceAtAdd) and confirms them: every item's price_at_add
// becomes its unit price now, so checkout no longer blocks on the change.
import type { Context, Viewer } from '../schema/context.js';
import { CART_MESSAGES } from './rules.js';
import { runCartMutation, type CartMutationResult } from './cart-mutation.js';
import { loadCartView } from './cart-view.js';

export function acceptCartPrices(ctx: Context, viewer: Viewer): Promise<CartMutationResult> {
  return runCartMutation(ctx, viewer, 'accept_prices', CART_MESSAGES.updateError, async (tx, cartId) => {
    const view = await loadCartView(tx, cartId, viewer.role);
    for (const line of view.lines) {
      if (line.priceAtAdd !== line.unitPrice) {
        await tx.cartItem.update({ where: { id: line.itemId }, data: { priceAtAdd: line.unitPrice }, select: { id: true } });
      }
    }
    return { message: CART_MESSAGES.pricesAccepted };
  });
}
