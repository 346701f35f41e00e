import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_MAX_AGE_MS, serializeStoredReferral } from '@common/referral';
import { captureReferral, clearReferral, REFERRAL_STORAGE_KEY, resetReferralMemory } from './referral';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function cookieValue(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith('ref_code='));
  return match ? decodeURIComponent(match.slice('ref_code='.length)) : null;
}

function stored(kind: 'localStorage' | 'sessionStorage') {
  const raw = window[kind].getItem(REFERRAL_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { code: string; savedAt: number }) : null;
}

describe('referral capture', () => {
  beforeEach(() => {
    clearReferral();
    resetReferralMemory();
  });
  afterEach(() => clearReferral());

  it('reads ref, referral or codigo from the URL and saves it to all three stores with a timestamp', () => {
    expect(captureReferral('?ref=AMIGO1', NOW)).toBe('AMIGO1');
    expect(stored('localStorage')).toEqual({ code: 'AMIGO1', savedAt: NOW });
    expect(stored('sessionStorage')).toEqual({ code: 'AMIGO1', savedAt: NOW });
    expect(cookieValue()).toBe('AMIGO1');

    clearReferral();
    expect(captureReferral('?x=1&referral=VIZINHO', NOW)).toBe('VIZINHO');
    clearReferral();
    expect(captureReferral('?codigo=LOJA22', NOW)).toBe('LOJA22');
  });

  it('ignores codes shorter than 3 characters and URLs without a code', () => {
    expect(captureReferral('?ref=AB', NOW)).toBeNull();
    expect(captureReferral('', NOW)).toBeNull();
    expect(stored('localStorage')).toBeNull();
    expect(cookieValue()).toBeNull();
  });

  it('looks in local storage, then session storage, then the cookie, then the URL', () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, serializeStoredReferral('LOCAL1', NOW - DAY));
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, serializeStoredReferral('SESSAO1', NOW));
    document.cookie = 'ref_code=COOKIE1; Path=/';
    expect(captureReferral('?ref=URL1', NOW)).toBe('LOCAL1');
    // Saved back everywhere, keeping the original timestamp (revisits never extend the 30 days).
    expect(stored('sessionStorage')).toEqual({ code: 'LOCAL1', savedAt: NOW - DAY });
    expect(cookieValue()).toBe('LOCAL1');

    window.localStorage.removeItem(REFERRAL_STORAGE_KEY);
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, serializeStoredReferral('SESSAO1', NOW));
    expect(captureReferral('?ref=URL1', NOW)).toBe('SESSAO1');
    expect(stored('localStorage')?.code).toBe('SESSAO1');

    clearReferral();
    document.cookie = 'ref_code=COOKIE1; Path=/';
    expect(captureReferral('?ref=URL1', NOW)).toBe('COOKIE1');
    expect(stored('localStorage')).toEqual({ code: 'COOKIE1', savedAt: NOW });
  });

  it('skips an entry older than 30 days and falls back to the next source', () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, serializeStoredReferral('VELHO1', NOW - REFERRAL_MAX_AGE_MS - 1));
    expect(captureReferral('?ref=NOVO22', NOW)).toBe('NOVO22');
    expect(stored('localStorage')).toEqual({ code: 'NOVO22', savedAt: NOW });

    // Exactly 30 days old still counts.
    clearReferral();
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, serializeStoredReferral('LIMITE', NOW - REFERRAL_MAX_AGE_MS));
    expect(captureReferral('', NOW)).toBe('LIMITE');
  });

  it('accepts an old bare-string entry without timestamp as valid', () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, 'SEMDATA');
    expect(captureReferral('', NOW)).toBe('SEMDATA');
  });

  it("'Remover' clears local storage, session storage and the cookie", () => {
    captureReferral('?ref=AMIGO1', NOW);
    clearReferral();
    expect(stored('localStorage')).toBeNull();
    expect(stored('sessionStorage')).toBeNull();
    expect(cookieValue()).toBeNull();
    expect(captureReferral('', NOW)).toBeNull();
  });
});
