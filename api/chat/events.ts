// Chat events: a new message or a read receipt in a conversation. Published to each member's own
// topic (the customer, the store's owner) and, for support conversations, to the admins' support
// topic; the subscription re-checks membership before delivering.
import type { Context } from '../schema/context.js';
import { topics } from '../shared/topics.js';
import type { ChatEvent } from '../shared/event-payloads.js';

export type { ChatEvent };

export async function publishChatEvent(ctx: Pick<Context, 'pubsub'>, event: ChatEvent): Promise<void> {
  await Promise.all([
    ...[...new Set(event.userIds)].map((userId) => ctx.pubsub.publish(topics.chat(userId), event)),
    ...(event.support ? [ctx.pubsub.publish(topics.supportChat, event)] : []),
  ]);
}
