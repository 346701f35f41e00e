// What every cart mutation shares: it runs inside the user's cart transaction (api/cart/
// active-cart.ts), forgets the request's priced view so the payload shows the cart after the
// change, and turns an unexpected failure into the spec's pt-BR error as a userError (docs/decisions.md:
// service methods return a result with data and error instead of throwing); the cause is logged.
import type { Context, Viewer } from '../schema/context.js';
import { Refusal, userError, type UserErrorShape } from '../schema/user-error.js';
import { logger } from '../shared/logger.js';
import { withActiveCart } from './active-cart.js';
import type { Tx } from '../shared/locks.js';
import { forgetCartView } from './cart-view.js';

export interface CartMutationResult {
  cartId: string | null;
  /** The item added or changed (null when it was removed or nothing changed). */
  cartItemId: string | null;
  /** The item that left the cart, so clients can evict it from their cache. */
  removedItemId: string | null;
  /** The spec's success text (null when there are userErrors). */
  message: string | null;
  userErrors: UserErrorShape[];
}

export type CartChange = Partial<Omit<CartMutationResult, 'cartId' | 'userErrors'>> & { userErrors?: UserErrorShape[] };


export async function runCartMutation(
  ctx: Context,
  viewer: Viewer,
  operation: string,
  failureMessage: string,
  work: (tx: Tx, cartId: string) => Promise<CartChange>,
): Promise<CartMutationResult> {
  let cartId: string | null = null;
  try {
    const change = await withActiveCart(ctx.prisma, viewer.id, async (tx, id) => {
      cartId = id;
      // A refusal is caught inside the transaction: refusals come before any write of the change,
      // and the cart itself (created on first use) stays, so the payload can show it.
      const result = await work(tx, id).catch((error: unknown): CartChange => {
        if (error instanceof Refusal) return { userErrors: error.userErrors };
        throw error;
      });
      if (!result.userErrors?.length) await tx.cart.update({ where: { id }, data: { updatedAt: new Date() }, select: { id: true } });
      return result;
    });
    return {
      cartId,
      cartItemId: change.cartItemId ?? null,
      removedItemId: change.removedItemId ?? null,
      message: change.userErrors?.length ? null : (change.message ?? null),
      userErrors: change.userErrors ?? [],
    };
  } catch (error) {
    logger.error(`cart.${operation}_failed`, { userId: viewer.id, error: String(error) });
    return { cartId, cartItemId: null, removedItemId: null, message: null, userErrors: [userError(failureMessage, 'INTERNAL', null)] };
  } finally {
    forgetCartView(ctx, cartId);
  }
}
