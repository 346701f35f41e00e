// What the member QR holds and how a scan is read back: a link to /scan?membro=CODE (a phone's own
// camera app opens the club there), or a bare code typed at the counter.
import { USABLE_REFERRAL_CODE_RE } from '@common/referral';

export const MEMBER_PARAM = 'membro';

export function memberQrText(code: string, origin = window.location.origin): string {
  return `${origin}/scan?${MEMBER_PARAM}=${encodeURIComponent(code)}`;
}

/** The member code in a scanned or typed text, upper-cased; null when there is none. */
export function memberCodeFrom(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      candidate = new URL(trimmed).searchParams.get(MEMBER_PARAM) ?? '';
    } catch {
      return null;
    }
  }
  const code = candidate.replace(/\s+/g, '').toUpperCase();
  return USABLE_REFERRAL_CODE_RE.test(code) && /[A-Z]/.test(code) ? code : null;
}

/** The in-store points credit for that customer (the store's counter screen). */
export function counterPath(code: string): string {
  return `/vendor/adjust-points?cliente=${encodeURIComponent(code)}`;
}
