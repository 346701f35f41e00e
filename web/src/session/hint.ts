// A device-local "this browser was signed in" flag. It holds no identity or token (the session is
// an httpOnly cookie the page cannot read); it only lets the UI guess, before the `viewer` query
// answers, whether to show the tab bar's placeholder or wait on guest-only screens. Other tabs see
// it change through the `storage` event and re-check the session.

export const SIGNED_IN_HINT_KEY = 'clubeLocal.signedIn';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

export function readSignedInHint(): boolean {
  return storage()?.getItem(SIGNED_IN_HINT_KEY) === '1';
}

export function writeSignedInHint(): void {
  try {
    if (!readSignedInHint()) storage()?.setItem(SIGNED_IN_HINT_KEY, '1');
  } catch {
    // quota or disabled storage: the hint is optional
  }
}

export function clearSignedInHint(): void {
  try {
    if (readSignedInHint()) storage()?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // ignore
  }
}
