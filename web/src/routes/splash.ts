/** Splash delay (spec 01 §9). */
export const SPLASH_DELAY_MS = 300;

/**
 * Where the splash goes once authentication state is known; `null` while it is still loading.
 *
 * HOOK POINT for accounts: return '/home' when signed in, '/login' otherwise, and `null` while
 * the session loads (the 300 ms wait starts once it is known). Today there is no session yet.
 */
export function useSplashDestination(): string | null {
  return '/login';
}
