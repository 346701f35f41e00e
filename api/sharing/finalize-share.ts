// finalizeSharedCart: the recipient closes an accepted share and goes to checkout with it. First
// the check of stock, price (5% tolerance) and availability on the share's items in their cart —
// any issue blocks and is listed. Then, in the same transaction, the shared cart records what was
// agreed (its items become the recipient's quantities), moves to FINALIZED with who and when, and
// the share to finalized. Points are credited to both sides when the order is delivered.
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refuse } from '../schema/user-error.js';
import { issueErrors, loadCartView } from '../cart/index.js';
import { SHARE_STATUS, SHARE_TEXTS } from '../../common/shared-cart.js';
import { finalizeInto } from './checkout-share.js';
import { IssuesRefusal, lockReceivedShare, runShareMutation, sharedItems, type ShareMutationResult } from './share-mutation.js';

export function finalizeSharedCart(ctx: Context, viewer: Viewer, input: { shareId: string | null }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'finalize', SHARE_TEXTS.finalizeError, async (tx, cartId) => {
    const share = await lockReceivedShare(tx, viewer, input.shareId);
    assertTransition(SHARE_STATUS.act(share.effective, 'finalize'), 'shareId');

    const productIds = new Set((await sharedItems(tx, share)).map((i) => i.productId));
    const lines = (await loadCartView(tx, cartId, viewer.role)).lines.filter((l) => productIds.has(l.productId));
    if (lines.length === 0) refuse(SHARE_TEXTS.emptyShare, 'EMPTY_CART', null);
    const issues = lines.flatMap((l) => l.issues.map((issue) => ({ ...issue, itemId: l.itemId })));
    if (issues.length) throw new IssuesRefusal(issueErrors(issues), issues);

    await finalizeInto(tx, share, cartId, productIds, viewer.id, new Date());
    return {
      shareId: share.id,
      message: SHARE_TEXTS.finalized,
      events: [{ shareId: share.id, kind: 'FINALIZED', userIds: [share.fromUserId, viewer.id] }],
    };
  });
}
