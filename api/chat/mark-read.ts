// markConversationRead: the viewer opened the conversation — every message from the other side
// that was unread gets read_at now, the viewer's side's unread counter goes to 0, the viewer's chat
// notifications of this conversation (the bell) are read with them, and the other side gets the
// read receipt live.
import type { Context, Viewer } from '../schema/context.js';
import { refuse, type UserErrorShape } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import { CHAT_TEXTS } from '../../common/chat.js';
import { conversationLink, MEMBERS_SELECT, sideOf } from './access.js';
import { publishChatEvent } from './events.js';

export interface ConversationReadResult {
  conversationId: string | null;
  /** Messages and bell notifications read now (0: nothing to announce). */
  read?: number;
  userErrors: UserErrorShape[];
}

interface CleanRead {
  conversation: { id: string; userId: string; isSupport: boolean; store: { ownerId: string } | null };
  side: NonNullable<ReturnType<typeof sideOf>>;
}

/** clean: only a member reads a conversation. */
export async function cleanRead(ctx: Context, viewer: Viewer, conversationId: string | null): Promise<CleanRead> {
  const conversation = conversationId ? await ctx.prisma.conversation.findUnique({ where: { id: conversationId }, select: { id: true, ...MEMBERS_SELECT } }) : null;
  const side = conversation ? sideOf(viewer, conversation) : null;
  if (!conversation || !side) return refuse(CHAT_TEXTS.notFound, 'NOT_FOUND', 'conversationId');
  return { conversation, side };
}

/** save: the other side's messages and the viewer's bell for them read now, the viewer's counter at 0. */
export async function saveRead(tx: Tx, { conversation, side }: CleanRead, _ctx: Context, viewer: Viewer): Promise<ConversationReadResult> {
  const fromOthers = side === 'USER' ? { senderType: { in: ['STORE' as const, 'SUPPORT' as const] } } : { senderType: 'USER' as const };
  const now = new Date();
  const marked = await tx.chatMessage.updateMany({ where: { conversationId: conversation.id, readAt: null, ...fromOthers }, data: { readAt: now } });
  // One unread source per message: the bell stops counting what the thread just read.
  const bell = await tx.notification.updateMany({
    where: { userId: viewer.id, kind: 'CHAT_MESSAGE', readAt: null, link: conversationLink(conversation.id) },
    data: { readAt: now },
  });
  await tx.conversation.update({ where: { id: conversation.id }, data: side === 'USER' ? { unreadForUser: 0 } : { unreadForStaff: 0 }, select: { id: true } });
  return { conversationId: conversation.id, read: marked.count + bell.count, userErrors: [] };
}

/** publish (after commit): the read receipt, live, when something was read. */
export async function announceRead(ctx: Context, result: ConversationReadResult, { conversation }: CleanRead): Promise<void> {
  if (!result.read) return;
  await publishChatEvent(ctx, {
    kind: 'READ',
    conversationId: conversation.id,
    messageId: null,
    userIds: [conversation.userId, ...(conversation.store ? [conversation.store.ownerId] : [])],
    support: conversation.isSupport,
  });
}
