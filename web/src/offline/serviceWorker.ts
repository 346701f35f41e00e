// Registers the service worker (web/src/sw.ts) in the built app and reports a waiting new version,
// which takes over only when the person taps 'Atualizar' (UpdateBanner) — never in the middle of
// a checkout. Development (Vite's server) and tests run without it.
import type { Workbox } from 'workbox-window';

/** How often a long-open tab asks the server whether a new build exists. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
const updateListeners = new Set<() => void>();
let updateWaiting = false;

export function onUpdateAvailable(listener: () => void): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded apart from the first screen's code; registered after the page's load event (Workbox's
  // default), so the precache never competes with the first screen for the connection.
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        updateWaiting = true;
        updateListeners.forEach((listener) => listener());
      });
      return workbox.register();
    })
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    // Service workers blocked (some private modes, policies): the app works online without one.
    .catch(() => undefined);
}

/** Lets the waiting version take over, then reloads into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
