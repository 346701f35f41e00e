// Order events for subscriptions. One topic per order (the buyer's screens, and the stores of its
// sub-orders) and one per store (the vendor's order list). Payloads carry who may receive them, so
// every subscriber's stream is filtered without another query.
import type { Context } from '../schema/context.js';

export interface SubOrderEvent {
  orderId: string;
  subOrderId: string;
  storeId: string;
  buyerId: string;
  storeOwnerId: string;
}

export const orderTopic = (orderId: string) => `orderUpdated:${orderId}`;
export const storeOrdersTopic = (storeId: string) => `storeOrders:${storeId}`;

/** May this viewer receive the event? The buyer and admins see every sub-order; a store only its own. */
export function mayReceive(viewer: Context['viewer'], event: SubOrderEvent): boolean {
  if (!viewer) return false;
  return viewer.isAdmin || viewer.id === event.buyerId || viewer.id === event.storeOwnerId;
}

export async function publishSubOrderEvents(ctx: Pick<Context, 'pubsub'>, events: readonly SubOrderEvent[]): Promise<void> {
  await Promise.all(
    events.flatMap((event) => [ctx.pubsub.publish(orderTopic(event.orderId), event), ctx.pubsub.publish(storeOrdersTopic(event.storeId), event)]),
  );
}
