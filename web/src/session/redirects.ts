// Where the app goes after signing in (login/signup, the signup flow). The guard sends a
// visitor to /login with `state.from` = the requested path + query; other screens (e.g. the
// shared-cart 'Fazer Login') may use the same state or `/login?redirect=/path`.
import type { Location } from 'react-router-dom';
import type { ProfileType } from '@common/signup';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

export const ONBOARDING_PATH = '/onboarding';

/** Where a new account lands by profile type (a consumer sees the three first-run screens once). */
export const SIGNUP_DESTINATIONS: Record<ProfileType, string> = {
  STORE_OWNER: '/vendor',
  PROFESSIONAL: '/services',
  CONSUMER: ONBOARDING_PATH,
};

/** Screens that make no sense as a post-login destination. */
const NOT_A_DESTINATION = ['/login', '/signup', '/splash', '/recuperar-senha', '/reset-password'];

/**
 * An in-app path ('/x?y'), or null for anything else: absolute URLs, protocol-relative '//host',
 * backslash tricks and the auth screens themselves are refused (no open redirect).
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(path)) return null;
  const pathname = path.split(/[?#]/, 1)[0];
  if (NOT_A_DESTINATION.includes(pathname.replace(/\/+$/, '') || '/')) return null;
  return path;
}

/** The router state the guard passes to /login: `{ from: '/profile?x=1' }`. */
export interface LoginRedirectState {
  from: string;
}

export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash ?? ''}` };
}

/**
 * The remembered origin: `state.from` (a path string, or a `{ pathname, search }` object) or the
 * `redirect` query parameter; null when there is none or it is not an in-app path.
 */
export function rememberedOrigin(state: unknown, search = ''): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string') return safeInternalPath(from);
  if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search: s = '', hash = '' } = from as { pathname: string; search?: string; hash?: string };
    return safeInternalPath(`${pathname}${s ?? ''}${hash ?? ''}`);
  }
  return safeInternalPath(new URLSearchParams(search).get('redirect'));
}
