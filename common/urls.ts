// Addresses the app and the server's first screens both write.

/** '/uploads/x.png?v=2026-…' (keeps an existing query string): a new upload under the same name is not the cached one. */
export function versionedUrl(url: string, version: string | null | undefined): string {
  if (!version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}
