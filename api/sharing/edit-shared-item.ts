// The recipient edits an accepted shared cart: change a quantity or remove an item. Only the user
// who accepted it, only while it is accepted (not before, not once finalized, expired or revoked),
// and only the items that came from the share (they live in the recipient's active cart). A
// quantity must be 1..1000, respect the product's multiples and its stock — removing is its own
// operation, so 0 here is 'A quantidade deve ser pelo menos 1' (docs/decisions.md).
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refuse } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import { CART_MESSAGES, quantityError, updateStockError } from '../cart/rules.js';
import { SHARE_STATUS, SHARE_TEXTS } from '../../common/shared-cart.js';
import { lockReceivedShare, runShareMutation, sharedItems, type ShareMutationResult } from './share-mutation.js';

async function editableItem(tx: Tx, viewer: Viewer, cartId: string, shareId: string | null, itemId: string | null) {
  const share = await lockReceivedShare(tx, viewer, shareId);
  assertTransition(SHARE_STATUS.act(share.effective, 'edit'), 'shareId');
  const productIds = (await sharedItems(tx, share)).map((i) => i.productId);
  const item = itemId
    ? await tx.cartItem.findFirst({
        where: { id: itemId, cartId, productId: { in: productIds } },
        select: { id: true, product: { select: { stock: true, quantityControl: true, conversionValue: true } } },
      })
    : null;
  if (!item) return refuse(CART_MESSAGES.itemNotFound, 'NOT_FOUND', 'itemId');
  return { share, item };
}

export function updateSharedCartItem(ctx: Context, viewer: Viewer, input: { shareId: string | null; itemId: string | null; quantity: number }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'update_item', SHARE_TEXTS.updateError, async (tx, cartId) => {
    const { share, item } = await editableItem(tx, viewer, cartId, input.shareId, input.itemId);
    const invalid = quantityError(input.quantity, item.product) ?? updateStockError(item.product.stock, input.quantity);
    if (invalid) refuse(invalid, 'INVALID', 'quantity');
    await tx.cartItem.update({ where: { id: item.id }, data: { quantity: input.quantity }, select: { id: true } });
    return { shareId: share.id, message: CART_MESSAGES.updated };
  });
}

export function removeSharedCartItem(ctx: Context, viewer: Viewer, input: { shareId: string | null; itemId: string | null }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'remove_item', SHARE_TEXTS.removeError, async (tx, cartId) => {
    const { share, item } = await editableItem(tx, viewer, cartId, input.shareId, input.itemId);
    await tx.cartItem.delete({ where: { id: item.id } });
    return { shareId: share.id, removedItemId: item.id, message: SHARE_TEXTS.removed };
  });
}
