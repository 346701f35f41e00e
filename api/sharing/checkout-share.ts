// Checkout of a finalized shared cart (placeOrder with sharedCartId): the share must be the
// buyer's, finalized and not yet bought. Each order line that came from the share earns the
// professional their role's points (profissional) for up to the agreed quantity, credited when the
// sub-order is delivered.
import type { Viewer } from '../schema/context.js';
import type { Tx } from '../shared/locks.js';
import { pointsForRole, type ProductPoints } from '../../common/roles.js';
import { lockShare, sharedItems } from './share-mutation.js';

export interface CheckoutShare {
  shareId: string;
  fromUserId: string;
  /** The professional's points for an order line. */
  sharerPoints(line: { productId: string; quantity: number; product: ProductPoints }): number;
}

/** Locks the share for the order; null when the viewer cannot buy it (not theirs, not finalized, already bought). */
export async function lockShareForCheckout(tx: Tx, viewer: Viewer, shareId: string): Promise<CheckoutShare | null> {
  const share = await lockShare(tx, { id: shareId });
  if (!share || share.toUserId !== viewer.id || share.status !== 'FINALIZED') return null;
  if (await tx.order.findUnique({ where: { cartShareId: share.id }, select: { id: true } })) return null;
  const agreed = new Map((await sharedItems(tx, share)).map((i) => [i.productId, i.quantity]));
  return {
    shareId: share.id,
    fromUserId: share.fromUserId,
    sharerPoints: (line) => pointsForRole(line.product, 'PROFESSIONAL') * Math.min(line.quantity, agreed.get(line.productId) ?? 0),
  };
}
