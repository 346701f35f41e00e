// resendSharedCart: the professional (only the one who shared it) sends a still-open share (waiting
// or accepted, not expired) to an e-mail — another person when the first address was wrong or
// someone else got the link, or the same person again. The share is addressed to that person
// (only they can accept it), waits for acceptance again with a fresh 7-day validity, and they get
// the e-mail and the live notice. A previous recipient who had accepted keeps the copied items in
// their own cart (it is their cart, as on revoking) but can no longer edit or finalize the share.
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refuse } from '../schema/user-error.js';
import { publicOrigin } from '../shared/public-origin.js';
import { SHARE_API_MESSAGES, SHARE_STATUS, SHARE_TEXTS, shareExpiresAt, shareLink } from '../../common/shared-cart.js';
import { lockShare, runShareMutation, type ShareMutationResult } from './share-mutation.js';
import { findRecipient } from './share-cart.js';
import { sendShareMail, shareMail } from './share-mail.js';

export function resendSharedCart(ctx: Context, viewer: Viewer, input: { shareId: string | null; email: string }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'resend', SHARE_TEXTS.resendError, async (tx) => {
    const share = input.shareId ? await lockShare(tx, { id: input.shareId }) : null;
    if (!share || share.fromUserId !== viewer.id) return refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'shareId');
    assertTransition(SHARE_STATUS.act(share.effective, 'resend'), 'shareId');
    const recipient = await findRecipient(tx, viewer, input.email);
    assertTransition(SHARE_STATUS.act(share.effective, 'resend', { recipientId: recipient.id, addresseeId: share.toUserId }), 'shareId');

    const now = new Date();
    const updated = await tx.cartShare.update({
      where: { id: share.id },
      data: { toUserId: recipient.id, status: 'SHARED', acceptedAt: null, expiresAt: shareExpiresAt(now), expiryNoticeAt: null },
      select: { token: true },
    });
    const link = shareLink(publicOrigin(ctx), updated.token);
    const mail = await shareMail(tx, share.id, link);
    return {
      shareId: share.id,
      link,
      message: SHARE_TEXTS.resent,
      // The new recipient gets 'Novo carrinho compartilhado'; a replaced one sees it leave their lists.
      events: [{ shareId: share.id, kind: 'RECEIVED', userIds: [viewer.id, recipient.id, share.toUserId] }],
      after: () => sendShareMail(ctx, mail),
    };
  });
}
