// Order events for subscriptions. One topic per order (the buyer's screens, and the stores of its
// sub-orders) and one per store (the vendor's order list). Payloads carry who may receive them, so
// every subscriber's stream is filtered without another query.
import type { Context } from '../schema/context.js';
import { topics } from '../shared/topics.js';

export interface SubOrderEvent {
  orderId: string;
  subOrderId: string;
  storeId: string;
  buyerId: string;
  storeOwnerId: string;
}


export async function publishSubOrderEvents(ctx: Pick<Context, 'pubsub'>, events: readonly SubOrderEvent[]): Promise<void> {
  await Promise.all(
    events.flatMap((event) => [ctx.pubsub.publish(topics.order(event.orderId), event), ctx.pubsub.publish(topics.storeOrders(event.storeId), event)]),
  );
}
