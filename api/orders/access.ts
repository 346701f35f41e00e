// Who may see and act on orders (docs/architecture.md, "Access"), defined once and used by every
// lookup, list, node refetch and subscription of this domain:
// - an order: its buyer and admins;
// - a sub-order: its buyer, its store's owner and admins (the store never sees the whole order);
// - the store's list: the sub-orders of the stores the viewer owns (admins: all);
// - acting on a sub-order: as the STORE (owner, admins) or as the CUSTOMER (buyer).
// Anyone else gets null / NOT_FOUND, whether the row exists or not.
import type { Prisma } from '../generated/prisma/client.js';
import type { Viewer } from '../schema/context.js';
import { NO_ROW_ID } from '../schema/global-id.js';
import type { CancelActor } from '../../common/order-status.js';
import type { SubOrderEvent } from './events.js';

type MaybeViewer = Pick<Viewer, 'id' | 'isAdmin'> | null | undefined;

export function ordersVisibleTo(viewer: MaybeViewer): Prisma.OrderWhereInput {
  return viewer?.isAdmin ? {} : { userId: viewer?.id ?? NO_ROW_ID };
}

export function subOrdersVisibleTo(viewer: MaybeViewer): Prisma.SubOrderWhereInput {
  if (viewer?.isAdmin) return {};
  const id = viewer?.id ?? NO_ROW_ID;
  return { OR: [{ order: { userId: id } }, { store: { ownerId: id } }] };
}

/** The sub-orders a store-side screen lists: those of the viewer's stores (admins: every store). */
export function storeSubOrdersOf(viewer: MaybeViewer): Prisma.SubOrderWhereInput {
  return viewer?.isAdmin ? {} : { store: { ownerId: viewer?.id ?? NO_ROW_ID } };
}

/** How the viewer acts on a sub-order: as the store (owner or admin), as the customer, or not at all. */
export function actorOf(viewer: Pick<Viewer, 'id' | 'isAdmin'>, subOrder: { store: { ownerId: string }; order: { userId: string } }): CancelActor | null {
  if (viewer.isAdmin || subOrder.store.ownerId === viewer.id) return 'STORE';
  if (subOrder.order.userId === viewer.id) return 'CUSTOMER';
  return null;
}

/** May this viewer receive the event? The buyer and admins see every sub-order; a store only its own. */
export function mayReceive(viewer: MaybeViewer, event: SubOrderEvent): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.id === event.buyerId || viewer.id === event.storeOwnerId;
}
