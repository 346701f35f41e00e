import { describe, expect, it } from 'vitest';
import {
  effectiveShareStatus,
  hoursLeft,
  isExpiringSoon,
  isOpenShare,
  normalizeShareEmail,
  SHARE_API_MESSAGES,
  SHARE_BADGES,
  shareErrorText,
  shareExpiresAt,
  shareLink,
} from './shared-cart';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

describe('shared cart rules', () => {
  it('a share is valid for 7 days', () => {
    expect(shareExpiresAt(now).toISOString()).toBe('2026-12-02T12:00:00.000Z');
  });

  it('an open share past its expiry is EXPIRED; finalized and revoked stay what they are', () => {
    expect(effectiveShareStatus('SHARED', inHours(1), now)).toBe('SHARED');
    expect(effectiveShareStatus('ACCEPTED', inHours(0), now)).toBe('ACCEPTED');
    expect(effectiveShareStatus('ACCEPTED', new Date(now.getTime() - 1), now)).toBe('EXPIRED');
    expect(effectiveShareStatus('SHARED', new Date(now.getTime() - 1), now)).toBe('EXPIRED');
    expect(effectiveShareStatus('FINALIZED', new Date(now.getTime() - HOUR), now)).toBe('FINALIZED');
    expect(effectiveShareStatus('REVOKED', inHours(5), now)).toBe('REVOKED');
    expect(isOpenShare('SHARED', inHours(1), now)).toBe(true);
    expect(isOpenShare('FINALIZED', inHours(1), now)).toBe(false);
  });

  it('hours left are rounded up; expiring soon at 24 hours or less and above 0', () => {
    expect(hoursLeft(inHours(168), now)).toBe(168);
    expect(hoursLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(hoursLeft(inHours(23.01), now)).toBe(24);
    expect(hoursLeft(new Date(now.getTime() - 1), now)).toBe(0);
    expect(isExpiringSoon(inHours(24), now)).toBe(true);
    expect(isExpiringSoon(inHours(24 + 1 / 3600), now)).toBe(false);
    expect(isExpiringSoon(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isExpiringSoon(now, now)).toBe(false);
  });

  it('builds the link and normalises the e-mail', () => {
    expect(shareLink('https://clubelocal.com.br/', 'a_b-C')).toBe('https://clubelocal.com.br/compartilhados?token=a_b-C');
    expect(normalizeShareEmail('  Ana@Exemplo.COM.br ')).toBe('ana@exemplo.com.br');
  });

  it('people read the English API refusals in pt-BR', () => {
    expect(shareErrorText(SHARE_API_MESSAGES.acceptedByAnother)).toBe('Este carrinho já foi aceito por outro usuário');
    expect(shareErrorText(SHARE_API_MESSAGES.invalidLink)).toBe('Link inválido ou expirado');
    expect(shareErrorText(SHARE_API_MESSAGES.copyFailed('x'))).toBe('Erro ao aceitar carrinho compartilhado');
    expect(shareErrorText('Email não encontrado. Verifique se o usuário está cadastrado.')).toBe('Email não encontrado. Verifique se o usuário está cadastrado.');
  });

  it('badges: Finalizado green, Aceito blue, Expirado red, Aguardando Aceitação yellow', () => {
    expect([SHARE_BADGES.FINALIZED, SHARE_BADGES.ACCEPTED, SHARE_BADGES.EXPIRED, SHARE_BADGES.SHARED]).toEqual([
      { label: 'Finalizado', palette: 'green' },
      { label: 'Aceito', palette: 'blue' },
      { label: 'Expirado', palette: 'red' },
      { label: 'Aguardando Aceitação', palette: 'yellow' },
    ]);
  });
});
