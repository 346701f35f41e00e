// Who belongs to a conversation (docs/architecture.md, "Access"): the customer (userId); for a
// store conversation, the store's owner; for a support conversation, the admins. Nobody else reads
// it, writes to it or receives its events — by id they get the same null as for an unknown id.
import type { Prisma } from '../generated/prisma/client.js';
import type { Viewer } from '../schema/context.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NO_ROW_ID } from '../schema/global-id.js';

type MaybeViewer = Pick<Viewer, 'id' | 'isAdmin'> | null | undefined;

export type ChatSide = 'USER' | 'STORE' | 'SUPPORT';

export function conversationsVisibleTo(viewer: MaybeViewer): Prisma.ConversationWhereInput {
  const id = viewer?.id ?? NO_ROW_ID;
  return { OR: [{ userId: id }, { store: { ownerId: id } }, ...(viewer?.isAdmin ? [{ isSupport: true }] : [])] };
}

export interface ConversationMembers {
  userId: string;
  isSupport: boolean;
  store: { ownerId: string } | null;
}

/** The side the viewer speaks for in this conversation, or null when they do not belong to it. */
export function sideOf(viewer: MaybeViewer, conversation: ConversationMembers): ChatSide | null {
  if (!viewer) return null;
  if (conversation.userId === viewer.id) return 'USER';
  if (conversation.store?.ownerId === viewer.id) return 'STORE';
  if (conversation.isSupport && viewer.isAdmin) return 'SUPPORT';
  return null;
}

export const MEMBERS_SELECT = { userId: true, isSupport: true, store: { select: { ownerId: true } } } as const;

/** The in-app path of a conversation: its chat notifications store it as their link, and reading
 *  the conversation reads the notifications with this link (one unread source per message). */
export function conversationLink(conversationId: string): string {
  return `/chat/${encodeURIComponent(encodeGlobalID('Conversation', conversationId))}`;
}
