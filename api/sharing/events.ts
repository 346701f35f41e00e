// Shared-cart events: one topic per user (api/shared/topics.ts), published to both sides of the
// share — and to the previous recipient when someone else accepted the link — so each person's
// lists and toasts follow the share live. A subscriber only ever listens to its own topic.
import type { Context } from '../schema/context.js';
import type { ShareEventKind } from '../../common/shared-cart.js';
import { topics } from '../shared/topics.js';

export interface CartShareEvent {
  shareId: string;
  kind: ShareEventKind;
  /** The users told about it (sharer, recipient, and a replaced recipient). */
  userIds: string[];
}

export async function publishShareEvents(ctx: Pick<Context, 'pubsub'>, events: readonly CartShareEvent[]): Promise<void> {
  await Promise.all(
    events.flatMap((event) => [...new Set(event.userIds)].map((userId) => ctx.pubsub.publish(topics.cartShares(userId), event))),
  );
}
