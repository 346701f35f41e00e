// Opening a conversation: with a store ('Falar com a loja') or with support (/suporte). One per
// customer and store (or support): asking again returns the same one (the unique indexes make two
// concurrent first requests end on one row).
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refuse, refusable, type UserErrorShape } from '../schema/user-error.js';
import { PUBLIC_STORE_WHERE } from '../catalog/access.js';
import { CHAT_TEXTS } from '../../common/chat.js';

export interface ConversationResult {
  conversationId: string | null;
  userErrors: UserErrorShape[];
}

async function findOrCreate(ctx: Context, where: Prisma.ConversationWhereInput, data: Prisma.ConversationUncheckedCreateInput): Promise<string> {
  const existing = await ctx.prisma.conversation.findFirst({ where, select: { id: true } });
  if (existing) return existing.id;
  try {
    return (await ctx.prisma.conversation.create({ data, select: { id: true } })).id;
  } catch (error) {
    // A concurrent first request created it: use that one.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return (await ctx.prisma.conversation.findFirstOrThrow({ where, select: { id: true } })).id;
    }
    throw error;
  }
}

export function startStoreConversation(ctx: Context, viewer: Viewer, storeId: string | null): Promise<ConversationResult> {
  return refusable<ConversationResult>(
    async () => {
      const store = storeId ? await ctx.prisma.store.findFirst({ where: { id: storeId, ...PUBLIC_STORE_WHERE }, select: { id: true, ownerId: true } }) : null;
      if (!store) return refuse(CHAT_TEXTS.storeNotFound, 'NOT_FOUND', 'storeId');
      if (store.ownerId === viewer.id) refuse(CHAT_TEXTS.ownStore, 'INVALID', 'storeId');
      const id = await findOrCreate(ctx, { userId: viewer.id, storeId: store.id }, { userId: viewer.id, storeId: store.id });
      return { conversationId: id, userErrors: [] };
    },
    (userErrors) => ({ conversationId: null, userErrors }),
  );
}

export async function startSupportConversation(ctx: Context, viewer: Viewer): Promise<ConversationResult> {
  const id = await findOrCreate(ctx, { userId: viewer.id, isSupport: true }, { userId: viewer.id, isSupport: true });
  return { conversationId: id, userErrors: [] };
}
