// acceptSharedCart: the person the share was addressed to takes the shared cart. Allowed while the
// share is shared (or again by the same user: re-consolidation) and neither expired nor revoked;
// anyone else holding the link is refused (SHARE_TEXTS.notAddressee) and nothing changes — the
// professional re-sends it to the right e-mail (resend-share.ts). In ONE transaction — holding the
// acceptor's cart lock, then the share row's lock, so two accepts at once copy once — the items
// are copied into the recipient's active cart and the share moves to accepted. The copy is verified in the same
// transaction (no waiting: what it reads is exactly what it wrote).
//
// Copy rule (idempotent): a product not in the cart comes in with the shared quantity and
// price_at_add; a product already there keeps the larger of the two quantities, so accepting twice
// changes nothing the second time.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { assertTransition, refuse } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import { SHARE_API_MESSAGES, SHARE_STATUS, SHARE_TEXTS } from '../../common/shared-cart.js';
import { lockShare, runShareMutation, sharedItems, type ShareMutationResult } from './share-mutation.js';

export function acceptSharedCart(ctx: Context, viewer: Viewer, input: { token: string }): Promise<ShareMutationResult> {
  return runShareMutation(ctx, viewer, 'accept', SHARE_TEXTS.acceptError, async (tx, cartId) => {
    const token = input.token.trim();
    const share = token ? await lockShare(tx, { token }) : null;
    if (!share || share.effective === 'EXPIRED' || share.effective === 'REVOKED') return refuse(SHARE_API_MESSAGES.invalidLink, 'INVALID_TOKEN', 'token');
    if (share.fromUserId === viewer.id) refuse(SHARE_TEXTS.ownShare, 'FORBIDDEN', 'token');
    if (share.toUserId !== viewer.id) refuse(SHARE_TEXTS.notAddressee, 'FORBIDDEN', 'token');
    const again = share.status !== 'SHARED';
    assertTransition(SHARE_STATUS.act(share.effective, 'accept'), 'token');

    await copyInto(tx, cartId, share);
    const now = new Date();
    await tx.cartShare.update({
      where: { id: share.id },
      data: { status: 'ACCEPTED', acceptedAt: share.acceptedAt ?? now },
      select: { id: true },
    });
    await tx.cart.update({ where: { id: cartId }, data: { updatedAt: now }, select: { id: true } });
    return {
      shareId: share.id,
      message: SHARE_TEXTS.accepted,
      events: again ? [] : [{ shareId: share.id, kind: 'ACCEPTED', userIds: [share.fromUserId, share.toUserId] }],
    };
  });
}

async function copyInto(tx: Tx, cartId: string, share: { cartId: string }): Promise<void> {
  const items = await sharedItems(tx, share);
  if (items.length === 0) refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'token');
  const base = Date.now();
  const rows = items.map(
    (item, index) => Prisma.sql`(gen_random_uuid(), ${cartId}::uuid, ${item.productId}::uuid, ${item.quantity}::int, ${item.priceAtAdd}::numeric, ${new Date(base + index)}, ${new Date(base + index)})`,
  );
  try {
    await tx.$executeRaw`
      INSERT INTO "CartItem" ("id", "cartId", "productId", "quantity", "priceAtAdd", "createdAt", "updatedAt")
      VALUES ${Prisma.join(rows)}
      ON CONFLICT ("cartId", "productId") DO UPDATE
        SET "quantity" = GREATEST("CartItem"."quantity", EXCLUDED."quantity"), "updatedAt" = EXCLUDED."updatedAt"`;
  } catch (error) {
    refuse(SHARE_API_MESSAGES.copyFailed(error instanceof Error ? error.name : 'unknown error'), 'INTERNAL', null);
  }
  const copied = await tx.cartItem.count({ where: { cartId, productId: { in: items.map((i) => i.productId) } } });
  if (copied === 0) refuse(SHARE_API_MESSAGES.nothingCopied, 'INTERNAL', null);
  if (copied < items.length) refuse(SHARE_API_MESSAGES.copyFailed(`${items.length - copied} of ${items.length} items missing`), 'INTERNAL', null);
}
