// Notifications: what the bell counts. Other domains call `notifyUsers` after their change is
// committed; it stores one row per user and announces it on the user's topic. One stream per user
// (`notificationAdded`) reaches every screen of the app. docs/decisions.md, "Notificações".
import type { Context } from '../schema/context.js';
import type { NotificationKind } from '../generated/prisma/enums.js';
import { logger } from '../shared/logger.js';
import { topics } from '../shared/topics.js';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
}

/** Best effort: a notification that cannot be written is logged; the change that caused it stands. */
export async function notifyUsers(ctx: Pick<Context, 'prisma' | 'pubsub'>, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  try {
    const created = await ctx.prisma.notification.createManyAndReturn({
      data: items.map((n) => ({ userId: n.userId, kind: n.kind, title: n.title.slice(0, 120), body: n.body.slice(0, 300), link: n.link ?? null })),
      select: { id: true, userId: true },
    });
    await Promise.all(created.map((n) => ctx.pubsub.publish(topics.notifications(n.userId), { notificationId: n.id, userId: n.userId })));
  } catch (error) {
    logger.error('notifications.failed', { error: String(error) });
  }
}
