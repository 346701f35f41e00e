// Every status change of a sub-order runs in a transaction that first locks its ORDER row, so the
// changes of one order (several stores, the customer) run one after the other: the "all sub-orders
// cancelled → give the coupon back" and "first delivery → referral bonus" checks see each other.
// Who may act is decided here too: the store's owner (and admins) act as the store; the buyer as
// the customer; anyone else gets FORBIDDEN and nothing changes.
import { GraphQLError } from 'graphql';
import type { Prisma } from '../generated/prisma/client.js';
import type { SubOrderStatus } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import type { UserErrorShape } from '../schema/user-error.js';
import { notifyBuyer, publishSubOrderEvents, type SubOrderEvent } from './events.js';
import { lockOrderOfSubOrder, type Tx } from '../shared/locks.js';

/** The payload of advanceSubOrder and cancelSubOrder. */
export interface SubOrderChangeResult {
  subOrderId: string | null;
  /** What the change announces after the commit (set by save; not in the schema). */
  moved?: { event: SubOrderEvent; storeName: string; status: SubOrderStatus };
  userErrors: UserErrorShape[];
}

/** A refusal keeps the sub-order asked about (the payload shows it as it is). */
export const refusedChange = (userErrors: UserErrorShape[], input: { subOrderId: string | null }): SubOrderChangeResult => ({
  subOrderId: input.subOrderId,
  userErrors,
});

/** publish (after commit): the live event, and the buyer's notification when someone else moved it. */
export async function announceChange(ctx: Context, result: SubOrderChangeResult, _cleaned: unknown, viewer: Viewer): Promise<void> {
  if (!result.moved) return;
  const { event, storeName, status } = result.moved;
  await publishSubOrderEvents(ctx, [event]);
  await notifyBuyer(ctx, { orderId: event.orderId, buyerId: event.buyerId, storeName, status, actorId: viewer.id });
}

const SELECT = {
  id: true,
  status: true,
  orderId: true,
  storeId: true,
  store: { select: { ownerId: true, name: true } },
  order: { select: { userId: true, user: { select: { referredById: true } }, cartShare: { select: { id: true, fromUserId: true } } } },
  items: { select: { productId: true, quantity: true, unitPoints: true, sharerPoints: true } },
} satisfies Prisma.SubOrderSelect;

export type LockedSubOrder = Prisma.SubOrderGetPayload<{ select: typeof SELECT }>;

export async function lockSubOrder(tx: Tx, subOrderId: string): Promise<LockedSubOrder | null> {
  if (!(await lockOrderOfSubOrder(tx, subOrderId))) return null;
  return tx.subOrder.findUnique({ where: { id: subOrderId }, select: SELECT });
}

export function forbidden(): GraphQLError {
  return new GraphQLError('Acesso negado', { extensions: { code: 'FORBIDDEN' } });
}

export function eventOf(subOrder: LockedSubOrder): SubOrderEvent {
  return {
    orderId: subOrder.orderId,
    subOrderId: subOrder.id,
    storeId: subOrder.storeId,
    buyerId: subOrder.order.userId,
    storeOwnerId: subOrder.store.ownerId,
  };
}

/** The short order number shown to people: the first 8 characters of the id, in upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
