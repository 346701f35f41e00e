// Redemption events for subscriptions: one topic per customer (their own redemptions change status,
// live on /resgates) and one for admins (new and changed redemptions on /admin/redemptions).
// Payloads carry the owner, so every stream is filtered without another query.
import type { Context } from '../schema/context.js';
import { topics } from '../shared/topics.js';
import type { RedemptionEvent } from '../shared/event-payloads.js';

export type { RedemptionEvent };

export async function publishRedemptionEvent(ctx: Pick<Context, 'pubsub'>, event: RedemptionEvent): Promise<void> {
  await Promise.all([ctx.pubsub.publish(topics.userRedemptions(event.userId), event), ctx.pubsub.publish(topics.adminRedemptions, event)]);
}
