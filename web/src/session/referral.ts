// Referral capture on the device: the code arrives as ?ref=,
// ?referral= or ?codigo=, is looked up in local storage, session storage, the ref_code cookie and
// then the URL (common/referral.ts decides), and a code found is saved back to all three. The
// signup form reads it (useReferralCode) and 'Remover' clears it everywhere.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import {
  parseStoredReferral,
  pickReferralCode,
  readReferralCookie,
  referralCookie,
  REFERRAL_COOKIE_NAME,
  serializeStoredReferral,
  type StoredReferral,
} from '@common/referral';

/** Key of the stored code in local and session storage (same name as the cookie). */
export const REFERRAL_STORAGE_KEY = REFERRAL_COOKIE_NAME;

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function readStored(kind: 'localStorage' | 'sessionStorage'): StoredReferral | null {
  try {
    return parseStoredReferral(safeStorage(kind)?.getItem(REFERRAL_STORAGE_KEY));
  } catch {
    return null;
  }
}

function savedAtOf(stored: StoredReferral | null): number | null {
  if (!stored || stored.savedAt == null) return null;
  const at = stored.savedAt instanceof Date ? stored.savedAt.getTime() : typeof stored.savedAt === 'number' ? stored.savedAt : Date.parse(stored.savedAt);
  return Number.isFinite(at) ? at : null;
}

const listeners = new Set<() => void>();
let current: string | null | undefined;

function emit(code: string | null) {
  if (code === current) return;
  current = code;
  for (const listener of listeners) listener();
}

/**
 * Finds the code by the spec's order and saves it back to every store that lacks it. A code that
 * came from a store keeps its original timestamp (so revisiting never extends the 30 days); a
 * code from the URL or the cookie is stamped now. Returns the code or null.
 */
export function captureReferral(search: string = window.location.search, now: number = Date.now()): string | null {
  const local = readStored('localStorage');
  const session = readStored('sessionStorage');
  const cookie = readReferralCookie(document.cookie);
  const picked = pickReferralCode({ localStorage: local, sessionStorage: session, cookie, search }, now);
  if (!picked) {
    emit(null);
    return null;
  }
  const { code, source } = picked;
  const savedAt =
    source === 'localStorage' ? (savedAtOf(local) ?? now) : source === 'sessionStorage' ? (savedAtOf(session) ?? now) : now;
  const value = serializeStoredReferral(code, savedAt);
  for (const [kind, stored] of [
    ['localStorage', local],
    ['sessionStorage', session],
  ] as const) {
    if (stored?.code?.trim() === code && savedAtOf(stored) === savedAt) continue;
    try {
      safeStorage(kind)?.setItem(REFERRAL_STORAGE_KEY, value);
    } catch {
      // quota or disabled storage
    }
  }
  if (cookie?.trim() !== code) document.cookie = referralCookie(code);
  emit(code);
  return code;
}

/** 'Remover': forgets the code in local storage, session storage and the cookie. */
export function clearReferral(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      safeStorage(kind)?.removeItem(REFERRAL_STORAGE_KEY);
    } catch {
      // ignore
    }
  }
  document.cookie = `${REFERRAL_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string | null {
  if (current === undefined) current = captureReferral(window.location.search);
  return current;
}

/** The captured referral code (re-renders when it is captured or removed). */
export function useReferralCode(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Mounted once in AppLayout: re-reads the code on every change of the URL query. */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureReferral(search);
  }, [search]);
}

/** Tests: forget the in-memory copy so the next read goes to the stores again. */
export function resetReferralMemory(): void {
  current = undefined;
}
