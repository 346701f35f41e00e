// Shared-cart events: one topic per user (api/shared/topics.ts), published to both sides of the
// share — and to the previous recipient when the professional re-sent it to someone else — so each person's
// lists and toasts follow the share live. A subscriber only ever listens to its own topic.
import type { Context } from '../schema/context.js';
import { topics } from '../shared/topics.js';
import type { CartShareEvent } from '../shared/event-payloads.js';

export type { CartShareEvent };
import { notifyUsers, type NewNotification } from '../notifications/index.js';

export async function publishShareEvents(ctx: Pick<Context, 'pubsub' | 'prisma'>, events: readonly CartShareEvent[]): Promise<void> {
  await Promise.all(
    events.flatMap((event) => [...new Set(event.userIds)].map((userId) => ctx.pubsub.publish(topics.cartShares(userId), event))),
  );
  for (const event of events) await notifyUsers(ctx, await shareNotifications(ctx, event));
}

/** The bell's notifications of an event, for the side it matters to (api/notifications/index.ts). */
async function shareNotifications(ctx: Pick<Context, 'prisma'>, event: CartShareEvent): Promise<NewNotification[]> {
  const share = await ctx.prisma.cartShare.findUnique({
    where: { id: event.shareId },
    select: { fromUserId: true, toUserId: true, token: true, fromUser: { select: { name: true } }, toUser: { select: { name: true } } },
  });
  if (!share) return [];
  const toRecipient = (title: string, body: string): NewNotification => ({ userId: share.toUserId, kind: 'SHARED_CART', title, body, link: `/compartilhados?token=${share.token}` });
  const toSharer = (title: string, body: string): NewNotification => ({ userId: share.fromUserId, kind: 'SHARED_CART', title, body, link: '/profile/shared-carts' });
  const from = share.fromUser.name;
  const to = share.toUser.name;
  switch (event.kind) {
    case 'RECEIVED':
      return [toRecipient('Novo carrinho compartilhado', `${from} enviou um carrinho para você.`)];
    case 'ACCEPTED':
      return [toSharer('Carrinho aceito', `${to} aceitou o seu carrinho.`)];
    case 'FINALIZED':
      return [toSharer('Carrinho finalizado', `${to} finalizou o carrinho. Os pontos chegam quando o pedido for entregue.`)];
    case 'EXPIRING':
      return [toRecipient('Carrinho compartilhado expira em breve', `O carrinho de ${from} expira em menos de 24 horas.`), toSharer('Carrinho compartilhado expira em breve', `O carrinho enviado para ${to} expira em menos de 24 horas.`)];
    case 'EXPIRED':
      return [toRecipient('Carrinho compartilhado expirou', `O carrinho de ${from} expirou.`), toSharer('Carrinho compartilhado expirou', `O link enviado para ${to} não vale mais.`)];
    case 'REVOKED':
      return [toRecipient('Compartilhamento cancelado', `${from} cancelou o carrinho compartilhado.`)];
    default:
      return [];
  }
}
