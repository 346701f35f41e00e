// Where the app goes after signing in (login/signup, the signup flow). The guard sends a
// visitor to /login with `state.from` = the requested path + query; other screens (e.g. the
// shared-cart 'Fazer Login') may use the same state or `/login?redirect=/path`.
import type { Location } from 'react-router-dom';
import type { ProfileType } from '@common/signup';
import { HOME_PATH, safeInternalPath } from '@common/urls';

export { HOME_PATH, safeInternalPath };

export const LOGIN_PATH = '/login';

export const ONBOARDING_PATH = '/onboarding';

/** Where a new account lands by profile type (a consumer sees the three first-run screens once). */
export const SIGNUP_DESTINATIONS: Record<ProfileType, string> = {
  STORE_OWNER: '/vendor',
  PROFESSIONAL: '/services',
  CONSUMER: ONBOARDING_PATH,
};

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
