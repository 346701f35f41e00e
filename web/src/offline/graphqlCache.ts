// What the service worker (web/src/sw.ts) and the page agree on for reading GraphQL offline
// (docs/decisions.md, "App instalável e offline"). Only the app's queries carry OFFLINE_VIEWER_HEADER
// (web/src/apollo.ts), so mutations, GraphiQL and API-key requests are never stored; the header's
// value is the signed-in user's id (or 'anon') and is part of every key, so one person's answers are
// never read back for another even if a sign-out could not clear them.

/** Header set on the app's queries: who the answer belongs to. */
export const OFFLINE_VIEWER_HEADER = 'x-clube-offline-viewer';

/** Cache Storage name of the stored query answers (cleared on sign-in, sign-out and user change). */
export const GRAPHQL_CACHE_NAME = 'clube-graphql';

/** Cache Storage name of product and store images. */
export const IMAGE_CACHE_NAME = 'clube-images';

/** The visitor's key: no session. */
export const ANONYMOUS_VIEWER = 'anon';

/** How many answers and for how long: the last catalogue pages, not the whole catalogue. */
export const GRAPHQL_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 } as const;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The GET URL a query answer is stored under (Cache Storage keeps GET requests only): the viewer
 * plus a hash of the request body (document, variables, operation name).
 */
export async function offlineCacheKey(origin: string, viewer: string, body: string): Promise<string> {
  return `${origin}/__offline/graphql/${encodeURIComponent(viewer)}/${await sha256Hex(body)}`;
}
