// What every shared-cart mutation shares: the feature flag, one transaction holding the viewer's
// cart lock (api/cart/index.ts) in which the share row is locked next (api/shared/locks.ts order),
// refusals as userErrors with nothing written, unexpected failures logged and answered with the
// operation's own message, and the events published only after the commit.
import type { Context, Viewer } from '../schema/context.js';
import { Refusal, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { logger } from '../shared/logger.js';
import { lockCartShare, TX_OPTIONS, type Tx } from '../shared/locks.js';
import { forgetCartView, lockedActiveCartId } from '../cart/index.js';
import type { CartIssue } from '../cart/rules.js';
import { effectiveShareStatus, SHARE_API_MESSAGES, type ShareStatus } from '../../common/shared-cart.js';
import { publishShareEvents, type CartShareEvent } from './events.js';
import { forgetShareLines } from './lines.js';

export interface ShareMutationResult {
  shareId: string | null;
  /** The viewer's active cart after the change. */
  cartId: string | null;
  removedItemId: string | null;
  link: string | null;
  message: string | null;
  issues: (CartIssue & { itemId?: string })[];
  userErrors: UserErrorShape[];
}

export interface ShareChange {
  shareId: string;
  message: string;
  events?: CartShareEvent[];
  removedItemId?: string;
  link?: string;
  /** The viewer's active cart when the change replaced it (sharing hands the cart over). */
  cartId?: string;
  /** Runs after the commit (e-mail). */
  after?: () => Promise<void>;
}

/** A refusal that also lists the cart issues behind it (finalize). */
export class IssuesRefusal extends Refusal {
  constructor(userErrors: UserErrorShape[], readonly issues: (CartIssue & { itemId?: string })[]) {
    super(userErrors);
  }
}

const SHARE_SELECT = {
  id: true,
  cartId: true,
  fromUserId: true,
  toUserId: true,
  status: true,
  expiresAt: true,
  acceptedAt: true,
} as const;

export interface LockedShare {
  id: string;
  cartId: string;
  fromUserId: string;
  toUserId: string;
  status: ShareStatus;
  /** The status with expiry applied (now > expiresAt → EXPIRED). */
  effective: ShareStatus;
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** Locks the share and reads it; null when there is none. */
export async function lockShare(tx: Tx, by: { id: string } | { token: string }, now = new Date()): Promise<LockedShare | null> {
  const id = await lockCartShare(tx, by);
  if (!id) return null;
  const share = await tx.cartShare.findUniqueOrThrow({ where: { id }, select: SHARE_SELECT });
  return { ...share, effective: effectiveShareStatus(share.status, share.expiresAt, now) };
}

/** The share the viewer received, locked; anything else is 'Cart not found'. */
export async function lockReceivedShare(tx: Tx, viewer: Viewer, shareId: string | null): Promise<LockedShare> {
  const share = shareId ? await lockShare(tx, { id: shareId }) : null;
  if (!share || share.toUserId !== viewer.id) return refuse(SHARE_API_MESSAGES.cartNotFound, 'NOT_FOUND', 'shareId');
  return share;
}

/** The products of the shared cart, with the quantities and prices that were sent. */
export function sharedItems(tx: Tx, share: { cartId: string }) {
  return tx.cartItem.findMany({
    where: { cartId: share.cartId },
    select: { productId: true, quantity: true, priceAtAdd: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export async function runShareMutation(
  ctx: Context,
  viewer: Viewer,
  operation: string,
  failureMessage: string,
  work: (tx: Tx, cartId: string) => Promise<ShareChange>,
): Promise<ShareMutationResult> {
  const empty = { shareId: null, removedItemId: null, link: null, message: null, issues: [] };
  let cartId: string | null = null;
  if (!ctx.config.sharedCartsEnabled) return { ...empty, cartId, userErrors: [userError(SHARE_API_MESSAGES.disabled, 'UNAVAILABLE', null)] };
  try {
    const change = await ctx.prisma.$transaction(async (tx) => {
      cartId = await lockedActiveCartId(tx, viewer.id);
      return work(tx, cartId);
    }, TX_OPTIONS);
    if (change.events?.length) await publishShareEvents(ctx, change.events);
    await change.after?.();
    return {
      shareId: change.shareId,
      cartId: change.cartId ?? cartId,
      removedItemId: change.removedItemId ?? null,
      link: change.link ?? null,
      message: change.message,
      issues: [],
      userErrors: [],
    };
  } catch (error) {
    if (error instanceof Refusal) {
      return { ...empty, cartId, issues: error instanceof IssuesRefusal ? error.issues : [], userErrors: error.userErrors };
    }
    logger.error(`sharing.${operation}_failed`, { userId: viewer.id, error: String(error) });
    return { ...empty, cartId, userErrors: [userError(failureMessage, 'INTERNAL', null)] };
  } finally {
    forgetCartView(ctx, cartId);
    forgetShareLines(ctx);
  }
}
