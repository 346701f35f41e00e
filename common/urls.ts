// Addresses the app and the server's pages both write or check.

/** '/uploads/x.png?v=2026-…' (keeps an existing query string): a new upload under the same name is not the cached one. */
export function versionedUrl(url: string, version: string | null | undefined): string {
  if (!version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** Where a person goes after signing in when nothing else is asked. */
export const HOME_PATH = '/home';

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
