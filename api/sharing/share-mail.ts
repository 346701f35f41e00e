// The e-mail a share's recipient gets (on sharing and on re-sending): who sent it, every item
// (name, quantity × price sent), the total at the sent prices, the points the recipient will earn
// (for their own role) and the link. Read inside the share's transaction, sent after the commit;
// a failure to send is logged, never undoes the share (the recipient also has the live notice).
import type { Context } from '../schema/context.js';
import type { OutgoingMail } from '../shared/mailer.js';
import type { Tx } from '../shared/locks.js';
import { logger } from '../shared/logger.js';
import { formatMoney, toCents, fromCents } from '../../common/money.js';
import { formatDate, formatTime } from '../../common/dates.js';
import { pointsText } from '../../common/loyalty.js';
import { pointsForRole } from '../../common/roles.js';
import { SHARE_VALIDITY_HOURS } from '../../common/shared-cart.js';

export async function shareMail(tx: Tx, shareId: string, link: string): Promise<OutgoingMail> {
  const share = await tx.cartShare.findUniqueOrThrow({
    where: { id: shareId },
    select: {
      expiresAt: true,
      fromUser: { select: { name: true } },
      toUser: { select: { name: true, email: true, role: true } },
      cart: {
        select: {
          items: {
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            select: { quantity: true, priceAtAdd: true, product: { select: { name: true, unit: true, points: true, pointsConsumer: true, pointsProfessional: true } } },
          },
        },
      },
    },
  });
  const items = share.cart.items;
  const totalCents = items.reduce((sum, i) => sum + toCents(i.priceAtAdd) * BigInt(i.quantity), 0n);
  const points = items.reduce((sum, i) => sum + pointsForRole(i.product, share.toUser.role) * i.quantity, 0);
  const from = share.fromUser.name;
  return {
    to: share.toUser.email,
    subject: `Clube Local: ${from} compartilhou um carrinho com você`,
    text: [
      `Olá, ${share.toUser.name}!`,
      '',
      `${from} montou um carrinho de compras para você no Clube Local.`,
      '',
      'Itens:',
      ...items.map((i) => `- ${i.product.name}: ${i.quantity} ${i.product.unit || 'un'} × ${formatMoney(i.priceAtAdd)} = ${formatMoney(fromCents(toCents(i.priceAtAdd) * BigInt(i.quantity)))}`),
      '',
      `Total: ${formatMoney(fromCents(totalCents))}`,
      ...(points > 0 ? [`Você ganhará ${pointsText(points)} com esta compra.`] : []),
      '',
      `Para ver os itens e aceitar o carrinho, acesse: ${link}`,
      '',
      `O link vale por ${SHARE_VALIDITY_HOURS / 24} dias (até ${formatDate(share.expiresAt)} às ${formatTime(share.expiresAt)}) e só pode ser aceito por você.`,
    ].join('\n'),
  };
}

export async function sendShareMail(ctx: Context, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    // The share exists and the recipient has the live notice and the list; the e-mail is a courtesy.
    logger.error('sharing.mail_failed', { to: mail.to, error: String(error) });
  }
}
