// sendMessage: a member of the conversation writes as their side (customer, store, support). The
// text is sanitised and trimmed, at most 1000 characters, and defaults to 'Imagem', 'Áudio',
// 'Arquivo' or 'Mensagem' when empty; an attachment is stored first (images re-encoded by the image
// pipeline, audio and files as sent, within their types and size); audio duration is kept only
// when numeric. Limits per user: messages per minute and attachments per day. The message, the
// other side's unread counter and the conversation's last activity change in one transaction; a
// retry with the same clientId (the client's idempotency key, unique per sender and conversation)
// returns the first message instead of posting twice — the web's offline queue relies on it.
import type { Context, Viewer } from '../schema/context.js';
import { refuse, type UserErrorShape } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';
import { storeUploadedImage } from '../shared/image-store.js';
import { storeUploadedFile } from '../shared/file-store.js';
import { audioDuration, CHAT_ATTACHMENT_TYPES, CHAT_FILE_MAX_BYTES, CHAT_TEXTS, messageText, type ChatAttachmentKind } from '../../common/chat.js';
import { conversationLink, MEMBERS_SELECT, sideOf } from './access.js';
import { publishChatEvent } from './events.js';
import { notifyUsers } from '../notifications/index.js';

export const MESSAGE_RATE_LIMIT: RateLimitPolicy = { name: 'chat-messages', limit: 30, windowMs: 60_000, blockStepMs: 60_000, maxBlockMs: 15 * 60_000, memoryMs: 24 * 60 * 60_000 };
export const ATTACHMENT_QUOTA: RateLimitPolicy = { name: 'chat-attachments', limit: 50, windowMs: 24 * 60 * 60_000, blockStepMs: 60 * 60_000, maxBlockMs: 24 * 60 * 60_000, memoryMs: 7 * 24 * 60 * 60_000 };

export interface SendMessageInput {
  conversationId: string | null;
  text?: string | null;
  attachment?: { dataUrl: string; name?: string | null; durationSeconds?: number | null } | null;
  clientId?: string | null;
}

export interface SendMessageResult {
  messageId: string | null;
  conversationId: string | null;
  userErrors: UserErrorShape[];
}

function kindOf(dataUrl: string): ChatAttachmentKind | null {
  const mime = /^data:([^;,]+)/i.exec(dataUrl)?.[1]?.toLowerCase() ?? '';
  return CHAT_ATTACHMENT_TYPES[mime === 'image/jpg' ? 'image/jpeg' : mime] ?? null;
}

async function storeAttachment(ctx: Context, attachment: NonNullable<SendMessageInput['attachment']>) {
  const kind = kindOf(attachment.dataUrl);
  if (!kind) return refuse(CHAT_TEXTS.unsupportedType, 'UNSUPPORTED_TYPE', 'attachment');
  const name = attachment.name?.trim().slice(0, 120) || null;
  if (kind === 'IMAGE') {
    const url = await storeUploadedImage(ctx, attachment.dataUrl, { folder: 'chat', maxPx: 1600, thumbPx: 320 });
    return { kind, url, metadata: { name, mime: 'image/webp' }, duration: null };
  }
  const file = await storeUploadedFile(ctx, attachment.dataUrl, {
    folder: 'chat',
    maxBytes: CHAT_FILE_MAX_BYTES,
    types: Object.keys(CHAT_ATTACHMENT_TYPES).filter((t) => CHAT_ATTACHMENT_TYPES[t] !== 'IMAGE'),
    messages: { invalid: CHAT_TEXTS.invalidFile, type: CHAT_TEXTS.unsupportedType, tooLarge: CHAT_TEXTS.tooLarge },
  });
  return { kind, url: file.url, metadata: { name, mime: file.mime, size: file.size }, duration: kind === 'AUDIO' ? audioDuration(attachment.durationSeconds) : null };
}

/** What `save` needs: the conversation, the viewer's side and the checked message. */
export interface CleanMessage {
  conversation: { id: string; userId: string; isSupport: boolean; user: { name: string }; store: { ownerId: string; name: string } | null };
  side: NonNullable<ReturnType<typeof sideOf>>;
  clientId: string | null;
  /** The message already sent with this clientId, found by clean (a retry). */
  sentId: string | null;
  body: string;
  stored: Awaited<ReturnType<typeof storeAttachment>> | null;
}

