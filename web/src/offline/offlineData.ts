// The page's side of the offline GraphQL cache (web/src/offline/graphqlCache.ts): which viewer the
// app's queries are stored for, and forgetting everything when the person changes.
import { ANONYMOUS_VIEWER, GRAPHQL_CACHE_NAME } from './graphqlCache';

const VIEWER_KEY = 'clube:offline-viewer';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The viewer the next queries belong to. Remembered across reloads: opened offline, the app asks
 * "who am I" with the last known viewer and gets that person's stored answer.
 */
export function offlineViewer(): string {
  return storage()?.getItem(VIEWER_KEY) ?? ANONYMOUS_VIEWER;
}

/** Deletes every stored query answer (images are public and stay). */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(GRAPHQL_CACHE_NAME).catch(() => false);
}

/**
 * Called whenever the session learns who is signed in (`null`: a visitor). A different person than
 * the remembered one — sign-in, sign-out, an expired session — clears the stored answers.
 */
export function rememberOfflineViewer(userId: string | null): void {
  const viewer = userId ?? ANONYMOUS_VIEWER;
  if (viewer === offlineViewer()) return;
  storage()?.setItem(VIEWER_KEY, viewer);
  void forgetOfflineData();
}
