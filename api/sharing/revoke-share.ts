// revokeSharedCart: the professional (or an admin) withdraws a share that is still open (shared or
// accepted). The link stops working at once; items a client already accepted stay in their cart
// (it is their cart), but the share no longer counts for points.
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refuse } from '../schema/user-error.js';
import { SHARE_API_MESSAGES, SHARE_STATUS, SHARE_TEXTS } from '../../common/shared-cart.js';
import { lockShare, runShareMutation, type ShareMutationResult } from './share-mutation.js';

export function revokeSharedCart(ctx: Context, viewer: Viewer, input: { shareId: string | null }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'revoke', SHARE_TEXTS.revokeError, async (tx) => {
    const share = input.shareId ? await lockShare(tx, { id: input.shareId }) : null;
    if (!share || !(share.fromUserId === viewer.id || viewer.isAdmin)) return refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'shareId');
    assertTransition(SHARE_STATUS.act(share.effective, 'revoke'), 'shareId');
    await tx.cartShare.update({ where: { id: share.id }, data: { status: 'REVOKED', revokedAt: new Date() }, select: { id: true } });
    return {
      shareId: share.id,
      message: SHARE_TEXTS.revoked,
      events: [{ shareId: share.id, kind: 'REVOKED', userIds: [share.fromUserId, share.toUserId] }],
    };
  });
}