/** clean: membership, the text's rules (common/chat.ts), the limits, then the attachment stored. */
export async function cleanMessage(ctx: Context, viewer: Viewer, input: SendMessageInput): Promise<CleanMessage> {
  const conversation = input.conversationId
    ? await ctx.prisma.conversation.findUnique({
        where: { id: input.conversationId },
        select: { id: true, ...MEMBERS_SELECT, user: { select: { name: true } }, store: { select: { ownerId: true, name: true } } },
      })
    : null;
  const side = conversation ? sideOf(viewer, conversation) : null;
  if (!conversation || !side) return refuse(CHAT_TEXTS.notFound, 'NOT_FOUND', 'conversationId');
  const clientId = input.clientId?.trim().slice(0, 100) || null;
  // A retry is answered before the limits count it again (replay, below).
  const sent = clientId ? await sentWith(ctx, viewer, conversation.id, clientId) : null;
  if (sent) return { conversation, side, clientId, sentId: sent.id, body: '', stored: null };
  const attachmentKind = input.attachment ? kindOf(input.attachment.dataUrl) : null;
  const body = messageText(input.text, attachmentKind);
  if (body === null) return refuse(CHAT_TEXTS.tooLong, 'TOO_LONG', 'text');
  if (!(await ctx.rateLimits.hit(MESSAGE_RATE_LIMIT, `user:${viewer.id}`)).allowed) refuse(CHAT_TEXTS.rateLimited, 'RATE_LIMITED', null);
  if (input.attachment && !(await ctx.rateLimits.hit(ATTACHMENT_QUOTA, `user:${viewer.id}`)).allowed) refuse(CHAT_TEXTS.quota, 'RATE_LIMITED', 'attachment');
  const stored = input.attachment ? await storeAttachment(ctx, input.attachment) : null;
  return { conversation, side, clientId, sentId: null, body, stored };
}

async function sentWith(ctx: Context, viewer: Viewer, conversationId: string, clientId: string) {
  return ctx.prisma.chatMessage.findUnique({ where: { senderId_conversationId_clientId: { senderId: viewer.id, conversationId, clientId } }, select: { id: true } });
}

/** replay: the same clientId sent again (found by clean) or twice at once (the save lost the race) answers the first message. */
export async function replayMessage(ctx: Context, viewer: Viewer, clean: CleanMessage, raced: boolean): Promise<SendMessageResult | null> {
  const sentId = raced && clean.clientId ? (await sentWith(ctx, viewer, clean.conversation.id, clean.clientId))?.id : clean.sentId;
  return sentId ? { messageId: sentId, conversationId: clean.conversation.id, userErrors: [] } : null;
}

/** save: the message, the other side's unread counter and the conversation's last activity. */
export async function saveMessage(tx: Tx, clean: CleanMessage, _ctx: Context, viewer: Viewer): Promise<SendMessageResult> {
  const { conversation, side, stored } = clean;
  const now = new Date();
  const message = await tx.chatMessage.create({
    data: {
      conversationId: conversation.id,
      senderId: viewer.id,
      senderType: side,
      body: clean.body,
      attachmentType: stored?.kind ?? null,
      attachmentUrl: stored?.url ?? null,
      attachmentMetadata: stored?.metadata ?? undefined,
      audioDurationSeconds: stored?.duration ?? null,
      clientId: clean.clientId,
      createdAt: now,
    },
    select: { id: true },
  });
  await tx.conversation.update({
    where: { id: conversation.id },
    data: { lastMessageAt: now, ...(side === 'USER' ? { unreadForStaff: { increment: 1 } } : { unreadForUser: { increment: 1 } }) },
    select: { id: true },
  });
  return { messageId: message.id, conversationId: conversation.id, userErrors: [] };
}

/** publish (after commit): the members' live event and the other side's bell. */
export async function announceMessage(ctx: Context, result: SendMessageResult, clean: CleanMessage): Promise<void> {
  const { conversation, side } = clean;
  await publishChatEvent(ctx, {
    kind: 'MESSAGE',
    conversationId: conversation.id,
    messageId: result.messageId,
    userIds: [conversation.userId, ...(conversation.store ? [conversation.store.ownerId] : [])],
    support: conversation.isSupport,
  });
  // The other side's bell: the store's owner for a customer's message, the customer for an answer.
  const recipient = side === 'USER' ? conversation.store?.ownerId : conversation.userId;
  const author = side === 'USER' ? conversation.user.name : side === 'STORE' ? (conversation.store?.name ?? '') : 'Suporte Clube Local';
  if (recipient) {
    await notifyUsers(ctx, [{ userId: recipient, kind: 'CHAT_MESSAGE', title: `Nova mensagem de ${author}`, body: clean.body, link: conversationLink(conversation.id) }]);
  }
}
