// Chat in GraphQL (docs/decisions.md, "Chat"): conversations and messages (members only, see
// access.ts), the three inboxes (the customer's /chat, the store's, support's), the operations and
// one live stream per user whose events carry the conversation as it is now (unread counts, last
// message), so Apollo's normalized cache updates lists and badges without polling.
import { GraphQLError } from 'graphql';
import { builder } from '../schema/builder.js';
import { payloadType } from '../schema/user-error.js';
import { mutation } from '../schema/mutation.js';
import { paging } from '../schema/paging.js';
import { uuidOrNoRow } from '../schema/global-id.js';
import { Store } from '../catalog/schema/index.js';
import { liveStream } from '../shared/live-stream.js';
import { topics } from '../shared/topics.js';
import { ChatAttachmentType, ChatSenderType } from '../generated/prisma/enums.js';
import { CHAT_TEXTS } from '../../common/chat.js';
import { conversationsVisibleTo, MEMBERS_SELECT, sideOf } from './access.js';
import type { ChatEvent } from './events.js';
import { startStoreConversation, startSupportConversation, type ConversationResult } from './conversations.js';
import { announceMessage, cleanMessage, replayMessage, saveMessage, type SendMessageResult } from './send-message.js';
import { announceRead, cleanRead, saveRead, type ConversationReadResult } from './mark-read.js';

const CONVERSATION_ORDER = [{ lastMessageAt: { sort: 'desc' as const, nulls: 'last' as const } }, { createdAt: 'desc' as const }, { id: 'desc' as const }];
const MESSAGE_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

const SenderTypeEnum = builder.enumType(ChatSenderType, { name: 'ChatSenderType', description: 'Quem escreveu: USER = cliente, STORE = loja, SUPPORT = suporte.' });
const AttachmentTypeEnum = builder.enumType(ChatAttachmentType, { name: 'ChatAttachmentType', description: 'IMAGE, AUDIO ou OTHER (arquivo).' });
const SideEnum = builder.enumType('ChatSide', { values: ['USER', 'STORE', 'SUPPORT'] as const, description: 'O lado de quem consulta numa conversa.' });

