// markConversationRead: the viewer opened the conversation — every message from the other side
// that was unread gets read_at now, the viewer's side's unread counter goes to 0, the viewer's chat
// notifications of this conversation (the bell) are read with them, and the other side gets the
// read receipt live.
import type { Context, Viewer } from '../schema/context.js';
import { refuse, refusable, type UserErrorShape } from '../schema/user-error.js';
import { CHAT_TEXTS } from '../../common/chat.js';
import { conversationLink, MEMBERS_SELECT, sideOf } from './access.js';
import { publishChatEvent } from './events.js';

export function markConversationRead(ctx: Context, viewer: Viewer, conversationId: string | null): Promise<{ conversationId: string | null; userErrors: UserErrorShape[] }> {
  return refusable<{ conversationId: string | null; userErrors: UserErrorShape[] }>(
    async () => {
      const conversation = conversationId
        ? await ctx.prisma.conversation.findUnique({ where: { id: conversationId }, select: { id: true, ...MEMBERS_SELECT } })
        : null;
      const side = conversation ? sideOf(viewer, conversation) : null;
      if (!conversation || !side) return refuse(CHAT_TEXTS.notFound, 'NOT_FOUND', 'conversationId');
      const fromOthers = side === 'USER' ? { senderType: { in: ['STORE' as const, 'SUPPORT' as const] } } : { senderType: 'USER' as const };
      const read = await ctx.prisma.$transaction(async (tx) => {
        const now = new Date();
        const marked = await tx.chatMessage.updateMany({ where: { conversationId: conversation.id, readAt: null, ...fromOthers }, data: { readAt: now } });
        // One unread source per message: the bell stops counting what the thread just read.
        const bell = await tx.notification.updateMany({
          where: { userId: viewer.id, kind: 'CHAT_MESSAGE', readAt: null, link: conversationLink(conversation.id) },
          data: { readAt: now },
        });
        await tx.conversation.update({
          where: { id: conversation.id },
          data: side === 'USER' ? { unreadForUser: 0 } : { unreadForStaff: 0 },
          select: { id: true },
        });
        return marked.count + bell.count;
      });
      if (read > 0) {
        await publishChatEvent(ctx, {
          kind: 'READ',
          conversationId: conversation.id,
          messageId: null,
          userIds: [conversation.userId, ...(conversation.store ? [conversation.store.ownerId] : [])],
          support: conversation.isSupport,
        });
      }
      return { conversationId: conversation.id, userErrors: [] };
    },
    (userErrors) => ({ conversationId, userErrors }),
  );
}
