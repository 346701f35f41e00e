// Notifications in GraphQL: the viewer's list (newest first), the unread count for the bell,
// marking read, and the live stream that brings each new one (its owner only).
import { builder } from '../schema/builder.js';
import { payloadType, type UserErrorShape } from '../schema/user-error.js';
import { paging } from '../schema/paging.js';
import { NO_ROW_ID, uuidOrNoRow } from '../schema/global-id.js';
import { liveStream } from '../shared/live-stream.js';
import { topics } from '../shared/topics.js';
import { NotificationKind } from '../generated/prisma/enums.js';

const KindEnum = builder.enumType(NotificationKind, {
  name: 'NotificationKind',
  description: 'CHAT_MESSAGE = mensagem nova, ORDER_STATUS = status de pedido, REDEMPTION = decisão de resgate, SHARED_CART = carrinho compartilhado.',
});

export const Notification = builder.prismaNode('Notification', {
  id: { field: 'id' },
  nullable: true,
  description: 'Uma notificação de quem consulta (só o dono a lê).',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), userId: ctx.viewer?.id ?? NO_ROW_ID }),
  fields: (t) => ({
    kind: t.expose('kind', { type: KindEnum }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.exposeString('link', { nullable: true, description: 'O caminho no app que ela abre.' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

builder.queryField('notifications', (t) =>
  t.prismaConnection({
    type: Notification,
    cursor: 'id',
    description: 'As notificações de quem consulta, das mais novas às mais antigas.',
    authScopes: { signedIn: true },
    ...paging(),
    resolve: (query, _r, _a, ctx) => ctx.prisma.notification.findMany({ ...query, where: { userId: ctx.viewer!.id }, orderBy: ORDER }),
  }),
);

builder.queryField('unreadNotifications', (t) =>
  t.int({
    description: 'Quantas notificações de quem consulta ainda não foram lidas (o número do sino).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.prisma.notification.count({ where: { userId: ctx.viewer!.id, readAt: null } }),
  }),
);

const MarkInput = builder.inputType('MarkNotificationsReadInput', {
  fields: (t) => ({ ids: t.globalIDList({ for: Notification, required: false, description: 'Quais; sem ids, todas.' }) }),
});

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: payloadType<{ count: number; userErrors: UserErrorShape[] }>('MarkNotificationsReadPayload', {
      fields: (f) => ({
        count: f.exposeInt('count', { description: 'Quantas passaram a lidas.' }),
        unreadNotifications: f.int({ resolve: (_p, _a, ctx) => ctx.prisma.notification.count({ where: { userId: ctx.viewer!.id, readAt: null } }) }),
      }),
    }),
    description: 'Marca as notificações de quem consulta como lidas (as indicadas, ou todas).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: MarkInput, required: false }) },
    resolve: async (_r, { input }, ctx) => {
      const ids = input?.ids?.map((g) => g.id);
      const marked = await ctx.prisma.notification.updateMany({
        where: { userId: ctx.viewer!.id, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
        data: { readAt: new Date() },
      });
      return { count: marked.count, userErrors: [] };
    },
  }),
);

builder.subscriptionField('notificationAdded', (t) =>
  t.prismaField({
    type: Notification,
    description: 'Cada notificação nova de quem assina, em qualquer tela (só as próprias).',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const viewerId = ctx.viewer!.id;
      return liveStream<{ notificationId: string; userId: string }>(ctx.pubsub, [topics.notifications(viewerId)], (event) => event.userId === viewerId);
    },
    resolve: (query, event, _a, ctx) =>
      ctx.prisma.notification.findFirstOrThrow({ ...query, where: { id: (event as { notificationId: string }).notificationId, userId: ctx.viewer!.id } }),
  }),
);
