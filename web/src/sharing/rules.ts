// What the shared-cart screens show, as plain functions: the expiry line, the notice of each live
// event for the side that receives it, and the error texts in pt-BR.
import { formatDate, formatTime } from '@common/dates';
import { fromCents, toCents } from '@common/money';
import { SHARE_BADGES, shareErrorText, type ShareEventKind, type ShareStatus } from '@common/shared-cart';

export { SHARE_BADGES, SHARE_TEXTS, shareErrorText } from '@common/shared-cart';

/** 'Expira em 02/12/2026 às 14:30' (UTC−3). */
export function expiryText(expiresAt: string, status: ShareStatus): string {
  const when = `${formatDate(expiresAt)} às ${formatTime(expiresAt)}`;
  return status === 'EXPIRED' ? `Expirou em ${when}` : `Expira em ${when}`;
}

/** 'Expira em breve: 5 horas restantes' (hours rounded up), or null when not within 24 h. */
export function expiringSoonText(share: { expiringSoon: boolean; hoursLeft: number }): string | null {
  if (!share.expiringSoon) return null;
  return `Expira em breve: ${share.hoursLeft} ${share.hoursLeft === 1 ? 'hora restante' : 'horas restantes'}`;
}

export function badgeOf(status: ShareStatus) {
  return SHARE_BADGES[status];
}

interface NoticeShare {
  fromName: string;
  toName?: string | null;
  sentByViewer: boolean;
  summary: { totalPoints: number; sharerPoints: number };
}

export interface ShareNotice {
  type: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

/** 'N pontos' in pt-BR. */
export const pointsText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'ponto' : 'pontos'}`;

/** The toast for a live event, for the side that gets it (null: nothing to say to this side). */
export function shareNotice(kind: ShareEventKind, share: NoticeShare): ShareNotice | null {
  const sender = share.sentByViewer;
  switch (kind) {
    case 'RECEIVED':
      return sender ? null : { type: 'info', title: 'Novo carrinho compartilhado', description: `${share.fromName} enviou um carrinho para você.` };
    case 'ACCEPTED':
      return sender ? { type: 'info', title: 'Carrinho aceito', description: `${share.toName ?? 'O cliente'} aceitou o seu carrinho.` } : null;
    case 'FINALIZED':
      // The recipient finalized it themselves and saw 'Carrinho finalizado!' there.
      return sender
        ? {
            type: 'success',
            title: 'Carrinho finalizado',
            description: `${share.toName ?? 'O cliente'} finalizou o carrinho.${share.summary.sharerPoints > 0 ? ` Você ganhará ${pointsText(share.summary.sharerPoints)} quando o pedido for entregue.` : ''}`,
          }
        : null;
    case 'EXPIRING':
      return { type: 'warning', title: 'Carrinho compartilhado expira em breve', description: sender ? `O carrinho enviado para ${share.toName ?? 'o cliente'} expira em menos de 24 horas.` : `O carrinho de ${share.fromName} expira em menos de 24 horas.` };
    case 'EXPIRED':
      return { type: 'warning', title: 'Carrinho compartilhado expirou', description: sender ? `O link enviado para ${share.toName ?? 'o cliente'} não vale mais.` : `O carrinho de ${share.fromName} expirou.` };
    case 'REVOKED':
      return sender ? null : { type: 'info', title: 'Compartilhamento cancelado', description: `${share.fromName} cancelou o carrinho compartilhado.` };
    default:
      return null;
  }
}

/** What the share shows for a line: quantity × price at add (the price the professional sent). */
export function lineAtAdd(item: { quantity: number; priceAtAdd: string }): string {
  return fromCents(toCents(item.priceAtAdd) * BigInt(item.quantity));
}

/** The professional's WhatsApp message of a share: a short pt-BR text and the link (no number: they pick the contact). */
export function shareWhatsAppUrl(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Montei um carrinho de compras para você no Clube Local. Veja os itens e aceite aqui: ${link}`)}`;
}
