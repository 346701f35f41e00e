// The share an order buys (docs/decisions.md, "Carrinhos compartilhados", "O servidor liga o pedido ao compartilhamento").
// The server decides, not the URL: an order links the buyer's open share — accepted and not expired,
// or finalized and not yet bought — whose items are in the cart being checked out (the most recently
// accepted when there are several). The client may still name one (placeOrder.sharedCartId): it must
// be the buyer's and open; a share that already has an order is refused ('Este carrinho compartilhado
// já foi comprado'), whichever way it is named. An accepted share is finalized by the order itself,
// in the order's transaction (the agreed quantities are the buyer's), after the checkout's quote
// passed. Each order line that came from the share earns the professional their role's points
// (profissional) for up to the agreed quantity, credited when the sub-order is delivered.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import { pointsForRole, type ProductPoints } from '../../common/roles.js';
import { SHARE_API_MESSAGES, SHARE_TEXTS } from '../../common/shared-cart.js';
import { lockShare, sharedItems, type LockedShare } from './share-mutation.js';
import type { CartShareEvent } from './events.js';

type Db = PrismaClient | Prisma.TransactionClient;

export interface CheckoutShare {
  shareId: string;
  fromUserId: string;
  /**
   * Runs once the order is sure to be placed (inside its transaction): an accepted share is
   * finalized with the buyer's quantities. Returns the share's events to publish after the commit.
   */
  close(): Promise<CartShareEvent[]>;
  /** The professional's points for an order line (call after close). */
  sharerPoints(line: { productId: string; quantity: number; product: ProductPoints }): number;
}

/** The shares a buyer can still buy: accepted and not expired, or finalized without an order. */
function openReceivedShares(viewerId: string, now: Date): Prisma.CartShareWhereInput {
  return {
    toUserId: viewerId,
    OR: [{ status: 'ACCEPTED', expiresAt: { gte: now } }, { status: 'FINALIZED', order: { is: null } }],
  };
}

/**
 * The share an order from this cart would buy: the buyer's open share with at least one of its
 * products in the cart (the most recently accepted first); null when none. No lock: placeOrder
 * locks it and checks again.
 */
export async function shareOfCart(db: Db, viewerId: string, cartId: string, now = new Date()): Promise<string | null> {
  // One statement: a checkout's SQL budget (tests/integration/orders.test.ts) pays for one lookup.
  const share = await db.cartShare.findFirst({
    where: { ...openReceivedShares(viewerId, now), cart: { items: { some: { product: { cartItems: { some: { cartId } } } } } } },
    orderBy: [{ acceptedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
    select: { id: true },
  });
  return share?.id ?? null;
}

const buyable = (share: LockedShare) => share.effective === 'ACCEPTED' || share.effective === 'FINALIZED';

/**
 * Locks the share this order buys (after the buyer's cart lock: docs/architecture.md lock order).
 * Named by the client (sharedCartId): not the buyer's, not open → 'Cart not found'; already bought →
 * refused. Not named: the share of the cart (shareOfCart), or null for an ordinary order.
 */
export async function lockShareForCheckout(tx: Tx, viewer: Viewer, input: { sharedCartId?: string | null; cartId: string }, now = new Date()): Promise<CheckoutShare | null> {
  let share: LockedShare | null;
  if (input.sharedCartId) {
    share = await lockShare(tx, { id: input.sharedCartId }, now);
    if (!share || share.toUserId !== viewer.id) return refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'sharedCartId');
    if (await orderOf(tx, share.id)) return refuse(SHARE_TEXTS.alreadyBought, 'INVALID_TRANSITION', 'sharedCartId');
    if (!buyable(share)) return refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'sharedCartId');
  } else {
    const candidate = await shareOfCart(tx, viewer.id, input.cartId, now);
    share = candidate ? await lockShare(tx, { id: candidate }, now) : null;
    // Changed before the lock (revoked, bought by a concurrent checkout): an ordinary order.
    if (!share || share.toUserId !== viewer.id || !buyable(share) || (await orderOf(tx, share.id))) return null;
  }
  return checkoutShare(tx, viewer, share, input.cartId, now);
}

async function orderOf(tx: Tx, shareId: string): Promise<boolean> {
  return !!(await tx.order.findUnique({ where: { cartShareId: shareId }, select: { id: true } }));
}

async function checkoutShare(tx: Tx, viewer: Viewer, share: LockedShare, cartId: string, now: Date): Promise<CheckoutShare> {
  const sentIds = new Set((await sharedItems(tx, share)).map((i) => i.productId));
  let agreed = new Map<string, number>();
  const readAgreed = async () => {
    agreed = new Map((await sharedItems(tx, share)).map((i) => [i.productId, i.quantity]));
  };
  if (share.effective === 'FINALIZED') await readAgreed();
  else {
    const lines = await tx.cartItem.count({ where: { cartId, productId: { in: [...sentIds] } } });
    if (lines === 0) refuse(SHARE_TEXTS.emptyShare, 'EMPTY_CART', 'sharedCartId');
  }
  return {
    shareId: share.id,
    fromUserId: share.fromUserId,
    async close() {
      if (share.effective === 'FINALIZED') return [];
      await finalizeInto(tx, share, cartId, sentIds, viewer.id, now);
      await readAgreed();
      return [{ shareId: share.id, kind: 'FINALIZED', userIds: [share.fromUserId, viewer.id] }];
    },
    sharerPoints: (line) => pointsForRole(line.product, 'PROFESSIONAL') * Math.min(line.quantity, agreed.get(line.productId) ?? 0),
  };
}

/**
 * Finalizing a share: the shared cart records what was agreed (its items become the recipient's
 * quantities and prices of the share's products in `cartId`), moves to FINALIZED with who and when,
 * and the share too. The caller checked the lines (finalize: the share's; placeOrder: the quote).
 */
export async function finalizeInto(tx: Tx, share: { id: string; cartId: string }, cartId: string, productIds: Set<string>, viewerId: string, now: Date): Promise<void> {
  const lines = await tx.cartItem.findMany({
    where: { cartId, productId: { in: [...productIds] } },
    select: { productId: true, quantity: true, priceAtAdd: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  await tx.cartItem.deleteMany({ where: { cartId: share.cartId } });
  await tx.cartItem.createMany({
    data: lines.map((l, index) => ({ cartId: share.cartId, productId: l.productId, quantity: l.quantity, priceAtAdd: l.priceAtAdd, createdAt: new Date(now.getTime() + index) })),
  });
  await tx.cart.update({ where: { id: share.cartId }, data: { status: 'FINALIZED', finalizedAt: now, finalizedById: viewerId }, select: { id: true } });
  await tx.cartShare.update({ where: { id: share.id }, data: { status: 'FINALIZED', finalizedAt: now }, select: { id: true } });
}
