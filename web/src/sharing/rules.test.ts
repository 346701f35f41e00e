import { describe, expect, it } from 'vitest';
import { expiringSoonText, expiryText, lineAtAdd, shareNotice, shareWhatsAppUrl } from './rules';

const share = (sentByViewer: boolean) => ({ fromName: 'Marcos', toName: 'Ana', sentByViewer, summary: { totalPoints: 8, sharerPoints: 25 } });

describe('shared cart screens', () => {
  it("shows the expiry as dd/MM/yyyy 'às' HH:mm at UTC−3", () => {
    expect(expiryText('2026-12-02T13:44:00Z', 'SHARED')).toBe('Expira em 02/12/2026 às 10:44');
    expect(expiryText('2026-12-02T02:05:00Z', 'EXPIRED')).toBe('Expirou em 01/12/2026 às 23:05');
    expect(expiringSoonText({ expiringSoon: true, hoursLeft: 1 })).toBe('Expira em breve: 1 hora restante');
    expect(expiringSoonText({ expiringSoon: true, hoursLeft: 24 })).toBe('Expira em breve: 24 horas restantes');
    expect(expiringSoonText({ expiringSoon: false, hoursLeft: 30 })).toBeNull();
  });

  it('a line at the price the professional sent, exactly', () => {
    expect(lineAtAdd({ quantity: 3, priceAtAdd: '40.10' })).toBe('120.30');
    expect(lineAtAdd({ quantity: 3, priceAtAdd: '0.10' })).toBe('0.30');
  });

  it('tells each side what matters to it', () => {
    expect(shareNotice('RECEIVED', share(false))).toEqual({ type: 'info', title: 'Novo carrinho compartilhado', description: 'Marcos enviou um carrinho para você.' });
    expect(shareNotice('RECEIVED', share(true))).toBeNull();
    expect(shareNotice('ACCEPTED', share(true))?.description).toBe('Ana aceitou o seu carrinho.');
    expect(shareNotice('ACCEPTED', share(false))).toBeNull();
    expect(shareNotice('FINALIZED', share(true))?.description).toBe('Ana finalizou o carrinho. Você ganhará 25 pontos quando o pedido for entregue.');
    expect(shareNotice('FINALIZED', share(false))).toBeNull();
    expect(shareNotice('EXPIRING', share(false))?.type).toBe('warning');
    expect(shareNotice('REVOKED', share(false))?.title).toBe('Compartilhamento cancelado');
    expect(shareNotice('REVOKED', share(true))).toBeNull();
  });

  it('the WhatsApp share: wa.me with a short pt-BR text and the whole link, encoded', () => {
    const link = 'https://clubelocal.com.br/compartilhados?token=a_b-C1';
    const url = new URL(shareWhatsAppUrl(link));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`Montei um carrinho de compras para você no Clube Local. Veja os itens e aceite aqui: ${link}`);
    expect(shareWhatsAppUrl(link)).toContain(encodeURIComponent('?token=a_b-C1'));
  });
});