export const ChatMessage = builder.prismaNode('ChatMessage', {
  id: { field: 'id' },
  nullable: true,
  description: 'Uma mensagem. Só os membros da conversa a leem.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), conversation: conversationsVisibleTo(ctx.viewer) }),
  fields: (t) => ({
    body: t.exposeString('body', { description: 'O texto (ou Imagem/Áudio/Arquivo/Mensagem quando enviado vazio).' }),
    senderType: t.expose('senderType', { type: SenderTypeEnum }),
    senderName: t.string({ select: { sender: { select: { name: true } } }, resolve: (m) => m.sender.name }),
    mine: t.boolean({ description: 'Escrita por quem consulta.', select: { senderId: true }, resolve: (m, _a, ctx) => m.senderId === ctx.viewer?.id }),
    attachmentType: t.expose('attachmentType', { type: AttachmentTypeEnum, nullable: true }),
    attachmentUrl: t.exposeString('attachmentUrl', { nullable: true }),
    attachmentName: t.string({
      nullable: true,
      select: { attachmentMetadata: true },
      resolve: (m) => ((m.attachmentMetadata as { name?: string | null } | null)?.name ?? null),
    }),
    audioDurationSeconds: t.exposeFloat('audioDurationSeconds', { nullable: true }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true, description: 'Quando o outro lado leu (recibo de leitura).' }),
    clientId: t.exposeString('clientId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const Conversation = builder.prismaNode('Conversation', {
  id: { field: 'id' },
  nullable: true,
  description: 'Uma conversa de um cliente com uma loja ou com o suporte. Só os membros a alcançam.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [conversationsVisibleTo(ctx.viewer)] }),
  fields: (t) => ({
    isSupport: t.exposeBoolean('isSupport'),
    store: t.relation('store', { type: Store, nullable: true }),
    customerName: t.string({ select: { user: { select: { name: true } } }, resolve: (c) => c.user.name }),
    viewerSide: t.field({
      type: SideEnum,
      nullable: true,
      select: MEMBERS_SELECT,
      resolve: (c, _a, ctx) => sideOf(ctx.viewer, c),
    }),
    title: t.string({
      description: 'O nome do outro lado para quem consulta: a loja, "Suporte Clube Local" ou o cliente.',
      select: { ...MEMBERS_SELECT, user: { select: { name: true } }, store: { select: { name: true, ownerId: true } } },
      resolve: (c, _a, ctx) => (sideOf(ctx.viewer, c) === 'USER' ? (c.isSupport ? 'Suporte Clube Local' : (c.store?.name ?? '')) : c.user.name),
    }),
    unreadCount: t.int({
      description: 'Mensagens do outro lado ainda não lidas por quem consulta.',
      select: { ...MEMBERS_SELECT, unreadForUser: true, unreadForStaff: true },
      resolve: (c, _a, ctx) => (sideOf(ctx.viewer, c) === 'USER' ? c.unreadForUser : c.unreadForStaff),
    }),
    lastMessage: t.relation('messages', {
      type: ChatMessage,
      description: 'A última mensagem (lista com zero ou um item).',
      query: { orderBy: MESSAGE_ORDER, take: 1 },
    }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', nullable: true }),
    messages: t.relatedConnection('messages', {
      cursor: 'id',
      description: 'Histórico, das mais novas para as mais antigas (a tela inverte); mais antigas com after.',
      ...paging(30),
      query: () => ({ orderBy: MESSAGE_ORDER }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('conversations', (t) =>
  t.prismaConnection({
    type: Conversation,
    cursor: 'id',
    description: 'As conversas de quem consulta como cliente (/chat), da atividade mais recente para a mais antiga.',
    authScopes: { signedIn: true },
    ...paging(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.conversation.findMany({ ...query, where: { userId: ctx.viewer!.id }, orderBy: CONVERSATION_ORDER }),
  }),
);

builder.queryField('storeConversations', (t) =>
  t.prismaConnection({
    type: Conversation,
    cursor: 'id',
    description: "A caixa de entrada da loja de quem consulta. Sem loja: 'Vendedor não encontrado para o usuário atual'.",
    authScopes: { signedIn: true },
    ...paging(),
    resolve: async (query, _r, _a, ctx) => {
      const stores = await ctx.prisma.store.findMany({ where: { ownerId: ctx.viewer!.id }, select: { id: true } });
      if (stores.length === 0) throw new GraphQLError(CHAT_TEXTS.noVendor, { extensions: { code: 'FORBIDDEN' } });
      return ctx.prisma.conversation.findMany({ ...query, where: { storeId: { in: stores.map((s) => s.id) }, lastMessageAt: { not: null } }, orderBy: CONVERSATION_ORDER });
    },
  }),
);

builder.queryField('supportConversations', (t) =>
  t.prismaConnection({
    type: Conversation,
    cursor: 'id',
    description: 'A caixa de entrada do suporte (admins).',
    authScopes: { admin: true },
    ...paging(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.conversation.findMany({ ...query, where: { isSupport: true, lastMessageAt: { not: null } }, orderBy: CONVERSATION_ORDER }),
  }),
);

const UnreadSummary = builder.objectRef<{ userId: string; isAdmin: boolean }>('ChatUnread').implement({
  description: 'Mensagens não lidas: as de quem consulta como cliente (aba Chat), as da sua loja e as do suporte (admins).',
  fields: (t) => ({
    asCustomer: t.int({
      description: 'Mensagens não lidas de quem consulta como cliente (o badge da aba Chat).',
      resolve: async (v, _a, ctx) => (await ctx.prisma.conversation.aggregate({ where: { userId: v.userId }, _sum: { unreadForUser: true } }))._sum.unreadForUser ?? 0,
    }),
    store: t.int({
      description: 'Conversas da loja de quem consulta com mensagens não lidas (o badge da caixa da loja).',
      resolve: (v, _a, ctx) => ctx.prisma.conversation.count({ where: { store: { ownerId: v.userId }, unreadForStaff: { gt: 0 } } }),
    }),
    support: t.int({
      description: 'Conversas do suporte com mensagens não lidas (admins).',
      resolve: async (v, _a, ctx) => (v.isAdmin ? ctx.prisma.conversation.count({ where: { isSupport: true, unreadForStaff: { gt: 0 } } }) : 0),
    }),
  }),
});

builder.queryField('chatUnread', (t) =>
  t.field({
    type: UnreadSummary,
    description: 'Contadores de não lidas (badges da aba Chat, da caixa da loja e do suporte).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ({ userId: ctx.viewer!.id, isAdmin: ctx.viewer!.isAdmin }),
  }),
);

// --- live ---------------------------------------------------------------------------------------

const ChatEventKindEnum = builder.enumType('ChatEventKind', { values: ['MESSAGE', 'READ'] as const });

const ChatEventRef = builder.objectRef<ChatEvent>('ChatEvent').implement({
  description: 'Uma mensagem nova ou um recibo de leitura numa conversa de quem assina.',
  fields: (t) => ({
    kind: t.field({ type: ChatEventKindEnum, resolve: (e) => e.kind }),
    conversation: t.prismaField({
      type: Conversation,
      nullable: true,
      resolve: (query, e, _a, ctx) => ctx.prisma.conversation.findFirst({ ...query, where: { id: e.conversationId, AND: [conversationsVisibleTo(ctx.viewer)] } }),
    }),
    message: t.prismaField({
      type: ChatMessage,
      nullable: true,
      resolve: (query, e, _a, ctx) =>
        e.messageId ? ctx.prisma.chatMessage.findFirst({ ...query, where: { id: e.messageId, conversation: conversationsVisibleTo(ctx.viewer) } }) : null,
    }),
  }),
});

builder.subscriptionField('chatEvents', (t) =>
  t.field({
    type: ChatEventRef,
    description: 'As conversas de quem assina ao vivo (mensagens novas, recibos de leitura; admins também as do suporte). Só as próprias.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const viewer = ctx.viewer!;
      return liveStream<ChatEvent>(
        ctx.pubsub,
        [topics.chat(viewer.id), ...(viewer.isAdmin ? [topics.supportChat] : [])],
        (event) => event.userIds.includes(viewer.id) || (event.support && viewer.isAdmin),
      );
    },
    resolve: (event) => event as ChatEvent,
  }),
);

// --- mutations ----------------------------------------------------------------------------------

const ConversationPayload = payloadType<ConversationResult>('StartConversationPayload', {
  entity: { conversation: { type: Conversation, id: 'conversationId' } },
});

const StartConversationInput = builder.inputType('StartConversationInput', {
  fields: (t) => ({ storeId: t.globalID({ for: Store, description: 'A loja (Falar com a loja).' }) }),
});

builder.mutationField('startConversation', (t) =>
  t.field({
    type: ConversationPayload,
    description: 'Abre (ou reabre) a conversa de quem consulta com uma loja.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: StartConversationInput }) },
    resolve: (_r, { input }, ctx) => startStoreConversation(ctx, ctx.viewer!, input.storeId.id),
  }),
);

builder.mutationField('startSupportConversation', (t) =>
  t.field({
    type: ConversationPayload,
    description: 'Abre (ou reabre) a conversa de quem consulta com o suporte (/suporte).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => startSupportConversation(ctx, ctx.viewer!),
  }),
);

const AttachmentInput = builder.inputType('ChatAttachmentInput', {
  fields: (t) => ({
    dataUrl: t.string({ description: 'data:<tipo>;base64,...: imagem (JPG, PNG, WebP), áudio (WebM, OGG, MP3, MP4, WAV) até 700 KB, PDF ou texto até 700 KB.' }),
    name: t.string({ required: false }),
    durationSeconds: t.float({ required: false, description: 'Duração do áudio (guardada só se for número).' }),
  }),
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  fields: (t) => ({
    conversationId: t.globalID({ for: Conversation }),
    text: t.string({ required: false, description: 'Até 1000 caracteres; vazio vira Imagem/Áudio/Arquivo/Mensagem.' }),
    attachment: t.field({ type: AttachmentInput, required: false }),
    clientId: t.string({ required: false, description: 'Gerado pelo cliente por mensagem: reenviar com o mesmo não duplica.' }),
  }),
});

mutation('sendMessage', {
  type: payloadType<SendMessageResult>('SendMessagePayload', {
    entity: {
      message: { type: ChatMessage, id: 'messageId' },
      conversation: { type: Conversation, id: 'conversationId', where: (ctx) => conversationsVisibleTo(ctx.viewer) },
    },
  }),
  description: "Envia uma mensagem numa conversa de que quem consulta é membro. Limites: 30 por minuto e 50 anexos por dia.",
  authScopes: { signedIn: true },
  args: (arg) => ({ input: arg({ type: SendMessageInput }) }),
  clean: (ctx, viewer, { input }) =>
    cleanMessage(ctx, viewer, { conversationId: input.conversationId.id, text: input.text, attachment: input.attachment, clientId: input.clientId }),
  replay: replayMessage,
  save: saveMessage,
  publish: announceMessage,
  refused: (userErrors, { input }) => ({ messageId: null, conversationId: input.conversationId.id, userErrors }),
});

const MarkReadInput = builder.inputType('MarkConversationReadInput', {
  fields: (t) => ({ conversationId: t.globalID({ for: Conversation }) }),
});

mutation('markConversationRead', {
  type: payloadType<ConversationReadResult>('MarkConversationReadPayload', {
    entity: { conversation: { type: Conversation, id: 'conversationId', where: (ctx) => conversationsVisibleTo(ctx.viewer) } },
  }),
  description: 'Marca como lidas as mensagens do outro lado (recibo de leitura) e zera o contador de quem consulta.',
  authScopes: { signedIn: true },
  args: (arg) => ({ input: arg({ type: MarkReadInput }) }),
  clean: (ctx, viewer, { input }) => cleanRead(ctx, viewer, input.conversationId.id),
  save: saveRead,
  publish: announceRead,
  refused: (userErrors, { input }) => ({ conversationId: input.conversationId.id, userErrors }),
});
