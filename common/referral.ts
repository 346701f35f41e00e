// Referral-code rules: validity and capture (docs/decisions.md).
// The web keeps the code in local storage, session storage and a cookie; these helpers take the
// values already read from those places and decide, without touching any browser API, so the same
// rules are unit-tested here and reused by the API when it receives a code.

export const REFERRAL_MIN_LENGTH = 3;
export const REFERRAL_MAX_AGE_DAYS = 30;
export const REFERRAL_MAX_AGE_MS = REFERRAL_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
export const REFERRAL_BONUS_POINTS = 20;
export const REFERRAL_COOKIE_NAME = 'ref_code';

// The texts of the invitation page (/convite): the app's page and the one the server sends ready.
export const INVITE_DESCRIPTION = `Cada amigo que entra pelo seu convite ganha ${REFERRAL_BONUS_POINTS} pontos na primeira compra.`;
export const INVITE_RULES = [
  'Compartilhe seu link ou seu código com amigos da região.',
  `O amigo cria a conta pelo link: o código fica guardado no aparelho dele por ${REFERRAL_MAX_AGE_DAYS} dias.`,
  `Quando a primeira compra do amigo é entregue, ele ganha ${REFERRAL_BONUS_POINTS} pontos de bônus.`,
  'Cada pessoa usa um código só, no cadastro.',
];
export const inviteHeadline = (inviterName: string) => `${inviterName} convidou você para o Clube Local`;
/** The invitation's offer around its code: the pages show the code in bold, a link preview as plain text. */
export const inviteOffer = (code: string) =>
  ['Crie sua conta com o código ', code, ` e ganhe ${REFERRAL_BONUS_POINTS} pontos quando sua primeira compra for entregue.`] as const;
/** URL query parameters that carry a code, in the order they are read. */
export const REFERRAL_URL_PARAMS = ['ref', 'referral', 'codigo'] as const;

/** A code as kept on the device: the code and when it was saved (epoch ms, ISO string or Date). */
export interface StoredReferral {
  code: string | null | undefined;
  savedAt?: number | string | Date | null;
}

function savedAtMs(savedAt: StoredReferral['savedAt']): number | null {
  if (savedAt == null) return null;
  const ms = savedAt instanceof Date ? savedAt.getTime() : typeof savedAt === 'number' ? savedAt : Date.parse(savedAt);
  return Number.isNaN(ms) ? Number.NaN : ms;
}

/** Whether the code, once trimmed, has at least 3 characters. */
export function isReferralCodeFormatValid(code: string | null | undefined): code is string {
  return typeof code === 'string' && code.trim().length >= REFERRAL_MIN_LENGTH;
}

/**
 * A stored code is valid when present with at least 3 characters (trimmed) and not older than 30
 * days at `now` (exactly 30 days still counts). A code without a timestamp counts as valid; an
 * unreadable timestamp does not (its age cannot be proven).
 */
export function isReferralCodeValid(referral: StoredReferral | null | undefined, now: Date | number = Date.now()): boolean {
  if (!referral || !isReferralCodeFormatValid(referral.code)) return false;
  const saved = savedAtMs(referral.savedAt);
  if (saved === null) return true;
  if (Number.isNaN(saved)) return false;
  const nowMs = now instanceof Date ? now.getTime() : now;
  return nowMs - saved <= REFERRAL_MAX_AGE_MS;
}

/**
 * The referral code in a query string ('?ref=ABC', 'ref=ABC&x=1' or a URLSearchParams): the first
 * of ref, referral, codigo whose trimmed value has at least 3 characters; null if none.
 */
export function readReferralFromSearch(search: string | URLSearchParams | null | undefined): string | null {
  if (search == null) return null;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of REFERRAL_URL_PARAMS) {
    const value = params.get(name);
    if (isReferralCodeFormatValid(value)) return value.trim();
  }
  return null;
}

export type ReferralSource = 'localStorage' | 'sessionStorage' | 'cookie' | 'url';

/** The values read from each place; any may be missing. */
export interface ReferralSources {
  localStorage?: StoredReferral | null;
  sessionStorage?: StoredReferral | null;
  /** The ref_code cookie's value (the cookie's own 30-day lifetime already limits its age). */
  cookie?: string | null;
  /** location.search (or its URLSearchParams). */
  search?: string | URLSearchParams | null;
}

/**
 * Picks the referral code by the spec's lookup order: local storage, session storage, cookie,
 * then the URL (ref, referral, codigo). Expired or too-short entries are skipped. Returns the
 * trimmed code and where it came from (the caller then saves it back to all stores), or null.
 */
export function pickReferralCode(
  sources: ReferralSources,
  now: Date | number = Date.now(),
): { code: string; source: ReferralSource } | null {
  const stored: [ReferralSource, StoredReferral | null | undefined][] = [
    ['localStorage', sources.localStorage],
    ['sessionStorage', sources.sessionStorage],
    ['cookie', sources.cookie == null ? null : { code: sources.cookie }],
  ];
  for (const [source, referral] of stored) {
    if (referral && isReferralCodeValid(referral, now)) return { code: (referral.code as string).trim(), source };
  }
  const fromUrl = readReferralFromSearch(sources.search);
  return fromUrl ? { code: fromUrl, source: 'url' } : null;
}

/** The JSON kept in local/session storage: {"code":"ABC","savedAt":<epoch ms>}. */
export function serializeStoredReferral(code: string, now: Date | number = Date.now()): string {
  return JSON.stringify({ code: code.trim(), savedAt: now instanceof Date ? now.getTime() : now });
}

/**
 * Reads a storage value written by serializeStoredReferral. A bare string that is not JSON (an
 * older format) is taken as a code without timestamp; anything unreadable gives null.
 */
export function parseStoredReferral(raw: string | null | undefined): StoredReferral | null {
  if (raw == null || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { code: raw.trim() };
  }
  if (typeof parsed === 'string') return { code: parsed };
  if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string') {
    const { code, savedAt, timestamp } = parsed as { code: string; savedAt?: unknown; timestamp?: unknown };
    const at = savedAt ?? timestamp;
    return { code, savedAt: typeof at === 'number' || typeof at === 'string' ? at : null };
  }
  return null;
}

/** The Set-Cookie / document.cookie string: ref_code, path /, SameSite Lax, 30 days. */
export function referralCookie(code: string): string {
  const maxAge = REFERRAL_MAX_AGE_MS / 1000;
  return `${REFERRAL_COOKIE_NAME}=${encodeURIComponent(code.trim())}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The ref_code value in a Cookie header or document.cookie ('a=1; ref_code=ABC'), decoded; or null. */
export function readReferralCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== REFERRAL_COOKIE_NAME) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A referral code people can type and the sign-up can find: upper-case letters and digits, 3 to 20 (the API's own are 8). */
export const USABLE_REFERRAL_CODE_RE = /^[A-Z0-9]{3,20}$/;

/** Codes are compared trimmed and in upper case. */
export function normalizeReferralCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

export function isUsableReferralCode(code: string): boolean {
  return USABLE_REFERRAL_CODE_RE.test(code);
}
