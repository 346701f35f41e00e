// Order events for subscriptions. One topic per order (the buyer's screens, and the stores of its
// sub-orders) and one per store (the vendor's order list). Payloads carry who may receive them, so
// every subscriber's stream is filtered without another query. A change the buyer did not make also
// becomes their notification (the bell, api/notifications/index.ts).
import type { Context } from '../schema/context.js';
import { topics } from '../shared/topics.js';
import type { SubOrderEvent } from '../shared/event-payloads.js';

export type { SubOrderEvent };
import { notifyUsers } from '../notifications/index.js';
import { STATUS_LABELS, type SubOrderStatus } from '../../common/order-status.js';

export async function publishSubOrderEvents(ctx: Pick<Context, 'pubsub'>, events: readonly SubOrderEvent[]): Promise<void> {
  await Promise.all(
    events.flatMap((event) => [ctx.pubsub.publish(topics.order(event.orderId), event), ctx.pubsub.publish(topics.storeOrders(event.storeId), event)]),
  );
}

/** The buyer's notification of a status change made by someone else (the store, an admin). */
export async function notifyBuyer(
  ctx: Pick<Context, 'prisma' | 'pubsub'>,
  change: { orderId: string; buyerId: string; storeName: string; status: SubOrderStatus; actorId: string },
): Promise<void> {
  if (change.actorId === change.buyerId) return;
  await notifyUsers(ctx, [
    {
      userId: change.buyerId,
      kind: 'ORDER_STATUS',
      title: `Pedido ${change.orderId.slice(0, 8).toUpperCase()}: ${STATUS_LABELS[change.status]}`,
      body: change.storeName,
      link: `/order/${change.orderId}`,
    },
  ]);
}
