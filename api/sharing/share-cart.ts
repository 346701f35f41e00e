// shareCart: a professional sends their cart to a client found by e-mail. The active cart itself
// becomes the shared cart (status SHARED: the snapshot of items, quantities and price_at_add that
// was sent) and the professional starts again with a new empty cart. The share gets an
// unguessable token valid for 7 days; the recipient is told by e-mail (share-mail.ts: items,
// total, points) and live, and only they can accept it.
import { randomBytes } from 'node:crypto';
import type { Context, Viewer } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import { publicOrigin } from '../shared/public-origin.js';
import { canShareCarts } from '../../common/roles.js';
import { normalizeShareEmail, SHARE_API_MESSAGES, SHARE_TEXTS, shareExpiresAt, shareLink } from '../../common/shared-cart.js';
import { runShareMutation, type ShareMutationResult } from './share-mutation.js';
import { sendShareMail, shareMail } from './share-mail.js';

/** The recipient by e-mail (trimmed, lower-case): an active account other than the sharer's. */
export async function findRecipient(tx: Tx, viewer: Viewer, rawEmail: string): Promise<{ id: string }> {
  const email = normalizeShareEmail(rawEmail);
  const recipient = email ? await tx.user.findUnique({ where: { email }, select: { id: true, blockedAt: true } }) : null;
  if (!recipient || recipient.blockedAt) return refuse(SHARE_TEXTS.emailNotFound, 'NOT_FOUND', 'email');
  if (recipient.id === viewer.id) refuse(SHARE_TEXTS.selfShare, 'INVALID', 'email');
  return recipient;
}

export function shareCart(ctx: Context, viewer: Viewer, input: { email: string }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'share', SHARE_TEXTS.shareError, async (tx, cartId) => {
    if (!canShareCarts(viewer.role)) refuse(SHARE_API_MESSAGES.onlyProfessionals, 'FORBIDDEN', null);
    const recipient = await findRecipient(tx, viewer, input.email);
    if ((await tx.cartItem.count({ where: { cartId } })) === 0) refuse(SHARE_TEXTS.emptyCart, 'EMPTY_CART', null);

    const now = new Date();
    const token = randomBytes(32).toString('base64url');
    await tx.cart.update({ where: { id: cartId }, data: { status: 'SHARED' }, select: { id: true } });
    const share = await tx.cartShare.create({
      data: { cartId, fromUserId: viewer.id, toUserId: recipient.id, token, expiresAt: shareExpiresAt(now), createdAt: now },
      select: { id: true },
    });
    const fresh = await tx.cart.create({ data: { userId: viewer.id }, select: { id: true } });
    const link = shareLink(publicOrigin(ctx), token);
    const mail = await shareMail(tx, share.id, link);
    return {
      shareId: share.id,
      cartId: fresh.id,
      link,
      message: SHARE_TEXTS.shared,
      events: [{ shareId: share.id, kind: 'RECEIVED', userIds: [viewer.id, recipient.id] }],
      after: () => sendShareMail(ctx, mail),
    };
  });
}
