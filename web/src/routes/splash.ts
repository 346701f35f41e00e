import { useSession } from '../session/SessionProvider';

/** Splash delay. */
export const SPLASH_DELAY_MS = 300;

/**
 * Where the splash goes once authentication state is known: '/home' when signed in, '/login'
 * otherwise (also when the session cannot be checked), and `null` while the session loads (the
 * 300 ms wait starts once it is known).
 */
export function useSplashDestination(): string | null {
  const { viewer, loading } = useSession();
  if (loading) return null;
  return viewer ? '/home' : '/login';
}
